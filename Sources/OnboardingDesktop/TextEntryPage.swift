import Foundation
import GTKKit

/// Asks for one line of text (a display name, a server address) and checks it as it is typed:
/// the message under the field says what is wrong, and the button stays off until it is right.
///
/// The checked, trimmed text goes to `onSubmit` first (store it there), then the step completes.
@MainActor
public final class TextEntryPage: OnboardingPage {
    /// What the text must be. Messages are the app's, so they can be translated.
    public struct Rules: Sendable {
        /// Fewest characters after trimming (1: not empty).
        public var minimumLength: Int
        /// Most characters after trimming (nil: no limit).
        public var maximumLength: Int?
        /// Said when the text is shorter than ``minimumLength``.
        public var tooShortMessage: String
        /// Said when the text is longer than ``maximumLength``.
        public var tooLongMessage: String
        /// The app's own check: a message for a wrong text, nil for a right one.
        public var check: (@Sendable (String) -> String?)?

        /// Rules; the default asks for any non-empty text.
        public init(minimumLength: Int = 1, maximumLength: Int? = nil,
                    tooShortMessage: String = "Enter some text to continue.",
                    tooLongMessage: String = "That is too long.",
                    check: (@Sendable (String) -> String?)? = nil) {
            self.minimumLength = minimumLength
            self.maximumLength = maximumLength
            self.tooShortMessage = tooShortMessage
            self.tooLongMessage = tooLongMessage
            self.check = check
        }

        /// The problem with `text` (after trimming spaces at both ends), or nil when it is fine.
        public func problem(with text: String) -> String? {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.count < minimumLength { return tooShortMessage }
            if let maximumLength, trimmed.count > maximumLength { return tooLongMessage }
            return check?(trimmed)
        }
    }

    /// The id of the step this page shows.
    public let stepID: String
    /// The page's heading and accessible name.
    public let title: String
    /// The sentence above the field.
    public let prompt: String
    /// The field's placeholder.
    public let placeholder: String
    /// The text the field starts with.
    public let initialText: String
    /// What the text must be.
    public let rules: Rules
    /// The button's text.
    public let buttonTitle: String
    private let onSubmit: @MainActor (String) throws -> Void
    /// The field of the page shown last (tests).
    public private(set) var field: Entry?
    /// The message under the field of the page shown last (tests).
    public private(set) var problemLabel: Label?
    /// The button of the page shown last (tests).
    public private(set) var continueButton: Button?

    /// A text entry page; `onSubmit` stores the trimmed text before the step is recorded.
    public init(stepID: String, title: String, prompt: String = "", placeholder: String = "", initialText: String = "",
                rules: Rules = Rules(), buttonTitle: String = "Continue",
                onSubmit: @escaping @MainActor (String) throws -> Void = { _ in }) {
        self.stepID = stepID
        self.title = title
        self.prompt = prompt
        self.placeholder = placeholder
        self.initialText = initialText
        self.rules = rules
        self.buttonTitle = buttonTitle
        self.onSubmit = onSubmit
    }

    /// Stores the text through `onSubmit` and finishes the page; refused while it breaks a rule.
    public func submit(_ text: String, context: PageContext) throws {
        if let problem = rules.problem(with: text) { throw OnboardingPageError.invalidText(message: problem) }
        try onSubmit(text.trimmingCharacters(in: .whitespacesAndNewlines))
        try dismiss(context: context)
    }

    /// Builds the page for the step now shown.
    public func makeContent(context: PageContext) -> Widget {
        let layout = PageLayout()
        layout.addTitle(title)
        if !prompt.isEmpty { layout.addText(prompt) }
        let field = Entry(placeholder: placeholder)
        field.text = initialText
        field.setAccessibleLabel(placeholder.isEmpty ? title : placeholder)
        layout.column.append(field)
        let problem = Label("")
        problem.xAlign = 0
        problem.addStyleClass("error")
        problem.addStyleClass("caption")
        layout.column.append(problem)
        let button = layout.addPrimary(buttonTitle) { [weak self, weak field] in
            guard let self, let field else { return }
            context.perform { try self.submit(field.text, context: context) }
        }
        self.field = field
        self.problemLabel = problem
        self.continueButton = button
        var edited = !initialText.isEmpty
        let update: @MainActor () -> Void = { [weak self, weak field, weak problem, weak button] in
            guard let self, let field, let problem, let button else { return }
            let message = self.rules.problem(with: field.text)
            button.isSensitive = message == nil
            // An untouched empty field is not an error yet; only what was typed is judged.
            let shown = edited ? message : nil
            problem.text = shown ?? ""
            problem.isVisible = shown != nil
            field.markError(shown != nil)
            if let shown { field.setAccessibleDescription(shown) }
        }
        field.onChanged {
            edited = true
            update()
        }
        field.onActivate { [weak self, weak field] in
            guard let self, let field, self.rules.problem(with: field.text) == nil else { return }
            context.perform { try self.submit(field.text, context: context) }
        }
        update()
        field.grabFocus()
        return layout.root
    }
}
