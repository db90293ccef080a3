import Features
import Pictures
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// The full screen's profile rows on a terminal that answered the kitty graphics query: each
/// visible profile's picture is placed over the middle of its initials (or drawn there as a sixel);
/// on one that did not (tmux,
/// the tests' default), the initials and "picture set", and not one graphics sequence.
@Suite struct ProfilePictureDrawingTests {
    static func picture(seed: UInt32) throws -> ProfilePicture {
        let rgb = PictureCodec.samplePixels(width: 120, height: 120, seed: seed)
        return try PictureDecoder.picture(from: try #require(PictureCodec.jpeg(rgb: rgb, width: 120, height: 120)))
    }

    static func setUp(_ store: ThresholdStore) throws {
        try store.createProfile(name: "Ann", bio: "", picture: try picture(seed: 1))
        try store.createProfile(name: "Bob")
        try store.createProfile(name: "Cy", bio: "", picture: try picture(seed: 2))
    }

    /// The row of `name` on the screen.
    static func row(_ h: AppHarness, _ name: String) -> Int? {
        h.lines.firstIndex { $0.contains(" \(name)") && !$0.contains("profiles") }
    }

    @Test func withKittyGraphicsEachPictureIsPlacedOverItsInitials() throws {
        let h = try AppHarness(graphics: .kitty, setUp: Self.setUp)
        try h.press(KeyEvent(.character("p")), Fixtures.enter)
        #expect(h.text.contains("Your chat profiles"), "\(h.text)")
        let ann = try #require(Self.row(h, "Ann")), cy = try #require(Self.row(h, "Cy"))
        // The badge starts at column 3 (list at 1, then "✓ "): the picture covers columns 4 and 5.
        let placed = h.backend.placedImages.sorted { $0.at.y < $1.at.y }
        #expect(placed.map(\.at) == [Position(x: 4, y: ann), Position(x: 4, y: cy)], "\(placed)")
        #expect(placed.allSatisfy { $0.columns == 2 && $0.rows == 1 })
        #expect(Self.picturesLieOnBadges(h))
        #expect(Set(placed.map(\.id)).count == 2)
        #expect(Set(h.backend.transmittedImages) == Set(placed.map(\.id)))
        // The cells keep the initials (the picture lies above them); no "picture set" mark.
        #expect(h.lines[ann].contains(" AN ") || h.lines[ann].contains("A"))
        #expect(!h.text.contains("picture set"))
        // Moving the selection redraws the rows: each picture is placed again, never sent again.
        let sent = h.backend.transmittedImages.count
        try h.press(Fixtures.down)
        #expect(h.backend.placedImages.count == 2)
        #expect(h.backend.transmittedImages.count == sent)
        // A sheet over the list (the row's actions): every picture still placed lies over its
        // badge's cells, none over the sheet.
        try h.press(Fixtures.enter)
        #expect(Self.picturesLieOnBadges(h))
    }

    /// Every placed picture covers cells of an initials badge (its colours), nothing else.
    static func picturesLieOnBadges(_ h: AppHarness) -> Bool {
        h.backend.placedImages.allSatisfy { image in
            (image.at.x..<(image.at.x + image.columns)).allSatisfy { x in
                ProfileBadge.palette.contains(h.backend.screen[x, image.at.y].style.background)
            }
        }
    }

    @Test func withoutGraphicsTheInitialsAndPictureSetAndNoSequence() throws {
        let h = try AppHarness(setUp: Self.setUp)
        try h.press(KeyEvent(.character("p")), Fixtures.enter)
        #expect(h.text.contains("Your chat profiles"), "\(h.text)")
        #expect(h.backend.placedImages.isEmpty)
        #expect(!String(decoding: h.backend.written, as: UTF8.self).contains("\u{1B}_"))
        let ann = try #require(Self.row(h, "Ann"))
        #expect(h.lines[ann].hasSuffix("picture set"))
        #expect(try !h.lines[#require(Self.row(h, "Bob"))].contains("picture set"))
    }

    /// With sixel (and no kitty): each visible picture drawn as a sixel string at its badge's middle
    /// cells, no "picture set"; moving the selection keeps a picture on every pictured row and
    /// nowhere else.
    @Test func withSixelEachPictureIsDrawnOverItsInitials() throws {
        let h = try AppHarness(graphics: .sixel, setUp: Self.setUp)
        try h.press(KeyEvent(.character("p")), Fixtures.enter)
        #expect(h.text.contains("Your chat profiles"), "\(h.text)")
        let ann = try #require(Self.row(h, "Ann")), cy = try #require(Self.row(h, "Cy"))
        func drawn() -> [Position] { h.backend.sixelImages.map(\.at).sorted { $0.y < $1.y } }
        #expect(drawn() == [Position(x: 4, y: ann), Position(x: 4, y: cy)], "\(h.backend.sixelImages)")
        #expect(h.backend.sixelImages.allSatisfy { $0.columns == 2 && $0.rows == 1 })
        #expect(h.backend.placedImages.isEmpty)
        #expect(!h.text.contains("picture set"))
        #expect(!String(decoding: h.backend.written, as: UTF8.self).contains("\u{1B}_G"))
        try h.press(Fixtures.down)
        #expect(drawn() == [Position(x: 4, y: ann), Position(x: 4, y: cy)])
        // The row's actions (a sheet): whatever pictures are left lie on badge cells only.
        try h.press(Fixtures.enter)
        #expect(h.backend.sixelImages.allSatisfy { image in
            ProfileBadge.palette.contains(h.backend.screen[image.at.x, image.at.y].style.background)
        })
    }

    /// A list longer than the screen, every other profile with a picture: after scrolling down and
    /// back up, the pictures on the screen are exactly those of the rows shown with one (the rows
    /// that scrolled in or out were written over, nothing is left behind).
    @Test func scrollingLeavesNoStaleSixel() throws {
        let picture = try Self.picture(seed: 4)
        let h = try AppHarness(graphics: .sixel) { store in
            for index in 0..<30 {
                try store.createProfile(name: "P" + (index < 10 ? "0" : "") + "\(index)", bio: "", picture: index % 2 == 0 ? picture : nil)
            }
        }
        try h.press(KeyEvent(.character("p")), Fixtures.enter)
        func expected() -> [Position] {
            h.lines.enumerated().compactMap { y, line in
                guard let match = line.firstMatch(of: /P(\d\d)/), let number = Int(match.1), number % 2 == 0 else {
                    return nil
                }
                return Position(x: 4, y: y)
            }
        }
        func drawn() -> [Position] { h.backend.sixelImages.map(\.at).sorted { $0.y < $1.y } }
        #expect(!expected().isEmpty)
        #expect(drawn() == expected())
        for _ in 0..<25 { try h.press(Fixtures.down) }
        #expect(h.text.contains("P25"), "\(h.text)")
        #expect(drawn() == expected(), "\(h.text)")
        for _ in 0..<25 { try h.press(Fixtures.up) }
        #expect(drawn() == expected(), "\(h.text)")
    }
}

