import Features
import Foundation
import GTKKit
import Synchronization

/// Threshold's desktop face: one window whose pages follow the app's state (lock screen,
/// onboarding, chat list, "Your chat profiles"), every operation through Features, slow work off
/// the main thread and back through ``MainThread/post(_:)``, and a live check for changes made by
/// other processes (within a second) that raises desktop notifications by the product's rule.
@MainActor
public final class DesktopApp {
    /// What the window shows.
    public enum Route: Equatable, Sendable {
        case lock, onboarding, chatList, profiles, addProfile, editProfile, dataInUse
        case settings, whatsNew, migrationExport, migrationImport, dataDeleted, chat, recovery
    }

    /// The window.
    public let window: Window
    /// The session (nil when the data is in use by another app, and while it opens on a thread:
    /// ``launchOpening(window:dataDirectoryFlag:environment:deviceToken:language:notifier:)``).
    public private(set) var session: AppSession?
    /// What the window shows now.
    public private(set) var route: Route = .onboarding
    /// The home data shown now.
    public private(set) var snapshot = HomeSnapshot.empty
    /// Changes of the data seen from other processes (tests wait for them).
    public private(set) var externalChanges = 0

    let stack = Stack()
    let toasts = ToastOverlay()
    /// The two panes of home: the chat list beside the open chat.
    let home = HomeView()
    /// The window's actions (`win.back`, `win.search`, ...) and their shortcuts.
    let actions: WindowActions
    /// The chat list page, kept while home shows (the chat pane opens beside it).
    private(set) var chatList: ChatListPage?
    /// The chat list's last messages by contact, with the profile and the last message time they were read at.
    private var previewCache: [String: (profile: Int64?, at: Int64?, preview: ChatPreview)] = [:]
    /// The shortcuts window or About, while one is open (tests).
    var shortcutsWindow: ShortcutsWindow?
    var aboutWindow: AboutWindow?
    let dialogs: Dialogs
    private(set) var brand: BrandView?
    /// Whether the session is still being opened on a thread (the window shows Welcome or nothing meanwhile).
    public private(set) var isOpening = false
    /// Onboarding actions sent while the session opened (a click on the Welcome shown meanwhile), sent once it is open.
    private var actionsWhileOpening: [OnboardingSession.Action] = []
    /// The step label of the Welcome page shown while the session opened: kept when the session starts there too.
    private var welcomeWhileOpening: String??
    private let notifier: any NotificationSink
    private(set) var onboarding: OnboardingSession?
    private(set) var current: (any DesktopPage)?
    private(set) var watch = ExternalChangeWatch()
    /// Live redraws whose read failed and were retried at the next check (tests report it).
    private(set) var liveReadRetries = 0
    private var liveTimer: MainLoopTimer?
    /// The live watch's store work (the check, the owed re-key it may carry out, the re-reads),
    /// one job at a time off the main loop: the store serializes access, and a re-key holds it for
    /// minutes on a large install, so the window keeps drawing and taking input (issue 33).
    /// Results come back through ``MainThread/post(_:)`` (`DispatchQueue.main` does not run under GLib's loop).
    private let storeQueue = DispatchQueue(label: "org.threshold.desktop.store")
    /// Whether a live check's job is queued or running (the next tick waits for it).
    private var liveCheckInFlight = false
    /// Set while the live check's job runs on the store queue (the tests' witness that the main loop ran meanwhile).
    private let liveJobRunning = SharedFlag()
    /// "Re-encrypting: N of M pages" under the page while a re-key after a removal runs (issue 33):
    /// one a command left owed that the live watch carries out, or the window's own hide, unhide or delete.
    let rekeyProgress = Label("", wraps: false)
    /// Each progress shown: (copied, total, whether the live check's job was still running then) (tests).
    private(set) var rekeyProgressShown: [(copied: Int, total: Int, whileJobRan: Bool)] = []
    private var busy = 0
    /// The form dialog shown last, its fields and hint (tests type into them).
    var lastForm: (dialog: MessageDialog, fields: [Entry], hint: Label?)?
    /// Stops the direct transfer being served, while one is (Cancel, closing the window).
    var servingStop: DirectTransferStop?
    /// Stops the import under way, while one runs (Stop the import, closing the window).
    var importStop: DirectTransferStop?
    /// The addresses a direct transfer listens on (nil: loopback and the local network; tests: loopback).
    var directTransferAddresses: [String]?
    /// Seconds a direct transfer listens for the other device.
    var directTransferSeconds = 600
    /// The password fields of the hide dialog shown last (tests type into them).
    var hideFields: (password: Entry, confirm: Entry)?
    /// The recovery key on screen, while its dialog is open (tests read it and press Copy).
    var shownRecoveryKey: (draft: RecoveryKeyDraft, label: Label, copy: Button)?

