import Foundation
import Testing

/// No sentence is assembled from translated pieces in code: a line that joins two translated
/// texts (`tr(...)`, `trn(...)` or a Features text such as `PromptText.x`) with a space, a comma or
/// a full stop fails here (Japanese got a stray space; no language could reorder the parts). Join
/// them as one text with placeholders instead (`tr("{question} [y/N]", ...)`), or put separate
/// sentences on separate lines. A heuristic: it reads one line at a time, so a join through a
/// variable holding a translated text is not seen.
@Suite struct GluedSentenceTests {
    static let faces = ["Features", "CommandLineFace", "PlainFace", "TerminalFace", "DesktopFace", "TerminalIO"]

    static func gluedLines(in text: String) throws -> [String] {
        let join = try Regex(#"\+ *"(?: |, |\. )" *\+|" " *\+ *trn?\(|\+ *" " *$"#)
        let translated = try Regex(#"\btrn?\(|\b[A-Z][A-Za-z]*Text\.[a-z]"#)
        // An alert's or notice's title and message interpolated with a space between (issue 35:
        // plain mode's "\(alert.title) \(alert.message)" read "無効な表示名です！ 名前を…").
        let interpolated = try Regex(#"\\\(\w+\.(title|message|text)\) \\\(\w+\.(title|message|text)\)"#)
        return text.split(separator: "\n").map(String.init).filter { line in
            !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                && ((line.contains(join) && line.matches(of: translated).count >= 2) || line.contains(interpolated))
        }
    }

    @Test func theScanFindsAGluedPrompt() throws {
        #expect(try Self.gluedLines(in: #"try line(RekeyText.question + " " + PromptText.yesNoDefaultNo + " ")"#).count == 1)
        #expect(try Self.gluedLines(in: #"throw UsageError(tr("Unknown.") + " " + tr("Usage:") + " " + usage)"#).count == 1)
        #expect(try Self.gluedLines(in: #"try line(PromptText.yesNo(RekeyText.question, defaultYes: false) + " ")"#).isEmpty)
        #expect(try Self.gluedLines(in: #"io.write("\(alert.title) \(alert.message)\n")"#).count == 1)
        #expect(try Self.gluedLines(in: #"io.write(PromptText.alert(title: alert.title, message: alert.message) + "\n")"#).isEmpty)
    }

    @Test func noFaceGluesTranslatedPieces() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var found: [String] = []
        for face in Self.faces {
            let folder = root.appendingPathComponent("Sources/" + face)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in files where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                found += try Self.gluedLines(in: text).map { "\(face)/\(path): \($0.trimmingCharacters(in: .whitespaces))" }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
