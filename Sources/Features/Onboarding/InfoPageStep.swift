import Brand

/// A brand-defined information page: a title, text and Continue (and Skip when not required).
public struct InfoPageStep: Sendable, Equatable {
    /// What the user did.
    public enum Action: Sendable, Equatable {
        case `continue`
        case skip
    }

    /// What the host does next.
    public enum Output: Sendable, Equatable {
        case none
        case advance
        case skip
    }

    /// The page.
    public let page: InfoStep

    /// Creates the step.
    public init(page: InfoStep) { self.page = page }

    /// Whether Skip is offered.
    public var canSkip: Bool { !page.isRequired }

    /// Applies an action.
    public func send(_ action: Action) -> Output {
        switch action {
        case .continue: .advance
        case .skip: canSkip ? .skip : .none
        }
    }
}