    /// Opens the data (as an interactive app, holding the data directory) and builds the window's
    /// first page; when another app holds the data, the window says so instead.
    public static func launch(window: Window, dataDirectoryFlag: String?, environment: [String: String],
                              deviceToken: String?, language: String? = nil, notifier: any NotificationSink) -> DesktopApp {
        // The language as the other faces choose it (--lang, the setting, LANGUAGE, LC_ALL,
        // LC_MESSAGES, LANG), and the layout's direction from it (Arabic mirrors the window).
        useLanguage(environment: environment, setting: nil, flag: language)
        do {
            let session = try openSession(dataDirectoryFlag: dataDirectoryFlag, environment: environment, deviceToken: deviceToken)
            useLanguage(environment: environment, setting: try? session.languageSetting(), flag: language)
            let app = DesktopApp(window: window, session: session, notifier: notifier)
            app.start()
            return app
        } catch {
            let app = DesktopApp(window: window, session: nil, notifier: notifier)
            app.showDataUnavailable(ErrorReport(error))
            return app
        }
    }

    /// ``launch(window:dataDirectoryFlag:environment:deviceToken:language:notifier:)`` with the data
    /// opened on a thread (issue 32): on a fresh data folder the store's creation (key file,
    /// schema, about 13 syncs) no longer comes before the first frame. Welcome shows at once when
    /// the folder has no data yet (a click on it waits for the session, without blocking the loop);
    /// otherwise the window stays empty until the session says what to show (lock screen, chat
    /// list, the data-in-use page).
    public static func launchOpening(window: Window, dataDirectoryFlag: String?, environment: [String: String],
                                     deviceToken: String?, language: String? = nil, notifier: any NotificationSink) -> DesktopApp {
        useLanguage(environment: environment, setting: nil, flag: language)
        let shownBrand = DesktopStartPreview.brand(environment: environment)
        let app = DesktopApp(window: window, session: nil, brand: shownBrand.map(BrandView.init(brand:)), notifier: notifier)
        app.isOpening = true
        app.busy += 1
        if let shownBrand, DesktopStartPreview.startsAtWelcome(dataDirectoryFlag: dataDirectoryFlag, environment: environment) {
            app.showWelcomeWhileOpening(DesktopStartPreview.welcomeProgress(of: shownBrand))
        }
        Thread.detachNewThread {
            let opened = Result { () throws -> (AppSession, String?) in
                let session = try openSession(dataDirectoryFlag: dataDirectoryFlag, environment: environment, deviceToken: deviceToken)
                return (session, try? session.languageSetting())
            }
            // After a frame that is due: the first frame shows Welcome without waiting for start().
            MainThread.postAfterDrawing { [weak app] in
                guard let app else { return }
                app.busy -= 1
                app.isOpening = false
                switch opened {
                case .success(let (session, setting)):
                    app.session = session
                    app.brand = BrandView(session: session)
                    if setting != nil { app.welcomeWhileOpening = nil }
                    useLanguage(environment: environment, setting: setting, flag: language)
                    app.start()
                    let pending = app.actionsWhileOpening
                    app.actionsWhileOpening = []
                    for action in pending { app.send(action) }
                case .failure(let error):
                    app.actionsWhileOpening = []
                    app.showDataUnavailable(ErrorReport(error))
                }
            }
        }
        return app
    }

