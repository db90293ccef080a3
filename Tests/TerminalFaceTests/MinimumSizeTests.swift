import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace

/// PRODUCT.md 8: at the minimum size (40x12) every screen still shows its primary action, the body
/// scrolls instead, and nothing is drawn over the key hints.
@Suite struct MinimumSizeTests {
    static let size = Layout.minimumSize

    static var cases: [String] { ScreenCatalog.all(size).map(\.0) }

    /// The label of each screen's primary action: its main button, or the key hint that does it.
    static func primaryAction(_ name: String) -> String {
        let exact: [String: String] = [
            "loading": "Ctrl-C quit", "onboarding-starting": "Ctrl-C quit",
            "onboarding-create-profile-correct-alert": "Correct name",
            "onboarding-create-profile-duplicate": "OK", "create-profile-duplicate": "OK",
            "conditions-pager": "Esc close", "conditions-configure": "Use this operator",
            "notifications-off": "Use chat", "notifications-no-token": "OK", "notifications-info": "Close",
            "info-page": "Continue",
            "migration-import-failed": "Retry", "migration-import-replace": "Enter replace",
            "migration-import-ask-path": "Enter import", "migration-import-ask-passcode": "Enter continue",
            "migration-import-decline": "Enter import", "migration-import-receiving-stop": "Y stop the import",
            "settings-notifications": "Enter save", "settings-operators": "Accept conditions",
            "settings-operators-conditions": "Esc close",
            "chat-list": "Enter read", "chat-list-empty": "Enter read", "user-picker": "Your chat profiles", "user-picker-many": "Your chat profiles",
            "about": "Esc back", "theme-chooser": "Follow the terminal", "language-chooser": "Follow the system",
            "app-lock-turn-off": "Turn off", "chat": "↑↓ scroll",
            "profile-actions": "Switch to this profile", "profile-actions-hidden": "Switch to this profile",
            "hide-profile": "Save profile password", "delete-profile-1": "Delete profile (local",
            "delete-profile-2": "Delete", "mute-notice": "OK", "hidden-notice": "OK", "settings": "Enter open",
            "passcode-sheet": "Enter confirm", "passcode-sheet-search": "Enter confirm",
            "app-lock": "Enter set/change", "app-lock-off": "Enter set/change",
            "app-lock-self-destruct-confirm": "Set self-destruct passcode",
            "migration-export-intro": "Export", "migration-export-exporting": "Exporting…", "migration-export-link-only": "Esc back",
            "migration-export-exported": "Enter finalize", "migration-export-delete-confirm": "Delete everything",
            "migration-export-failed": "Enter try again", "migration-export-finalize": "Delete local data",
            "migration-export-deleted": "Any key quit",
            "migration-export-serving": "Esc stop listening", "migration-export-serving-code": "Esc stop listening",
            "migration-export-serving-resumed": "Esc stop listening",
            "app-lock-rekey-confirm": "Re-encrypt", "app-lock-rekeying": "Re-encrypting", "app-lock-rekeyed-offer": "Make one",
            "app-lock-rekey-question": "Re-encrypt", "app-lock-recovery-key": "Enter set/change",
            "recovery-key-shown": "I wrote it down", "recovery-key-type-back": "Enter confirm",
            "lock-screen-recovery-link": "Forgot passcode?", "lock-recover": "Open the data",
            "lock-recover-wrong": "Open the data", "lock-recover-keyring-gone": "Open the data",
        ]
        if let label = exact[name] { return label }
        let prefixes: [(String, String)] = [
            ("welcome", "Create your profile"), ("how-it-works", "Create your profile"),
            ("onboarding-create-profile", "Create"), ("create-profile", "Create"), ("conditions", "Accept"),
            ("notifications", "Enable notifications"), ("whats-new", "Enter/Esc close"),
            ("migration-import", "Import"), ("profiles", "↑↓ choose"), ("lock-screen", "Enter unlock"),
            ("app-lock-", "Save"),
        ]
        return prefixes.first { name.hasPrefix($0.0) }?.1 ?? name
    }

