import Secrets
import Storage

/// Sealing hidden profiles (docs/hidden-profiles.md): the slots, routes and inbox, and the
/// transactions that move a profile between its visible rows and its sealed slot.
extension ThresholdStore {
    /// Chaff slots every install had before the random chaff (``ChaffAllocator/installSlots``
    /// starts there).
    static let installChaffSlots = 8

    // MARK: The install's sealed store

    /// Creates what every install has from its first profile on, when it is missing: the reveal
    /// salt (and a new generation when the KDF cost was raised), the route key, the random chaff
    /// (``ChaffAllocator``: slots, and groups of routes), a reserved slot for every profile and a
    /// reserved route for every server queue.
    ///
    /// It depends only on whether profiles and queues exist, never on hiding, so it looks the same
    /// for an install where a profile was ever hidden and one where none was. An install from
    /// before the random chaff gets it here once (its older rows keep their ids).
    func ensureSealedInstall(in db: Connection) throws {
        guard try db.int("SELECT 1 FROM profiles LIMIT 1") != nil else { return }
        // A raised KDF cost adds its generation at the first profile write, not at the next hide.
        _ = try RevealKey.current(db, parameters: kdfParameters, random: random)
        if try db.int("SELECT count(*) FROM sealed_install") == 0 {
            try db.execute("INSERT INTO sealed_install (id, route_key) VALUES (1, ?)", [.blob(try random.bytes(32))])
        }
        if try db.int("SELECT chaff FROM sealed_install WHERE id = 1") == 0 {
            try addInstallChaff(in: db)
        }
        let unslotted = try db.map("SELECT id FROM profiles WHERE slot IS NULL ORDER BY id") { (row: borrowing Row) in row.int64(0) }
        for id in unslotted {
            let slot = try appendChaffSlot(db)
            try db.execute("UPDATE profiles SET slot = ? WHERE id = ?", [.integer(slot), .integer(id)])
        }
        let unrouted = try db.map("""
            SELECT q.id, c.profile_id FROM chat_queues q JOIN chats c ON c.id = q.chat_id WHERE q.route IS NULL ORDER BY q.id
            """) { (row: borrowing Row) in (row.int64(0), row.int64(1)) }
        for (queue, profile) in unrouted {
            try db.execute("UPDATE chat_queues SET route = ? WHERE id = ?", [.integer(try reserveRoute(profile: profile, in: db)), .integer(queue)])
        }
        if try db.int("SELECT route_groups FROM sealed_install WHERE id = 1") == 0 {
            try padRouteGroups(in: db)
            try db.execute("UPDATE sealed_install SET route_groups = 1 WHERE id = 1")
        }
        try ensureMailbox(in: db)
        // Slots from before pictures get their chaff picture cell (docs/pictures.md).
        let uncelled = try db.map("SELECT id FROM sealed_slots WHERE picture IS NULL ORDER BY id") { (row: borrowing Row) in row.int64(0) }
        for id in uncelled {
            try db.execute("UPDATE sealed_slots SET picture = ? WHERE id = ?", [.blob(try PictureCell.chaff(random: random)), .integer(id)])
        }
    }

    /// The install's random chaff, once: slots up to a draw from ``ChaffAllocator/installSlots``
    /// (an install from before has 8 already, and gets the difference), a few of them with larger
    /// bodies (``ChaffAllocator/largerBodies``), and route groups. Routes
    /// an older version wrote (with sequential ids, all of removed profiles) are given random ids
    /// first, so they don't stand out among the chaff; nothing referred to their ids before.
    private func addInstallChaff(in db: Connection) throws {
        let existingSlots = try db.int("SELECT count(*) FROM sealed_slots") ?? 0
        let drawn = try chaff.uniform(ChaffAllocator.installSlots)
        let larger = try chaff.largerBodySizes()
        // A new install makes all `drawn`, the larger among them; one from before its 8 are 4 KiB and
        // can't be rewritten (one might be sealed), so it adds at least the larger ones.
        let chaffSlots = max(drawn - min(existingSlots, Self.installChaffSlots), larger.count)
        for index in 0..<chaffSlots {
            _ = try appendChaffSlot(db, bodyBytes: index < larger.count ? larger[index] : SealedSlot.minimumBodyBytes)
        }
        let oldRoutes = try db.map("SELECT id FROM sealed_routes ORDER BY id") { (row: borrowing Row) in row.int64(0) }
        for id in oldRoutes {
            try db.execute("UPDATE sealed_routes SET id = ? WHERE id = ?", [.integer(try chaff.rowID(in: "sealed_routes", db: db)), .integer(id)])
        }
        for _ in 0..<(try chaff.installRouteGroupCount()) {
            // One chaff key per group, as each of a profile's groups has one key.
            try insertRouteGroup(publicKey: try chaffPublicKey(), in: db)
        }
        try db.execute("UPDATE sealed_install SET chaff = 1 WHERE id = 1")
    }

