import GTKKit
import Onboarding
import OnboardingDesktop
import OnboardingStore
import TransitExample

/// The example's desktop face: the same first run as the terminal face (``TransitApp``, one
/// progress store), drawn with the kit's pages in its navigation window, then the app's home.
///
/// Because both faces follow one engine over one store, a run started in one resumes in the
/// other on the first unfinished page.
@MainActor
public final class TransitDesktopFace {
    /// The app state shared with the terminal face.
    public let app: TransitApp
    /// The window: onboarding pages, then home (made by ``start()``).
    public private(set) var window: Window?
    /// The onboarding window while the first run is on; nil when the app started on home.
    public private(set) var onboardingWindow: OnboardingWindow<TransitEnvironment>?
    /// The home page once shown (tests).
    public private(set) var home: StatusPage?
    /// The kit's pages of this run, by step id (tests).
    public private(set) var pages: [String: any OnboardingPage] = [:]
    private let theme: OnboardingTheme
    private let application: Application?

    /// The example's colours: a transit green.
    public static let theme = OnboardingTheme(accentLight: "#1c7c54", accentDark: "#57c290", accentForegroundDark: "#0b2a1d")

    /// Opens the app's state on `store`; ``start()`` shows it.
    public init(store: PersistentProgressStore, release: TransitRelease = .current, application: Application? = nil,
                theme: OnboardingTheme = TransitDesktopFace.theme) throws {
        app = try TransitApp(store: store, release: release)
        self.theme = theme
        self.application = application
    }

    /// Shows the window: the onboarding pages when ``TransitApp`` says a run is due (resuming on
    /// its first unfinished page), else home.
    public func start() throws {
        if case .onboarding(let onboarding) = app.mode {
            let pages = Self.pages(for: onboarding)
            self.pages = Dictionary(uniqueKeysWithValues: pages.map { ($0.stepID, $0) })
            let flow = OnboardingWindow(engine: onboarding.engine, pages: pages, application: application,
                                        title: TransitTexts.appName, theme: theme) { [weak self] in self?.showHome() }
            // The app words what a page's action could not do: the kit says nothing of its own.
            flow.onError = { [weak flow] error in flow?.toasts.show(Self.errorText(error)) }
            onboardingWindow = flow
            window = flow.window
            try flow.start()
        } else {
            let window = Window(application: application, title: TransitTexts.appName, width: 560, height: 720)
            self.window = window
            showHome()
            window.present()
        }
    }

    /// What the window says when a page's action failed, in the app's words: a kit page's refusal
    /// carries the app's own message (``OnboardingPageError/description``); anything else (the
    /// store could not save the answer) is said as ``TransitTexts/answerNotSaved``.
    static func errorText(_ error: any Error) -> String {
        (error as? OnboardingPageError)?.description ?? TransitTexts.answerNotSaved
    }

    /// The kit's pages for the example's steps; only the service alerts page is the app's own.
    static func pages(for onboarding: TransitOnboarding) -> [any OnboardingPage] {
        let regions = Region.bundled
        let byID = Dictionary(uniqueKeysWithValues: regions.map { ($0.id, $0) })
        return [
            PermissionPage(stepID: TransitRelease.StepID.location, art: .icon("find-location-symbolic"),
                           title: TransitTexts.locationTitle, explanation: TransitTexts.locationExplanation,
                           allowTitle: TransitTexts.allowLocation, notNowTitle: TransitTexts.notNow) { answer in
                try onboarding.recordLocation(allowed: answer == .allowed)
            },
            PickOnePage(stepID: onboarding.release.regionStepID, title: TransitTexts.regionTitle,
                        items: regions.map { PickOnePage.Item(id: $0.id, title: $0.name, subtitle: $0.area) },
                        searchPlaceholder: TransitTexts.regionPlaceholder,
                        noMatchText: TransitTexts.noRegionMatches("%@"),
                        matches: { item, query in byID[item.id]?.matches(query) ?? false }) { item in
                if let region = byID[item.id] { try onboarding.recordRegion(region) }
            },
            ServiceAlertsPage(step: onboarding.alertsStep),
            InfoPage(stepID: TransitRelease.StepID.whatChanged, art: .icon("software-update-available-symbolic"),
                     title: onboarding.release.notes.title,
                     body: onboarding.release.notes.lines.map { "• " + $0 }.joined(separator: "\n")),
        ]
    }

    /// The app's root screen: the region and settings the first run stored.
    func showHome() {
        let content: TransitHome? = try? app.loadHome()
        let page = StatusPage(title: content?.title ?? TransitTexts.appName,
                              description: (content?.lines ?? ["Your data could not be read."]).joined(separator: "\n"),
                              icon: "mark-location-symbolic")
        let frame = ToolbarPage()
        frame.header.setTitleWidget(WindowTitle(title: TransitTexts.appName))
        frame.setContent(page)
        window?.setContent(frame)
        home = page
    }
}
