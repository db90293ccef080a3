import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace

/// The full screen's texts all pass through `tr` (issue 17 item 2, issue 20 items 2 and 3): every
/// screen whose texts moved into the catalogs, in English, German (long words) and the
/// pseudo-locale (accented, 40 % longer), at the minimum size and at 100x30, still shows its
/// primary action; its text snapshot is pinned (`texts-NAME.LANGUAGE.SIZE.txt`). And a walk over
/// every screen in the pseudo-locale finds no English word left outside names, the brand and codes.
@Suite struct TranslatedScreensTests {
    static let sizes = [TerminalSize(width: 40, height: 12), TerminalSize(width: 100, height: 30)]
    static let languages = ["en", "de", "qps"]

    /// Each touched screen and its primary action, in the language in force (evaluated inside it).
    static let screens: [(String, @Sendable () -> String)] = [
        ("lock-screen", { LockSettingsText.passcode }),
        ("lock-screen-wrong", { LockSettingsText.wrongPasscode(attemptsLeft: 2) }),
        ("lock-screen-checking", { tr("Checking…") }),
        ("passcode-sheet", { LockSettingsText.passcode }),
        ("passcode-sheet-search", { LockSettingsText.passcode }),
        ("app-lock", { LockSettingsText.selfDestruct }),
        ("app-lock-off", { LockSettingsText.selfDestruct }),
        ("app-lock-passcode", { tr("Save", context: "button") }),
        ("app-lock-self-destruct", { tr("Save", context: "button") }),
        ("app-lock-self-destruct-confirm", { LockSettingsText.setSelfDestructButton }),
        ("app-lock-wipe-after", { tr("Save", context: "button") }),
        ("app-lock-turn-off", { LockSettingsText.turnOff }),
        ("migration-export-intro", { tr("Export", context: "button") }),
        ("migration-export-exporting", { tr("Exporting…  Ctrl-C quit") }),
        ("migration-export-exported", { "threshold:/migrate" }),
        ("migration-export-link-only", { "threshold:/migrate" }),
        ("migration-export-finalize", { MigrationExportText.deleteLocalData }),
        ("migration-export-delete-confirm", { MigrationExportText.deleteEverything }),
        ("migration-export-failed", { tr("Enter try again  Esc back") }),
        ("migration-export-deleted", { tr("Any key quit") }),
        ("migration-import", { tr("Import", context: "button") }),
        ("migration-import-failed", { tr("Retry", context: "button") }),
        ("user-picker", { ProfilesText.title }),
        ("user-picker-many", { ProfilesText.title }),
        ("hide-profile", { HideProfileText.save }),
        ("settings", { ProfilesText.title }),
        ("settings-notifications", { tr("Mode") }),
        ("settings-operators", { tr("Accept conditions") }),
        ("whats-new", { tr("What's new") }),
        ("info-page", { tr("Continue") }),
        ("about", { SettingsText.version(AppVersion.current) }),
        ("theme-chooser", { ThemeSetting.system.title }),
        ("language-chooser", { "Deutsch" }),
        ("profiles-active-hidden", { "Secret" }),
        ("chat", { tr("You", context: "message sender") }),
        ("how-it-works", { tr("Create your profile") }),
        ("app-lock-rekey-confirm", { RecoveryAppText.rekeyButton }),
        ("app-lock-rekeying", { RekeyText.progress(copied: 120, total: 480) }),
        ("app-lock-rekeyed-offer", { RecoveryAppText.make }),
        ("app-lock-rekey-question", { RecoveryAppText.rekeyButton }),
        ("app-lock-recovery-key", { RecoveryAppText.recoveryKey }),
        ("recovery-key-shown", { RecoveryAppText.wroteItDown }),
        ("recovery-key-type-back", { "5TK6X" }),
        ("lock-screen-recovery-link", { RecoveryAppText.forgotPasscode }),
        ("lock-recover", { RecoveryAppText.open }),
        ("lock-recover-wrong", { RecoveryAppText.open }),
        ("lock-recover-keyring-gone", { RecoveryAppText.open }),
    ]

    /// Shown but cut at 40 columns or wrapped (its start stays): a list row whose detail takes the
    /// room (Terminal's ListView cuts the title), a name beside long word marks, a wrapped message.
    static let knownCuts: Set<String> = [
        "qps app-lock 40x12", "qps app-lock-off 40x12", "qps settings 40x12", "qps profiles-active-hidden 40x12",
        "en lock-screen-wrong 40x12", "de lock-screen-wrong 40x12", "qps lock-screen-wrong 40x12",
        "qps lock-screen-wrong 100x30", "en lock-screen-wrong 100x30", "de lock-screen-wrong 100x30",
        // The pseudo-locale's button label is wider than a 40-column alert: shown on its own row, cut.
        "qps app-lock-self-destruct-confirm 40x12",
        "qps app-lock-rekeying 40x12", "en lock-screen-recovery-link 40x12", "de lock-screen-recovery-link 40x12",
        "qps lock-screen-recovery-link 40x12", "de app-lock-recovery-key 40x12",
    ]