    /// A new chaff slot at a random row id.
    private func appendChaffSlot(_ db: Connection, bodyBytes: Int = SealedSlot.minimumBodyBytes) throws -> Int64 {
        let chaffSlot = try SealedSlot.chaff(random: random, bodyBytes: bodyBytes)
        let id = try chaff.rowID(in: "sealed_slots", db: db)
        try db.execute("INSERT INTO sealed_slots (id, tag, wrapped, body, picture) VALUES (?, ?, ?, ?, ?)",
                       [.integer(id), .blob(chaffSlot.tag), .blob(chaffSlot.wrapped), .blob(chaffSlot.body),
                        .blob(try PictureCell.chaff(random: random))])
        return id
    }

    /// A new `sealed_routes` row at a random row id.
    func insertRoute(tag: [UInt8], publicKey: [UInt8], in db: Connection) throws -> Int64 {
        let id = try chaff.rowID(in: "sealed_routes", db: db)
        try db.execute("INSERT INTO sealed_routes (id, tag, public_key) VALUES (?, ?, ?)", [.integer(id), .blob(tag), .blob(publicKey)])
        return id
    }

    /// One whole route group: ``ChaffAllocator/routesPerGroup`` new rows with random tags sharing
    /// `publicKey`. Returns their ids.
    @discardableResult
    func insertRouteGroup(publicKey: [UInt8], in db: Connection) throws -> [Int64] {
        try (0..<ChaffAllocator.routesPerGroup).map { _ in
            try insertRoute(tag: try random.bytes(HMACSHA256.byteCount), publicKey: publicKey, in: db)
        }
    }

    /// The route a new server queue of visible profile `profile` reserves: a route of one of the
    /// profile's groups that no queue names yet (a chaff row: a random tag, the group's chaff
    /// public key), or the first of a new group when its groups are full. Hiding the profile
    /// rewrites it in place; so every group, a visible, hidden or removed profile's or the
    /// install's chaff, has ``ChaffAllocator/routesPerGroup`` routes.
    func reserveRoute(profile: Int64, in db: Connection) throws -> Int64 {
        let free = try db.first("""
            SELECT f.id FROM sealed_routes f
            WHERE f.public_key IN (SELECT r.public_key FROM chat_queues q JOIN chats c ON c.id = q.chat_id
                                   JOIN sealed_routes r ON r.id = q.route WHERE c.profile_id = ?)
              AND NOT EXISTS (SELECT 1 FROM chat_queues u WHERE u.route = f.id)
            ORDER BY f.id LIMIT 1
            """, [.integer(profile)]) { (row: borrowing Row) in row.int64(0) }
        if let free { return free }
        return try insertRouteGroup(publicKey: try chaffPublicKey(), in: db)[0]
    }

    /// Fills every route group that is not a whole number of ``ChaffAllocator/routesPerGroup``
    /// routes with chaff routes of its key, once per install (an install from before whole groups:
    /// its chaff groups of 1 to 8, its profiles' groups of their queue counts). No route changes its
    /// tag or key, so every hidden profile stays openable and receives as before; a group of more
    /// than 8 (a profile hidden before with 9 or more queues) grows to the next multiple of 8.
    func padRouteGroups(in db: Connection) throws {
        let partial = try db.map("""
            SELECT public_key, count(*) FROM sealed_routes GROUP BY public_key HAVING count(*) % ? != 0 ORDER BY min(id)
            """, [.int(ChaffAllocator.routesPerGroup)]) { (row: borrowing Row) in (row.blob(0) ?? [], row.int(1)) }
        for (publicKey, count) in partial {
            for _ in 0..<(ChaffAllocator.routesPerGroup - count % ChaffAllocator.routesPerGroup) {
                _ = try insertRoute(tag: try random.bytes(HMACSHA256.byteCount), publicKey: publicKey, in: db)
            }
        }
    }

