import Features
import Foundation
import GTKKit

/// "Your chat profiles": the search-or-password field, the recycled list of profiles, "Add
/// profile" (hidden while typing) and the "Enter password above to show!" banner after a hide.
///
/// The field's rules are Features' ``ProfileFinder`` (every face's): typing filters visible
/// profiles at once; when the typing pauses the text is tried as a password on another thread
/// (one KDF run), and the hidden profiles it opens join the list. The text that revealed them is
/// kept only while it stays in the field.
@MainActor
final class ProfilesPage: DesktopPage {
    let page = ToolbarPage()
    let back = Button(icon: "go-previous-symbolic", accessibleLabel: DesktopText.back)
    /// The search-or-password field.
    let search = Entry(placeholder: DesktopText.searchOrPassword, secret: false)
    /// "Enter password above to show!".
    let banner = Label(DesktopText.enterPasswordToShow)
    /// "Unlock to look for hidden profiles…": shown instead of trying the text while the app lock
    /// asks its passcode first (Authorization); a prompt opens only when this is chosen.
    let unlockToReveal = Button(ProfilesText.unlockToReveal, style: .flat)
    /// Asks the passcode, then calls back (set by the app).
    var onUnlockToReveal: (@MainActor (@escaping @MainActor () -> Void) -> Void)?
    /// "No matching profiles."
    let noMatch = Label(DesktopText.noMatchingProfiles)
    /// The rows.
    let list: ListView<ProfileRowView>
    /// The items of the list, in order (the list model holds the first `shown` of them).
    private(set) var items: [ProfileListItem] = []
    /// How many items the list model holds: it grows by a page as the list is scrolled to its end,
    /// because GTK 4.8's list view makes a row widget for up to 200 items of its model at once.
    var shown: Int { modelItems.count }
    /// The items the list model holds now (the first of ``items``): a change binds again only the
    /// rows whose item differs, in place, so typing makes no row and binds none that stayed.
    private(set) var modelItems: [ProfileListItem] = []
    /// The keys of the items bound to rows, in order (tests: a keystroke that keeps the rows binds none).
    private(set) var bound: [String] = []
    /// How many rows were bound.
    var bindCount: Int { bound.count }
    static let pageSize = 20
    /// What the field's text shows and reveals: Features' one reveal state machine, as in every face.
    private(set) var finder = ProfileFinder<ProfileSummary>()
    /// Hidden profiles the field's text opened.
    var revealed: [ProfileSummary] { finder.revealed }
    /// The text that revealed them (nil when none).
    var revealPassword: String? { finder.revealPassword }
    /// How many reveal attempts ran (tests wait for them).
    private(set) var revealAttempts = 0
    /// Reveal attempts still running on their thread (the KDF holds the store meanwhile).
    private(set) var revealsInFlight = 0
    private var visible: [ProfileSummary] = []
    /// The active profile (its row stays while it is hidden and the field is empty).
    private var active: ProfileSummary?
    private var pause: MainLoopTimer?
    private let session: AppSession
    private let actionsFor: @MainActor (ProfileListItem, String?) -> [(label: String, destructive: Bool, handler: @MainActor () -> Void)]

    var root: Widget { page }
    var initialFocus: Widget? { search }

    init(session: AppSession, onBack: @escaping @MainActor () -> Void,
         onActivate: @escaping @MainActor (ProfileListItem, String?) -> Void,
         actions: @escaping @MainActor (ProfileListItem, String?) -> [(label: String, destructive: Bool, handler: @MainActor () -> Void)]) {
        self.session = session
        actionsFor = actions
        var bindRow: (@MainActor (ProfileRowView, Int) -> Void)?
        list = ListView<ProfileRowView>(makeRow: ProfileRowView.init) { row, index in bindRow?(row, index) }
        page.header.setTitleWidget(WindowTitle(title: DesktopText.yourChatProfiles))
        page.header.packStart(back)
        back.onClicked(onBack)
        search.setPrimaryIcon("system-search-symbolic")
        search.setAccessibleLabel(DesktopText.searchOrPassword)
        banner.addStyleClass("accent")
        banner.isVisible = false
        noMatch.addStyleClass("dim-label")
        noMatch.isVisible = false
        let column = Box(.vertical, spacing: 12)
        column.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        column.append(search)
        column.append(banner)
        unlockToReveal.isVisible = false
        unlockToReveal.onClicked { [unowned self] in
            self.onUnlockToReveal? { [weak self] in
                guard let self else { return }
                self.unlockToReveal.isVisible = false
                self.run(self.finder.revealNow(self.search.text))
            }
        }
        column.append(unlockToReveal)
        column.append(noMatch)
        list.scrolling.setExpand(vertical: true)
        list.setAccessibleLabel(DesktopText.yourChatProfiles)
        column.append(list.scrolling)
        let clamp = Clamp(maximumWidth: 640)
        clamp.setContent(column)
        page.setContent(clamp)

        bindRow = { [unowned self] row, index in
            guard self.modelItems.indices.contains(index) else { return }
            let item = self.modelItems[index]
            self.bound.append(item.key)
            // The password as it is when the menu opens (a row is not bound again when only it changed).
            row.bind(item, hasActions: item != .addProfile) { [unowned self] in self.actionsFor(item, self.revealPassword) }
        }
        list.onActivate { [unowned self] index in
            guard self.items.indices.contains(index) else { return }
            onActivate(self.items[index], self.revealPassword)
        }
        search.onChanged { [unowned self] in self.textChanged() }
        list.onScrolledNearEnd { [weak self] in self?.showMore() }
    }

