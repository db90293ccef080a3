import Features
import Foundation
import GTKKit

/// The person's clicks on the store queue (issue 33): what a click reads or writes runs on
/// ``DesktopApp/storeQueue`` (the live watch's one, serial), never on the main loop, so a click
/// made while a re-key holds the store leaves the window drawing and taking input; its result comes
/// back through ``MainThread/post(_:)`` once the work queued before it (the re-key) is done.
extension DesktopApp {
    /// The home data a click's job read: the snapshot and the last messages of the chats whose
    /// last message changed since they were read (so the main loop reads nothing to draw it).
    struct HomeRead: Sendable {
        var snapshot: HomeSnapshot
        var previews: [String: ChatPreview]
        var stale: [Chat]
    }

    /// The preview cache's stamps (profile, last message time) by contact, for a job to compare with.
    var previewStamps: [String: (profile: Int64?, at: Int64?)] {
        previewCache.mapValues { (profile: $0.profile, at: $0.at) }
    }

    /// Reads the home data and the stale chats' last messages (on the store queue).
    nonisolated static func readHome(_ session: AppSession,
                                     stamps: [String: (profile: Int64?, at: Int64?)]) throws -> HomeRead {
        let snapshot = try session.homeSnapshot(pictures: .visibleAndActive)
        let stale = staleChats(in: snapshot, cache: stamps)
        return HomeRead(snapshot: snapshot, previews: session.chatPreviews(of: stale), stale: stale)
    }

    /// Makes `read` the home data shown from now on (the caller redraws).
    func keep(_ read: HomeRead) {
        snapshot = read.snapshot
        keepPreviews(read.previews, of: read.stale, in: read.snapshot)
    }

    /// Runs `work` on the store queue, after whatever store work was queued before it, then
    /// `done` on the main loop with its result. The spinner under the page turns while it waits
    /// longer than a moment; tests see it as ``isBusy``.
    func onStore<T: Sendable>(_ work: @escaping @Sendable (AppSession) throws -> T,
                              _ done: @escaping @MainActor (Result<T, any Error>) -> Void) {
        guard let session else { return }
        busy += 1
        clicks.waiting += 1
        if clicks.spinnerDelay == nil {
            clicks.spinnerDelay = MainLoopTimer.after(milliseconds: 150) { [weak self] in
                guard let self else { return }
                self.clicks.spinnerDelay = nil
                self.clicks.spinner.isVisible = self.clicks.waiting > 0
            }
        }
        storeQueue.async {
            let result = Result { try work(session) }
            MainThread.post { [weak self] in
                guard let self else { return }
                self.busy -= 1
                self.clicks.waiting -= 1
                if self.clicks.waiting == 0 {
                    self.clicks.spinner.isVisible = false
                    self.clicks.spinnerDelay?.cancel()
                    self.clicks.spinnerDelay = nil
                }
                done(result)
            }
        }
    }

    /// A click that changes what the window shows: returns its token; an earlier click's result
    /// that comes back after it no longer navigates (``isLatest(_:)``).
    func beginNavigation() -> Int { clicks.navigation.increment() }

    /// Whether `token` is the last navigation's (no later click changed the page since).
    func isLatest(_ token: Int) -> Bool { token == clicks.navigation.current }

    /// Runs `work` on the store queue and re-reads the home data after it; back on the main loop
    /// the data is kept and `shown` runs with `work`'s result and that read. A failure shows its
    /// error (with a `token`: only while no later click changed the page). What every click that
    /// writes and then shows home shares.
    func onStoreThenHome<T: Sendable>(token: Int? = nil, _ work: @escaping @Sendable (AppSession) throws -> T,
                                      _ shown: @escaping @MainActor (T, HomeRead) -> Void) {
        let stamps = previewStamps
        onStore({ session -> (T, HomeRead) in
            let value = try work(session)
            return (value, try Self.readHome(session, stamps: stamps))
        }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                if token.map(self.isLatest) ?? true { self.dialogs.error(error) }
            case .success(let (value, read)):
                self.keep(read)
                shown(value, read)
            }
        }
    }

    /// Re-reads the home data on the store queue and shows it on the current page, then runs
    /// `then` (a read that fails shows its error and runs nothing). The click paths' form of
    /// ``refresh()``, which reads on the main loop.
    func reloadHome(then: (@MainActor () -> Void)? = nil) {
        onStoreThenHome({ _ in }) { [weak self] _, _ in
            self?.redrawHome()
            then?()
        }
    }

    /// Whether the visible profile named `name` is still the one with `id` (a click on a row acts
    /// on the profile it showed, not on one renamed into its place meanwhile).
    nonisolated static func stillShows(_ session: AppSession, id: Int64, named name: String) throws -> Bool {
        return try session.homeSnapshot().profiles.first { $0.name == name }?.id == id
    }
}
