import Features

/// Does the store work behind effects, synchronously, and turns results and errors into actions.
/// Runs on the effect queue, never on the UI loop.
struct StoreWorker: Sendable {
    /// The app session (its store is replaced after a migration import).
    let session: AppSession
    /// The direct transfer being served, for Esc to stop it.
    let serving = ServingSlot()
    /// Whether snapshots carry the visible profiles' pictures: only when the terminal draws them
    /// (kitty graphics detected at start-up, docs/pictures.md); otherwise nothing is read for them.
    /// A hidden profile's picture is never read here: it would be sent to the terminal, which may
    /// keep images in a cache of its own.
    let loadsPictures: Bool

    /// A worker on `session`.
    init(session: AppSession, loadsPictures: Bool = false) {
        self.session = session
        self.loadsPictures = loadsPictures
    }

    /// Reads what the home screens show (with the visible profiles' pictures when ``loadsPictures``).
    func snapshot() throws -> HomeSnapshot {
        try session.homeSnapshot(pictures: loadsPictures ? .visible : .none)
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
                try session.createProfile(name: name, bio: bio)
            case .activate(let ref):
                try session.activateProfile(ref)
            case .update(let ref, let name, let bio):
                try session.updateProfile(ref, name: name, bio: bio)
            case .setMuted(let ref, let muted):
                try session.setMuted(ref, muted)
            case .hide(let name, let password):
                try session.hideProfile(name, password: password)
            case .unhide(let name, let password):
                try session.unhideProfile(name, password: password)
            case .delete(let ref, let serverData):
                try session.deleteProfile(ref, serverData: serverData)
            case .readChat(let contact):
                _ = try session.readChat(contact)
            }
            return .operationSucceeded(operation.kind, try snapshot())
        } catch {
            return .operationFailed(operation.kind, ErrorReport(error))
        }
    }

    /// ``AppEffect/reveal(generation:password:)``: one KDF run; failures reveal nothing.
    func reveal(generation: Int, password: String) -> AppAction {
        .revealFinished(generation: generation, profiles: session.reveal(password))
    }

    /// ``AppEffect/openChat(_:)``: the session's open (messages, then mark read).
    func openChat(_ contact: String) -> AppAction {
        do {
            return .chatOpened(try session.openChat(contact))
        } catch {
            return .operationFailed(.readChat, ErrorReport(error))
        }
    }

    /// ``AppEffect/markNoticeShown(_:)`` (``Notice/markShown(_:store:)`` decides what is remembered).
    func markNoticeShown(_ notice: Notice) { session.markNoticeShown(notice) }
}
