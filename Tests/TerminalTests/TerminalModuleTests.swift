import Testing
@testable import Terminal

@Test func moduleLinks() {
    #expect(TerminalModule.name == "Terminal")
}
