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

    /// In a right-to-left language the code (two groups of digits) and the addresses stand in an
    /// isolate: bare, the bidi algorithm shows "123 456" as "456 123" there, and the other device,
    /// in another language, would seem to show another code.
    @Test func inARightToLeftLanguageTheCodeIsIsolated() {
        let arabic = Texts.choose(environment: [:], flag: "ar")
        let texts = Texts.with(arabic) {
            [DirectTransferText.compareCode("123 456"), DirectTransferText.typeCode("123 456"), DirectTransferText.connected("123 456")]
        }
        for text in texts {
            #expect(text.contains("\u{2068}123 456\u{2069}"), "\(text)")
        }
        #expect(DirectTransferText.compareCode("123 456").contains("Short code: 123 456."), "English keeps it bare")
        #expect(DirectTransferText.shownCode("123 456") == "\u{2068}123 456\u{2069}")
    }

    /// The desktop's words while it listens give the minutes the user chose and no command.
    @Test func theDesktopSaysMinutesAndNoCommand() {
        for resumed in [false, true] {
            let text = DirectTransferText.readyOnDesktop(minutes: 10, resumed: resumed)
            #expect(text.contains("10 ") && text.contains("minutes") && !text.contains("threshold "), "\(text)")
        }
        #expect(DirectTransferText.readyOnDesktop(minutes: 1).contains("1 minute."))
        #expect(!DirectTransferText.sentOnDesktop(1 << 20).contains("threshold "))
    }

    /// A serve whose destination never said its import is in place does not say "Sent … finalize":
    /// it says it can't tell, and to finalize only once the new device shows the data.
    @Test func anUnconfirmedImportIsNotReportedAsSent() {
        let confirmed = DirectTransferResult(size: 1 << 20, importConfirmed: true)
        let unconfirmed = DirectTransferResult(size: 1 << 20, importConfirmed: false)
        #expect(DirectTransferText.sent(confirmed) == DirectTransferText.sent(1 << 20))
        #expect(DirectTransferText.sent(unconfirmed).contains("did not say whether it imported"))
        #expect(DirectTransferText.sentOnDesktop(unconfirmed) == DirectTransferText.sent(unconfirmed))
        #expect(DirectTransferText.sentOnDesktop(confirmed) == DirectTransferText.sentOnDesktop(1 << 20))
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
        #expect(first.contains("10 minutes") && resumed.contains("10 minutes"), "the limit as a duration (issue 35)")
        #expect(resumed.contains("interrupted") && resumed.contains("reconnects by itself"))
        #expect(!first.contains("interrupted"))
    }
}
