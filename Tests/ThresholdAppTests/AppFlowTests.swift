import Terminal
import Testing
@testable import ThresholdApp
import ThresholdCore

@Suite struct AppFlowTests {
    @Test func freshStoreShowsWelcomeAndCreatesTheFirstProfile() throws {
        let h = try AppHarness()
        #expect(h.text.contains("Create your profile"))
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Display name"))
        try h.type("  Bob")
        #expect(h.text.contains("Will be saved as: Bob"))
        try h.press(Fixtures.enter, Fixtures.enter)
        #expect(h.state.alert?.title == "Invalid display name!")
        try h.press(Fixtures.enter)
        #expect(h.state.alert == nil)
        try h.press(Fixtures.enter, Fixtures.enter)
        #expect(h.text.contains("Threshold · Chats"), "\(h.text)")
        #expect(h.text.contains("Bob"))
        #expect(try h.store.listProfiles().profiles.map(\.name) == ["Bob"])
    }
}
