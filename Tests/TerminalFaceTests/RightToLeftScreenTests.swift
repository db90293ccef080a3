import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// The full screen in Arabic with Arabic names: the frame stays left to right at the columns it has
/// in English, every right-to-left run goes out between U+2068 and U+2069, and replaying the bytes
/// puts every cell where the buffer has it (docs/terminal.md, "Right-to-left text").
@Suite struct RightToLeftScreenTests {
    static let profiles: [Profile] = [
        Profile(id: 1, name: "سارة", bio: "", createdAt: 0, muted: false, hidden: false, unread: 3, active: true),
        Profile(id: 2, name: "محمد علي", bio: "", createdAt: 0, muted: true, hidden: false, unread: 12, active: false),
        Profile(id: 3, name: "ليلى 2", bio: "", createdAt: 0, muted: false, hidden: false, unread: 0, active: false),
        Profile(id: 4, name: "Zoë", bio: "", createdAt: 0, muted: false, hidden: false, unread: 5, active: false),
    ]
    static let chats: [Chat] = [
        Chat(id: 1, contact: "كريم", notifications: true, unread: 2, lastMessageAt: 10),
        Chat(id: 2, contact: "Dave", notifications: false, unread: 0, lastMessageAt: 9),
    ]

    static func arabicHome(_ state: AppState) -> AppState {
        var state = state
        state.snapshot = HomeSnapshot(profiles: profiles, active: profiles[0], chats: chats, totalUnread: 5,
                                      notices: NoticeFlags())
        return state
    }

    /// (name, state) of the screens drawn here, each with the Arabic data.
    static func screens(_ size: TerminalSize) -> [(String, AppState)] {
        ["profiles", "chat-list", "profile-actions", "settings"].compactMap { name in
            ScreenCatalog.all(size).first { $0.0 == name }.map { (name, arabicHome($0.1)) }
        }
    }

    static func frameColumns(_ buffer: Buffer) -> [[Int]] {
        (0..<buffer.height).map { y in
            (0..<buffer.width).filter { x in
                buffer[x, y].symbol.unicodeScalars.first.map { (0x2500...0x257F).contains($0.value) } ?? false
            }
        }
    }

    @Test(arguments: [TerminalSize(width: 40, height: 12), TerminalSize(width: 100, height: 30)])
    func arabicScreensStayAlignedAndIsolateTheirRuns(size: TerminalSize) throws {
        let arabic = Translator(preferences: ["ar"])
        // Menus hold their texts in the state: build the screens in the language they are drawn in.
        let englishScreens = Texts.with(.english) { Self.screens(size) }
        for (name, state) in Texts.with(arabic, { Self.screens(size) }) {
            let buffer = Texts.with(arabic) { AppView.render(state, chrome: Fixtures.chrome(dark: true)) }
            let englishState = try #require(englishScreens.first { $0.0 == name }?.1)
            let english = Texts.with(.english) { AppView.render(englishState, chrome: Fixtures.chrome(dark: true)) }
            if name == "profiles" || name == "chat-list" {
                // The frame (borders, rules) is where it is in English, whatever the language.
                #expect(Self.frameColumns(buffer) == Self.frameColumns(english), "\(name) \(size)")
            }
            let runs = (0..<buffer.height).map { RightToLeftRuns.runs(in: buffer, row: $0) }
            #expect(runs.joined().count > 3, "\(name) \(size): the Arabic screen has right-to-left text")
            var renderer = Renderer(colorMode: .trueColor)
            let bytes = renderer.render(buffer)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.filter { $0 == "\u{2068}" }.count == runs.joined().count, "\(name) \(size)")
            #expect(text.filter { $0 == "\u{2069}" }.count == runs.joined().count, "\(name) \(size)")
            let backend = TestBackend(size: size)
            backend.write(bytes)
            #expect(backend.screen == buffer, "\(name) \(size): a terminal without bidi shows the buffer cell for cell")
            // Moving the selection down a row rewrites the rows it touches, isolates included.
            var moved = state
            _ = AppUpdate.update(&moved, .key(Fixtures.down))
            let next = Texts.with(arabic) { AppView.render(moved, chrome: Fixtures.chrome(dark: true)) }
            backend.write(renderer.render(next))
            #expect(backend.screen == next, "\(name) \(size) after a move")
            if size.width == 40 { try Snapshot.assert(buffer, named: "rtl-\(name).ar.\(size)") }
        }
    }
}