    /// Gives every route of the group of `oldKey` that `rewritten` does not name the key `newKey`
    /// (hiding, unhiding, deleting move a whole group to a new key, so it stays one group).
    private func rekeyRouteGroup(from oldKey: [UInt8], to newKey: [UInt8], in db: Connection) throws {
        try db.execute("UPDATE sealed_routes SET public_key = ? WHERE public_key = ?", [.blob(newKey), .blob(oldKey)])
    }

    /// The public key of route `id`; nil when there is no such row.
    private func routePublicKey(_ id: Int64?, in db: Connection) throws -> [UInt8]? {
        guard let id else { return nil }
        return try db.first("SELECT public_key FROM sealed_routes WHERE id = ?", [.integer(id)]) { (row: borrowing Row) in row.blob(0) } ?? nil
    }

    /// The route of a new contact of hidden profile `profile` (opened with its password): a route
    /// of one of its groups that none of its queues holds, rewritten with the queue's tag and the
    /// group's inbox key, or the first of a new group of its own inbox key when its groups are full.
    func newHiddenRoute(for profile: SealedProfile, server: String, queue: String, routeKey: [UInt8],
                        in db: Connection) throws -> SealedProfile.Queue {
        let queues = profile.chats.flatMap(\.queues)
        let held = Set(queues.compactMap { Hex.decode($0.route) })
        var seen: [[UInt8]] = []
        for entry in queues {
            guard var privateKey = Hex.decode(entry.routePrivateKey) else { continue }
            defer { SealedSlot.wipe(&privateKey) }
            let publicKey = try X25519.publicKey(fromPrivateKey: privateKey)
            guard !seen.contains(publicKey) else { continue }
            seen.append(publicKey)
            let group = try db.map("SELECT id, tag FROM sealed_routes WHERE public_key = ? ORDER BY id", [.blob(publicKey)]) {
                (row: borrowing Row) in (row.int64(0), row.blob(1) ?? [])
            }
            if let free = group.first(where: { !held.contains($0.1) }) {
                return try makeRoute(server: server, queue: queue, routeKey: routeKey, privateKey: privateKey, reserved: free.0, in: db)
            }
        }
        var privateKey = try X25519.generatePrivateKey(using: random)
        defer { SealedSlot.wipe(&privateKey) }
        let group = try insertRouteGroup(publicKey: try X25519.publicKey(fromPrivateKey: privateKey), in: db)
        return try makeRoute(server: server, queue: queue, routeKey: routeKey, privateKey: privateKey, reserved: group[0], in: db)
    }

    /// Inserts a server queue of visible chat `chat` (of `profile`) with its reserved route.
    func insertQueue(chat: Int64, profile: Int64, server: String, queue: String, in db: Connection) throws {
        let route = try reserveRoute(profile: profile, in: db)
        try db.execute("INSERT INTO chat_queues (id, chat_id, server, queue_id, route) VALUES (?, ?, ?, ?, ?)",
                       [.integer(try nextRowID(.chatQueues, db: db)), .integer(chat), .text(server), .text(queue), .integer(route)])
    }

    /// Turns `slot` back into chaff (unhiding, deleting) with a body of `bodyBytes`; its picture
    /// cell too, picture or not.
    func chaffSlot(_ slot: Int64, bodyBytes: Int, in db: Connection) throws {
        let chaff = try SealedSlot.chaff(random: random, bodyBytes: bodyBytes)
        try db.execute("UPDATE sealed_slots SET tag = ?, wrapped = ?, body = ?, picture = ? WHERE id = ?",
                       [.blob(chaff.tag), .blob(chaff.wrapped), .blob(chaff.body), .blob(try PictureCell.chaff(random: random)),
                        .integer(slot)])
    }

    /// The public key of a key pair nobody keeps, for chaff routes.
    func chaffPublicKey() throws -> [UInt8] {
        var privateKey = try X25519.generatePrivateKey(using: random)
        defer { SealedSlot.wipe(&privateKey) }
        return try X25519.publicKey(fromPrivateKey: privateKey)
    }

