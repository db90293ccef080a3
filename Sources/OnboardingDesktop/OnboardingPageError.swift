/// Why a stock page refused to finish. The buttons that could cause these are off while they
/// would; the errors reach code that calls ``TextEntryPage/submit(_:context:)`` or
/// ``TermsPage/accept(context:)`` itself.
///
/// The kit words nothing itself: each message is the app's, in the app's language (a rule's
/// message, a terms page's ``TermsPage/requiredItemsOffMessage``), and the cases carry what the
/// app needs to word them again its own way.
public enum OnboardingPageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text breaks one of the page's rules; the message is the rule's.
    case invalidText(message: String)
    /// Required items of a terms page are switched off: those items (each with its id and title),
    /// in the page's order, and the page's message for them (``TermsPage/requiredItemsOffMessage``).
    case requiredItemsOff(items: [TermsPage.Item], message: String)

    /// A stable code for logs and tests.
    public var code: String {
        switch self {
        case .invalidText: "invalidText"
        case .requiredItemsOff: "requiredItemsOff"
        }
    }

    /// What went wrong, in the app's words.
    public var description: String {
        switch self {
        case .invalidText(let message): message
        case .requiredItemsOff(_, let message): message
        }
    }
}
