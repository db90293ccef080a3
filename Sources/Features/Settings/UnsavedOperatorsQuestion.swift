/// The question asked when leaving Settings › Server operators with operators picked but not
/// accepted: its texts, its two answers and the one focused first (Accept, so Enter keeps what the
/// person did). Every face draws it as it draws a question; none words or orders it itself.
public struct UnsavedOperatorsQuestion: Sendable, Equatable {
    /// The answers.
    public enum Answer: Sendable, Equatable, CaseIterable {
        /// Accept the conditions for the picked operators, then leave.
        case accept
        /// Leave without saving the pick.
        case discard

        /// The button's label.
        public var label: String {
            switch self {
            case .accept: ButtonText.accept
            case .discard: ButtonText.discard
            }
        }
    }

    /// The operators to accept for when the answer is ``Answer/accept``.
    public let selected: Set<String>

    /// The question for `selected`.
    public init(selected: Set<String>) { self.selected = selected }

    /// The title.
    public var title: String { OperatorSettingsText.unsavedTitle }
    /// What the question explains.
    public var message: String { OperatorSettingsText.unsavedMessage }
    /// The answers, Accept first.
    public var answers: [Answer] { [.accept, .discard] }
    /// The answer focused when the question opens.
    public var focused: Answer { .accept }
}
