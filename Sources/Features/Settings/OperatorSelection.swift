import ThresholdCore

/// Settings › Server operators where the person picks operators and then accepts the conditions
/// for them (the full screen, plain mode): what is stored, what is picked, and the rule for leaving
/// (issue 31: Space then Esc threw the change away silently). Leaving with a pick that differs from
/// what is stored asks ``UnsavedOperatorsQuestion``; the face draws the question and maps its keys.
/// The desktop saves each switch at once through ``OperatorChoices``, so it never holds such a pick.
public struct OperatorSelection: Sendable, Equatable {
    /// The operators in use as stored (empty until read).
    public private(set) var stored: Set<String>
    /// The operators picked to accept the conditions for (starts as the stored ones).
    public private(set) var selected: Set<String>
    /// Whether the states were read (before that nothing can be unsaved).
    public private(set) var isLoaded: Bool

    /// Nothing read yet.
    public init() {
        stored = []
        selected = []
        isLoaded = false
    }

    /// The states as stored: the pick starts as the operators in use.
    public init(_ states: [OperatorState]) {
        self.init()
        saved(states)
    }

    /// The states were read or saved: the pick and the stored set are both what is in use now.
    public mutating func saved(_ states: [OperatorState]) {
        stored = Set(states.filter(\.enabled).map(\.id))
        selected = stored
        isLoaded = true
    }

    /// Picks operator `id` or takes the pick away.
    public mutating func toggle(_ id: String) {
        if selected.remove(id) == nil { selected.insert(id) }
    }

    /// Whether operator `id` is picked.
    public func isSelected(_ id: String) -> Bool { selected.contains(id) }

    /// Whether Accept can run: at least one operator is picked (the store refuses none).
    public var canAccept: Bool { !selected.isEmpty }

    /// The pick differs from what is stored.
    public var hasUnsavedChanges: Bool { isLoaded && selected != stored }

    /// What leaving the screen does now: leave, or ask first when the pick is not saved.
    public var leaving: Leaving {
        hasUnsavedChanges ? .ask(UnsavedOperatorsQuestion(selected: selected)) : .leave
    }

    /// What leaving Settings › Server operators does.
    public enum Leaving: Sendable, Equatable {
        /// Nothing unsaved: leave.
        case leave
        /// Ask whether to accept the pick or discard it.
        case ask(UnsavedOperatorsQuestion)
    }
}
