import Features
import Foundation
import GTKKit

/// Home: the chat list beside the open chat, its previews, and the pages reached from it.
extension DesktopApp {
    /// Re-reads the home data and shows it on the current page.
    func refresh() {
        guard let session else { return }
        do {
            snapshot = try session.homeSnapshot(pictures: .visibleAndActive)
        } catch {
            dialogs.error(error)
            return
        }
        redrawHome()
    }

    /// Shows the home data read last on the current page.
    func redrawHome() {
        if let chatList, route == .chatList || route == .chat { chatList.update(snapshot, previews: previews()) }
        if let profiles = current as? ProfilesPage {
            profiles.update(visible: snapshot.profileSummaries, active: snapshot.activeSummary)
        }
    }

    /// Shows the chat list of the active profile.
    public func showChatList() {
        // A chat or a profile switch clicked before this no longer navigates when its read ends.
        _ = beginNavigation()
        if let profiles = current as? ProfilesPage { profiles.clearSearch() }
        if snapshot.needsOnboarding {
            do { try startOnboarding() } catch { dialogs.error(error) }
            return
        }
        let page = chatList ?? ChatListPage(appName: brand?.appName ?? "Threshold",
                                            openProfiles: { [weak self] in self?.showProfiles() },
                                            openSettings: { [weak self] in self?.showSettings() },
                                            openChat: { [weak self] contact in self?.showChat(contact) })
        page.update(snapshot, previews: previews())
        show(page, route: .chatList)
    }

    /// Drops the kept chat list (its texts are in the old language after a change).
    func forgetChatList() { chatList = nil }

    /// The last message of each chat of the active profile: read again only for a chat whose last
    /// message time changed (each read orders the whole chat in the store: docs/performance.md).
    func previews() -> [String: ChatPreview] {
        guard let session else { return [:] }
        let stale = Self.staleChats(in: snapshot, cache: previewCache.mapValues { ($0.profile, $0.at) })
        keepPreviews(session.chatPreviews(of: stale), of: stale, in: snapshot)
        var previews: [String: ChatPreview] = [:]
        for chat in snapshot.chats { previews[chat.contact] = previewCache[chat.contact]?.preview }
        return previews
    }

    /// The chats of `snapshot` whose last message was not read yet at their last message time
    /// (`cache`: contact -> the profile and the last message time it was read at).
    nonisolated static func staleChats(in snapshot: HomeSnapshot,
                                               cache: [String: (profile: Int64?, at: Int64?)]) -> [Chat] {
        snapshot.chats.filter { chat in
            guard let cached = cache[chat.contact] else { return true }
            return cached.at != chat.lastMessageAt || cached.profile != snapshot.active?.id
        }
    }

    /// Keeps the last messages read for `stale` (chats of `snapshot`).
    func keepPreviews(_ read: [String: ChatPreview], of stale: [Chat], in snapshot: HomeSnapshot) {
        for (contact, preview) in read {
            previewCache[contact] = (snapshot.active?.id, stale.first { $0.contact == contact }?.lastMessageAt, preview)
        }
    }

    /// How many of its newest messages a chat opens with; older ones are read a page at a time as
    /// the chat is scrolled back (`ChatPage`): a chat of 10,000 opens as fast as one of 60
    /// (docs/performance.md).
    static let chatPageMessages = 60

    /// The messages to read when the chat with `contact` opens: a page, or all the unread ones and
    /// some before them (it opens at the first unread one), up to ``chatMessageLimit``.
    func chatOpeningLimit(_ contact: String) -> Int {
        let unread = snapshot.chats.first { $0.contact == contact }?.unread ?? 0
        return min(Self.chatMessageLimit, max(Self.chatPageMessages, unread + 20))
    }

    /// The most messages a chat opens with (more unread than this: it opens at the oldest read).
    static let chatMessageLimit = 5_000

    /// The page of `transcript` (read with `limit`), reading older messages from the store when scrolled back.
    func chatPage(_ transcript: ChatTranscript, limit: Int) -> ChatPage {
        let contact = transcript.contact
        return ChatPage(transcript, complete: transcript.messages.count < limit,
                        loadOlder: { [weak self] message, count in
                            guard let session = self?.session else { return [] }
                            return (try? session.messages(of: contact, before: message, limit: count)) ?? []
                        },
                        onBack: { [weak self] in self?.showChatList() })
    }