    /// The session ``launch(window:dataDirectoryFlag:environment:deviceToken:language:notifier:)`` opens
    /// (the recovery page's when only the recovery key opens the data).
    private nonisolated static func openSession(dataDirectoryFlag: String?, environment: [String: String],
                                                deviceToken: String?) throws -> AppSession {
        do {
            return try AppSession.openForDesktop(dataDirectoryFlag: dataDirectoryFlag, environment: environment,
                                                 deviceToken: deviceToken)
        } catch where AppSession.offersRecovery(after: error) {
            // The keyring entry is gone and a recovery key was made, or threshold.key is damaged:
            // the recovery page, not only an error (no passcode is asked of a damaged file, so no
            // attempt counts).
            return try AppSession.openForDesktopRecovery(dataDirectoryFlag: dataDirectoryFlag,
                                                         environment: environment, deviceToken: deviceToken)
        }
    }

    /// Welcome, before the session is open (its actions wait for it).
    private func showWelcomeWhileOpening(_ progress: (index: Int, total: Int)?) {
        guard let brand else { return }
        let step = progress.map { DesktopText.step($0.index, of: $0.total) }
        welcomeWhileOpening = .some(step)
        show(WelcomePage(brand: brand, step: step) { [weak self] in self?.send($0) }, route: .onboarding)
        updateLogo()
    }

    /// Makes the chosen language the process's and lays widgets out in its direction.
    public static func useLanguage(environment: [String: String], setting: String?, flag: String?) {
        let translator = Texts.use(environment: environment, setting: setting, flag: flag)
        TextLayoutDirection.set(rightToLeft: translator.direction == .rightToLeft)
        TextLanguage.use(translator.language)
    }

    /// A face on an open session; call ``start()`` to show the first page.
    public convenience init(window: Window, session: AppSession?, notifier: any NotificationSink) {
        self.init(window: window, session: session, brand: session.map(BrandView.init), notifier: notifier)
    }

    private init(window: Window, session: AppSession?, brand: BrandView?, notifier: any NotificationSink) {
        self.window = window
        self.session = session
        self.notifier = notifier
        dialogs = Dialogs(window: window)
        actions = WindowActions(window: window)
        // Every key or click counts as activity for the lock delay (Authorization's grant).
        let activity: @MainActor () -> Void = { [weak session] in session?.authorization.activity() }
        window.onInput(activity)
        dialogs.onInput = activity
        self.brand = brand
        // The page, and under it the re-key's progress while one runs (hidden otherwise).
        let column = Box(.vertical)
        stack.setExpand(vertical: true)
        column.append(stack)
        rekeyProgress.isVisible = false
        rekeyProgress.addStyleClass("dim-label")
        rekeyProgress.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        column.append(rekeyProgress)
        toasts.setContent(column)
        window.setContent(toasts)
        if let brand {
            window.title = brand.appName
            // Notifications name the brand's app as their sender (white-label kit), not Threshold.
            notifier.setSenderName(brand.appName)
        }
        // Narrow to a phone's width: nothing in the window may ask for more (names ellipsize).
        window.setSizeRequest(width: 360, height: 480)
        stack.setPage("home", home.root)
        addActions()
        // The mouse's back button goes back as Alt+Left does.
        window.onMouseBack { [weak self] in self?.actions.activate("back") }
        Self.applyStyle(brand)
        StyleManager.onDarkChanged { [weak self] _ in
            Self.applyStyle(self?.brand)
            self?.updateLogo()
        }
    }

    /// Shows the lock screen, onboarding or the chat list, as the data requires.
    public func start() {
        guard let session else { return }
        observeRekeyProgress()
        if let need = session.recoveryNeed {
            showRecovery(need)
        } else if (try? session.needsUnlock()) == true {
            showLock()
        } else {
            afterUnlock()
        }
    }

    // MARK: Style

    private static var styleSheetAdded = false

