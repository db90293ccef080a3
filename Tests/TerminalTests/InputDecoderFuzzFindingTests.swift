import Testing
@testable import Terminal

/// Inputs the fuzzer found (Fuzz/findings/input-decoder), kept as tests.
@Suite struct InputDecoderFuzzFindingTests {
    /// A paste cut after ESC (a possible start of its terminator), then a pause: the flush keeps the
    /// byte and the paste open, and the paste completes when the rest of the terminator comes.
    @Test func aFlushInsideAPasteKeepsItsPartialTerminator() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~pasted\r".utf8) + [0xff, 0x1b]).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.isInPaste && decoder.hasPending)
        let events = decoder.feed(Array("[201~".utf8))
        #expect(events.count == 1)
        if case .paste(let text)? = events.first {
            #expect(text.hasPrefix("pasted\n"))
        } else {
            Issue.record("expected a paste, got \(events)")
        }
        #expect(!decoder.isInPaste && !decoder.hasPending)
    }
}
