import Features

/// Why the passcode is being asked: what happens once it is accepted.
///
/// Carries the operation waiting for the passcode (which may hold a hidden profile's password):
/// it lives only as long as the prompt is open.
enum LockPurpose: Equatable, Sendable {
    /// The lock screen at start-up; accepted, the app loads and shows home or welcome.
    case startUp
    /// A sensitive operation of "Your chat profiles" (create, delete, hide, unhide), run right
    /// after the passcode is accepted.
    case operation(ProfileOperation)
    /// "Unlock to look for hidden profiles", chosen in "Your chat profiles" once the app lock's
    /// grant ended: accepted, the text already in the search field is tried as a password.
    case search
    /// Opening Settings → App lock (its status is itself a secret).
    case lockSettings
    /// Opening Settings → Migrate to another device (an export holds every profile).
    case migrationExport

    /// The line under the prompt's title, saying what the passcode is for (`appName`: the brand's).
    func explanation(appName: String) -> String {
        switch self {
        case .startUp: tr("Enter your passcode to open {app}.", ["app": .text(appName)])
        case .operation(let operation):
            switch operation.kind {
            case .create: tr("Enter your passcode to create a profile.")
            case .delete: tr("Enter your passcode to delete the profile.")
            case .hide: tr("Enter your passcode to hide the profile.")
            case .unhide: tr("Enter your passcode to unhide the profile.")
            case .activate, .update, .mute, .unmute, .readChat: tr("Enter your passcode to continue.")
            }
        case .search: tr("Enter your passcode to search and reveal profiles.")
        case .lockSettings: tr("Enter your passcode to change the app lock.")
        case .migrationExport: tr("Enter your passcode to export your data.")
        }
    }
}