    private static func applyStyle(_ brand: BrandView?) {
        if let brand {
            // Text on the accent: white on the light scheme's darker accent, near-black on the dark one's lighter accent.
            StyleManager.setAccent(light: brand.accentLight, dark: brand.accentDark,
                                   foreground: StyleManager.isDark ? "rgba(0, 0, 0, 0.85)" : "#ffffff")
        }
        guard !styleSheetAdded else { return }
        styleSheetAdded = true
        StyleManager.addStyleSheet("""
        .brand-logo { font-family: monospace; font-size: 13px; color: @accent_color; }
        .unread-badge { background-color: @accent_bg_color; color: @accent_fg_color; border-radius: 999px;
                        padding: 1px 7px; font-weight: bold; font-size: 0.85em; min-width: 10px; }
        .chat-bubble { background-color: alpha(@window_fg_color, 0.08); border-radius: 14px; padding: 6px 12px; }
        .chat-bubble.outgoing { background-color: @accent_bg_color; color: @accent_fg_color; }
        .chat-bubble .bubble-time { opacity: 0.7; }
        .unread-divider { color: @accent_color; font-weight: bold; font-size: 0.9em; }
        .chat-timeline { background: none; }
        """)
    }

    private func updateLogo() {
        guard let brand, let welcome = current as? WelcomePage else { return }
        welcome.setLogo(StyleManager.isDark ? brand.logoDark : brand.logoLight)
    }

    // MARK: Pages

    func showPage(_ page: any DesktopPage, route: Route) { show(page, route: route) }

    private func show(_ page: any DesktopPage, route: Route) {
        let previousSettings = current as? SettingsPage
        self.route = route
        current = page
        if let settings = page as? SettingsPage {
            // Preferences is a window of its own over home.
            if previousSettings !== settings { previousSettings?.dismiss() }
            if stack.visiblePage != "home", let list = chatList {
                home.setList(list)
                showHome()
            }
            settings.present()
            return
        }
        previousSettings?.dismiss()
        if let list = page as? ChatListPage {
            chatList = list
            home.setList(list)
            showHome()
        } else if let chat = page as? ChatPage {
            home.setChat(chat)
            showHome()
        } else {
            stack.setPage("page", page.root)
            stack.show("page")
        }
        page.initialFocus?.grabFocus()
        // Again once a closing dialog has handed the focus back to the window.
        MainThread.post { [weak self] in
            guard let self, self.current === page else { return }
            page.initialFocus?.grabFocus()
        }
    }

    /// Home in the window; the page shown before it goes (its widgets with it).
    private func showHome() {
        stack.show("home")
        stack.removePage("page")
    }

    private func showDataUnavailable(_ report: ErrorReport) {
        route = .dataInUse
        let page = StatusPage(title: report.code == .dataInUse ? DesktopText.dataInUseTitle : DesktopText.dataUnavailableTitle,
                              description: report.message, icon: "dialog-warning-symbolic")
        let quit = Button(DesktopText.quit, style: .pill)
        quit.setAlignment(horizontal: .center)
        quit.onClicked { [weak self] in self?.window.close() }
        page.setContent(quit)
        let frame = ToolbarPage()
        frame.setContent(page)
        stack.setPage("page", frame)
        stack.show("page")
        unavailable = (page, quit)
        quit.grabFocus()
    }

    /// The data-in-use page (tests read it).
    private(set) var unavailable: (page: StatusPage, quit: Button)?

    private func showLock() {
        let page = LockPage(onUnlock: { [weak self] passcode in self?.unlock(passcode) },
                            onRecovery: { [weak self] in self?.showRecovery(.forgottenPasscode) })
        show(page, route: .lock)
    }

    /// Back from the recovery page to the lock page.
    func showLockPage() { showLock() }

    /// After the data was opened (the passcode, or the recovery key): onboarding or the chat list.
    func openAfterUnlock() { afterUnlock() }

    private func unlock(_ passcode: String) {
        guard let session else { return }
        // The KDF runs off the main loop; the passcode string is dropped with the closure.
        Thread.detachNewThread {
            let result = Result { try session.unlock(passcode: passcode) }
            MainThread.post { [weak self] in
                guard let self else { return }
                switch result {
                case .success: self.afterUnlock()
                case .failure: (self.current as? LockPage)?.showWrong()
                }
            }
        }
    }

    private func afterUnlock() {
        guard let session else { return }
        // The live watch's baseline before the first read, so nothing committed in between is missed;
        // an owed re-key is left to the watch's first check, on the store queue.
        watch.baseline(session)
        do {
            snapshot = try session.homeSnapshot(pictures: .visibleAndActive)
            try startOnboarding()
        } catch {
            dialogs.error(error)
        }
        startLiveUpdates()
    }

