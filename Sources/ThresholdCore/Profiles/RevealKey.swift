import Secrets
import Storage

/// The hidden-profile design of PRODUCT.md 3.3: one KDF run per reveal attempt, whatever the number
/// of hidden profiles.
///
/// The install keeps a random salt and scrypt parameters (table `reveal_kdf`, one row from the first
/// profile on). A password stretches to `K = scrypt(password, salt)`; a sealed slot's tag is
/// `HMAC-SHA256(K, "reveal" || slot id)` (``SealedSlot``). An attempt derives K once and computes and
/// compares the tag of every slot, sealed or chaff, in constant time. Raising the parameters adds a
/// row; profiles hidden under older rows still match (one more KDF run per older row: which rows are
/// in use is not stored, since that would tell which slots are sealed).
struct RevealKey {
    /// One row of `reveal_kdf`.
    struct Generation {
        let id: Int64
        let salt: [UInt8]
        let parameters: ScryptParameters
    }

    /// A slot's tag and wrapped key, as read for an attempt.
    struct Slot {
        let id: Int64
        let tag: [UInt8]
        let wrapped: [UInt8]
    }

    /// A slot whose tag the password opened, with the `K` that opened it.
    struct Match {
        let slot: Int64
        let key: [UInt8]
        let wrapped: [UInt8]
    }

    static func generations(_ db: Connection) throws -> [Generation] {
        try db.map("SELECT id, salt, log2n, r, p FROM reveal_kdf ORDER BY id") { (row: borrowing Row) in
            Generation(id: row.int64(0), salt: row.blob(1) ?? [],
                       parameters: ScryptParameters(log2N: row.int(2), r: row.int(3), p: row.int(4)))
        }
    }

    static func slots(_ db: Connection) throws -> [Slot] {
        try db.map("SELECT id, tag, wrapped FROM sealed_slots ORDER BY id") { (row: borrowing Row) in
            Slot(id: row.int64(0), tag: row.blob(1) ?? [], wrapped: row.blob(2) ?? [])
        }
    }

    /// The generation new seals use: the newest row when it has `parameters`, else a new row.
    static func current(_ db: Connection, parameters: ScryptParameters, random: any RandomSource) throws -> Generation {
        if let newest = try generations(db).last, newest.parameters == parameters { return newest }
        let salt = try random.bytes(16)
        try db.execute("INSERT INTO reveal_kdf (salt, log2n, r, p) VALUES (?, ?, ?, ?)",
                       [.blob(salt), .int(parameters.log2N), .int(parameters.r), .int(parameters.p)])
        return Generation(id: db.lastInsertRowID, salt: salt, parameters: parameters)
    }

    /// `K` of every generation, by generation id: one KDF run per generation.
    ///
    /// Always runs the KDF at least once with the configured parameters, even with no generation
    /// yet, so the time taken says nothing about whether anything was ever hidden.
    static func keys(password: String, generations: [Generation], parameters: ScryptParameters,
                     random: any RandomSource) throws -> [(generation: Int64, key: [UInt8])] {
        let passwordBytes = Array(password.utf8)
        if generations.isEmpty {
            _ = try Scrypt.derive(password: passwordBytes, salt: try random.bytes(16), parameters: parameters)
        }
        return try generations.map { generation in
            (generation.id, try Scrypt.derive(password: passwordBytes, salt: generation.salt, parameters: generation.parameters))
        }
    }

    /// The slots whose tag one of `keys` opens. Every slot's tag is computed under every key and
    /// compared in constant time, so the time depends on the number of slots (public), never on
    /// which of them are sealed.
    static func match(keys: [(generation: Int64, key: [UInt8])], slots: [Slot]) throws -> [Match] {
        var matched: [Match] = []
        for slot in slots {
            for entry in keys where ConstantTime.equals(try SealedSlot.tag(key: entry.key, slot: slot.id), slot.tag) {
                matched.append(Match(slot: slot.id, key: entry.key, wrapped: slot.wrapped))
            }
        }
        return matched
    }

    /// A hidden profile of a database from before sealing: still a row, with
    /// `reveal_tag = HMAC-SHA256(K, "reveal" || profile id)` (the same construction as a slot's tag).
    struct Legacy {
        let profileID: Int64
        let generation: Int64
        let tag: [UInt8]
    }

    static func legacy(_ db: Connection) throws -> [Legacy] {
        try db.map("SELECT id, reveal_kdf, reveal_tag FROM profiles WHERE hidden = 1 ORDER BY id") { (row: borrowing Row) in
            Legacy(profileID: row.int64(0), generation: row.int64(1), tag: row.blob(2) ?? [])
        }
    }
}
