import Features
import Terminal

/// Settings › Server operators: the brand's operators with their stored state (enabled, roles,
/// accepted conditions version), Features' ``OperatorSelection`` (the pick to accept the conditions
/// for, and the rule for leaving with it unsaved), and the conditions pager.
struct OperatorSettingsState: Equatable, Sendable {
    /// The stored states, brand order; empty until read.
    var operators: [OperatorState] = []
    /// The pick to accept for (starts as the enabled ones) and what leaving does with it.
    private(set) var selection = OperatorSelection()
    /// The focused row: operators first, then "View conditions", then "Accept conditions".
    var focus = 0
    /// The conditions text while the pager is open (`.loading` until it arrives).
    var conditions: ConditionsStep.Document?
    /// The pager's scroll.
    var pager = PagerState()
    /// Accepting.
    var isSaving = false
    /// Leave the screen once the save in flight is done (Esc asked to accept first).
    var leavesWhenSaved = false
    /// The operators picked.
    var selected: Set<String> { selection.selected }

    /// Creates the screen before the states are read.
    init() {}

    /// The states were read or saved.
    mutating func loaded(_ states: [OperatorState]) {
        operators = states
        selection.saved(states)
    }

    /// Picks operator `id` or takes the pick away.
    mutating func toggle(_ id: String) { selection.toggle(id) }

    /// Rows: one per operator, then the two buttons.
    var rowCount: Int { operators.count + 2 }
}
