import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace

/// At the smallest size (40x12), in the longest languages (German, Russian) and right to left
/// (Arabic, Persian), a sentence on a full screen is readable whole: it wraps, or its screen,
/// sheet or alert scrolls with PgUp/PgDn (saying "▲▼ PgUp/PgDn"), instead of ending in "…" or
/// losing its last lines (issue 35: Settings › Notifications' mode descriptions, the operators'
/// detail rows, the re-key alert's title and text, the German App lock text after three rows).
@Suite struct WholeSentencesTests {
    static let size = Layout.minimumSize
    static let languages = ["en", "de", "es", "fr", "ru", "ja", "ar", "fa", "zh_CN", "uk", "tr"]

    /// Screens where a line may still end in "…" because something is cut by design, each with
    /// why: a placeholder or a code cut to its field, a progress line whose text ends in "…", a
    /// list or menu that keeps one row per item (its title cut beside its state), a sheet's title
    /// holding a name or a version, a brand's value (a domain) cut to its column.
    static let cutByDesign: [String: String] = [
        "onboarding-create-profile": "the name field's placeholder (\"Enter your name…\") cut to the field",
        "create-profile": "the name field's placeholder cut to the field",
        "conditions-pager": "the sheet's title: the document's name and version",
        "settings-operators-conditions": "the sheet's title: the document's name and version",
        "conditions-configure": "the operator's domains (brand data) and the switch's label beside [x] On",
        "migration-export-exporting": "the progress line \"Encrypting {done} / {total}…\" ends in \"…\" itself",
        "migration-export-serving-code": "the progress line \"Encrypting {done} / {total}…\" ends in \"…\" itself",
    ]

    /// Rows cut by design on any screen: none now. The data directory's path is cut in its
    /// middle ("/home/…/threshold") and shown whole under the list when selected; Russian
    /// "Стирать после неверных…" (App lock) has a shorter translation (issue 35).
    static func isCutByDesign(_ line: String) -> Bool {
        false
    }

    /// Texts that end in "…" by themselves ("Loading…", "Checking password…"), in the language
    /// in force: a line ending with one of them is not cut.
    static func ownEllipses() -> [String] {
        // A wrapped one ends in its last word (Chinese and Japanese: its last three characters).
        LanguageMinimumSizeTests.template.filter { $0.hasSuffix("…") && !$0.hasSuffix("}…") }
            .compactMap { tr($0).split(separator: " ").last.map { $0.contains { DisplayWidth.of($0) == 2 } ? String($0.suffix(3)) : String($0) } }
    }

    /// The screen's rows as the user can see them: as drawn, then after each of eight PgDn
    /// (lists, pagers, sheets, alerts and bodies each scroll their own way).
    static func seen(_ state: AppState) -> [String] {
        var state = state
        let chrome = Fixtures.chrome(dark: true)
        var lines = AppView.render(state, chrome: chrome).trimmedLines
        for _ in 0..<8 {
            _ = AppUpdate.update(&state, .key(KeyEvent(.pageDown)))
            lines += AppView.render(state, chrome: chrome).trimmedLines
        }
        return lines
    }