    static func routeKey(_ db: Connection) throws -> [UInt8]? {
        try db.first("SELECT route_key FROM sealed_install WHERE id = 1") { (row: borrowing Row) in row.blob(0) } ?? nil
    }

    // MARK: Opening

    /// Every hidden profile `password` opens: one KDF run per generation, every slot's tag compared.
    ///
    /// A hidden profile of a database from before sealing (a row with `hidden = 1`) that the
    /// password opens is sealed first, in its own transaction: it needed its password for that.
    func openSlots(password: String) throws -> [OpenedSlot] {
        let (generations, legacy) = try database.read { db in (try RevealKey.generations(db), try RevealKey.legacy(db)) }
        var keys = try RevealKey.keys(password: password, generations: generations, parameters: kdfParameters, random: random)
        defer { for index in keys.indices { SealedSlot.wipe(&keys[index].key) } }
        let unsealed = try legacy.compactMap { entry -> (Int64, [UInt8])? in
            guard let key = keys.first(where: { $0.generation == entry.generation })?.key,
                  ConstantTime.equals(try SealedSlot.tag(key: key, slot: entry.profileID), entry.tag) else { return nil }
            return (entry.profileID, key)
        }
        if !unsealed.isEmpty {
            try database.write { db in
                for (id, key) in unsealed where try db.int("SELECT 1 FROM profiles WHERE id = ? AND hidden = 1", [.integer(id)]) != nil {
                    try sealProfile(id: id, key: key, in: db)
                }
            }
            compactWAL()
        }
        let slots = try database.read { db in try RevealKey.slots(db) }
        let matches = try RevealKey.match(keys: keys, slots: slots)
        guard !matches.isEmpty else { return [] }
        return try database.read { db in
            try matches.map { match in
                guard var profileKey = try SealedSlot.unwrap(match.wrapped, key: match.key, slot: match.slot) else {
                    throw ProfileError.sealedProfileDamaged
                }
                defer { SealedSlot.wipe(&profileKey) }
                guard let opened = try Self.open(slot: match.slot, profileKey: profileKey, in: db) else {
                    throw ProfileError.sealedProfileDamaged
                }
                return opened
            }
            // In the order the profiles were made (slot ids are random and tell no order).
            .sorted {
                ($0.profile.createdAt, $0.profile.originalID, $0.slot) < ($1.profile.createdAt, $1.profile.originalID, $1.slot)
            }
        }
    }

    /// The slot's profile opened with its profile key; nil when the key does not open it.
    static func open(slot: Int64, profileKey: [UInt8], in db: Connection) throws -> OpenedSlot? {
        guard let body = try db.first("SELECT body FROM sealed_slots WHERE id = ?", [.integer(slot)], { (row: borrowing Row) in row.blob(0) }),
              let profile = try SealedSlot.openBody(body ?? [], profileKey: profileKey, slot: slot) else { return nil }
        return OpenedSlot(slot: slot, key: profileKey, profile: profile, pending: try pending(for: profile, in: db))
    }

    /// The session's hidden profile, opened with the key kept in memory.
    func sessionSlot(in db: Connection) throws -> OpenedSlot? {
        guard let session = sealedSession.current, sessionActiveHiddenID == -session.slot else { return nil }
        return try Self.open(slot: session.slot, profileKey: session.key, in: db)
    }

    // MARK: Hiding and unhiding

