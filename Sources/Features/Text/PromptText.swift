/// The line prompts every face that reads lines shares (plain mode, the command line, their
/// passcode gate), written once.
public enum PromptText {
    /// The app lock's passcode, asked without echo.
    public static var passcode: String { tr("Passcode: ") }
    /// A hidden profile's password, asked without echo.
    public static var password: String { tr("Password: ") }
    /// The second entry of a new secret.
    public static var typeItAgain: String { tr("Type it again: ") }
    /// Asked again after a bio over the limit (the reason printed above it): an empty answer
    /// gives up, as Esc or Cancel leave the other faces' forms.
    public static var shorterBio: String { tr("A shorter bio (empty to cancel): ") }
    /// An alert's title and its message for a face that prints lines (plain mode): each on a line
    /// of its own, as the other faces show them. Never joined with a space: a title and a sentence
    /// are two texts, and Japanese read "無効な表示名です！ 名前を…" (issue 35).
    public static func alert(title: String, message: String) -> String {
        title + "\n" + message
    }

    /// Said when a yes/no answer was not understood, before the question is asked again.
    public static var answerYesOrNo: String { tr("Please answer yes or no.") }

    /// A yes/no question with its hint as one text, so a language can put the hint where it
    /// belongs (no space glued in code): "Delete profile? [y/N]". The hint is translated: its
    /// letters are the language's words' first letters (German "[j/N]", Russian "[д/Н]"), which
    /// ``Answer/yesNo(_:default:)`` understands.
    public static func yesNo(_ question: String, defaultYes: Bool) -> String {
        defaultYes ? tr("{question} [Y/n]", ["question": .text(question)]) : tr("{question} [y/N]", ["question": .text(question)])
    }
}
