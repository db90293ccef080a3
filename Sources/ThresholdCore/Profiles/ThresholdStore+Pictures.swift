import Pictures
import Storage

/// Profile pictures (docs/pictures.md): one ``ProfilePicture`` per profile, in the picture cell of the
/// slot the profile reserved (``PictureCell``): plaintext while the profile is visible, sealed with it
/// while it is hidden, the same size always.
extension ThresholdStore {
    /// Sets (or, with nil, removes) the picture of `ref`, a visible profile or a hidden one its
    /// password opens. One write transaction; a removed picture's cell becomes chaff.
    public func setPicture(_ ref: ProfileRef, _ picture: ProfilePicture?) throws {
        let target = try resolve(ref)
        try database.write { db in
            try ensureSealedInstall(in: db)
            if let opened = target.opened {
                try rewriteSlot(opened.slot, key: opened.key, in: db) { profile in profile.picture = picture == nil ? 0 : 1 }
                let cell = try picture.map { try PictureCell.seal($0, profileKey: opened.key, slot: opened.slot, random: random) }
                    ?? PictureCell.chaff(random: random)
                try db.execute("UPDATE sealed_slots SET picture = ? WHERE id = ?", [.blob(cell), .integer(opened.slot)])
                return
            }
            guard let slot = try db.first("SELECT slot FROM profiles WHERE id = ?", [.integer(target.id)], { (row: borrowing Row) in
                row.isNull(0) ? nil : row.int64(0)
            }), let slot else { throw ProfileError.unknownProfile(ref.name) }
            let cell = try picture.map(PictureCell.plain) ?? PictureCell.chaff(random: random)
            try db.execute("UPDATE sealed_slots SET picture = ? WHERE id = ?", [.blob(cell), .integer(slot)])
            try db.execute("UPDATE profiles SET picture = ? WHERE id = ?", [.bool(picture != nil), .integer(target.id)])
        }
        compactWAL()
    }

    /// The picture of the profile listed with `id` (``Profile/id``): a visible profile's, or the
    /// session's active hidden profile's (its key is in memory); nil when it has none, or for a
    /// hidden profile that is not active (``picture(of:)`` opens one with its password).
    public func picture(ofProfile id: Int64) throws -> ProfilePicture? {
        try database.read { db in
            if id < 0 {
                guard let opened = try sessionSlot(in: db), opened.id == id else { return nil }
                return try Self.sealedPicture(of: opened, in: db)
            }
            return try db.first("""
                SELECT s.picture FROM profiles p JOIN sealed_slots s ON s.id = p.slot WHERE p.id = ? AND p.picture = 1
                """, [.integer(id)]) { (row: borrowing Row) in row.blob(0).flatMap(PictureCell.openPlain) } ?? nil
        }
    }

    /// The picture of `ref`, a visible profile or a hidden one its password opens.
    public func picture(of ref: ProfileRef) throws -> ProfilePicture? {
        let target = try resolve(ref)
        if let opened = target.opened {
            return try database.read { db in try Self.sealedPicture(of: opened, in: db) }
        }
        return try picture(ofProfile: target.id)
    }

    /// Every visible profile's picture, by profile id, in one read (a list of many rows).
    public func visibleProfilePictures() throws -> [Int64: ProfilePicture] {
        try database.read { db in
            var pictures: [Int64: ProfilePicture] = [:]
            try db.forEach("""
                SELECT p.id, s.picture FROM profiles p JOIN sealed_slots s ON s.id = p.slot WHERE p.hidden = 0 AND p.picture = 1
                """) { (row: borrowing Row) in
                if let picture = row.blob(1).flatMap(PictureCell.openPlain) { pictures[row.int64(0)] = picture }
            }
            return pictures
        }
    }

    /// A visible profile's picture, read from its slot's cell inside the caller's transaction.
    func visiblePicture(id: Int64, in db: Connection) throws -> ProfilePicture? {
        try db.first("""
            SELECT s.picture FROM profiles p JOIN sealed_slots s ON s.id = p.slot WHERE p.id = ? AND p.picture = 1
            """, [.integer(id)]) { (row: borrowing Row) in row.blob(0).flatMap(PictureCell.openPlain) } ?? nil
    }

    /// The picture sealed in an opened hidden profile's cell; nil when its body says it has none.
    static func sealedPicture(of opened: OpenedSlot, in db: Connection) throws -> ProfilePicture? {
        guard opened.profile.picture == 1,
              let cell = try db.first("SELECT picture FROM sealed_slots WHERE id = ?", [.integer(opened.slot)], { (row: borrowing Row) in row.blob(0) }),
              let cell else { return nil }
        return try PictureCell.open(cell, profileKey: opened.key, slot: opened.slot)
    }
}
