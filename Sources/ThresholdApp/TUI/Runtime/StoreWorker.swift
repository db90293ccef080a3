import ThresholdCore

/// Does the store work behind effects, synchronously, and turns results and errors into actions.
/// Runs on the effect queue, never on the UI loop.
struct StoreWorker: Sendable {
    /// The store in use (replaced after a migration import).
    let handle: StoreHandle
    /// The store.
    var store: ThresholdStore { handle.store }

    /// A worker on `store`.
    init(store: ThresholdStore) { handle = StoreHandle(store) }

    /// Reads what the home screens show.
    func snapshot() throws -> HomeSnapshot {
        let listing = try store.listProfiles()
        let active = try store.activeProfile()
        var profiles = listing.profiles
        var total = listing.totalUnread
        if let active, active.hidden {
            // A revealed hidden profile is active for this session: it counts, the visible ones are not active.
            for index in profiles.indices { profiles[index].active = false }
            total += active.unread
        }
        let chats = active == nil ? [] : try store.chatsOfActiveProfile()
        let notices = NoticeFlags(muteShown: try store.setting(Notice.mute.settingKey) != nil,
                                  hiddenShown: false)
        return HomeSnapshot(profiles: profiles, active: active, chats: chats, totalUnread: total, notices: notices,
                            isLockOn: try store.isLockOn())
    }

    /// ``AppEffect/load``.
    func load() -> AppAction {
        do {
            return .loaded(try snapshot())
        } catch {
            return .loadFailed(ErrorReport(error))
        }
    }

    /// ``AppEffect/perform(_:)``: the operation, then a fresh snapshot.
    func perform(_ operation: ProfileOperation) -> AppAction {
        do {
            switch operation {
            case .create(let name, let bio):
                try store.createProfile(name: name, bio: bio)
            case .activate(let ref):
                try store.activateProfile(ref)
            case .setMuted(let ref, let muted):
                try store.setMuted(ref, muted)
            case .hide(let name, let password):
                try store.hideProfile(name, password: password)
            case .unhide(let name, let password):
                try store.unhideProfile(name, password: password)
            case .delete(let ref, let serverData):
                try store.deleteProfile(ref, serverData: serverData)
            case .readChat(let contact):
                _ = try store.readChat(contact)
            }
            return .operationSucceeded(operation.kind, try snapshot())
        } catch {
            return .operationFailed(operation.kind, ErrorReport(error))
        }
    }

    /// ``AppEffect/reveal(generation:password:)``: one KDF run; failures reveal nothing.
    func reveal(generation: Int, password: String) -> AppAction {
        let revealed = (try? store.listProfiles(revealing: password))?.profiles.filter(\.hidden) ?? []
        return .revealFinished(generation: generation, profiles: revealed)
    }

    /// ``AppEffect/markNoticeShown(_:)``; a failure only means the notice shows again next time.
    /// The hidden-profiles notice is never remembered: a stored "shown" would tell that a profile was
    /// once hidden (PRODUCT.md 3.3), so it shows at every hide.
    func markNoticeShown(_ notice: Notice) {
        guard notice != .hiddenProfiles else { return }
        try? store.setSetting(notice.settingKey, "1")
    }
}