    private func showMore() {
        guard shown < items.count else { return }
        let more = Array(items[shown..<min(items.count, shown + Self.pageSize)])
        modelItems += more
        list.appendItems(keys: more.map(\.key))
    }

    /// Shows `profiles` (the visible ones) and the `active` one, keeping the revealed ones while
    /// their password stays.
    func update(visible profiles: [ProfileSummary], active: ProfileSummary? = nil) {
        visible = profiles
        self.active = active
        rebuild()
    }

    /// After a hide: the banner, until the field is used.
    func showHiddenBanner() {
        finder.profileHidden()
        banner.isVisible = finder.showsHiddenBanner
    }

    /// Forgets the revealed profiles and the password, and empties the field.
    func clearSearch() {
        pause?.cancel()
        finder.clear()
        search.clear()
        rebuild()
    }

    /// The revealed profiles after an operation changed them (re-runs the attempt for the text).
    func refreshRevealed() {
        guard finder.revealPassword != nil else { return }
        run(finder.revealNow(search.text))
    }

    private func textChanged() {
        pause?.cancel()
        let effect = finder.textChanged(search.text)
        banner.isVisible = finder.showsHiddenBanner
        unlockToReveal.isVisible = finder.needsUnlockToReveal
        rebuild()
        run(effect)
    }

    /// Runs the finder's work: the pause's timer, or one KDF run on another thread whose result
    /// comes back through the main loop's idle hook.
    private func run(_ effect: ProfileFinder<ProfileSummary>.Effect?) {
        switch effect {
        case .waitForPause(let generation)?:
            pause = MainLoopTimer.after(milliseconds: UInt32(ProfileFinder<ProfileSummary>.pauseMilliseconds)) { [weak self] in
                guard let self else { return }
                let next = self.finder.pauseEnded(generation: generation, text: self.search.text,
                                                  allowed: self.session.allows(.revealProfiles))
                self.unlockToReveal.isVisible = self.finder.needsUnlockToReveal
                self.run(next)
            }
        case .reveal(let generation, let password)?:
            let session = session
            revealsInFlight += 1
            Thread.detachNewThread {
                let found = session.revealSummaries(password)
                MainThread.post { [weak self] in
                    guard let self else { return }
                    self.revealsInFlight -= 1
                    self.revealAttempts += 1
                    self.finder.revealFinished(generation: generation, password: password, found: found)
                    self.rebuild()
                }
            }
        case nil:
            break
        }
    }

    private func rebuild() {
        let next: [ProfileListItem] = finder.rows(text: search.text, visible: visible, active: active).compactMap { row in
            switch row {
            case .profile(let profile): .profile(profile, revealed: finder.isRevealed(profile))
            case .addProfile: .addProfile
            // The unlock row is the button above the list.
            case .unlockToReveal: nil
            }
        }
        items = next
        let wanted = Array(next.prefix(Self.pageSize))
        let old = modelItems
        // Positions both hold keep their rows: those whose item changed are bound again in place
        // (no row is made or destroyed while typing); only the count changes the model.
        let common = min(old.count, wanted.count)
        let changed = (0..<common).filter { old[$0] != wanted[$0] }
        modelItems = wanted
        if old.count > common {
            list.replaceItems(at: common, removing: old.count - common, keys: [])
        } else if wanted.count > common {
            list.appendItems(keys: wanted[common...].map(\.key))
        }
        list.rebindItems(at: changed, keys: changed.map { wanted[$0].key })
        noMatch.isVisible = next.isEmpty
    }
}