    @Test(arguments: cases)
    func primaryActionIsVisible(_ name: String) throws {
        let chrome = Fixtures.chrome(dark: true)
        guard let state = ScreenCatalog.all(Self.size).first(where: { $0.0 == name })?.1 else {
            Issue.record("no screen \(name)")
            return
        }
        let lines = AppView.render(state, chrome: chrome).trimmedLines
        let label = Self.primaryAction(name)
        #expect(lines.contains { $0.contains(label) }, "\(name): \"\(label)\" not on screen:\n\(lines.joined(separator: "\n"))")
        // The hint line is the same as on a tall terminal: nothing else was drawn into it. A modal
        // alert may cover it (its buttons are then the keys).
        guard state.alert == nil,
              let tall = ScreenCatalog.all(TerminalSize(width: Self.size.width, height: 60)).first(where: { $0.0 == name })
        else { return }
        let tallLines = AppView.render(tall.1, chrome: chrome).trimmedLines
        #expect(lines.last == tallLines.last, "\(name): the hint line holds content:\n\(lines.joined(separator: "\n"))")
    }

    @Test func tooSmallMessageFitsJustBelowTheMinimum() {
        for size in [TerminalSize(width: 39, height: 12), TerminalSize(width: 40, height: 11),
                     TerminalSize(width: 20, height: 6)] {
            let lines = AppView.render(ScreenCatalog.home(size), chrome: Fixtures.chrome(dark: true)).trimmedLines
            let text = lines.joined(separator: "\n")
            #expect(text.contains("Terminal too small"), "\(size)")
            #expect(text.contains("Need 40×12"), "\(size)")
            #expect(!text.contains("…"), "a line of the message was cut at \(size):\n\(text)")
        }
    }

    /// "Send to a device on this network" at 40x12: its words are longer than the screen, so they
    /// scroll (they were cut mid-sentence, with no mark and PgDn doing nothing), and PgDn reaches
    /// the link.
    @Test func theServingScreenScrollsAtTheMinimumSize() throws {
        var state = try #require(ScreenCatalog.all(Self.size).first { $0.0 == "migration-export-serving" }).1
        let chrome = Fixtures.chrome(dark: true)
        let before = AppView.render(state, chrome: chrome).trimmedLines
        #expect(before.contains { $0.contains("▼ PgUp/PgDn") }, "\(before.joined(separator: "\n"))")
        var seen = before.joined(separator: "\n")
        for _ in 0..<8 {
            _ = AppUpdate.update(&state, .key(KeyEvent(.pageDown)))
            seen += "\n" + AppView.render(state, chrome: chrome).trimmedLines.joined(separator: "\n")
        }
        #expect(state.bodyScroll > 0)
        #expect(seen.contains("threshold:/migrate"), "the link is reached:\n\(seen)")
        #expect(AppView.render(state, chrome: chrome).trimmedLines.last == before.last, "the key hints stay")
    }

    @Test func pageDownScrollsAFormBodyAndTheFocusedFieldStaysVisible() throws {
        var state = ScreenCatalog.all(Self.size).first { $0.0 == "migration-export-intro" }!.1
        let chrome = Fixtures.chrome(dark: true)
        let before = AppView.render(state, chrome: chrome).trimmedLines
        #expect(before.contains { $0.contains("▼ PgUp/PgDn") })
        _ = AppUpdate.update(&state, .key(KeyEvent(.pageDown)))
        #expect(state.bodyScroll > 0)
        let after = AppView.render(state, chrome: chrome).trimmedLines
        #expect(after != before)
        #expect(after.contains { $0.contains("▲") })
        #expect(after.contains { $0.contains("Export") })
        _ = AppUpdate.update(&state, .key(KeyEvent(.pageUp)))
        #expect(AppView.render(state, chrome: chrome).trimmedLines == before)
        // Leaving the screen forgets the offset.
        _ = AppUpdate.update(&state, .key(KeyEvent(.pageDown)))
        _ = AppUpdate.update(&state, .key(Fixtures.escape))
        #expect(state.bodyScroll == 0)
    }
}
