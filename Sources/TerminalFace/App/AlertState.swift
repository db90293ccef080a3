import Features

/// A modal alert over any screen: title, message, buttons. Esc picks the first (cancel) button.
struct AlertState: Equatable, Sendable {
    /// The heading.
    var title: String
    /// The body.
    var message: String
    /// Buttons, left to right; the first is what Esc does.
    var buttons: [AlertButton]
    /// The focused button.
    var focused: Int
    /// Drawn in the danger color.
    var isDestructive: Bool
    /// The message's first line shown when it is taller than the box (PgUp/PgDn, issue 35: at
    /// 40x12 a long message lost its last lines without a sign).
    var scroll = 0

    /// Creates an alert; the last button is focused unless told otherwise.
    init(title: String, message: String, buttons: [AlertButton] = [AlertButton(ButtonText.ok)], focused: Int? = nil,
         isDestructive: Bool = false) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [AlertButton(ButtonText.ok)] : buttons
        self.focused = focused ?? max(0, self.buttons.count - 1)
        self.isDestructive = isDestructive
    }

    /// A one-button alert.
    static func info(_ title: String, _ message: String) -> AlertState {
        AlertState(title: title, message: message)
    }
}

/// One button of an alert.
struct AlertButton: Equatable, Sendable {
    /// The label.
    var label: String
    /// What pressing it does.
    var command: AlertCommand

    /// Creates a button.
    init(_ label: String, _ command: AlertCommand = .dismiss) {
        self.label = label
        self.command = command
    }
}

/// What an alert button does besides closing the alert.
enum AlertCommand: Equatable, Sendable {
    /// Nothing more.
    case dismiss
    /// Second stage of deleting: do it.
    case confirmDelete(ProfileRef, serverData: Bool)
    /// Put the corrected display name into the create form's name field.
    case applyCorrectedName(String)
    /// An app-lock confirmation.
    case lock(LockAlertCommand)
    /// A confirmation of finalizing a migration export.
    case migrationExport(MigrationExportAlertCommand)
    /// Settings › Server operators: leave without saving the toggled operators.
    case discardOperatorChanges
    /// Settings › Server operators: accept the conditions for the selected operators, then leave.
    case acceptOperatorChanges(Set<String>)
}
