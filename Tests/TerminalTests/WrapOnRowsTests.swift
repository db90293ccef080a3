import Testing
@testable import Terminal

/// A text wraps on the rows it is given and is cut only on the last (issue 35: texts at 40x12
/// were cut with "…" while rows below them stayed empty).
@Suite struct WrapOnRowsTests {
    @Test func wrapsOnTheRowsGivenAndCutsOnlyTheLast() {
        let text = "Chats of Alice appear here when messages arrive."
        #expect(TextWrap.wrap(text, width: 38, maxLines: 3) == ["Chats of Alice appear here when", "messages arrive."])
        #expect(TextWrap.wrap(text, width: 20, maxLines: 2) == ["Chats of Alice", "appear here when…"])
        #expect(TextWrap.wrap(text, width: 20, maxLines: 0).isEmpty)
        // Chinese breaks between characters, and is cut between them.
        #expect(TextWrap.wrap("收到消息后聊天会显示在这里。", width: 10, maxLines: 1) == ["收到消息…"])
    }
}
