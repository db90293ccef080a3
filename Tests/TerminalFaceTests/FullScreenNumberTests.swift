import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// Every count and percentage the full screen draws is the language's, through `Formats` (issue
/// 35): the chat list's unread badge showed `● 5000` in German, English and Persian where the
/// command line printed `5.000`, `5,000`, `۵٬۰۰۰`.
@Suite struct FullScreenNumberTests {
    static let size = TerminalSize(width: 80, height: 24)

    /// Many unread messages: a badge of 5,000, a chat with 1,234, a profile with 2,500.
    static func busy(_ state: AppState) -> AppState {
        var state = state
        var profiles = ScreenCatalog.profiles
        profiles[1] = Profile(id: 2, name: "Bob Stone", bio: "", createdAt: 0, muted: false, hidden: false, unread: 2500,
                              active: false)
        let chats = [Chat(id: 1, contact: "Carol", notifications: true, unread: 1234, lastMessageAt: 10)]
        state.snapshot = HomeSnapshot(profiles: profiles, active: profiles[0], chats: chats, totalUnread: 5000,
                                      notices: NoticeFlags())
        return state
    }

    static func text(_ name: String, in language: String, edit: (AppState) -> AppState = { $0 }) throws -> String {
        let translator = Translator(preferences: [language])
        return try Texts.with(translator) {
            let state = try #require(ScreenCatalog.all(size).first { $0.0 == name }?.1)
            return AppView.render(edit(state), chrome: Fixtures.chrome(dark: true)).lines.joined(separator: "\n")
        }
    }

    @Test(arguments: [("de", "5.000", "1.234", "2.500"), ("en", "5,000", "1,234", "2,500"),
                      ("fa", "۵٬۰۰۰", "۱٬۲۳۴", "۲٬۵۰۰"), ("ar", "5,000", "1,234", "2,500")])
    func unreadCountsAreWrittenTheLanguagesWay(language: String, total: String, chat: String, profile: String) throws {
        let chatList = try Self.text("chat-list", in: language, edit: Self.busy)
        #expect(chatList.contains("● " + total), "\(language):\n\(chatList)")
        #expect(chatList.contains(chat), "\(language):\n\(chatList)")
        #expect(!chatList.contains("5000") && !chatList.contains("1234"), "\(language):\n\(chatList)")
        let profiles = try Self.text("profiles", in: language, edit: Self.busy)
        #expect(profiles.contains(profile), "\(language):\n\(profiles)")
        #expect(!profiles.contains("2500"), "\(language):\n\(profiles)")
        // The profile picker (a menu) has the same count as its detail.
        let picker = try Self.text("user-picker", in: language, edit: Self.busy)
        #expect(!picker.contains("2500"), "\(language):\n\(picker)")
    }

    @Test(arguments: [("de", "25 %"), ("en", "25%"), ("tr", "%25"), ("fa", "۲۵٪"), ("ar", "25")])
    func progressBarsWriteTheLanguagesPercentage(language: String, percent: String) throws {
        // The re-key at 120 of 480 pages.
        let text = try Self.text("app-lock-rekeying", in: language)
        // The buffer drops direction controls (Arabic's isolated "\u{2068}25%\u{2069}" is drawn "25%").
        let expected = Isolation.removingControls(Texts.with(Translator(preferences: [language])) { Formats.percent(25) })
        #expect(text.contains(expected), "\(language): \(expected)\n\(text)")
        #expect(expected.contains(percent) || expected.replacingOccurrences(of: "\u{00A0}", with: " ").contains(percent),
                "\(language): \(expected)")
        if expected != "25%" { #expect(!text.contains("25%"), "\(language):\n\(text)") }
    }

    @Test func bioCounterIsInPersianDigits() throws {
        let text = try Self.text("create-profile", in: "fa")
        #expect(text.contains("۰/" + Texts.with(Translator(preferences: ["fa"])) { Formats.number(Bio.maxBytes) }), "\(text)")
        #expect(!text.contains("0/\(Bio.maxBytes)"), "\(text)")
    }
}
