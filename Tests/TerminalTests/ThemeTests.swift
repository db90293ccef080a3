import Testing
@testable import Terminal

@Suite struct ThemeTests {
    @Test func detectsFromCOLORFGBG() {
        #expect(Theme.detect(environment: [:]) == .dark)
        #expect(Theme.detect(environment: ["COLORFGBG": "15;0"]).isDark)
        #expect(!Theme.detect(environment: ["COLORFGBG": "0;15"]).isDark)
        #expect(!Theme.detect(environment: ["COLORFGBG": "0;default;7"]).isDark)
        #expect(Theme.detect(environment: ["COLORFGBG": "nonsense"]).isDark)
    }

    @Test func accentFromHex() throws {
        let theme = try Theme.light.withAccent(hex: "#FF8800")
        #expect(theme.accent == .rgb(0xFF, 0x88, 0x00))
        #expect(!theme.isDark)
        #expect(theme.title.foreground == .rgb(0xFF, 0x88, 0x00))
        #expect(try Color(hex: "0af") == .rgb(0x00, 0xAA, 0xFF))
        #expect(throws: TerminalError.invalidColor("#12345G")) { try Color(hex: "#12345G") }
        #expect(throws: TerminalError.invalidColor("")) { try Color(hex: "") }
        #expect(TerminalError.invalidColor("x").code == "invalidColor")
    }

    @Test func selectionSurvivesNoColor() {
        for theme in [Theme.light, Theme.dark] {
            #expect(theme.selection.attributes.contains(.reverse))
        }
    }
}
