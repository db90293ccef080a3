import Foundation
import Testing

/// Every code the error mapper can hand a user is in the README's list of codes (issue 12 item 4).
///
/// The codes are read from the sources: the literals of `ErrorReport` itself, and the `code`
/// properties of the error types whose codes it passes through unchanged. A type added to the
/// mapper's pass-through cases belongs in `passThroughFiles`.
@Suite struct ErrorCodeListTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let passThroughFiles = [
        "Sources/ThresholdCore/Profiles/ProfileError.swift",
        "Sources/Features/Session/SessionError.swift",
        "Sources/TerminalFace/Runtime/AppLaunchError.swift",
        "Sources/ThresholdCore/Lock/LockError.swift",
        "Sources/ThresholdCore/Chats/ChatError.swift",
        "Sources/ThresholdCore/Operators/OperatorError.swift",
        "Sources/Secrets/SecretsError.swift",
        "Sources/Migration/MigrationError.swift",
    ]

    /// Codes a type declares but the mapper replaces (busy → `dataInUse`, constraint → `databaseError`).
    static let replacedByTheMapper: Set<String> = ["databaseBusy", "constraintFailed"]

    static func source(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The string literals inside every `var code: String { ... }` of `text`.
    static func codeProperties(_ text: String) -> [String] {
        var codes: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "var code: String {") {
            var depth = 1
            var index = start.upperBound
            while depth > 0, index < rest.endIndex {
                if rest[index] == "{" { depth += 1 } else if rest[index] == "}" { depth -= 1 }
                index = rest.index(after: index)
            }
            codes += stringLiterals(in: rest[start.upperBound..<index])
            rest = rest[index...]
        }
        return codes
    }

    /// The string literals of `text` that are words made of letters only.
    static func stringLiterals(in text: Substring) -> [String] {
        text.components(separatedBy: "\"").enumerated().compactMap { index, piece in
            index % 2 == 1 && !piece.isEmpty && piece.allSatisfy(\.isLetter) ? piece : nil
        }
    }

    /// Words made of letters only that follow `marker` and end at a quote.
    static func literals(in text: Substring, after marker: String) -> [String] {
        text.components(separatedBy: marker).dropFirst().compactMap { piece in
            guard let end = piece.firstIndex(of: "\"") else { return nil }
            let word = String(piece[..<end])
            return !word.isEmpty && word.allSatisfy(\.isLetter) ? word : nil
        }
    }

    @Test func theReadmeListsEveryCodeTheMapperCanGive() throws {
        let readme = try Self.source("README.md")
        let mapper = try Self.source("Sources/Features/Errors/ErrorReport.swift")
        var codes = Set(Self.literals(in: Substring(mapper), after: "code: \""))
        for file in Self.passThroughFiles + ["Sources/Storage/DatabaseError.swift"] {
            codes.formUnion(Self.codeProperties(try Self.source(file)))
        }
        codes.subtract(Self.replacedByTheMapper)
        #expect(codes.count > 40, "the scan found too few codes to be working: \(codes.sorted())")
        let missing = codes.filter { !readme.contains("`\($0)`") }.sorted()
        #expect(missing.isEmpty, "README lacks \(missing)")
    }
}
