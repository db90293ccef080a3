import GTKKit
import Onboarding

/// The navigation window of an onboarding flow: it runs an `OnboardingEngine` and shows the
/// ``OnboardingPage`` of the engine's current step, with "Step n of N" under the window's title
/// in the header bar (also the page's accessible description, read by screen readers after the
/// page's title), a back button while the flow allows going back
/// (closed once a commit step is done), and the app's ``OnboardingTheme``.
///
/// The window follows the engine, not its own buttons: whatever moves the engine (a stock page, a
/// custom `OnboardingStep` that completes itself, app code) shows the next page. When the flow
/// ends it calls its completion exactly once; the app then puts its own root screen in ``window``
/// (or closes it).
@MainActor
public final class OnboardingWindow<Environment> {
    /// The top-level window; after the completion the app may set its own content in it.
    public let window: Window
    /// The engine this window follows.
    public let engine: OnboardingEngine<Environment>
    /// The page shown; nil before ``start()`` and after the flow ended.
    public private(set) var currentPage: (any OnboardingPage)?
    /// The context of the page shown.
    public private(set) var currentContext: PageContext?
    /// What the header bar's subtitle says and screen readers read ("Step 2 of 4"); nil when no page shows.
    public private(set) var stepAnnouncement: String?
    /// The header bar's back button (shown only while `OnboardingEngine.canGoBack`).
    public let backButton: Button
    /// The title widget of the header bar: the window's title over "Step n of N".
    public let heading: WindowTitle
    /// Where errors from page actions are shown (as toasts) unless ``onError`` is set.
    public let toasts = ToastOverlay()
    /// Replaces the default error display (a toast with the error's description).
    public var onError: (@MainActor (any Error) -> Void)?
    /// The app's colours.
    public let theme: OnboardingTheme

    private let pages: [String: any OnboardingPage]
    private let frame = ToolbarPage()
    private let onComplete: @MainActor () -> Void
    private var completionCalled = false

    /// A window for `engine` showing `pages` (one per step id the flow may reach).
    ///
    /// - Parameters:
    ///   - engine: the flow; it may already be started (``start()`` then shows its current step).
    ///   - pages: one page per step; a step without a page shows an ``InfoPage`` naming it, so a
    ///     missing page is visible rather than a dead end.
    ///   - application: the app's `Application`, or nil for a standalone window (tests).
    ///   - title: the window's title (window lists, task switchers).
    ///   - theme: the app's colours.
    ///   - width: the window's default width in pixels.
    ///   - height: the window's default height in pixels.
    ///   - onComplete: called once when the flow has ended.
    public init(engine: OnboardingEngine<Environment>, pages: [any OnboardingPage], application: Application? = nil,
                title: String, theme: OnboardingTheme = OnboardingTheme(),
                width: Int32 = 560, height: Int32 = 720, onComplete: @escaping @MainActor () -> Void) {
        self.engine = engine
        self.theme = theme
        self.onComplete = onComplete
        var byID: [String: any OnboardingPage] = [:]
        for page in pages { byID[page.stepID] = page }
        self.pages = byID
        window = Window(application: application, title: title, width: width, height: height)
        backButton = Button(icon: "go-previous-symbolic", accessibleLabel: "Back")
        heading = WindowTitle(title: title)
        frame.header.packStart(backButton)
        frame.header.setTitleWidget(heading)
        toasts.setContent(frame)
        window.setContent(toasts)
        backButton.isVisible = false
        backButton.onClicked { [weak self] in self?.goBack() }
        engine.addObserver { [weak self] event in
            MainActor.assumeIsolated { self?.engineDidChange(event) }
        }
    }

    /// Applies the theme, starts the engine if needed, shows its current page and presents the
    /// window. When nothing is left to do, calls the completion instead (once).
    public func start() throws {
        theme.apply()
        StyleManager.onDarkChanged { [theme] _ in theme.applyAccent() }
        try engine.start()          // does nothing when the engine was already started
        if engine.isComplete {
            finish()
        } else if currentContext?.stepID != engine.currentStepID {
            showCurrentPage()       // an engine started earlier announced its step before this window listened
        }
        window.present()
    }

    /// Goes back one page where the flow allows it (the back button).
    public func goBack() {
        guard engine.canGoBack else { return }
        do {
            try engine.back()       // the `.shown` event shows the page
        } catch {
            report(error)
        }
    }

    /// Shows `error` (a toast, or ``onError``).
    public func report(_ error: any Error) {
        if let onError {
            onError(error)
        } else {
            toasts.show(String(describing: error))
        }
    }

    private func engineDidChange(_ event: OnboardingEvent) {
        switch event {
        case .shown: showCurrentPage()
        case .flowCompleted: finish()
        case .completed, .skipped: break
        }
    }

    private func showCurrentPage() {
        guard let stepID = engine.currentStepID, let progress = engine.progress else { return }
        let page = pages[stepID] ?? InfoPage(stepID: stepID, title: stepID,
                                             body: "This app has no page for the step \"\(stepID)\".")
        let context = PageContext(
            stepID: stepID, progress: progress, canSkip: !(engine.currentStep?.isRequired ?? true), theme: theme,
            complete: { [weak self] id in try self?.engine.complete(id) },
            skip: { [weak self] id in try self?.engine.skip(id) },
            reportError: { [weak self] error in self?.report(error) })
        currentPage = page
        currentContext = context
        let announcement = progress.accessibilityLabel
        stepAnnouncement = announcement
        heading.subtitle = announcement
        heading.setAccessibleDescription(announcement)
        let content = page.makeContent(context: context)
        content.setAccessibleLabel(page.title)
        content.setAccessibleDescription(announcement)
        frame.setContent(content)
        backButton.isVisible = engine.canGoBack
    }

    private func finish() {
        currentPage = nil
        currentContext = nil
        stepAnnouncement = nil
        backButton.isVisible = false
        guard !completionCalled else { return }
        completionCalled = true
        onComplete()
    }
}
