/// A strict RFC 8259 JSON parser that records the line and column of every value.
///
/// Written for untrusted input: it never traps (bounded nesting depth, no unchecked
/// indexing, invalid UTF-8 and lone surrogates rejected) and reports the first error with
/// its position.
package struct JSONParser {
    /// Deeper nesting is refused, so hostile input cannot exhaust the stack.
    package static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON document (an optional UTF-8 byte order mark is accepted).
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return node
    }

    // MARK: - Cursor

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Continuation bytes belong to the scalar already counted.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current,
              byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }

    private func error(_ message: String, at position: SourcePosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(position: position ?? self.position, message: message)
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of input" }
        if byte >= 0x21 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        guard current == byte else { throw error("expected \(what), found \(describeCurrent())") }
        advance()
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        guard let byte = current else { throw error("expected a value, found end of input") }
        switch byte {
        case UInt8(ascii: "{"):
            return JSONNode(value: try parseObject(depth: depth + 1), position: start)
        case UInt8(ascii: "["):
            return JSONNode(value: try parseArray(depth: depth + 1), position: start)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try parseString()), position: start)
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return JSONNode(value: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return JSONNode(value: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return JSONNode(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), position: start)
        default:
            throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func parseLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = position
        for expected in word.utf8 {
            guard current == expected else { throw error("invalid literal (expected \(word))", at: start) }
            advance()
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        advance() // {
        skipWhitespace()
        var members: [JSONNode.Member] = []
        if current == UInt8(ascii: "}") {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            let keyPosition = position
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a string key, found \(describeCurrent())")
            }
            let key = try parseString()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(members)
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        advance() // [
        skipWhitespace()
        var elements: [JSONNode] = []
        if current == UInt8(ascii: "]") {
            advance()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(elements)
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        let startIndex = index
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else if try digits() == 0 {
            throw error("invalid number", at: start)
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard try digits() > 0 else { throw error("expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard try digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number out of range", at: start)
        }
        return value
    }

    private mutating func digits() throws(JSONSyntaxError) -> Int {
        var count = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            advance()
            count += 1
        }
        return count
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position
        advance() // opening quote
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let string = String(validating: buffer, as: UTF8.self) else {
                    throw error("invalid UTF-8 in string", at: start)
                }
                return string
            case UInt8(ascii: "\\"):
                advance()
                try parseEscape(into: &buffer)
            case 0x00..<0x20:
                throw error("control character in string (escape it)")
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapePosition = position
        guard let byte = current else { throw error("unterminated string") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800...0xDBFF).contains(code) {
                guard current == UInt8(ascii: "\\") else { throw error("lone surrogate in \\u escape", at: escapePosition) }
                advance()
                guard current == UInt8(ascii: "u") else { throw error("lone surrogate in \\u escape", at: escapePosition) }
                advance()
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("lone surrogate in \\u escape", at: escapePosition)
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else {
                throw error("lone surrogate in \\u escape", at: escapePosition)
            }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw error("invalid escape sequence", at: escapePosition)
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("expected 4 hex digits after \\u") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected 4 hex digits after \\u")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }
}
