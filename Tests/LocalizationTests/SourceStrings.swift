import Foundation

/// A small scanner for the texts the code passes to `tr(...)` and `trn(...)`: the first string
/// literal (and a `context:` literal), or the two literals of `trn`. A call whose text is not a
/// plain literal (interpolated, built from pieces, a variable) is reported, since no catalog
/// could translate it.
struct SourceStrings {
    /// One extracted text.
    struct Message: Hashable, Comparable {
        var context: String?
        var id: String
        var plural: String?

        static func < (a: Message, b: Message) -> Bool {
            (a.context ?? "", a.id) < (b.context ?? "", b.id)
        }
    }

    /// The texts with their first `file:line`.
    var messages: [Message: String] = [:]
    /// Calls that can't be extracted, as `file:line: why`.
    var problems: [String] = []

    /// The repository's root (this file is Tests/LocalizationTests/SourceStrings.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Scans every Swift file under `Sources/`.
    static func scanRepository() throws -> SourceStrings {
        var result = SourceStrings()
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return result }
        for case let path as String in walker where path.hasSuffix(".swift") && !path.hasSuffix("EmbeddedCatalogs.swift") && !path.hasSuffix("CompiledCatalogs.swift") {
            let text = try String(contentsOfFile: sources.path + "/" + path, encoding: .utf8)
            result.scan(text, file: "Sources/" + path)
        }
        return result
    }

    mutating func scan(_ text: String, file: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" { line += 1 }
            // Skip comments and string literals outside calls, so `tr(` in a comment is no call.
            if scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
                continue
            }
            if scalar == "\"" {
                let end = Self.literal(scalars, from: index)?.end ?? index + 1
                line += scalars[index..<min(end, scalars.count)].filter { $0 == "\n" }.count
                index = end
                continue
            }
            for name in ["trn(", "tr("] where Self.matches(scalars, at: index, name) {
                let before = index > 0 ? scalars[index - 1] : " "
                guard !(before.properties.isAlphabetic || before == "_" || before == "." || ("0"..."9").contains(before)) else { break }
                let isPlural = name == "trn("
                var position = index + name.unicodeScalars.count
                if isPlural && Self.matches(scalars, at: index - 5, "func ") { break }
                if !isPlural && Self.matches(scalars, at: index - 5, "func ") { break }
                guard let first = Self.literal(scalars, from: Self.skipSpaces(scalars, position)) else {
                    problems.append("\(file):\(line): \(name)...) needs a string literal as its text")
                    break
                }
                position = first.end
                var message = Message(context: nil, id: first.value, plural: nil)
                if isPlural {
                    position = Self.skipSpaces(scalars, position)
                    guard position < scalars.count, scalars[position] == ",",
                          let second = Self.literal(scalars, from: Self.skipSpaces(scalars, position + 1)) else {
                        problems.append("\(file):\(line): trn(...) needs two string literals")
                        break
                    }
                    message.plural = second.value
                    position = second.end
                }
                position = Self.skipSpaces(scalars, position)
                if position < scalars.count, scalars[position] == "," {
                    var after = Self.skipSpaces(scalars, position + 1)
                    if isPlural, Self.matches(scalars, at: after, "count:") {
                        // Skip the count expression up to the next top-level comma or paren.
                        var depth = 0
                        while after < scalars.count {
                            let c = scalars[after]
                            if c == "(" || c == "[" { depth += 1 }
                            if c == ")" || c == "]" { if depth == 0 { break }; depth -= 1 }
                            if c == "," && depth == 0 { break }
                            after += 1
                        }
                        if after < scalars.count, scalars[after] == "," { after = Self.skipSpaces(scalars, after + 1) }
                    }
                    if Self.matches(scalars, at: after, "context:") {
                        if let context = Self.literal(scalars, from: Self.skipSpaces(scalars, after + "context:".count)) {
                            message.context = context.value
                        } else {
                            problems.append("\(file):\(line): context: needs a string literal")
                        }
                    }
                }
                if let problem = first.problem {
                    problems.append("\(file):\(line): \(problem)")
                } else if messages[message] == nil {
                    messages[message] = "\(file):\(line)"
                }
                break
            }
            index += 1
        }
    }

    private static func matches(_ scalars: [Unicode.Scalar], at index: Int, _ word: String) -> Bool {
        guard index >= 0 else { return false }
        let word = Array(word.unicodeScalars)
        guard index + word.count <= scalars.count else { return false }
        return Array(scalars[index..<index + word.count]) == word
    }

    private static func skipSpaces(_ scalars: [Unicode.Scalar], _ index: Int) -> Int {
        var index = index
        while index < scalars.count, [" ", "\n", "\t"].contains(scalars[index]) { index += 1 }
        return index
    }

    /// A one-line string literal at `index`: its value, the index after it, and why it can't be
    /// a catalog text (interpolation, a multi-line literal).
    private static func literal(_ scalars: [Unicode.Scalar], from index: Int) -> (value: String, end: Int, problem: String?)? {
        guard index < scalars.count, scalars[index] == "\"" else { return nil }
        if matches(scalars, at: index, "\"\"\"") {
            var end = index + 3
            while end < scalars.count && !matches(scalars, at: end, "\"\"\"") { end += 1 }
            return ("", end + 3, "a multi-line literal can't be a catalog text")
        }
        var value = String.UnicodeScalarView()
        var position = index + 1
        var problem: String?
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == "\"" { return (String(value), position + 1, problem) }
            if scalar == "\n" { return (String(value), position, "unterminated literal") }
            if scalar == "\\" && position + 1 < scalars.count {
                let next = scalars[position + 1]
                switch next {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "(": problem = "an interpolated literal can't be a catalog text (use a {placeholder})"
                case "u":
                    var end = position + 3
                    var hex = ""
                    while end < scalars.count && scalars[end] != "}" { hex.unicodeScalars.append(scalars[end]); end += 1 }
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) { value.append(decoded) }
                    position = end + 1
                    continue
                default: value.append(next)
                }
                position += 2
                continue
            }
            value.append(scalar)
            position += 1
        }
        return nil
    }
}
