import Features
import Terminal

/// Settings › Server operators: the brand's operators with their stored state (enabled, roles,
/// accepted conditions version), a selection to accept the conditions for again, and the
/// conditions pager.
struct OperatorSettingsState: Equatable, Sendable {
    /// The stored states, brand order; empty until read.
    var operators: [OperatorState] = []
    /// The operators to accept for (starts as the enabled ones).
    var selected: Set<String> = []
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
    /// The operators toggled differ from those enabled: leaving asks first (issue 31: Space then
    /// Esc threw the change away silently).
    var hasUnsavedChanges: Bool { !operators.isEmpty && selected != Set(operators.filter(\.enabled).map(\.id)) }

    /// Creates the screen before the states are read.
    init() {}

    /// Rows: one per operator, then the two buttons.
    var rowCount: Int { operators.count + 2 }
}
