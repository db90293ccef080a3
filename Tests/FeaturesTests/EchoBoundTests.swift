import Features
import Testing
import ThresholdCore

/// Issue 33: every echo of user input in a message is bounded (64 characters and "…") and escaped,
/// in text and in JSON; `--json` escapes format characters (bidi overrides and isolates, zero-width).
@Suite struct EchoBoundTests {
    static let long = String(repeating: "x", count: 30_000)

    @Test(arguments: [ProfileError.unknownProfile(long) as any Error, ChatError.unknownChat(long), OperatorError.unknownOperator(long)])
    func aLongArgumentComesBackCut(error: any Error) {
        let report = ErrorReport(error)
        #expect(report.message.count < 200, "\(report.code): \(report.message.count) characters")
        #expect(report.message.contains(String(repeating: "x", count: 64) + "…"))
        #expect(report.json.serialized().utf8.count < 400)
    }

    @Test func anEchoedNameHasItsControlsShownNotApplied() {
        let report = ErrorReport(ProfileError.unknownProfile("evil\u{202E}name\u{1B}[2J"))
        #expect(!report.message.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x1B })
    }

    @Test func jsonEscapesFormatCharacters() {
        let text = JSONValue.string("a\u{202E}b\u{200B}c\u{2066}d\u{2028}e\u{E0001}f").serialized()
        #expect(text == "\"a\\u202eb\\u200bc\\u2066d\\u2028e\\udb40\\udc01f\"")
        #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .format })
    }
}
