import Features
@testable import TerminalFace
import Testing

/// Every action's full-screen path (``TerminalParity``) names real settings entries and menu items.
@Suite struct TerminalParityTests {
    @Test func everyFullScreenPathNamesRealEntries() {
        let settings = Set(SettingsEntry.allCases.map(\.title))
        for action in UserAction.allCases {
            let path = TerminalParity.path(action)
            if path.first == "Settings" { #expect(settings.contains(path[1]), "\(action)") }
        }
        let rows = Set(ProfileAction.allCases.map(\.title))
        for action in [UserAction.activateProfile, .editProfile, .muteProfile, .unmuteProfile, .hideProfile,
                       .unhideProfile, .deleteProfile] {
            #expect(rows.contains(TerminalParity.path(action)[1]))
        }
    }
}
