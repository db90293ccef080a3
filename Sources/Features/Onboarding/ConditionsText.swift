/// Operators and conditions' texts that every face shows (onboarding's step and Settings › Server
/// operators): the title, the buttons, and the document's loading and failure lines.
public enum ConditionsText {
    /// The step's and the page's title.
    public static var title: String { tr("Conditions of use") }
    /// The operators' heading.
    public static var operators: String { tr("Operators") }
    /// Opens the conditions' text.
    public static var view: String { tr("View conditions") }
    /// Opens the operators' roles.
    public static var configure: String { tr("Configure operators") }
    /// Why Accept waits: no operator is picked.
    public static var selectAtLeastOneOperator: String { tr("Select at least one operator.") }
    /// While the document loads.
    public static var loading: String { tr("Loading the conditions…") }
    /// The document could not be read.
    public static func loadFailed(_ reason: String) -> String {
        tr("Could not load the conditions: {reason}", ["reason": .text(reason)])
    }
}
