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
    public internal(set) var session: AppSession?
    /// What the window shows now.
    public internal(set) var route: Route = .onboarding
    /// The home data shown now.
    public internal(set) var snapshot = HomeSnapshot.empty
    /// Changes of the data seen from other processes (tests wait for them).
    public internal(set) var externalChanges = 0

    let stack = Stack()
    let toasts = ToastOverlay()
    /// The two panes of home: the chat list beside the open chat. Built when home first shows
    /// (issue 32): before, Welcome's first frame also built, styled and measured the hidden panes
    /// (the stack measures every page) and loaded their "Select a chat" icon, an SVG (librsvg).
    private(set) lazy var home: HomeView = {
        let view = HomeView()
        stack.setPage("home", view.root)
        return view
    }()
    /// The window's actions (`win.back`, `win.search`, ...) and their shortcuts.
    let actions: WindowActions
    /// The chat list page, kept while home shows (the chat pane opens beside it).
    var chatList: ChatListPage?
    /// The chat list's last messages by contact, with the profile and the last message time they were read at.
    var previewCache: [String: (profile: Int64?, at: Int64?, preview: ChatPreview)] = [:]
    /// The shortcuts window or About, while one is open (tests).
    var shortcutsWindow: ShortcutsWindow?
    var aboutWindow: AboutWindow?
    let dialogs: Dialogs
    var brand: BrandView?
    /// Whether the session is still being opened on a thread (the window shows Welcome or nothing meanwhile).
    public internal(set) var isOpening = false
    /// Whether the thread opening the session has been started (tests: on a fresh folder, after Welcome's first frame).
    var openingStarted = false
    /// Onboarding actions sent while the session opened (a click on the Welcome shown meanwhile), sent once it is open.
    var actionsWhileOpening: [OnboardingSession.Action] = []
    /// The step label of the Welcome page shown while the session opened: kept when the session starts there too.
    var welcomeWhileOpening: String??
    let notifier: any NotificationSink
    var onboarding: OnboardingSession?
    var current: (any DesktopPage)?
    var watch = ExternalChangeWatch()
    /// Live redraws whose read failed and were retried at the next check (tests report it).
    var liveReadRetries = 0
    var liveTimer: MainLoopTimer?
    /// The live watch's store work (the check, the owed re-key it may carry out, the re-reads),
    /// one job at a time off the main loop: the store serializes access, and a re-key holds it for
    /// minutes on a large install, so the window keeps drawing and taking input (issue 33).
    /// Results come back through ``MainThread/post(_:)`` (`DispatchQueue.main` does not run under GLib's loop).
    let storeQueue = DispatchQueue(label: "org.threshold.desktop.store")
    /// Whether a live check's job is queued or running (the next tick waits for it).
    var liveCheckInFlight = false
    /// Set while the live check's job runs on the store queue (the tests' witness that the main loop ran meanwhile).
    let liveJobRunning = SharedFlag()
    /// "Re-encrypting: N of M pages" under the page while a re-key after a removal runs (issue 33):
    /// one a command left owed that the live watch carries out, or the window's own hide, unhide or delete.
    let rekeyProgress = Label("", wraps: false)
    /// Each progress shown: (copied, total, whether the live check's job was still running then) (tests).
    var rekeyProgressShown: [(copied: Int, total: Int, whileJobRan: Bool)] = []
    /// The person's clicks on the store queue: their order and the spinner while they wait (issue 33).
    let clicks = ClickReads()
    var busy = 0
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
            // Before an unlock (the lock page) the lock screen's copy of the setting (LockScreenLanguage).
            useLanguage(environment: environment, setting: session.startLanguageSetting(environment: environment), flag: language)
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
        // Read beside GTK's start-up when prepareStart was called (its fonts become GTK's then too).
        let prepared = takePreparation(environment: environment)
        let shownBrand = prepared.map(\.brand) ?? DesktopStartPreview.brand(environment: environment)
        let app = DesktopApp(window: window, session: nil, brand: shownBrand.map(BrandView.init(brand:)), notifier: notifier)
        app.isOpening = true
        app.busy += 1
        let open: @MainActor @Sendable () -> Void = {
            openOnThread(app, dataDirectoryFlag: dataDirectoryFlag, environment: environment, deviceToken: deviceToken,
                         language: language)
        }
        if let shownBrand, DesktopStartPreview.startsAtWelcome(dataDirectoryFlag: dataDirectoryFlag, environment: environment) {
            app.showWelcomeWhileOpening(prepared.map(\.progress) ?? DesktopStartPreview.welcomeProgress(of: shownBrand))
            // Welcome needs no data: the store's creation starts once Welcome is drawn, so its
            // thread (about 13 ms of CPU, dlopen'd crypto, 13 syncs) does not take a core from
            // GTK's first layout and drawing on a busy machine. A click meanwhile waits for it.
            window.afterFirstFrame(atMost: 1000, open)
        } else {
            // The window shows nothing until the session says what (lock screen, chat list): open now.
            open()
        }
        return app
    }

    /// Opens the session on a thread; back on the main loop after a frame that is due, it starts
    /// the app (the clicks sent meanwhile are carried out then) or shows why it could not.
    private static func openOnThread(_ app: DesktopApp, dataDirectoryFlag: String?, environment: [String: String],
                                     deviceToken: String?, language: String?) {
        app.openingStarted = true
        Thread.detachNewThread {
            let opened = Result { () throws -> (AppSession, String?) in
                let session = try openSession(dataDirectoryFlag: dataDirectoryFlag, environment: environment, deviceToken: deviceToken)
                return (session, session.startLanguageSetting(environment: environment))
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
    func showWelcomeWhileOpening(_ progress: (index: Int, total: Int)?) {
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
        // Beside it, the spinner while a click's read waits on the store queue (issue 33).
        let status = Box(.horizontal, spacing: 0)
        clicks.spinner.isVisible = false
        clicks.spinner.setMargins(top: 6, bottom: 6, start: 12)
        status.append(clicks.spinner)
        status.append(rekeyProgress)
        column.append(status)
        toasts.setContent(column)
        window.setContent(toasts)
        if let brand {
            window.title = brand.appName
            // Notifications name the brand's app as their sender (white-label kit), not Threshold.
            notifier.setSenderName(brand.appName)
        }
        // Narrow to a phone's width: nothing in the window may ask for more (names ellipsize).
        window.setSizeRequest(width: 360, height: 480)
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

    static func applyStyle(_ brand: BrandView?) {
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

    func updateLogo() {
        guard let brand, let welcome = current as? WelcomePage else { return }
        welcome.setLogo(StyleManager.isDark ? brand.logoDark : brand.logoLight)
    }

    // MARK: Pages

    func showPage(_ page: any DesktopPage, route: Route) { show(page, route: route) }

    func show(_ page: any DesktopPage, route: Route) {
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
    func showHome() {
        _ = home
        stack.show("home")
        stack.removePage("page")
    }

    func showDataUnavailable(_ report: ErrorReport) {
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
    var unavailable: (page: StatusPage, quit: Button)?

    /// Stops the live timer, a serve and an import (before the window goes, or the data does).
    public func stop() {
        session?.observeRekeyAfterRemoval(nil)
        servingStop?.stop()
        importStop?.stop()
        liveTimer?.cancel()
        liveTimer = nil
    }

    /// ``stop()``, then waits for work already on the store's queue (a chat's read, the live check,
    /// a re-key) to finish: the process exits next, and exit's handlers must not run under it.
    /// The window is gone by then, so the wait blocks no one's screen.
    public func stopForExit() {
        stop()
        storeQueue.sync {}
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