    /// Not shown at all (none since Terminal's AlertBox keeps every button, stacking rows when
    /// they don't fit side by side).
    static let knownMissing: Set<String> = []

    @Test(arguments: languages, screens.map(\.0))
    func thePrimaryActionStaysOnScreen(language: String, screen: String) throws {
        let translator = Translator(preferences: [language])
        let label = try #require(Self.screens.first { $0.0 == screen }?.1)
        try Texts.with(translator) {
            for size in Self.sizes {
                let state = try #require(ScreenCatalog.all(size).first { $0.0 == screen }?.1, "no screen \(screen)")
                let buffer = AppView.render(state, chrome: Fixtures.chrome(dark: true))
                let text = buffer.trimmedLines.joined(separator: "\n")
                let wanted = label()
                if Self.knownMissing.contains("\(language) \(screen) \(size)") {
                    withKnownIssue("AlertBox pushes its buttons off the screen (Sources/Terminal)") {
                        #expect(text.contains(wanted))
                    }
                } else if Self.knownCuts.contains("\(language) \(screen) \(size)") {
                    let start = String(wanted.prefix(min(10, max(2, wanted.count / 3))))
                    #expect(text.contains(start), "\(screen) in \(language) at \(size) lacks \"\(wanted)\":\n\(text)")
                } else {
                    #expect(text.contains(wanted), "\(screen) in \(language) at \(size) lacks \"\(wanted)\":\n\(text)")
                }
                try Snapshot.assert(buffer, named: "texts-\(screen).\(language).\(size)")
            }
        }
    }

    /// Every string in the brand (names, tagline, highlights, operators, what's new): the brand's
    /// own texts, which stay as the brand wrote them.
    static func brandStrings(_ value: Any) -> [String] {
        if let text = value as? String { return [text] }
        return Mirror(reflecting: value).children.flatMap { brandStrings($0.value) }
    }

    /// Words that may stay in ASCII in the pseudo-locale: user names and chat contacts of the
    /// fixtures, the brand's texts, and codes (the link, paths, versions, key names inside codes).
    static var allowedWords: Set<String> {
        var words = Set<String>()
        let sources = brandStrings(Fixtures.chrome(dark: true).brand)
            + ["Alice Bob Stone Zoë Secret Decoy Carol Dave Member Hello Hi Ann bob terminal hunter",
               "English Deutsch Español Français Pseudo locale UTC storage chat relay conditions txt tmp Ftmp media usb export",
               ScreenCatalog.link, ScreenCatalog.directLink, ScreenCatalog.exported.archivePath, "/home/user/.local/share/threshold",
               "threshold migrate age sha AGE SECRET KEY QQQQ", "KiB MiB GiB",
               // The recovery key of the fixtures and its placeholder: codes.
               "K87YF-YWAK3-G647M-DC6K4-X8XPP-DSBY9-VN9D6-5TK6H XXXXX"]
        for source in sources {
            for word in source.split(whereSeparator: { !$0.isASCII || !$0.isLetter }) { words.insert(String(word)) }
        }
        return words
    }

    /// Screens whose English is the brand's or the data's, not the app's: the conditions document,
    /// what's new pages, the operators' pages.
    static let brandScreens: Set<String> = ["conditions-pager", "settings-operators-conditions", "whats-new",
                                            "whats-new-page-2", "info-page"]

    /// English known to be left, each for a reason outside the full screen's texts: Terminal's
    /// ToggleRow draws "[x] On" / "[ ] Off" itself (Sources/Terminal has no label for it yet), and
    /// the Migration module's error messages reach the screens through ErrorReport untranslated.
    static let knownEnglish: [String: Set<String>] = [
        "*": ["On", "Off"],
        "migration-export-failed": ["file", "operation", "failed", "the", "disk", "full", "Nothing", "was", "changed"],
        "migration-import-failed": ["Copy", "this", "same", "path", "try", "again", "the", "archive", "not", "found",
                                    "Put", "where", "link", "says", "and"],
    ]

    /// A word left in ASCII is allowed when it is, or is a piece of (cut at the edge), an allowed word.
    static func isAllowed(_ word: String, _ allowed: Set<String>) -> Bool {
        allowed.contains(word) || allowed.contains { $0.count > word.count && $0.contains(word) }
    }

    @Test func thePseudoLocaleLeavesNoEnglishWordOnAnyScreen() throws {
        let allowed = Self.allowedWords
        try Texts.with(.pseudo) {
            for size in Self.sizes {
                for (name, state) in ScreenCatalog.all(size) where !Self.brandScreens.contains(name) {
                    let text = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines.joined(separator: "\n")
                    let english = text.split(whereSeparator: { !$0.isASCII || !$0.isLetter })
                        .map(String.init).filter { word in
                            word.count >= 3 && !Self.isAllowed(word, allowed.union(Self.knownEnglish["*", default: []])
                                .union(Self.knownEnglish[name, default: []]))
                        }
                    #expect(english.isEmpty, "\(name) at \(size) shows English in the pseudo-locale: \(Set(english)):\n\(text)")
                }
            }
        }
    }
}
