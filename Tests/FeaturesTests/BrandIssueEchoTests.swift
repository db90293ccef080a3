import Brand
@testable import Features
import Testing

/// A brand file's field names are the author's text: the location in front of a problem is
/// echoed like a value (escaped, cut), not printed whole (a 5,000-character field name came back
/// as a 5,000-character line).
@Suite struct BrandIssueEchoTests {
    @Test func aLongFieldNameIsCutAndEscapedInTheLocation() {
        let path = "x\u{1B}[31m\u{202E}" + String(repeating: "A", count: 5_000)
        let issue = BrandIssue(file: "brand.json", position: SourcePosition(line: 1, column: 2), path: path,
                               code: .unknownField, message: "unknown field", values: ["formatVersion, appName"])
        let line = BrandIssueText.line(issue)
        #expect(line.count < 400, "\(line.count)")
        #expect(!line.contains("\u{1B}"))
        #expect(!line.contains("\u{202E}"))
        #expect(line.hasPrefix("brand.json:1:2: "))
    }
}
