import Pictures
import Secrets
import Storage

extension ThresholdStore {
    private static let columns = "id, name, bio, created_at, muted, hidden, unread, picture"

    private static func profile(_ row: borrowing Row, active: Int64?) -> Profile {
        let id = row.int64(0)
        return Profile(id: id, name: row.string(1) ?? "", bio: row.string(2) ?? "", createdAt: row.int64(3),
                       muted: row.bool(4), hidden: row.bool(5), unread: row.int(6), active: id == active,
                       hasPicture: row.bool(7))
    }

    private static func persistedActive(_ db: Connection) throws -> Int64? {
        try setting(SettingKey.activeProfile, in: db).flatMap { Int64($0) }
    }

    // MARK: Reading

    /// The visible profiles and, when `password` opens any, the hidden ones it reveals.
    ///
    /// Without a password this is one indexed read of O(profiles) rows; with one, one KDF run and
    /// one tag per slot.
    public func listProfiles(revealing password: String? = nil) throws -> ProfileListing {
        var profiles = try database.read { db in
            let persisted = try Self.persistedActive(db)
            return try db.map("SELECT \(Self.columns) FROM profiles WHERE hidden = 0 ORDER BY id") { (row: borrowing Row) in
                Self.profile(row, active: persisted)
            }
        }
        guard let password else {
            return ProfileListing(profiles: profiles, totalUnread: Self.total(profiles))
        }
        let opened = try openSlots(password: password)
        let session = sessionActiveHiddenID
        if opened.contains(where: { $0.id == session }) {
            for index in profiles.indices { profiles[index].active = false }
        }
        profiles += opened.map { $0.value(active: $0.id == session) }
        var listing = ProfileListing(profiles: profiles, totalUnread: Self.total(profiles))
        let withPictures = opened.filter { $0.profile.picture == 1 }
        if !withPictures.isEmpty {
            try database.read { db in
                for slot in withPictures { listing.pictures[slot.id] = try Self.sealedPicture(of: slot, in: db) }
            }
        }
        return listing
    }

    /// Visible unmuted profiles count; a hidden one only when it is revealed and active.
    static func total(_ profiles: [Profile]) -> Int {
        profiles.reduce(0) { sum, p in
            sum + ((!p.hidden && !p.muted) || (p.hidden && p.active) ? p.unread : 0)
        }
    }

    /// The number of profiles the user can see (0 means onboarding starts again).
    public func visibleProfileCount() throws -> Int {
        try database.read { try $0.int("SELECT count(*) FROM profiles WHERE hidden = 0") ?? 0 }
    }

    /// The active profile, if any (a revealed hidden one only within this session).
    public func activeProfile() throws -> Profile? {
        try database.read { db in
            if let opened = try sessionSlot(in: db) { return opened.value(active: true) }
            guard let id = try Self.persistedActive(db) else { return nil }
            return try db.first("SELECT \(Self.columns) FROM profiles WHERE id = ?", [.integer(id)]) { (row: borrowing Row) in
                Self.profile(row, active: id)
            }
        }
    }

    // MARK: Resolving names

    /// A profile found by name: visible, or hidden and opened by the password given.
    struct Resolved {
        let id: Int64
        /// The opened slot of a hidden profile; nil for a visible one.
        let opened: OpenedSlot?

        var hidden: Bool { opened != nil }
    }

    /// Finds `ref`: a hidden profile of that name opened by its password first, then a visible one.
    ///
    /// When a password is given the KDF runs whatever exists, and a miss is ``ProfileError/unknownProfile(_:)``
    /// either way, so nothing tells a wrong password from an unknown name.
    func resolve(_ ref: ProfileRef) throws -> Resolved {
        let visible = try database.read { try $0.int("SELECT id FROM profiles WHERE hidden = 0 AND name = ?", [.text(ref.name)]) }
        if let password = ref.password {
            // Every slot's tag is checked, whatever the name, so the work is the same either way.
            if let opened = try openSlots(password: password).first(where: { $0.profile.name == ref.name }) {
                return Resolved(id: opened.id, opened: opened)
            }
        }
        if let visible { return Resolved(id: Int64(visible), opened: nil) }
        throw ProfileError.unknownProfile(ref.name)
    }

    // MARK: Validation

    /// Throws unless `name` is a valid display name in normal form.
    public static func validateName(_ name: String) throws(ProfileError) {
        // Compared scalar by scalar: precomposed and decomposed "Zoë" are different names, as for the peer.
        if case .invalid(let corrected) = DisplayName.validate(name) {
            throw .invalidDisplayName(validName: corrected)
        }
    }

    /// Throws unless `bio` fits the limit.
    public static func validateBio(_ bio: String) throws(ProfileError) {
        let bytes = Bio.byteCount(bio)
        guard bytes <= Bio.maxBytes else { throw .bioTooLong(bytes: bytes) }
    }