    /// Seals visible profile `id` into its reserved slot under `key` (`K`) and removes its rows, in
    /// the caller's transaction: the profile is either all rows or all sealed.
    func sealProfile(id: Int64, key: [UInt8], in db: Connection) throws {
        try ensureSealedInstall(in: db)
        guard let routeKey = try Self.routeKey(db) else { throw ProfileError.sealedProfileDamaged }
        // One inbox key pair per route group (one for a profile of up to 8 queues): a reveal tries
        // each mailbox cell once per group. Keyed by the group's visible chaff key.
        var inboxKeys: [[UInt8]: [UInt8]] = [:]
        defer { for group in Array(inboxKeys.keys) { if var key = inboxKeys.removeValue(forKey: group) { SealedSlot.wipe(&key) } } }
        // Each queue's reserved route is rewritten in place: no row is added.
        let (slot, sealed) = try sealedForm(of: id, in: db) { server, queue, route in
            let group = try routePublicKey(route, in: db) ?? []
            let inboxKey = try inboxKeys[group] ?? X25519.generatePrivateKey(using: random)
            inboxKeys[group] = inboxKey
            return try makeRoute(server: server, queue: queue, routeKey: routeKey, privateKey: inboxKey, reserved: route, in: db)
        }
        // The group's other routes follow its key, so the group stays whole.
        for (group, inboxKey) in inboxKeys where !group.isEmpty {
            try rekeyRouteGroup(from: group, to: try X25519.publicKey(fromPrivateKey: inboxKey), in: db)
        }
        var profileKey = try random.bytes(ChaCha20Poly1305.keyByteCount)
        defer { SealedSlot.wipe(&profileKey) }
        // The picture cell is rewritten whether or not there is a picture (chaff then), as deleting does.
        let picture = try visiblePicture(id: id, in: db)
        try db.execute("UPDATE sealed_slots SET tag = ?, wrapped = ?, body = ?, picture = ? WHERE id = ?", [
            .blob(try SealedSlot.tag(key: key, slot: slot)),
            .blob(try SealedSlot.wrap(profileKey, key: key, slot: slot, random: random)),
            .blob(try SealedSlot.sealBody(sealed, profileKey: profileKey, slot: slot, random: random)),
            .blob(try picture.map { try PictureCell.seal($0, profileKey: profileKey, slot: slot, random: random) } ?? PictureCell.chaff(random: random)),
            .integer(slot),
        ])
        try db.execute("DELETE FROM profiles WHERE id = ?", [.integer(id)])
    }

    /// Deletes visible profile `id`'s rows leaving what hiding it would have left: its slot rewritten
    /// as chaff of the size its sealed form would have, and each queue's reserved route rewritten as
    /// chaff, all with one new public key (as a hidden profile's routes share its inbox key).
    func deleteLikeHiding(id: Int64, in db: Connection) throws {
        try ensureSealedInstall(in: db)
        // One new chaff key per route group, as hiding gives each group one inbox key.
        var chaffKeys: [[UInt8]: [UInt8]] = [:]
        let (slot, form) = try sealedForm(of: id, in: db) { server, queue, route in
            let tag = try random.bytes(HMACSHA256.byteCount)
            let group = try routePublicKey(route, in: db) ?? []
            let publicKey = try chaffKeys[group] ?? chaffPublicKey()
            chaffKeys[group] = publicKey
            try rewriteRoute(route, tag: tag, publicKey: publicKey, in: db)
            // The same lengths as a real route's hex fields, so the size of the form is the same.
            return SealedProfile.Queue(server: server, queueID: queue, route: Hex.encode(tag),
                                       routePrivateKey: Hex.encode(try random.bytes(X25519.keyByteCount)))
        }
        for (group, publicKey) in chaffKeys where !group.isEmpty { try rekeyRouteGroup(from: group, to: publicKey, in: db) }
        // In the order hiding writes (slot, then the rows), so pages are allocated and freed alike.
        try chaffSlot(slot, bodyBytes: try SealedSlot.bodySize(of: form), in: db)
        try db.execute("DELETE FROM profiles WHERE id = ?", [.integer(id)])
    }

    /// Visible profile `id` as it would be sealed (its reserved slot and plaintext); `route` makes
    /// each queue's route.
    private func sealedForm(of id: Int64, in db: Connection,
                            route: (String, String, Int64?) throws -> SealedProfile.Queue) throws -> (Int64, SealedProfile) {
        guard let row = try db.first("SELECT slot, name, bio, created_at, picture FROM profiles WHERE id = ?", [.integer(id)], {
            (row: borrowing Row) -> (Int64, SealedProfile) in
            (row.int64(0), SealedProfile(name: row.string(1) ?? "", bio: row.string(2) ?? "", createdAt: row.int64(3),
                                         originalID: id, chats: [], picture: row.bool(4) ? 1 : 0))
        }) else { throw ProfileError.unknownProfile("") }
        var sealed = row.1
        let chats = try db.map("SELECT id, contact, notifications, last_message_at FROM chats WHERE profile_id = ? ORDER BY id",
                               [.integer(id)]) { (row: borrowing Row) in
            (row.int64(0), SealedProfile.Chat(contact: row.string(1) ?? "", notifications: row.bool(2),
                                              lastMessageAt: row.isNull(3) ? nil : row.int64(3), queues: [], messages: []))
        }
        for (chatID, chat) in chats {
            var entry = chat
            let queues = try db.map("SELECT server, queue_id, route FROM chat_queues WHERE chat_id = ? ORDER BY id", [.integer(chatID)]) {
                (row: borrowing Row) in (row.string(0) ?? "", row.string(1) ?? "", row.isNull(2) ? nil : row.int64(2))
            }
            for (server, queueID, reserved) in queues { entry.queues.append(try route(server, queueID, reserved)) }
            entry.messages = try db.map("SELECT incoming, read, text, sent_at FROM messages WHERE chat_id = ? ORDER BY id",
                                        [.integer(chatID)]) { (row: borrowing Row) in
                SealedProfile.Message(incoming: row.bool(0), read: row.bool(1), text: row.string(2) ?? "", sentAt: row.int64(3))
            }
            sealed.chats.append(entry)
        }
        return (row.0, sealed)
    }