    // MARK: Onboarding

    private func startOnboarding() throws {
        guard let session else { return }
        let flow = try session.onboardingSession()
        if case .complete = flow.screen, !snapshot.needsOnboarding {
            showChatList()
            showWhatsNewIfDue()
            return
        }
        onboarding = flow
        handle(flow.start())
        renderOnboarding(rebuild: true)
    }

    /// Sends an onboarding action and shows the result.
    func send(_ action: OnboardingSession.Action) {
        if isOpening {
            actionsWhileOpening.append(action)
            return
        }
        guard let flow = onboarding else { return }
        let before = flow.screen
        do {
            let request = try flow.send(action)
            let sameStep = Self.sameStep(before, flow.screen)
            handle(request)
            if route == .onboarding { renderOnboarding(rebuild: !sameStep) }
        } catch {
            dialogs.error(error)
        }
    }

    private static func sameStep(_ a: OnboardingSession.Screen, _ b: OnboardingSession.Screen) -> Bool {
        switch (a, b) {
        case (.welcome, .welcome), (.createProfile, .createProfile), (.conditions, .conditions),
             (.notifications, .notifications): true
        case (.info(let x), .info(let y)): x.page.id == y.page.id
        default: false
        }
    }

    private func handle(_ request: OnboardingSession.Request) {
        switch request {
        case .none:
            break
        case .loadConditionsDocument:
            guard let session else { return }
            let brand = session.brand
            Thread.detachNewThread {
                let result = OnboardingSession.loadConditions(of: brand)
                MainThread.post { [weak self] in self?.send(.conditions(result)) }
            }
        case .openMigration:
            showMigrationImport()
        case .finished:
            onboarding = nil
            refresh()
            showChatList()
            showWhatsNewIfDue()
        }
    }

    private var stepLabel: String? { onboarding?.progress.map { DesktopText.step($0.index, of: $0.total) } }

    func renderOnboarding(rebuild: Bool) {
        guard let flow = onboarding, let brand else { return }
        switch flow.screen {
        case .welcome(let step):
            // The Welcome shown while the session opened is the same page: kept (no second layout).
            let shownWhileOpening = welcomeWhileOpening.map { $0 == stepLabel && current is WelcomePage } ?? false
            welcomeWhileOpening = nil
            if rebuild && !shownWhileOpening || !(current is WelcomePage) {
                let page = WelcomePage(brand: brand, step: stepLabel) { [weak self] in self?.send($0) }
                show(page, route: .onboarding)
                updateLogo()
            }
            if step.sheet == .howItWorks {
                dialogs.ask(DesktopText.howItWorksTitle, DesktopText.howItWorks,
                            responses: [("ok", DesktopText.ok, .suggested)], defaultID: "ok", closeID: "ok") { [weak self] _ in
                    self?.send(.welcome(.closeSheet))
                }
            }
        case .createProfile(let step):
            let page: CreateProfilePage
            if !rebuild, let existing = current as? CreateProfilePage {
                page = existing
            } else {
                page = CreateProfilePage(step: stepLabel, canGoBack: flow.canGoBack,
                                         onChange: { [weak self] name, bio in
                                             self?.send(.createProfile(.setName(name)))
                                             self?.send(.createProfile(.setBio(bio)))
                                         },
                                         onSubmit: { [weak self] in self?.send(.createProfile(.submit)) },
                                         onBack: { [weak self] in self?.send(.back) })
                show(page, route: .onboarding)
            }
            if page.name.text != step.name { page.name.text = step.name }
            page.update(nameCheck: step.nameCheck, bioCount: step.bioByteCount, limit: step.bioLimit, canCreate: step.canSubmit)
            if let alert = step.alert, dialogs.last?.isShown != true { showCreateAlert(alert) }
        case .conditions(let step):
            let page: ConditionsPage
            if !rebuild, let existing = current as? ConditionsPage {
                page = existing
            } else {
                page = ConditionsPage(step: step, stepLabel: stepLabel) { [weak self] in self?.send($0) }
                show(page, route: .onboarding)
            }
            page.update(step)
            if let sheet = step.sheet, dialogs.last?.isShown != true { showConditionsSheet(sheet, step) }
            if let error = step.error, dialogs.last?.isShown != true {
                dialogs.inform(DesktopText.error, error) { [weak self] in self?.send(.conditions(.dismissError)) }
            }
        case .notifications(let step):
            let page: NotificationsPage
            if !rebuild, let existing = current as? NotificationsPage {
                page = existing
            } else {
                page = NotificationsPage(step: step, stepLabel: stepLabel) { [weak self] in self?.send($0) }
                show(page, route: .onboarding)
            }
            page.update(step)
            if step.showsInfo, dialogs.last?.isShown != true {
                let text = step.modes.map { NotificationsStep.title($0) + ": "
                    + NotificationsStep.explanation($0, intervalMinutes: step.intervalMinutes) }.joined(separator: "\n\n")
                dialogs.inform(DesktopText.notificationsTitle, text) { [weak self] in self?.send(.notifications(.closeInfo)) }
            }
            if let alert = step.alert, dialogs.last?.isShown != true {
                dialogs.inform(alert.title, alert.message) { [weak self] in self?.send(.notifications(.dismissAlert)) }
            }
        case .info(let step):
            if rebuild || !(current is InfoPage) {
                show(InfoPage(step: step, stepLabel: stepLabel) { [weak self] in self?.send($0) }, route: .onboarding)
            }
        case .complete:
            onboarding = nil
            refresh()
            showChatList()
        }
    }

