import Secrets
import Storage

/// The hidden-profile design of PRODUCT.md 3.3: one KDF run per reveal attempt, whatever the number
/// of hidden profiles.
///
/// The install keeps a random salt and scrypt parameters (table `reveal_kdf`). A password stretches
/// to `K = scrypt(password, salt)`; each hidden profile stores `HMAC-SHA256(K, "reveal" || id)`.
/// An attempt derives K once and compares every tag in constant time. Raising the parameters adds a
/// row; profiles hidden under older rows still match (one more KDF run per older row in use).
struct RevealKey {
    /// One row of `reveal_kdf`.
    struct Generation {
        let id: Int64
        let salt: [UInt8]
        let parameters: ScryptParameters
    }

    /// A hidden profile's stored tag.
    struct Tagged {
        let profileID: Int64
        let generation: Int64
        let tag: [UInt8]
    }

    static func tag(key: [UInt8], profileID: Int64) throws -> [UInt8] {
        var message = Array("reveal".utf8)
        withUnsafeBytes(of: UInt64(bitPattern: profileID).bigEndian) { message.append(contentsOf: $0) }
        return try HMACSHA256.authenticate(message, key: key)
    }

    static func generations(_ db: Connection) throws -> [Generation] {
        try db.map("SELECT id, salt, log2n, r, p FROM reveal_kdf ORDER BY id") { (row: borrowing Row) in
            Generation(id: row.int64(0), salt: row.blob(1) ?? [],
                       parameters: ScryptParameters(log2N: row.int(2), r: row.int(3), p: row.int(4)))
        }
    }

    static func tagged(_ db: Connection) throws -> [Tagged] {
        try db.map("SELECT id, reveal_kdf, reveal_tag FROM profiles WHERE hidden = 1") { (row: borrowing Row) in
            Tagged(profileID: row.int64(0), generation: row.int64(1), tag: row.blob(2) ?? [])
        }
    }

    /// The generation new tags use: the newest row when it has `parameters`, else a new row.
    static func current(_ db: Connection, parameters: ScryptParameters, random: any RandomSource) throws -> Generation {
        if let newest = try generations(db).last, newest.parameters == parameters { return newest }
        let salt = try random.bytes(16)
        try db.execute("INSERT INTO reveal_kdf (salt, log2n, r, p) VALUES (?, ?, ?, ?)",
                       [.blob(salt), .int(parameters.log2N), .int(parameters.r), .int(parameters.p)])
        return Generation(id: db.lastInsertRowID, salt: salt, parameters: parameters)
    }

    /// The ids of hidden profiles whose tag `password` opens.
    ///
    /// Always runs the KDF at least once with the configured parameters, even with no hidden profile,
    /// so that the time taken says nothing about whether one exists.
    static func match(password: String, generations: [Generation], tagged: [Tagged],
                      parameters: ScryptParameters, random: any RandomSource) throws -> Set<Int64> {
        let passwordBytes = Array(password.utf8)
        var inUse = Set(tagged.map(\.generation))
        var keys: [Int64: [UInt8]] = [:]
        let newest = generations.last
        // The newest generation (or a throwaway salt when there is none) is always derived.
        if let newest {
            keys[newest.id] = try Scrypt.derive(password: passwordBytes, salt: newest.salt, parameters: newest.parameters)
            inUse.remove(newest.id)
        } else {
            _ = try Scrypt.derive(password: passwordBytes, salt: try random.bytes(16), parameters: parameters)
        }
        for generation in generations where inUse.contains(generation.id) {
            keys[generation.id] = try Scrypt.derive(password: passwordBytes, salt: generation.salt,
                                                    parameters: generation.parameters)
        }
        var matched = Set<Int64>()
        for entry in tagged {
            guard let key = keys[entry.generation] else { continue }
            // Every tag is computed and compared, match or not.
            if ConstantTime.equals(try tag(key: key, profileID: entry.profileID), entry.tag) {
                matched.insert(entry.profileID)
            }
        }
        return matched
    }
}