    /// The route of a hidden profile's queue: its row in `sealed_routes` (the tag and the public key
    /// of the profile's inbox key pair `privateKey`), written over the queue's `reserved` route when
    /// it has one (hiding), else a new row (a new contact of a hidden profile), and its sealed half.
    func makeRoute(server: String, queue: String, routeKey: [UInt8], privateKey: [UInt8], reserved: Int64? = nil,
                   in db: Connection) throws -> SealedProfile.Queue {
        let tag = try SealedInbox.route(server: server, queue: queue, routeKey: routeKey)
        try rewriteRoute(reserved, tag: tag, publicKey: try X25519.publicKey(fromPrivateKey: privateKey), in: db)
        return SealedProfile.Queue(server: server, queueID: queue, route: Hex.encode(tag), routePrivateKey: Hex.encode(privateKey))
    }

    /// Writes `tag` and `publicKey` over route `id`, or into a new route row when `id` is nil (or
    /// names no row: a queue of an older version).
    private func rewriteRoute(_ id: Int64?, tag: [UInt8], publicKey: [UInt8], in db: Connection) throws {
        if let id, try db.int("SELECT 1 FROM sealed_routes WHERE id = ?", [.integer(id)]) != nil {
            try db.execute("UPDATE sealed_routes SET tag = ?, public_key = ? WHERE id = ?", [.blob(tag), .blob(publicKey), .integer(id)])
        } else {
            _ = try insertRoute(tag: tag, publicKey: publicKey, in: db)
        }
    }

    /// Re-reads the slot inside the caller's transaction, merges its inbox, applies `change` and
    /// seals it again under the same profile key.
    func rewriteSlot<T>(_ slot: Int64, key: [UInt8], in db: Connection, _ change: (inout SealedProfile) throws -> T) throws -> T {
        guard var opened = try Self.open(slot: slot, profileKey: key, in: db) else { throw ProfileError.sealedProfileDamaged }
        try Self.mergeInbox(&opened, in: db)
        let result = try change(&opened.profile)
        try db.execute("UPDATE sealed_slots SET body = ? WHERE id = ?",
                       [.blob(try SealedSlot.sealBody(opened.profile, profileKey: key, slot: slot, random: random)), .integer(slot)])
        return result
    }

    /// Turns a hidden profile's routes and slot into chaff and drops its old inbox rows: nothing of it
    /// is left. Its mailbox cells stay until the ring overwrites them: no key opens them any more.
    func eraseSealed(slot: Int64, key: [UInt8], in db: Connection) throws {
        guard let opened = try Self.open(slot: slot, profileKey: key, in: db) else { throw ProfileError.sealedProfileDamaged }
        // The chaff keeps the body's size: a slot's size changes only when its profile's data does.
        let bodyBytes = try db.first("SELECT length(body) FROM sealed_slots WHERE id = ?", [.integer(slot)]) { (row: borrowing Row) in row.int(0) }
            ?? SealedSlot.minimumBodyBytes
        // One new chaff public key per route group, as a deleted profile's groups have; the whole
        // group (its unused routes too) takes it.
        var chaffKeys: [[UInt8]: [UInt8]] = [:]
        for queue in opened.profile.chats.flatMap(\.queues) {
            guard let tag = Hex.decode(queue.route) else { continue }
            try db.execute("DELETE FROM sealed_inbox WHERE route = ?", [.blob(tag)])
            let group = try db.first("SELECT public_key FROM sealed_routes WHERE tag = ?", [.blob(tag)]) { (row: borrowing Row) in row.blob(0) } ?? nil
            let publicKey = try group.flatMap { chaffKeys[$0] } ?? chaffPublicKey()
            if let group { chaffKeys[group] = publicKey }
            try db.execute("UPDATE sealed_routes SET tag = ?, public_key = ? WHERE tag = ?",
                           [.blob(try random.bytes(HMACSHA256.byteCount)), .blob(publicKey), .blob(tag)])
        }
        for (group, publicKey) in chaffKeys { try rekeyRouteGroup(from: group, to: publicKey, in: db) }
        try chaffSlot(opened.slot, bodyBytes: bodyBytes, in: db)
    }