    private func showCreateAlert(_ alert: CreateProfileStep.Alert) {
        if case .invalidName(let corrected?) = alert {
            dialogs.ask(alert.title, alert.message,
                        responses: [("cancel", DesktopText.cancel, .normal), ("use", DesktopText.useCorrectedName, .suggested)],
                        defaultID: "use", closeID: "cancel") { [weak self] id in
                self?.send(.createProfile(id == "use" ? .useCorrectedName : .dismissAlert))
                _ = corrected
            }
        } else {
            dialogs.inform(alert.title, alert.message) { [weak self] in self?.send(.createProfile(.dismissAlert)) }
        }
    }

    private func showConditionsSheet(_ sheet: ConditionsStep.Sheet, _ step: ConditionsStep) {
        switch sheet {
        case .conditions:
            guard case .loaded(let text) = step.document else { return }
            let label = Label(text)
            label.xAlign = 0
            label.isSelectable = true
            let scroller = ScrolledWindow()
            scroller.setSizeRequest(width: 420, height: 320)
            scroller.setContent(label)
            dialogs.ask(DesktopText.conditionsTitle, nil, responses: [("close", DesktopText.ok, .suggested)],
                        defaultID: "close", closeID: "close", extra: scroller) { [weak self] _ in
                self?.send(.conditions(.closeSheet))
            }
        case .configure:
            let text = step.rows.map { row in
                row.server.tradeName + " (" + row.server.legalName + ")\n" + row.server.serverDomains.joined(separator: ", ")
            }.joined(separator: "\n\n")
            dialogs.inform(DesktopText.configureOperators, text) { [weak self] in self?.send(.conditions(.closeSheet)) }
        }
    }

    // MARK: Home

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
    private func redrawHome() {
        if let chatList, route == .chatList || route == .chat { chatList.update(snapshot, previews: previews()) }
        if let profiles = current as? ProfilesPage {
            profiles.update(visible: snapshot.profileSummaries, active: snapshot.activeSummary)
        }
    }

