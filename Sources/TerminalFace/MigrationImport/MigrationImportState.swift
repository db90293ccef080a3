import Features
import Terminal

/// "Migrate from another device": the link field, Import, then progress, success or failure.
struct MigrationImportState: Equatable, Sendable {
    /// The focusable parts, in Tab order.
    enum Field: Int, Equatable, Sendable, CaseIterable {
        case link, importButton, back
    }

    /// The migration link (typed or pasted).
    var link = TextFieldState()
    /// The focused part.
    var focus = Field.link
    /// Where the import stands.
    var status = MigrationImportStatus.editing
    /// Where the archive is on this device, when not at the link's path (typed after asked).
    var archivePath = TextFieldState()
    /// The path the current import reads the archive from, once the user gave one.
    var chosenArchivePath: String?
    /// The passcode of the device a locked archive comes from (masked, cleared once answered).
    var passcode = TextFieldState()
    /// Esc during the import: "Stop the import? Nothing on this device changes." is asked.
    var confirmingStop = false
    /// The stop was confirmed: the import winds down (``MigrationImportStatus/stopped`` follows).
    var stopping = false

    /// Creates the screen with an empty link.
    init() {}

    /// The link without surrounding white space (pasted links often end with a line break).
    var trimmedLink: String { ProfileSearch.trimmed(link.text) }

    /// Import is enabled once something is typed and no import runs.
    var canImport: Bool {
        guard !trimmedLink.isEmpty else { return false }
        if case .importing = status { return false }
        return true
    }

    /// Moves focus forward or back, wrapping.
    mutating func moveFocus(by delta: Int) {
        let all = Field.allCases
        focus = all[(focus.rawValue + delta + all.count) % all.count]
    }
}