    /// What opening a chat read on the store queue.
    enum ChatOpening: Sendable {
        /// The chat's transcript (reading it marked it read), with the last messages of the other
        /// chats that changed.
        case opened(ChatTranscript, HomeRead)
        /// Another profile became active after the click (a switch, another process), or a later
        /// click came first: nothing opened, the home data as it is now.
        case notOpened(HomeRead)
    }

    /// Opens the active profile's chat with `contact` (its messages; opening marks them read).
    /// The read runs on the store queue (issue 33: a click during a re-key no longer freezes the
    /// window; the chat opens when the re-key ends), and only in the profile whose list was
    /// clicked: if another became active meanwhile, nothing opens. A later click (another chat,
    /// Back, the profiles) wins over this one whatever order their reads end in.
    public func showChat(_ contact: String) {
        guard session != nil else { return }
        let token = beginNavigation()
        let limit = chatOpeningLimit(contact)
        let profile = snapshot.active?.id
        let stamps = previewStamps
        let navigation = clicks.navigation
        onStore({ session -> ChatOpening in
            // A later click came first (another chat, Back): this chat is not opened, nor marked read.
            guard navigation.current == token, try session.activeProfile()?.id == profile else {
                return .notOpened(try Self.readHome(session, stamps: stamps))
            }
            let transcript = try session.openChat(contact, limit: limit)
            var others = stamps
            // The transcript's newest message is the list's preview: no second read of the chat.
            others[contact] = (profile, transcript.snapshot.chats.first { $0.contact == contact }?.lastMessageAt)
            let stale = Self.staleChats(in: transcript.snapshot, cache: others)
            return .opened(transcript, HomeRead(snapshot: transcript.snapshot, previews: session.chatPreviews(of: stale), stale: stale))
        }) { [weak self] result in
            self?.chatOpened(contact, limit: limit, token: token, result)
        }
    }

    /// Back on the main loop with what ``showChat(_:)`` read.
    func chatOpened(_ contact: String, limit: Int, token: Int, _ result: Result<ChatOpening, any Error>) {
        let transcript: ChatTranscript
        switch result {
        case .failure(let error):
            if isLatest(token) { dialogs.error(error) }
            return
        case .success(.notOpened(let read)):
            keep(read)
            redrawHome()
            return
        case .success(.opened(let opened, let read)):
            transcript = opened
            keep(read)
        }
        if let chat = snapshot.chats.first(where: { $0.contact == contact }) {
            previewCache[contact] = (snapshot.active?.id, chat.lastMessageAt, ChatPreview(last: transcript.messages.last))
        }
        // A later click changed the page meanwhile: its data shows, the chat does not open over it.
        guard isLatest(token) else {
            redrawHome()
            return
        }
        // The list beside it: the chat's unread count went down; its row keeps the focus place.
        if chatList == nil || route != .chat && route != .chatList { showChatList() }
        chatList?.focusedContact = contact
        chatList?.update(snapshot, previews: previews())
        show(chatPage(transcript, limit: limit), route: .chat)
    }

    /// Shows "Your chat profiles".
    public func showProfiles() {
        guard let session else { return }
        _ = beginNavigation()
        // Back from the profiles, the focus returns to the avatar that opened them, not to a chat row.
        chatList?.focusedContact = nil
        let page = ProfilesPage(session: session, onBack: { [weak self] in self?.showChatList() },
                                onActivate: { [weak self] item, password in self?.activateRow(item, password: password) },
                                actions: { [weak self] item, password in self?.rowActions(item, password: password) ?? [] })
        show(page, route: .profiles)
        page.update(visible: snapshot.profileSummaries, active: snapshot.activeSummary)
        page.onUnlockToReveal = { [weak self] then in self?.askCurrentPasscodeIfLocked(then) }
    }

    /// Back from the import page: to onboarding while it runs, else the chat list.
    func backFromImport() {
        if onboarding != nil { renderOnboarding(rebuild: true) } else { showChatList() }
    }

    /// After an import: its data is onboarded; the chat list of the imported profiles.
    func afterImport() {
        // The imported data has a store of its own: its re-keys report to the window too.
        observeRekeyProgress()
        onboarding = nil
        refresh()
        showChatList()
    }
}