/// When the full screen asks the terminal about images: never in plain mode or with
/// `THRESHOLD_IMAGES=off`; inside tmux or screen without the kitty query.
@Suite struct ImageDetectionOptionsTests {
    func options(_ environment: [String: String], plain: Bool = false) throws -> LaunchOptions {
        try LaunchOptions(plain: plain, theme: nil, environment: environment, brand: Fixtures.chrome(dark: true).brand,
                          isTerminal: true)
    }

    @Test func whenTheTerminalIsAsked() throws {
        let kitty = try options(["TERM": "xterm-kitty"])
        #expect(kitty.detectsImages && kitty.asksKitty)
        #expect(try !options(["TERM": "xterm-kitty", "THRESHOLD_IMAGES": "off"]).detectsImages)
        #expect(try !options(["TERM": "xterm-256color"], plain: true).detectsImages)
        #expect(try !options(["TERM": "dumb"]).detectsImages)
        let tmux = try options(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
        #expect(tmux.detectsImages && !tmux.asksKitty)
        #expect(try !options(["TERM": "screen-256color"]).asksKitty)
        #expect(try !options(["TERM": "xterm-256color", "TMUX": "/tmp/x,1,0"]).asksKitty)
    }
}

/// A hidden profile's picture is never drawn (it would be sent to the terminal, which may keep it):
/// its row keeps the initials and "picture set", even when a snapshot held its picture; with kitty
/// graphics and with sixel.
@Suite struct HiddenProfilePictureTests {
    @Test(arguments: [TerminalGraphics.kitty, .sixel])
    func theActiveHiddenProfilesRowKeepsItsInitials(graphics: TerminalGraphics) throws {
        var hidden = Profile(id: 7, name: "Secret", bio: "", createdAt: 0, muted: true, hidden: true, unread: 0, active: true)
        hidden.hasPicture = true
        var visible = Profile(id: 1, name: "Ann", bio: "", createdAt: 0, muted: false, hidden: false, unread: 0, active: false)
        visible.hasPicture = true
        var snapshot = HomeSnapshot(profiles: [visible], active: hidden, chats: [], totalUnread: 0, notices: NoticeFlags())
        let picture = try ProfilePictureDrawingTests.picture(seed: 3)
        snapshot.pictures = [1: picture, 7: picture]
        var chrome = Fixtures.chrome(dark: true)
        chrome.graphics = graphics
        var buffer = Buffer(width: 60, height: 16)
        ProfilesScreen.draw(ProfilesState(), snapshot: snapshot, isBusy: false, chrome: chrome, into: &buffer)
        #expect(buffer.images.count == 1)
        #expect(buffer.images.allSatisfy { $0.format == (graphics == .kitty ? .png : .sixel) })
        let secret = try #require(buffer.trimmedLines.firstIndex { $0.contains("Secret") })
        #expect(!buffer.images.contains { $0.area.y == secret })
        #expect(buffer.trimmedLines[secret].hasSuffix("picture set"))
    }
}

/// The other places the full screen shows a profile's picture: the chat list's title bar (the
/// active profile) and the user picker's "Switch to …" items; with kitty graphics and with sixel,
/// never a hidden profile's, and nothing changes without graphics.
@Suite struct ProfilePictureElsewhereTests {
    /// Where pictures are on the screen, whichever protocol drew them.
    static func pictures(_ h: AppHarness) -> [Position] {
        (h.backend.placedImages.map(\.at) + h.backend.sixelImages.map(\.at)).sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    @Test(arguments: [TerminalGraphics.kitty, .sixel])
    func theHeaderShowsTheActiveProfilesPicture(graphics: TerminalGraphics) throws {
        // Cy (created last, so active) has a picture; its one initial is padded to the picture's two columns.
        let h = try AppHarness(graphics: graphics, setUp: ProfilePictureDrawingTests.setUp)
        // (A sixel's cells are blanked under it: the screen shows spaces there.)
        #expect(h.lines[0].hasSuffix(graphics == .kitty ? "C  Cy" : "   Cy"), "\(h.lines[0])")
        #expect(Self.pictures(h) == [Position(x: 80 - 1 - 5, y: 0)])
        // Bob (no picture) active: his header has no picture and keeps the usual text.
        try h.press(KeyEvent(.character("p")))
        // The picker: Ann's item shows her picture before its title, over her initials.
        let ann = try #require(h.lines.firstIndex { $0.contains("Switch to Ann") })
        #expect(h.lines[ann].contains(graphics == .kitty ? "  A  Switch to Ann" : "     Switch to Ann"), "\(h.lines[ann])")
        let annX = try #require(h.lines[ann].range(of: "Switch to Ann").map { h.lines[ann].distance(from: h.lines[ann].startIndex, to: $0.lowerBound) - 3 })
        #expect(Self.pictures(h) == [Position(x: 80 - 1 - 5, y: 0), Position(x: annX, y: ann)], "\(Self.pictures(h))")
        // Bob's item (no picture) gets his initials, so the titles line up.
        #expect(h.lines.contains { $0.contains("  B  Switch to Bob") }, "\(h.text)")
        for _ in 0..<6 where !h.lines.contains(where: { $0.contains("› B  Switch to Bob") }) { try h.press(Fixtures.down) }
        #expect(h.lines.contains { $0.contains("› B  Switch to Bob") }, "\(h.text)")
        try h.press(Fixtures.enter)
        #expect(h.lines[0].hasSuffix("B Bob"), "\(h.lines[0])")
        #expect(Self.pictures(h).isEmpty, "\(Self.pictures(h))")
    }

    @Test func withoutGraphicsNothingChanges() throws {
        let h = try AppHarness(setUp: ProfilePictureDrawingTests.setUp)
        #expect(h.lines[0].hasSuffix("C Cy"), "\(h.lines[0])")
        try h.press(KeyEvent(.character("p")))
        #expect(h.lines.contains { $0.contains("│  Switch to Ann") })
        #expect(Self.pictures(h).isEmpty)
    }

    /// A hidden active profile's picture is never drawn in the header, nor offered in the picker.
    @Test(arguments: [TerminalGraphics.kitty, .sixel])
    func aHiddenProfilesPictureIsNotInTheHeader(graphics: TerminalGraphics) throws {
        var hidden = Profile(id: 7, name: "Secret", bio: "", createdAt: 0, muted: false, hidden: true, unread: 0, active: true)
        hidden.hasPicture = true
        var visible = Profile(id: 1, name: "Ann", bio: "", createdAt: 0, muted: false, hidden: false, unread: 0, active: false)
        visible.hasPicture = true
        var state = AppState(size: TerminalSize(width: 80, height: 24))
        state.snapshot = HomeSnapshot(profiles: [visible], active: hidden, chats: [], totalUnread: 0, notices: NoticeFlags())
        let picture = try ProfilePictureDrawingTests.picture(seed: 3)
        state.snapshot.pictures = [1: picture, 7: picture]
        var chrome = Fixtures.chrome(dark: true)
        chrome.graphics = graphics
        var buffer = Buffer(width: 80, height: 24)
        ChatListScreen.draw(state, chrome: chrome, into: &buffer)
        #expect(buffer.images.isEmpty)
        #expect(buffer.trimmedLines[0].hasSuffix("S Secret"))
        // The picker lists the visible profile with its picture, and nothing of the hidden one.
        let picker = AppUpdate.userPicker(state.snapshot)
        MenuSheet.draw(picker, theme: chrome.theme, in: buffer.area, into: &buffer,
                       pictures: MenuPictures(snapshot: state.snapshot, chrome: chrome))
        #expect(buffer.images.count == 1)
        let ann = try #require(buffer.trimmedLines.firstIndex { $0.contains("Switch to Ann") })
        #expect(buffer.images.allSatisfy { $0.area.y == ann })
    }
}