    private static func ensureNameFree(_ name: String, except id: Int64?, in db: Connection) throws {
        let other = try db.int("SELECT id FROM profiles WHERE hidden = 0 AND name = ?", [.text(name)])
        if let other, Int64(other) != id { throw ProfileError.duplicateName(name) }
    }

    // MARK: Changing

    /// Creates a profile, which becomes the active one, with `picture` when given (one transaction).
    @discardableResult
    public func createProfile(name: String, bio: String = "", picture: ProfilePicture? = nil) throws -> Profile {
        try Self.validateName(name)
        try Self.validateBio(bio)
        let now = clock.now()
        let profile = try database.write { db in
            try Self.ensureNameFree(name, except: nil, in: db)
            let id = try nextRowID(.profiles, db: db)
            try db.execute("INSERT INTO profiles (id, name, bio, created_at) VALUES (?, ?, ?, ?)",
                           [.integer(id), .text(name), .text(bio), .integer(now)])
            try ensureSealedInstall(in: db)
            if let picture {
                try db.execute("UPDATE sealed_slots SET picture = ? WHERE id = (SELECT slot FROM profiles WHERE id = ?)",
                               [.blob(PictureCell.plain(picture)), .integer(id)])
                try db.execute("UPDATE profiles SET picture = 1 WHERE id = ?", [.integer(id)])
            }
            try Self.setSetting(SettingKey.activeProfile, String(id), in: db)
            return Profile(id: id, name: name, bio: bio, createdAt: now, muted: false, hidden: false, unread: 0, active: true,
                           hasPicture: picture != nil)
        }
        sessionActiveHiddenID = nil
        return profile
    }

    /// Makes a profile active. A hidden one is active for this session only.
    public func activateProfile(_ ref: ProfileRef) throws {
        let target = try resolve(ref)
        if let opened = target.opened {
            sealedSession.open(slot: opened.slot, key: opened.key)
            sessionActiveHiddenID = opened.id
            return
        }
        try database.write { db in
            try Self.setSetting(SettingKey.activeProfile, String(target.id), in: db)
        }
        sessionActiveHiddenID = nil
    }

    /// Changes a profile's name and/or bio.
    public func updateProfile(_ ref: ProfileRef, name newName: String? = nil, bio newBio: String? = nil) throws {
        if let newName { try Self.validateName(newName) }
        if let newBio { try Self.validateBio(newBio) }
        let target = try resolve(ref)
        try database.write { db in
            if let opened = target.opened {
                try rewriteSlot(opened.slot, key: opened.key, in: db) { profile in
                    if let newName { profile.name = newName }
                    if let newBio { profile.bio = newBio }
                }
                return
            }
            if let newName {
                try Self.ensureNameFree(newName, except: target.id, in: db)
                try db.execute("UPDATE profiles SET name = ? WHERE id = ?", [.text(newName), .integer(target.id)])
            }
            if let newBio {
                try db.execute("UPDATE profiles SET bio = ? WHERE id = ?", [.text(newBio), .integer(target.id)])
            }
        }
    }

    /// Mutes or unmutes a profile. Hidden profiles are always muted.
    public func setMuted(_ ref: ProfileRef, _ muted: Bool) throws {
        let target = try resolve(ref)
        guard !target.hidden else { throw ProfileError.hiddenProfileAlwaysMuted }
        try database.write { db in
            try db.execute("UPDATE profiles SET muted = ? WHERE id = ?", [.bool(muted), .integer(target.id)])
        }
    }

    /// Hides a visible profile behind `password`: in one transaction its rows are sealed into its
    /// slot and deleted. If it was active, the next visible profile becomes active.
    public func hideProfile(_ name: String, password: String) throws {
        try ProfilePassword.validate(password)
        // A name that is not visible is looked up among hidden profiles with the password given,
        // so that "already hidden" is only ever told to someone who knows the password.
        let visible = try database.read { try $0.int("SELECT id FROM profiles WHERE hidden = 0 AND name = ?", [.text(name)]) }
        guard let visible else {
            let target = try resolve(ProfileRef(name, password: password))
            throw target.hidden ? ProfileError.alreadyHidden : ProfileError.unknownProfile(name)
        }
        let id = Int64(visible)
        let others = try database.read { try $0.int("SELECT count(*) FROM profiles WHERE hidden = 0 AND id <> ?", [.integer(id)]) ?? 0 }
        guard others > 0 else { throw ProfileError.cantHideLastVisibleProfile }
        // The salt and generation exist before the KDF runs, so K is derived outside the write lock.
        let generation = try database.write { db in
            try ensureSealedInstall(in: db)
            return try RevealKey.current(db, parameters: kdfParameters, random: random)
        }
        var key = try Scrypt.derive(password: Array(password.utf8), salt: generation.salt, parameters: generation.parameters)
        defer { SealedSlot.wipe(&key) }
        let owesRekey = try owesRekeyAfterRemoval()
        try database.write { db in
            guard try db.int("SELECT 1 FROM profiles WHERE id = ? AND hidden = 0", [.integer(id)]) != nil else {
                throw ProfileError.unknownProfile(name)
            }
            let others = try db.int("SELECT count(*) FROM profiles WHERE hidden = 0 AND id <> ?", [.integer(id)]) ?? 0
            guard others > 0 else { throw ProfileError.cantHideLastVisibleProfile }
            try sealProfile(id: id, key: key, in: db)
            if try Self.persistedActive(db) == id {
                let next = try db.int("SELECT id FROM profiles WHERE hidden = 0 ORDER BY id LIMIT 1")
                try Self.setSetting(SettingKey.activeProfile, next.map(String.init), in: db)
            }
            try Self.recordRekeyOwed(owesRekey, in: db)
        }
        compactWAL()
        try replaceKeyAfterRemoval()
    }