    /// Shows the chat list of the active profile.
    public func showChatList() {
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
    private func previews() -> [String: ChatPreview] {
        guard let session else { return [:] }
        let stale = Self.staleChats(in: snapshot, cache: previewCache.mapValues { ($0.profile, $0.at) })
        keepPreviews(session.chatPreviews(of: stale), of: stale, in: snapshot)
        var previews: [String: ChatPreview] = [:]
        for chat in snapshot.chats { previews[chat.contact] = previewCache[chat.contact]?.preview }
        return previews
    }

    /// The chats of `snapshot` whose last message was not read yet at their last message time
    /// (`cache`: contact -> the profile and the last message time it was read at).
    private nonisolated static func staleChats(in snapshot: HomeSnapshot,
                                               cache: [String: (profile: Int64?, at: Int64?)]) -> [Chat] {
        snapshot.chats.filter { chat in
            guard let cached = cache[chat.contact] else { return true }
            return cached.at != chat.lastMessageAt || cached.profile != snapshot.active?.id
        }
    }

    /// Keeps the last messages read for `stale` (chats of `snapshot`).
    private func keepPreviews(_ read: [String: ChatPreview], of stale: [Chat], in snapshot: HomeSnapshot) {
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
    private func chatPage(_ transcript: ChatTranscript, limit: Int) -> ChatPage {
        let contact = transcript.contact
        return ChatPage(transcript, complete: transcript.messages.count < limit,
                        loadOlder: { [weak self] message, count in
                            guard let session = self?.session else { return [] }
                            return (try? session.messages(of: contact, before: message, limit: count)) ?? []
                        },
                        onBack: { [weak self] in self?.showChatList() })
    }

    /// Opens the active profile's chat with `contact` (its messages; opening marks them read).
    public func showChat(_ contact: String) {
        guard let session else { return }
        do {
            let limit = chatOpeningLimit(contact)
            let transcript = try session.openChat(contact, limit: limit)
            snapshot = transcript.snapshot
            // The transcript's newest message is the list's preview: no second read of the chat.
            if let chat = snapshot.chats.first(where: { $0.contact == contact }) {
                previewCache[contact] = (snapshot.active?.id, chat.lastMessageAt, ChatPreview(last: transcript.messages.last))
            }
            // The list beside it: the chat's unread count went down; its row keeps the focus place.
            if chatList == nil || route != .chat && route != .chatList { showChatList() }
            chatList?.focusedContact = contact
            chatList?.update(snapshot, previews: previews())
            show(chatPage(transcript, limit: limit), route: .chat)
        } catch {
            dialogs.error(error)
        }
    }

    /// Shows "Your chat profiles".
    public func showProfiles() {
        guard let session else { return }
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

    // MARK: Live

    private func startLiveUpdates() {
        guard liveTimer == nil, session != nil else { return }
        liveTimer = MainLoopTimer.every(milliseconds: 250) { [weak self] in self?.checkForExternalChanges() }
    }

    /// What a live check's job read on the store queue.
    private struct LiveRead: Sendable {
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
    private func liveCheckEnded(watch: ExternalChangeWatch, changed: Bool, readsHome: Bool, _ read: LiveRead?) {
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
    private func observeRekeyProgress() {
        session?.observeRekeyAfterRemoval { [weak self] copied, total in
            MainThread.post { [weak self] in self?.showRekeyProgress(copied: copied, total: total) }
        }
    }

    /// "Re-encrypting: N of M pages" under the page, gone once every page is copied (the full
    /// screen's hint row says the same: ``RekeyText/progress(copied:total:)``).
    private func showRekeyProgress(copied: Int, total: Int) {
        rekeyProgressShown.append((copied, total, liveJobRunning.isSet))
        guard copied < total else {
            rekeyProgress.isVisible = false
            return
        }
        rekeyProgress.text = RekeyText.progress(copied: copied, total: total)
        rekeyProgress.isVisible = true
    }

    /// Stops the live timer (before the window goes).
    public func stop() {
        session?.observeRekeyAfterRemoval(nil)
        servingStop?.stop()
        importStop?.stop()
        liveTimer?.cancel()
        liveTimer = nil
    }

    /// The page shown now (tests).
    var currentPage: (any DesktopPage)? { current }

    /// Work in flight off the main thread (tests wait for it to end).
    var isBusy: Bool { busy > 0 }

    /// Runs `work` off the main thread, then `done` on it with the result.
    func offMain<T: Sendable>(_ work: @escaping @Sendable () throws -> T,
                              _ done: @escaping @MainActor (Result<T, any Error>) -> Void) {
        busy += 1
        Thread.detachNewThread {
            let result = Result { try work() }
            MainThread.post { [weak self] in
                self?.busy -= 1
                done(result)
            }
        }
    }
}

/// A flag set on one thread and read on another.
private final class SharedFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }

    func set(_ on: Bool) { value.store(on, ordering: .sequentiallyConsistent) }
}
