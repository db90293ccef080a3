import Brand
import Features
import GTKKit

/// Preferences › Conditions of use, a page of its own: each operator as the peer's operator sheet
/// shows it (in use or not, a switch per role, its domains and acceptance), then the conditions'
/// text. Every change goes through Features' ``OperatorChoices`` (which refuses what would leave
/// no operator or a role uncovered: those switches are insensitive) and is saved at once.
@MainActor
final class ConditionsPreferences {
    /// One operator's rows.
    struct OperatorRows {
        let group: BoxedList
        let use: SwitchRow
        let roles: [(role: String, row: SwitchRow)]
    }

    let page = PreferencesPage(name: "conditions", title: DesktopWindowText.conditionsPage, icon: "emblem-documents-symbolic")
    /// The operators' groups, by id, in brand order.
    private(set) var operators: [(id: String, rows: OperatorRows)] = []
    /// What turning an operator on means (the page's first lines).
    let intro = BoxedList(description: ConditionsPreferencesText.turningOnAccepts)
    let textGroup = BoxedList(title: DesktopText.conditionsTitle)
    /// The conditions' text (selectable), or "Loading…", or why it failed.
    let text = Label("")
    private(set) var choices: OperatorChoices
    private let currentVersion: String?
    private var updating = false

    init(brand: Brand, states: [OperatorState], save: @escaping @MainActor (OperatorChoices) -> [OperatorState]?) {
        choices = OperatorChoices(states)
        currentVersion = brand.conditions?.version
        page.add(intro)
        for server in brand.operators {
            let group = BoxedList(title: server.tradeName, description: Formats.list(server.serverDomains))
            let use = SwitchRow(title: OperatorDetails.useOperator)
            group.add(use.row)
            let id = server.id
            var roleRows: [(String, SwitchRow)] = []
            for role in OperatorChoices.requiredRoles {
                let row = SwitchRow(title: ConditionsPreferencesText.useFor(role: role))
                row.toggle.setAccessibleLabel("\(ConditionsPreferencesText.useFor(role: role)) (\(server.tradeName))")
                group.add(row.row)
                roleRows.append((role, row))
                row.onToggled { [unowned self] on in
                    guard !self.updating else { return }
                    var next = self.choices
                    if next.setRole(role, on, of: id) { self.apply(next, save) } else { self.show() }
                }
            }
            use.toggle.setAccessibleLabel("\(OperatorDetails.useOperator) (\(server.tradeName))")
            use.onToggled { [unowned self] on in
                guard !self.updating else { return }
                var next = self.choices
                if next.setEnabled(on, id) { self.apply(next, save) } else { self.show() }
            }
            page.add(group)
            operators.append((id, OperatorRows(group: group, use: use, roles: roleRows)))
        }
        text.xAlign = 0
        text.isSelectable = true
        text.text = DesktopText.loadingConditions
        textGroup.add(text)
        page.add(textGroup)
        show(states)
    }

    /// Shows the text loaded off the main loop (or why it failed).
    func showConditions(_ result: ConditionsStep.Action) {
        switch result {
        case .documentLoaded(let body):
            text.text = body
            if let currentVersion { textGroup.setTitle(ScreenText.conditionsHeading(version: currentVersion)) }
        case .documentFailed(let reason):
            text.text = reason
        default:
            break
        }
    }

    private func apply(_ next: OperatorChoices, _ save: @MainActor (OperatorChoices) -> [OperatorState]?) {
        if let states = save(next) {
            choices = OperatorChoices(states)
            show(states)
        } else {
            show()
        }
    }

    private var accepted: [String: String?] = [:]

    /// Shows the choices (and, when given, each operator's acceptance as stored).
    func show(_ states: [OperatorState]? = nil) {
        updating = true
        defer { updating = false }
        if let states { for state in states { accepted[state.id] = state.acceptedVersion } }
        for (id, rows) in operators {
            guard let choice = choices.choice(id) else { continue }
            rows.use.isOn = choice.enabled
            rows.use.row.subtitle = ConditionsPreferencesText.accepted(accepted[id] ?? nil, current: currentVersion)
            rows.use.row.isSensitive = !choice.enabled || choices.canTurnOff(id)
            for (role, row) in rows.roles {
                row.isOn = choice.roles.contains(role)
                row.row.isSensitive = choices.canChangeRoles(of: id) && (!row.isOn || choices.canTurnOff(role: role, of: id))
            }
        }
    }
}
