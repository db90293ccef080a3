import GTKKit
import Onboarding

/// What a page gets when it becomes current: where it stands in the flow, the app's theme, and
/// the way to finish the step. Made by the ``OnboardingWindow`` for one showing of one page; a
/// context whose page is no longer current refuses to act
/// (`OnboardingError.notCurrentStep(expected:got:)`), so a stale button cannot advance the flow.
@MainActor
public final class PageContext {
    /// The id of the step shown.
    public let stepID: String
    /// "Step n of N" for this page.
    public let progress: StepProgress
    /// Whether the step may be skipped (it is not required).
    public let canSkip: Bool
    /// The app's colours.
    public let theme: OnboardingTheme
    private let onComplete: @MainActor (String) throws -> Void
    private let onSkip: @MainActor (String) throws -> Void
    private let onError: @MainActor (any Error) -> Void

    init(stepID: String, progress: StepProgress, canSkip: Bool, theme: OnboardingTheme,
         complete: @escaping @MainActor (String) throws -> Void, skip: @escaping @MainActor (String) throws -> Void,
         reportError: @escaping @MainActor (any Error) -> Void) {
        self.stepID = stepID
        self.progress = progress
        self.canSkip = canSkip
        self.theme = theme
        onComplete = complete
        onSkip = skip
        onError = reportError
    }

    /// Completes the step; the window moves on.
    public func complete() throws { try onComplete(stepID) }

    /// Skips the step (refused for a required one: `OnboardingError.requiredStepCannotBeSkipped(_:)`).
    public func skip() throws { try onSkip(stepID) }

    /// Runs a page action and hands any error to the window's error handler instead of throwing
    /// into GTK's signal callback (stock pages run every button through this).
    public func perform(_ action: () throws -> Void) {
        do {
            try action()
        } catch {
            onError(error)
        }
    }
}
