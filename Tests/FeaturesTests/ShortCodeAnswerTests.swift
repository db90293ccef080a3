import Features
import Testing

/// The standard-input rule of a direct transfer's short code (docs/migration.md, "Direct transfer").
@Suite struct ShortCodeAnswerTests {
    @Test func theTypedLineMustBeTheCodeSpacesIgnored() {
        #expect(ShortCodeAnswer.typed("123 456", against: "123 456") == .matches)
        #expect(ShortCodeAnswer.typed("123456", against: "123 456") == .matches)
        #expect(ShortCodeAnswer.typed(" 12 34 56 ", against: "123 456") == .matches)
        #expect(ShortCodeAnswer.typed("123 457", against: "123 456") == .differs)
        #expect(ShortCodeAnswer.typed("", against: "123 456") == .differs)
        #expect(ShortCodeAnswer.typed("y", against: "123 456") == .differs)
        #expect(ShortCodeAnswer.typed(nil, against: "123 456") == .cancel)
    }

    @Test func theTextsCarryTheCode() {
        #expect(DirectTransferText.compareCode("123 456").contains("123 456"))
        #expect(DirectTransferText.typeCode("123 456").contains("123 456"))
        #expect(DirectTransferText.connected("123 456").contains("123 456"))
    }

    /// The destination's summary counts resumes in the language's plural ("1 times" before).
    @Test func theSummaryCountsResumesInThePlural() {
        #expect(DirectTransferText.received(1 << 20, resumes: 1).contains("resumed 1 time)"))
        #expect(DirectTransferText.received(1 << 20, resumes: 2).contains("resumed 2 times)"))
        #expect(!DirectTransferText.received(1 << 20, resumes: 0).contains("resumed"))
    }

    /// A serve restarted after a kill (its resume record found) says the other device reconnects
    /// by itself, not "paste this link" as a first serve does; both give the time limit.
    @Test func aResumedServeSaysTheOtherDeviceReconnectsByItself() {
        let first = DirectTransferText.ready(seconds: 600)
        let resumed = DirectTransferText.ready(seconds: 600, resumed: true)
        #expect(first != resumed)
        #expect(first.contains("600") && resumed.contains("600"))
        #expect(resumed.contains("interrupted") && resumed.contains("reconnects by itself"))
        #expect(!first.contains("interrupted"))
    }
}
