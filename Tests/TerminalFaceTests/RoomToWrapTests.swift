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
}
