/// Why a stock page refused to finish. The buttons that could cause these are off while they
/// would; the errors reach code that calls ``TextEntryPage/submit(_:context:)`` or
/// ``TermsPage/accept(context:)`` itself.
public enum OnboardingPageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text breaks one of the page's rules; the message is the rule's.
    case invalidText(message: String)
    /// Required items of a terms page are switched off (their titles).
    case requiredItemsOff(titles: [String])

    /// A stable code for logs and tests.
    public var code: String {
        switch self {
        case .invalidText: "invalidText"
        case .requiredItemsOff: "requiredItemsOff"
        }
    }

    /// What went wrong, in the app's words where the page has them.
    public var description: String {
        switch self {
        case .invalidText(let message): message
        case .requiredItemsOff(let titles): "Switch on to continue: \(titles.joined(separator: ", "))."
        }
    }
}
