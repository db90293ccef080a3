import GTKKit

/// Asks for a picture (a profile picture, an account's avatar): a round avatar with initials,
/// "Choose picture…" (the desktop's file dialog on PNG and JPEG files), "Remove picture", and
/// "Continue" (with or without one; "Skip" too when the step is optional).
///
/// The app makes the bytes it keeps from the chosen file in `load` (decode, scale, check: a throw
/// keeps the avatar as it was and shows the error's description under it); the avatar shows the
/// result at once, as the preview. The bytes (nil: no picture) go to `onSubmit` first (store them
/// there), then the step completes.
@MainActor
public final class ImageChoicePage: OnboardingPage {
    /// The id of the step this page shows.
    public let stepID: String
    /// The page's heading and accessible name.
    public let title: String
    /// The sentence under the heading.
    public let prompt: String
    /// Whose initials the avatar shows until a picture is chosen.
    public let initialsOf: String
    /// The buttons' and the file dialog's texts.
    public let texts: AvatarPicker.Texts
    /// The continue button's text.
    public let buttonTitle: String
    /// The skip button's text (shown when the step may be skipped).
    public let skipTitle: String
    private let load: AvatarPicker.Load
    private let describe: @MainActor (any Error) -> String
    private let onSubmit: @MainActor ([UInt8]?) throws -> Void
    /// The picture chosen so far (kept when the person goes back to the page).
    public private(set) var chosen: [UInt8]?
    /// The picker of the page shown last (tests: its `pick(path:)` chooses a file in place of the dialog).
    public private(set) var picker: AvatarPicker?
    /// The message under the avatar of the page shown last: the last chosen file's error (tests).
    public private(set) var problemLabel: Label?
    /// The continue button of the page shown last (tests).
    public private(set) var continueButton: Button?

    /// An image choice page; `load` turns a chosen file into the bytes to keep (or throws; `describe`
    /// says the error in the app's words), `onSubmit` stores them (nil: none) before the step is recorded.
    public init(stepID: String, title: String, prompt: String = "", initialsOf: String = "",
                texts: AvatarPicker.Texts = AvatarPicker.Texts(choose: "Choose picture…", remove: "Remove picture",
                                                               dialogTitle: "Choose a picture", accept: "Open",
                                                               cancel: "Cancel", filterName: "Images (PNG, JPEG)"),
                buttonTitle: String = "Continue", skipTitle: String = "Skip",
                load: @escaping AvatarPicker.Load,
                describe: @escaping @MainActor (any Error) -> String = { String(describing: $0) },
                onSubmit: @escaping @MainActor ([UInt8]?) throws -> Void = { _ in }) {
        self.stepID = stepID
        self.title = title
        self.prompt = prompt
        self.initialsOf = initialsOf
        self.texts = texts
        self.buttonTitle = buttonTitle
        self.skipTitle = skipTitle
        self.load = load
        self.describe = describe
        self.onSubmit = onSubmit
    }

    /// Stores the chosen picture (nil: none) through `onSubmit` and finishes the page.
    public func submit(context: PageContext) throws {
        try onSubmit(chosen)
        try dismiss(context: context)
    }

    /// Builds the page for the step now shown.
    public func makeContent(context: PageContext) -> Widget {
        let layout = PageLayout()
        let picker = AvatarPicker(text: initialsOf, size: 128, texts: texts, load: load)
        picker.setImage(chosen)
        picker.setAlignment(horizontal: .center)
        picker.avatar.setAccessibleLabel(title)
        layout.column.append(picker)
        layout.addTitle(title)
        if !prompt.isEmpty { layout.addText(prompt) }
        let problem = Label("")
        problem.addStyleClass("error")
        problem.addStyleClass("caption")
        problem.isVisible = false
        layout.column.append(problem)
        picker.onChange = { [weak self, weak problem] bytes in
            self?.chosen = bytes
            problem?.isVisible = false
        }
        picker.onError = { [weak self, weak problem] error in
            problem?.text = self?.describe(error) ?? ""
            problem?.isVisible = true
        }
        continueButton = layout.addPrimary(buttonTitle) { [weak self] in
            guard let self else { return }
            context.perform { try self.submit(context: context) }
        }
        if context.canSkip {
            _ = layout.addSecondary(skipTitle) { context.perform { try context.skip() } }
        }
        self.picker = picker
        problemLabel = problem
        return layout.root
    }
}