    /// Makes a hidden profile visible again (it stays muted until unmuted): in one transaction its
    /// rows are written back and its slot and routes become chaff.
    public func unhideProfile(_ name: String, password: String) throws {
        try ProfilePassword.validate(password)
        let target = try resolve(ProfileRef(name, password: password))
        guard let opened = target.opened else { throw ProfileError.notHidden }
        let wasSession = sessionActiveHiddenID == target.id
        let owesRekey = try owesRekeyAfterRemoval()
        try database.write { db in
            try Self.ensureNameFree(name, except: nil, in: db)
            let id = try unsealProfile(slot: opened.slot, key: opened.key, in: db)
            if wasSession { try Self.setSetting(SettingKey.activeProfile, String(id), in: db) }
            try Self.recordRekeyOwed(owesRekey, in: db)
        }
        if wasSession { sessionActiveHiddenID = nil }
        compactWAL()
        try replaceKeyAfterRemoval()
    }

    /// Deletes a profile with its chats and messages; with `serverData`, also queues one outbox job
    /// per server queue, in the same transaction. A deleted visible profile leaves what a hidden one
    /// would (its slot, one route per queue), so the two look alike.
    @discardableResult
    public func deleteProfile(_ ref: ProfileRef, serverData: Bool) throws -> ProfileDeletion {
        let target = try resolve(ref)
        let now = clock.now()
        let session = sessionActiveHiddenID
        let owesRekey = try owesRekeyAfterRemoval()
        let result = try database.write { db in
            let persisted = try Self.persistedActive(db)
            let isActive = target.hidden ? session == target.id : persisted == target.id
            let otherVisible = try db.int("SELECT count(*) FROM profiles WHERE hidden = 0 AND id <> ?", [.integer(target.id)]) ?? 0
            if isActive && otherVisible > 0 { throw ProfileError.cantDeleteActiveProfile }
            var jobs = 0
            if let opened = target.opened {
                guard let fresh = try Self.open(slot: opened.slot, profileKey: opened.key, in: db) else {
                    throw ProfileError.sealedProfileDamaged
                }
                if serverData {
                    for queue in fresh.profile.chats.flatMap(\.queues) {
                        try db.execute("""
                            INSERT INTO outbox (kind, server, queue_id, created_at, next_attempt_at) VALUES ('deleteQueue', ?, ?, ?, ?)
                            """, [.text(queue.server), .text(queue.queueID), .integer(now), .integer(now)])
                        jobs += 1
                    }
                }
                try eraseSealed(slot: opened.slot, key: opened.key, in: db)
            } else {
                if serverData {
                    jobs = try db.execute("""
                        INSERT INTO outbox (kind, server, queue_id, created_at, next_attempt_at)
                        SELECT 'deleteQueue', q.server, q.queue_id, ?, ? FROM chat_queues q
                        JOIN chats c ON c.id = q.chat_id WHERE c.profile_id = ? ORDER BY q.id
                        """, [.integer(now), .integer(now), .integer(target.id)])
                }
                try deleteLikeHiding(id: target.id, in: db)
            }
            if persisted == target.id { try Self.setSetting(SettingKey.activeProfile, nil, in: db) }
            // Deleting the last visible profile returns the app to the first onboarding step.
            if otherVisible == 0 && !target.hidden { try Self.resetOnboarding(in: db) }
            try Self.recordRekeyOwed(owesRekey, in: db)
            return ProfileDeletion(outboxJobs: jobs, wasLastVisibleProfile: otherVisible == 0 && !target.hidden)
        }
        if session == target.id { sessionActiveHiddenID = nil }
        compactWAL()
        try replaceKeyAfterRemoval()
        return result
    }

    /// Moves freed (already zeroed) pages into the main file so nothing of a removed profile lingers in the WAL.
    func compactWAL() {
        try? database.withConnection { try $0.executeScript("PRAGMA wal_checkpoint(TRUNCATE)") }
    }
}

extension ThresholdStore {
    /// True when a visible profile has this name (hidden ones are never consulted).
    public func isVisibleProfileName(_ name: String) throws -> Bool {
        try database.read { try $0.int("SELECT 1 FROM profiles WHERE hidden = 0 AND name = ?", [.text(name)]) } != nil
    }
}
