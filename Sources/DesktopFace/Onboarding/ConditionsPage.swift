import Features
import GTKKit

/// Step 3: the privacy note, the operators as switch rows, "View conditions", "Configure
/// operators", the document's loading and failure (with Retry), Accept disabled with none selected.
@MainActor
final class ConditionsPage: DesktopPage {
    let layout: PageLayout
    /// One switch row per operator, by operator id.
    private(set) var rows: [String: SwitchRow] = [:]
    /// The operators' ids in brand order.
    let order: [String]
    let operators = BoxedList(title: DesktopText.operators)
    /// Opens the conditions text.
    let viewConditions = Button(DesktopText.viewConditions, style: .flat)
    /// Opens the operator details.
    let configure = Button(DesktopText.configureOperators, style: .flat)
    /// Loading / failed line.
    let status = Label("")
    let spinner = Spinner()
    /// Retries loading the document.
    let retry = Button(DesktopText.retry)
    /// Accepts the conditions for the selected operators.
    let accept = Button(DesktopText.accept, style: .suggestedPill)
    /// Why Accept is disabled.
    let hint = Label("")
    private var updating = false

    var root: Widget { layout.page }
    var initialFocus: Widget? { rows[order.first ?? ""]?.row ?? accept }

    init(step: ConditionsStep, stepLabel: String?, send: @escaping @MainActor (OnboardingSession.Action) -> Void) {
        layout = PageLayout(title: DesktopText.conditionsTitle, step: stepLabel)
        order = step.rows.map(\.server.id)
        let note = Label(ConditionsStep.privacyNote)
        note.centerLines()
        layout.column.append(note)
        for row in step.rows {
            let switchRow = SwitchRow(title: row.server.tradeName, subtitle: Formats.list(row.server.serverDomains),
                                      isOn: row.selected)
            let id = row.server.id
            switchRow.onToggled { [unowned self] _ in
                if !self.updating { send(.conditions(.toggle(operatorID: id))) }
            }
            operators.add(switchRow.row)
            rows[id] = switchRow
        }
        layout.column.append(operators)
        let links = Box(.horizontal, spacing: 12)
        links.setAlignment(horizontal: .center)
        links.append(viewConditions)
        links.append(configure)
        layout.column.append(links)
        let statusRow = Box(.horizontal, spacing: 8)
        statusRow.setAlignment(horizontal: .center)
        statusRow.append(spinner)
        statusRow.append(status)
        statusRow.append(retry)
        layout.column.append(statusRow)
        accept.setAlignment(horizontal: .center)
        layout.column.append(accept)
        hint.addStyleClass("dim-label")
        hint.addStyleClass("caption")
        layout.column.append(hint)
        viewConditions.onClicked { send(.conditions(.viewConditions)) }
        configure.onClicked { [unowned self] in send(.conditions(.configure(operatorID: self.order.first ?? ""))) }
        retry.onClicked { send(.conditions(.retry)) }
        accept.onClicked { send(.conditions(.accept)) }
    }

    /// Shows the step's state.
    func update(_ step: ConditionsStep) {
        updating = true
        for row in step.rows { rows[row.server.id]?.isOn = row.selected }
        updating = false
        switch step.document {
        case .loading:
            status.text = DesktopText.loadingConditions
            spinner.isVisible = true
            retry.isVisible = false
        case .loaded:
            status.text = ""
            spinner.isVisible = false
            retry.isVisible = false
        case .failed(let reason):
            status.text = reason
            spinner.isVisible = false
            retry.isVisible = true
        }
        status.isVisible = !status.text.isEmpty
        viewConditions.isSensitive = { if case .loaded = step.document { true } else { false } }()
        accept.isSensitive = step.canAccept
        hint.text = step.acceptHint ?? ""
        hint.isVisible = !hint.text.isEmpty
    }
}
