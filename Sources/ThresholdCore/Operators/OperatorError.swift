/// An operator choice refused.
public enum OperatorError: Error, Sendable, Equatable {
    /// No operator selected: the conditions can't be accepted.
    case noOperatorSelected
    /// The brand has no operator with this id.
    case unknownOperator(String)

    /// The stable code of the command line and JSON interface.
    public var code: String {
        switch self {
        case .noOperatorSelected: "noOperatorSelected"
        case .unknownOperator: "unknownOperator"
        }
    }

    /// A message for people.
    public var message: String {
        switch self {
        case .noOperatorSelected: "Select at least one operator to accept the conditions."
        case .unknownOperator(let id): "No operator with id \"\(id)\". See 'threshold operators list'."
        }
    }
}