    /// A row's text with the frame characters, scroll marks and isolates taken off its end.
    static func content(_ line: String) -> String {
        var text = Substring(line.replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: ""))
        while let last = text.last, "│┃ ↑↓".contains(last) { text = text.dropLast() }
        return String(text)
    }

    /// The words of the text (frame characters and blanks taken out). Chinese and Japanese wrap
    /// between any two characters: each wide character counts as a word of its own there.
    static func words(_ lines: [String]) -> Set<String> {
        let text = lines.joined(separator: " ").replacingOccurrences(of: "\u{2068}", with: "")
            .replacingOccurrences(of: "\u{2069}", with: "")
        return Set(text.split(whereSeparator: { $0.isWhitespace || "│╭╮╰╯─".contains($0) }).flatMap { word in
            word.contains { DisplayWidth.of($0) == 2 } ? word.map { String($0) } : [String(word)]
        })
    }

    /// The texts cut inside a row: a button's label ("[ Masquer le pr… ]"), a sheet's title in
    /// its border ("╭─ Условия использования… ─╮"), a list row's label before its detail
    /// ("Стирать после неверных…  После 5"): a "…" followed by a blank, a bracket or the frame,
    /// not at the row's end (issue 35: the reviewer found these where the test looked only at
    /// the row's end).
    static func cutsInside(_ line: String, own: [String]) -> [String] {
        let text = line.replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "")
        var found: [String] = []
        var index = text.startIndex
        while let dots = text[index...].firstIndex(of: "…") {
            let after = text[text.index(after: dots)...]
            let before = String(text[..<text.index(after: dots)])
            index = text.index(after: dots)
            let isButton = after.hasPrefix(" ]") || after.hasPrefix("]")
            let isTitle = after.hasPrefix(" ─") || after.hasPrefix("─")
            // More text after a blank: the "…" ends a label inside the row.
            let isLabel = after.hasPrefix(" ") && after.contains { !" │┃↑↓▲▼╮╯─".contains($0) }
            guard isButton || isTitle || isLabel else { continue }
            if own.contains(where: { before.hasSuffix($0) }) || isCutByDesign(before) { continue }
            // A word, not a cut: "…" written alone ("threshold migrate finalize …").
            if before.dropLast().last == " " { continue }
            found.append(String(before.suffix(24)))
        }
        return found
    }

    @Test func aCutInsideARowIsFound() {
        #expect(Self.cutsInside("  [ Masquer le… ]  [ Annuler ]", own: []) == ["  [ Masquer le…"])
        #expect(Self.cutsInside("  ╭─ Условия использования… ─╮", own: []).count == 1)
        #expect(Self.cutsInside(" › Стирать после неверных…  После 5", own: []).count == 1)
        #expect(Self.cutsInside(" Importing…  Esc stop", own: ["Importing…"]).isEmpty)
        #expect(Self.cutsInside("  Loading…", own: []).isEmpty)
    }

    @Test(arguments: languages)
    func noSentenceEndsInAnEllipsisOnAnyScreen(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            let own = Self.ownEllipses()
            for (name, state) in ScreenCatalog.all(Self.size) {
                let lines = Self.seen(state)
                // A profile's name cut in the profiles list's name column (data, whole in the header).
                let data = CutWordTests.knownDataCuts.contains("\(name) \(language) 40x12")
                let inside = data ? [] : lines.flatMap { Self.cutsInside($0, own: own) }
                #expect(inside.isEmpty, "\(name) in \(language) at 40x12 cuts \(inside):\n\(lines.prefix(12).joined(separator: "\n"))")
                guard Self.cutByDesign[name] == nil else { continue }
                let cut = lines.map(Self.content).filter { line in
                    line.hasSuffix("…") && !own.contains { line.hasSuffix($0) } && !Self.isCutByDesign(line)
                }
                #expect(cut.isEmpty, "\(name) in \(language) at 40x12 cuts \(cut):\n\(lines.prefix(12).joined(separator: "\n"))")
            }
        }
    }

    /// At 80x24 too, no row cuts a button, a border's title or a label before its value.
    @Test(arguments: languages)
    func noRowCutsInsideAt80x24(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            let own = Self.ownEllipses()
            for (name, state) in ScreenCatalog.all(TerminalSize(width: 80, height: 24)) {
                let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines
                let inside = lines.flatMap { Self.cutsInside($0, own: own) }
                #expect(inside.isEmpty, "\(name) in \(language) at 80x24 cuts \(inside):\n\(lines.joined(separator: "\n"))")
            }
        }
    }

    /// Every word of every alert's title and message is on screen at 40x12, some only after
    /// PgDn: a long message scrolls (its last row says "▼ PgUp/PgDn"), a title wider than the
    /// border wraps above the message (it ended in "…"), and no line is dropped without a sign.
    @Test(arguments: languages)
    func everyAlertIsReadableWhole(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            for (name, state) in ScreenCatalog.all(Self.size) {
                guard let alert = state.alert else { continue }
                let seen = Self.words(Self.seen(state))
                let missing = Self.words([alert.title, alert.message]).subtracting(seen)
                #expect(missing.isEmpty, "\(name) in \(language): \(missing.sorted()) never shown")
            }
        }
    }

    /// Settings › Notifications at 40x12: each mode's description (the focused one's, under its
    /// row), the token's state, the interval and the next check, whole, the last ones after PgDn.
    @Test(arguments: languages)
    func theNotificationSettingsAreReadableWhole(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            var state = try #require(ScreenCatalog.all(Self.size).first { $0.0 == "settings-notifications" }?.1)
            guard case .notificationSettings(let screen)? = state.stack.last, let settings = screen.settings else {
                Issue.record("no settings")
                return
            }
            var seen = Set<String>()
            for _ in NotificationSettingsState.modes {
                seen.formUnion(Self.words(Self.seen(state)))
                _ = AppUpdate.update(&state, .key(KeyEvent(.down)))
                #expect(state.bodyScroll == 0, "↑↓ bring the modes back")
            }
            let texts = NotificationSettingsState.modes.map {
                NotificationsScreen.summary(NotificationMode($0), intervalMinutes: settings.intervalMinutes)
            } + [NotificationSettingsText.token(settings), NotificationSettingsText.nextCheck(settings),
                 trn("every {count} minute", "every {count} minutes", count: settings.intervalMinutes)]
            let missing = Self.words(texts).subtracting(seen)
            #expect(missing.isEmpty, "\(language): \(missing.sorted()) never shown")
        }
    }

    /// App lock's explanation is whole in every language at 40x12 (German was cut after three
    /// rows), and the list keeps at least three rows.
    @Test(arguments: languages)
    func theAppLockExplanationIsWhole(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            for name in ["app-lock", "app-lock-off", "app-lock-rekeying"] {
                let state = try #require(ScreenCatalog.all(Self.size).first { $0.0 == name }?.1)
                let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines
                let missing = Self.words([LockSettingsScreen.explanation]).subtracting(Self.words(lines))
                #expect(missing.isEmpty, "\(name) in \(language): \(missing.sorted())\n\(lines.joined(separator: "\n"))")
                let rows = LockSettingsState.Row.allCases.map(LockSettingsScreen.title)
                // The list's rows: from its first item on, up to the blank row after it (a label
                // too long beside its state wraps onto a second row, Spanish "Código de
                // autodestrucción").
                let first = lines.firstIndex { line in rows.contains { !$0.isEmpty && line.contains(String($0.prefix(8))) } } ?? lines.count
                let listed = lines[first...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                #expect(listed.count >= (name == "app-lock-rekeying" ? 2 : 3), "\(name) in \(language):\n\(lines.joined(separator: "\n"))")
            }
        }
    }

    /// The lock screen after a wrong passcode keeps the message and the way to the recovery key
    /// whole at 40x12 (the link lost its last row, or all of it beside a two-row message).
    @Test(arguments: languages)
    func theLockScreenKeepsTheMessageAndTheRecoveryLinkWhole(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            for name in ["lock-screen-wrong", "lock-screen-recovery-link"] {
                let state = try #require(ScreenCatalog.all(Self.size).first { $0.0 == name }?.1)
                guard case .locked(let prompt) = state.root else { continue }
                let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines
                let texts = [RecoveryAppText.forgotPasscode] + (prompt.message.map { [$0] } ?? [])
                let missing = Self.words(texts).subtracting(Self.words(lines))
                #expect(missing.isEmpty, "\(name) in \(language): \(missing.sorted())\n\(lines.joined(separator: "\n"))")
            }
        }
    }

    /// An alert's PgUp/PgDn stop at its ends: PgUp after many PgDn shows the start again.
    @Test func anAlertScrollsBackToItsStart() throws {
        try Texts.with(Translator(preferences: ["de"])) {
            var state = try #require(ScreenCatalog.all(Self.size).first { $0.0 == "app-lock-rekey-confirm" }?.1)
            let chrome = Fixtures.chrome(dark: true)
            let before = AppView.render(state, chrome: chrome).trimmedLines
            #expect(before.contains { $0.contains("▼") }, "\(before.joined(separator: "\n"))")
            for _ in 0..<5 { _ = AppUpdate.update(&state, .key(KeyEvent(.pageDown))) }
            let after = AppView.render(state, chrome: chrome).trimmedLines
            #expect(after.contains { $0.contains("▲") } && !after.contains { $0.contains("▼") }, "\(after.joined(separator: "\n"))")
            _ = AppUpdate.update(&state, .key(KeyEvent(.pageUp)))
            _ = AppUpdate.update(&state, .key(KeyEvent(.pageUp)))
            #expect(AppView.render(state, chrome: chrome).trimmedLines == before)
            #expect(state.alert != nil, "PgUp/PgDn keep the alert open")
        }
    }
}