    /// Writes `opened` back as visible rows (muted, as a hidden profile was) and erases its sealed
    /// form, in the caller's transaction. Returns the profile's new row id.
    func unsealProfile(slot: Int64, key: [UInt8], in db: Connection) throws -> Int64 {
        guard var opened = try Self.open(slot: slot, profileKey: key, in: db) else { throw ProfileError.sealedProfileDamaged }
        try Self.mergeInbox(&opened, in: db)
        let profile = opened.profile
        // The profile takes its old id back when it is still free (it always is, unless a profile
        // made later drew it): the gap closes. Its chats, queues and messages get new ids after
        // the existing ones, spaced at random as every insert's (``ChaffAllocator/RowIDs``).
        let taken = try db.int("SELECT 1 FROM profiles WHERE id = ?", [.integer(profile.originalID)]) != nil
        let id = taken ? try nextRowID(.profiles, db: db) : profile.originalID
        // Read before ``eraseSealed`` turns the cell to chaff; written back in plaintext after it.
        let picture = try Self.sealedPicture(of: opened, in: db)
        try db.execute("INSERT INTO profiles (id, name, bio, created_at, muted, slot, picture) VALUES (?, ?, ?, ?, 1, ?, ?)",
                       [.integer(id), .text(profile.name), .text(profile.bio),
                        .integer(profile.createdAt), .integer(opened.slot), .bool(picture != nil)])
        let messageCount = profile.chats.reduce(0) { $0 + $1.messages.count }
        var chatIDs = try rowIDs(.chats, db: db, bulk: profile.chats.count > 64)
        var queueIDs = try rowIDs(.chatQueues, db: db, bulk: profile.chats.count > 64)
        var messageIDs = try rowIDs(.messages, db: db, bulk: messageCount > 64)
        for chat in profile.chats {
            let chatID = try chatIDs.next()
            try db.execute("INSERT INTO chats (id, profile_id, contact, notifications, last_message_at) VALUES (?, ?, ?, ?, ?)",
                           [.integer(chatID), .integer(id), .text(chat.contact), .bool(chat.notifications),
                            chat.lastMessageAt.map { .integer($0) } ?? .null])
            for queue in chat.queues {
                // The queue's route becomes its reservation again (``eraseSealed`` turns it to chaff).
                let route = try Hex.decode(queue.route).flatMap { tag in
                    try db.first("SELECT id FROM sealed_routes WHERE tag = ?", [.blob(tag)]) { (row: borrowing Row) in row.int64(0) }
                } ?? reserveRoute(profile: id, in: db)
                try db.execute("INSERT INTO chat_queues (id, chat_id, server, queue_id, route) VALUES (?, ?, ?, ?, ?)",
                               [.integer(try queueIDs.next()), .integer(chatID), .text(queue.server), .text(queue.queueID), .integer(route)])
            }
            for message in chat.messages {
                try db.execute("INSERT INTO messages (id, chat_id, incoming, read, text, sent_at) VALUES (?, ?, ?, ?, ?, ?)",
                               [.integer(try messageIDs.next()), .integer(chatID), .bool(message.incoming), .bool(message.read), .text(message.text), .integer(message.sentAt)])
            }
        }
        try eraseSealed(slot: slot, key: key, in: db)
        if let picture {
            try db.execute("UPDATE sealed_slots SET picture = ? WHERE id = ?", [.blob(PictureCell.plain(picture)), .integer(opened.slot)])
        }
        return id
    }
}
