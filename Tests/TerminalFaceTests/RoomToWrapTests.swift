import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// At 40x12 a text wraps onto the rows below it where they are free, and is cut with "…" only
/// where the screen has none (issue 35: the empty chat list's text, the App lock explanation and
/// the two delete choices ended in "…" while rows below stayed empty).
@Suite struct RoomToWrapTests {
    static let size = Layout.minimumSize

    /// The screen's text, frame characters and blanks folded, lines joined by a blank.
    static func flat(_ buffer: Buffer) -> String {
        let text = buffer.lines.joined(separator: " ").map { "│╭╮╰╯─›".contains($0) ? " " : $0 }
        return String(text).split(separator: " ").joined(separator: " ")
    }

    static func render(_ name: String, _ language: String) throws -> (Buffer, String) {
        try Texts.with(Translator(preferences: [language])) {
            let state = try #require(ScreenCatalog.all(size).first { $0.0 == name }?.1)
            let buffer = AppView.render(state, chrome: Fixtures.chrome(dark: true))
            return (buffer, flat(buffer))
        }
    }

    static func words(_ text: String) -> String { text.split(separator: " ").joined(separator: " ") }

    @Test(arguments: ["en", "de", "ru", "ar"])
    func theEmptyChatListsTextIsWhole(language: String) throws {
        let (buffer, screen) = try Self.render("chat-list-empty", language)
        let text = Texts.with(Translator(preferences: [language])) {
            tr("Chats of {name} appear here when messages arrive.", ["name": .user("Alice")])
        }
        #expect(screen.contains(Self.words(text).replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "")),
                "\(language):\n\(buffer.lines.joined(separator: "\n"))")
        #expect(!screen.contains("…"), "\(language):\n\(buffer.lines.joined(separator: "\n"))")
    }

    @Test(arguments: ["en", "ru"])
    func theAppLockExplanationIsWholeWhereThreeRowsHoldIt(language: String) throws {
        let (buffer, screen) = try Self.render("app-lock-off", language)
        let text = Texts.with(Translator(preferences: [language])) { LockSettingsScreen.explanation }
        #expect(screen.contains(Self.words(text)), "\(language):\n\(buffer.lines.joined(separator: "\n"))")
        // The list keeps four rows.
        let rows = Texts.with(Translator(preferences: [language])) { [LockSettingsScreen.title(.passcode), LockSettingsScreen.title(.protection)] }
        for row in rows { #expect(screen.contains(row), "\(language): \(row)") }
    }

    @Test(arguments: ["en", "de", "ru", "ar"])
    func bothDeleteChoicesAreWhole(language: String) throws {
        let (buffer, screen) = try Self.render("delete-profile-1", language)
        let choices = Texts.with(Translator(preferences: [language])) {
            ProfileDeleteStage.choose("Bob Stone").choices.map(\.label)
        }
        for choice in choices {
            #expect(screen.contains(Self.words(choice)), "\(language): \(choice)\n\(buffer.lines.joined(separator: "\n"))")
        }
        #expect(!screen.contains("…"), "\(language):\n\(buffer.lines.joined(separator: "\n"))")
    }

    /// The screen's text without blanks, frame characters, the selection mark and the ✓ beside
    /// the current item: a wrapped item reads as one text whatever its row breaks.
    static func joined(_ buffer: Buffer) -> String {
        String(buffer.lines.joined().filter { !$0.isWhitespace && !"│╭╮╰╯─›✓↑↓".contains($0) })
    }

    static func joined(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }

    /// Settings › Language's first item, "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES,
    /// LANG)", ended in "(LANGUAGE,…" at 40x12 in every language: it wraps, and the list scrolls
    /// by whole items.
    @Test(arguments: WholeSentencesTests.languages)
    func theLanguageMenusFirstItemIsWhole(language: String) throws {
        let (buffer, _) = try Self.render("language-chooser", language)
        let text = Texts.with(Translator(preferences: [language])) { SettingsText.followSystemLanguage }
        let lines = buffer.lines.joined(separator: "\n")
        #expect(Self.joined(buffer).contains(Self.joined(text)), "\(language):\n\(lines)")
        #expect(!lines.contains("…"), "\(language):\n\(lines)")
    }

    /// The language list still reaches its last language, whole items only, with its ↑ mark.
    @Test(arguments: ["de", "ar"])
    func theLanguageMenuScrollsToItsLastItem(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            var state = try #require(ScreenCatalog.all(Self.size).first { $0.0 == "language-chooser" }?.1)
            guard case .menu(var menu)? = state.stack.last else { Issue.record("no menu"); return }
            menu.selected = menu.items.count - 1
            state.stack[state.stack.count - 1] = .menu(menu)
            let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).lines
            let last = try #require(AppUpdate.languageChooser(current: nil).items.last?.title)
            #expect(lines.contains { $0.contains("› " + last) }, "\(lines.joined(separator: "\n"))")
            #expect(lines.contains { $0.contains("↑") }, "\(lines.joined(separator: "\n"))")
            #expect(!lines.joined().contains("…"), "\(lines.joined(separator: "\n"))")
        }
    }

    /// The profile picker with 200 profiles: "Switch to Member 1…" cut a name; each item wraps
    /// and the list scrolls by whole items.
    @Test(arguments: WholeSentencesTests.languages)
    func thePickerOfManyProfilesCutsNoName(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            var state = try #require(ScreenCatalog.all(Self.size).first { $0.0 == "user-picker-many" }?.1)
            for step in 0..<6 {
                let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).lines
                #expect(!lines.joined().contains("…"), "\(language) after \(step) ↓:\n\(lines.joined(separator: "\n"))")
                _ = AppUpdate.update(&state, .key(KeyEvent(.down)))
            }
        }
    }

    /// Settings › Data directory at 40x12: the row keeps the folder's name ("/home/…/threshold"),
    /// and with the row selected the whole path is under the list (it was cut at its end).
    @Test(arguments: ["en", "de", "ru", "ar"])
    func theDataDirectoryIsReadableWhole(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            var state = ScreenCatalog.home(Self.size)
            let index = try #require(SettingsEntry.allCases.firstIndex(of: .dataDirectory))
            state.stack = [.settings(selected: index)]
            let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).lines
            let text = lines.joined(separator: "\n")
            #expect(lines.contains { $0.contains("/home/user/.local/share/threshold") }, "\(language):\n\(text)")
            let row = try #require(lines.first { $0.contains("› ") })
            #expect(row.contains("…/threshold") && !row.contains("thr…"), "\(language): \(row)")
            // Another entry selected: the path's row only, cut in its middle.
            state.stack = [.settings(selected: index + 1)]
            let other = AppView.render(state, chrome: Fixtures.chrome(dark: true)).lines
            #expect(other.contains { $0.contains("…/threshold") }, "\(language):\n\(other.joined(separator: "\n"))")
        }
    }
}

