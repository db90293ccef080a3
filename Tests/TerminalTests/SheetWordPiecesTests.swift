import Testing
@testable import Terminal

/// The reviewer's 80x24 "Check data" dialog: the screen's words cut by the box stayed beside it
/// ("このアプ", "データデ", "ie das Terminal"). The box now takes the pieces of words it cut with
/// it; whole words and the frame beside it stay.
@Suite struct SheetWordPiecesTests {
    @Test func theWordsTheBoxCutGoWithIt() {
        var buffer = Buffer(width: 40, height: 3)
        buffer.put("│ab Terminal zu Ende lesen und so forth│", x: 0, y: 0)
        buffer.put("│このアプリのデータディレクトリを開きま│", x: 0, y: 1)
        buffer.put("│one two inside the box here five six s│", x: 0, y: 2)
        buffer.fillSheet(Rect(x: 8, y: 0, width: 16, height: 3), over: buffer.area, margin: 4)
        let lines = buffer.lines
        // "Terminal" and "lesen" were cut by the box's sides: both go; "ab" and "und" stay.
        #expect(lines[0] == "│ab" + String(repeating: " ", count: 24) + "und so forth│", "\(lines[0])")
        // CJK has no blanks: the pieces go up to the frame.
        #expect(lines[1] == "│" + String(repeating: " ", count: 38) + "│", "\(lines[1])")
        // Nothing cut (blanks under the box's sides): the words beside it stay.
        #expect(lines[2] == "│one two" + String(repeating: " ", count: 16) + "here five six s│", "\(lines[2])")
    }
}
