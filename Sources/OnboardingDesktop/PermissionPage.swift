import GTKKit

/// Asks for a permission: a picture, the question, why the app wants it, "Allow" and "Not now".
///
/// The answer goes to `onAnswer` first (store it there), then "Allow" completes the step and
/// "Not now" skips it (completes it when the step is required), so it is not asked again.
@MainActor
public final class PermissionPage: OnboardingPage {
    /// The person's answer.
    public enum Answer: Sendable, Equatable {
        /// "Allow".
        case allowed
        /// "Not now".
        case notNow
    }

    /// The id of the step this page shows.
    public let stepID: String
    /// The page's heading and accessible name.
    public let title: String
    /// Why the app asks, in a sentence or two.
    public let explanation: String
    /// The picture above the question.
    public let art: PageArt?
    /// The allow button's text.
    public let allowTitle: String
    /// The decline button's text.
    public let notNowTitle: String
    private let onAnswer: @MainActor (Answer) throws -> Void
    /// The buttons of the page shown last (tests).
    public private(set) var allowButton: Button?
    /// The buttons of the page shown last (tests).
    public private(set) var notNowButton: Button?

    /// A permission page; `onAnswer` stores the answer before the step is recorded.
    public init(stepID: String, art: PageArt? = nil, title: String, explanation: String,
                allowTitle: String = "Allow", notNowTitle: String = "Not now",
                onAnswer: @escaping @MainActor (Answer) throws -> Void = { _ in }) {
        self.stepID = stepID
        self.art = art
        self.title = title
        self.explanation = explanation
        self.allowTitle = allowTitle
        self.notNowTitle = notNowTitle
        self.onAnswer = onAnswer
    }

    /// Records `answer`, then completes ("Allow") or skips ("Not now") the step.
    public func answer(_ answer: Answer, context: PageContext) throws {
        try onAnswer(answer)
        if answer == .notNow && context.canSkip {
            try context.skip()
        } else {
            try dismiss(context: context)
        }
    }

    /// Builds the page for the step now shown.
    public func makeContent(context: PageContext) -> Widget {
        let layout = PageLayout()
        if let art {
            let widget = art.makeWidget(size: 96)
            widget.setAlignment(horizontal: .center)
            layout.column.append(widget)
        }
        layout.addTitle(title)
        layout.addText(explanation)
        allowButton = layout.addPrimary(allowTitle) { [weak self] in
            guard let self else { return }
            context.perform { try self.answer(.allowed, context: context) }
        }
        notNowButton = layout.addSecondary(notNowTitle) { [weak self] in
            guard let self else { return }
            context.perform { try self.answer(.notNow, context: context) }
        }
        return layout.root
    }
}