/// Settings › Migrate to another device after an export, at 40x12: the label stopped at
/// "Taşıma bağlantısı (anahtarı taşır:" (its one row) with the link cut and no PgDn mark; the
/// archive's text, the label and the link now scroll, whole, in every language.
extension RoomToWrapTests {
    /// The body's rows seen as drawn and after each PgDn, each row once, in the order first seen,
    /// joined without blanks, frame characters or isolates.
    static func scrolled(_ state: AppState) -> (text: String, first: [String]) {
        var state = state
        let chrome = Fixtures.chrome(dark: true)
        let first = AppView.render(state, chrome: chrome).lines
        var rows: [String] = []
        var lines = first
        for _ in 0..<8 {
            // The body's rows: not the key hints nor the scroll mark's row.
            for line in lines.dropLast() where !rows.contains(line) && !line.contains("▲") && !line.contains("▼") {
                rows.append(line)
            }
            _ = AppUpdate.update(&state, .key(KeyEvent(.pageDown)))
            lines = AppView.render(state, chrome: chrome).lines
        }
        let text = rows.joined().filter { !$0.isWhitespace && !"│╭╮╰╯─▲▼\u{2066}\u{2067}\u{2068}\u{2069}".contains($0) }
        return (String(text), first)
    }

    @Test(arguments: WholeSentencesTests.languages)
    func theExportedLinksPageIsReachableWhole(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            let state = try #require(ScreenCatalog.all(Self.size).first { $0.0 == "migration-export-exported" }?.1)
            let (text, first) = Self.scrolled(state)
            let shown = first.joined(separator: "\n")
            let exported = ScreenCatalog.exported
            for whole in [MigrationExportText.exported(path: exported.archivePath, size: exported.size),
                          MigrationExportText.linkHeading, exported.link] {
                let sought = Self.joined(whole).filter { !"\u{2066}\u{2067}\u{2068}\u{2069}".contains($0) }
                #expect(text.contains(sought), "\(language): \(whole)\n\(shown)")
            }
            #expect(first.contains { $0.contains("▼") }, "\(language): no PgDn mark\n\(shown)")
        }
    }
}
