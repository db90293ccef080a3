import Features
import Foundation
import GTKKit

/// The live watch: changes made by other processes, checked off the main loop (issue 33), and
/// the re-key progress under the page.
extension DesktopApp {
    func startLiveUpdates() {
        guard liveTimer == nil, session != nil else { return }
        liveTimer = MainLoopTimer.every(milliseconds: 250) { [weak self] in self?.checkForExternalChanges() }
    }

    /// What a live check's job read on the store queue.
    struct LiveRead: Sendable {
        var snapshot: HomeSnapshot
        /// The last messages of the chats whose last message changed, and those chats.
        var previews: [String: ChatPreview]
        var stale: [Chat]
        /// The open chat read again (reading it marks it read, as opening did).
        var transcript: ChatTranscript?
        var mode: NotificationSettings.Mode?
    }

    /// One check of the live watch: on a change by another process, re-read, notify, redraw.
    /// The check, an owed re-key it carries out and the re-reads run on the store queue, never on
    /// the main loop (issue 33); the result comes back through the idle hook. One job at a time: a
    /// tick while one runs is skipped (the next one catches up). A read that fails under other
    /// writers (busy) is no error for the user: the watch counts the change again at its next check
    /// (issue 36 item 7).
    public func checkForExternalChanges() {
        // While a reveal's KDF runs on its thread it holds the store; the next tick catches up.
        if let profiles = current as? ProfilesPage, profiles.revealsInFlight > 0 { return }
        guard let session, !liveCheckInFlight else { return }
        liveCheckInFlight = true
        liveJobRunning.set(true)
        let watchBefore = watch
        let readsHome = route == .chatList || route == .profiles || route == .chat
        let chat = route == .chat ? (current as? ChatPage).map { ($0.contact, chatOpeningLimit($0.contact)) } : nil
        let cache = previewCache.mapValues { (profile: $0.profile, at: $0.at) }
        let running = liveJobRunning
        storeQueue.async {
            var watch = watchBefore
            let changed = watch.check(session)
            var read: LiveRead?
            if changed, readsHome {
                do {
                    let snapshot = try session.homeSnapshot(pictures: .visibleAndActive)
                    let transcript = chat.flatMap { contact, limit in try? session.openChat(contact, limit: limit) }
                    let latest = transcript?.snapshot ?? snapshot
                    let stale = Self.staleChats(in: latest, cache: cache)
                    read = LiveRead(snapshot: snapshot, previews: session.chatPreviews(of: stale), stale: stale,
                                    transcript: transcript, mode: NewMessageAlerts.mode(of: session))
                } catch {
                    watch.missed()
                }
            }
            running.set(false)
            MainThread.post { [weak self] in self?.liveCheckEnded(watch: watch, changed: changed, readsHome: readsHome, read) }
        }
    }

    /// Back on the main loop after a live check's job: counts the change, redraws, notifies.
    func liveCheckEnded(watch: ExternalChangeWatch, changed: Bool, readsHome: Bool, _ read: LiveRead?) {
        liveCheckInFlight = false
        self.watch = watch
        // Whatever re-key ran in the job is over (its last report may not have said so).
        rekeyProgress.isVisible = false
        guard changed else { return }
        externalChanges += 1
        guard readsHome else { return }
        guard let read else {
            liveReadRetries += 1
            return
        }
        let before = snapshot
        snapshot = read.snapshot
        keepPreviews(read.previews, of: read.stale, in: read.transcript?.snapshot ?? read.snapshot)
        guard route == .chatList || route == .profiles || route == .chat else { return }
        redrawHome()
        // The open chat shows what arrived, if it is still the chat shown.
        if route == .chat, let chat = current as? ChatPage, let transcript = read.transcript,
           transcript.contact == chat.contact {
            if transcript.messages != Array(chat.messages.suffix(transcript.messages.count)) {
                snapshot = transcript.snapshot
                chatList?.update(snapshot, previews: previews())
                show(chatPage(transcript, limit: chatOpeningLimit(chat.contact)), route: .chat)
            }
        }
        let alerts = NewMessageAlerts.alerts(before: before, after: snapshot, mode: read.mode)
        for alert in alerts { notifier.show(alert) }
    }

    /// Shows the re-key's progress reports (on the thread doing it) under the page.
    func observeRekeyProgress() {
        session?.observeRekeyAfterRemoval { [weak self] copied, total in
            MainThread.post { [weak self] in self?.showRekeyProgress(copied: copied, total: total) }
        }
    }

    /// "Re-encrypting: N of M pages" under the page, gone once every page is copied (the full
    /// screen's hint row says the same: ``RekeyText/progress(copied:total:)``).
    func showRekeyProgress(copied: Int, total: Int) {
        rekeyProgressShown.append((copied, total, liveJobRunning.isSet))
        guard copied < total else {
            rekeyProgress.isVisible = false
            return
        }
        rekeyProgress.text = RekeyText.progress(copied: copied, total: total)
        rekeyProgress.isVisible = true
    }
}
