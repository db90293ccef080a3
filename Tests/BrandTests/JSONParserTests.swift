import Foundation
import Testing
@testable import Brand

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func recordsPositionsOfEveryValue() throws {
        let node = try parse("{\n  \"a\": [1, \"é\", true],\n  \"b\": null\n}")
        guard case .object(let members) = node.value, case .array(let items) = members[0].value.value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(node.position == SourcePosition(line: 1, column: 1))
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(items.map(\.position.column) == [9, 12, 17])
        #expect(members[1].value.position == SourcePosition(line: 3, column: 8))
    }

    @Test func columnsCountScalarsNotBytes() throws {
        let node = try parse("[\"日本\", 1]")
        guard case .array(let items) = node.value else { return }
        #expect(items[1].position.column == 8)
    }

    @Test func decodesStringsAndNumbers() throws {
        let node = try parse(#"["a\"b\\\/\n\t\u00e9\ud83d\ude00", -0.5e2, 0, 123]"#)
        #expect(node.value == .array([
            JSONNode(value: .string("a\"b\\/\n\té😀"), position: SourcePosition(line: 1, column: 2)),
            JSONNode(value: .number(-50), position: SourcePosition(line: 1, column: 36)),
            JSONNode(value: .number(0), position: SourcePosition(line: 1, column: 44)),
            JSONNode(value: .number(123), position: SourcePosition(line: 1, column: 47)),
        ]))
    }

    @Test(arguments: [
        ("[01]", "1:3: expected ',' or ']', found character '1'"),
        ("[1.]", "1:4: expected digits after '.'"),
        ("[1e]", "1:4: expected digits in the exponent"),
        ("[-]", "1:2: invalid number"),
        ("[1e999]", "1:2: number out of range"),
        ("[tru]", "1:2: invalid literal (expected true)"),
        (#"["\x"]"#, "1:4: invalid escape sequence"),
        (#"["\ud800"]"#, "1:4: lone surrogate in \\u escape"),
        (#"["\udc00"]"#, "1:4: lone surrogate in \\u escape"),
        (#"["\u12"]"#, "1:7: expected 4 hex digits after \\u"),
        ("[\"a\nb\"]", "1:4: control character in string (escape it)"),
        ("{\"a\" 1}", "1:6: expected ':' after the key, found character '1'"),
        ("{1: 2}", "1:2: expected a string key, found character '1'"),
        ("[1,]", "1:4: expected a value, found character ']'"),
        ("[", "1:2: expected a value, found end of input"),
    ])
    func rejectsInvalidJSON(text: String, expected: String) {
        do {
            _ = try parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect("\(error.position): \(error.message)" == expected)
        }
    }

    @Test func rejectsInvalidUTF8AndAcceptsBOM() throws {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x5B, 0x22, 0xFF, 0x22, 0x5D]) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0xC3]) }
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8))
        #expect(node.value == .array([]))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
        let objects = String(repeating: "{\"a\":", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try parse(objects) }
    }

    /// Agrees with Foundation on what is valid, for a sample of documents. (Foundation on Linux
    /// accepts a trailing comma such as `[1,]`; RFC 8259 and this parser do not.)
    @Test func agreesWithFoundationOnValidity() throws {
        let samples = ["{}", "[]", "[1, 2.5, -3e2]", #"{"a": {"b": [null, false]}}"#, "{,}", "[\"\\u0041\"]",
                       "[1 2]", "nul", "{\"a\":1,\"a\":2}", "  [ ]  ", "[\"\u{1}\"]"]
        for sample in samples {
            let ours = (try? parse(sample)) != nil
            let foundation = (try? JSONSerialization.jsonObject(with: Data(sample.utf8), options: [.fragmentsAllowed])) != nil
            #expect(ours == foundation, "\(sample)")
        }
    }
}
