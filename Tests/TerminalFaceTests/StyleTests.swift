import Features
import Terminal
import Testing
@testable import TerminalFace

/// Colors are not in the text snapshots; these pin the styles that carry meaning.
@Suite struct StyleTests {
    let size = TerminalSize(width: 80, height: 24)

    @Test func selectionAndTitleBarUseReverseVideoSoTheyShowWithoutColors() {
        let buffer = AppView.render(ScreenCatalog.onProfiles(size) { $0.selected = 1 }, chrome: Fixtures.chrome(dark: true))
        #expect(buffer[0, 0].style.attributes.contains(.reverse))
        #expect(buffer[10, 5].style.attributes.contains(.reverse))  // Bob's row, selected
        #expect(!buffer[10, 4].style.attributes.contains(.reverse))
    }

    @Test func initialsHaveAColorFromTheName() {
        let buffer = AppView.render(ScreenCatalog.onProfiles(size), chrome: Fixtures.chrome(dark: false))
        #expect(buffer[5, 4].style == ProfileBadge.style(for: "Alice"))
        #expect(ProfileBadge.initials("Bob Stone") == "BS")
        #expect(ProfileBadge.initials("山田太郎") == "山")
    }

    @Test func themesDifferOnlyInColorsAndLogo() {
        let light = AppView.render(ScreenCatalog.home(size), chrome: Fixtures.chrome(dark: false))
        let dark = AppView.render(ScreenCatalog.home(size), chrome: Fixtures.chrome(dark: true))
        #expect(light.trimmedLines == dark.trimmedLines)
        #expect(light[0, 0].style != dark[0, 0].style)
    }

    @Test func noColorWritesNoColorCodes() {
        var renderer = Renderer(colorMode: .none)
        let bytes = renderer.render(AppView.render(ScreenCatalog.onProfiles(size), chrome: Fixtures.chrome(dark: true)))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("38;"))
        #expect(!text.contains("48;"))
        #expect(text.contains("Your chat profiles"))
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"]) == .none)
    }
}
