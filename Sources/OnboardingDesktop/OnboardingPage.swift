import GTKKit

/// A page of an onboarding flow on the desktop: the view of one step.
///
/// The ``OnboardingWindow`` shows the page of the engine's current step, with its ``title`` and
/// "Step n of N" in the header bar, and asks it for its content each time it becomes current. The
/// page finishes itself through ``dismiss(context:)``, whose default completes the step, so a
/// page only overrides it to do something else (skip, or signal a custom `OnboardingStep` that
/// completes itself). Stock pages: ``WelcomePage``, ``InfoPage``, ``PermissionPage``,
/// ``PickOnePage``, ``TextEntryPage``, ``ImageChoicePage``, ``TermsPage``.
@MainActor
public protocol OnboardingPage: AnyObject {
    /// The id of the step this page shows, as registered with the engine.
    var stepID: String { get }
    /// The page's title: its accessible name (the stock pages also show it as their heading).
    var title: String { get }
    /// Builds the page's content for the step now shown; called each time the page becomes
    /// current (also after going back to it), so the content reflects the page's state then.
    func makeContent(context: PageContext) -> Widget
    /// Finishes the page. The default completes the step (``PageContext/complete()``).
    func dismiss(context: PageContext) throws
}

extension OnboardingPage {
    /// Completes the step: the window then shows the next page, or calls its completion.
    public func dismiss(context: PageContext) throws {
        try context.complete()
    }
}
