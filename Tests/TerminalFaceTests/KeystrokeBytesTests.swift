import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// PRODUCT.md 8 and 10: one keystroke in the search field writes under 200 bytes, with 1,000 profiles.
@Suite struct KeystrokeBytesTests {
    @Test func oneKeystrokeOnAThousandProfileListing() throws {
        #expect(TUIBenchmark.keystrokeBytes(profiles: 1_000) < 200)
        #expect(TUIBenchmark.drawProfilesScreen(profiles: 1_000).trimmedLines[4].contains("Profile Alice 1"))
    }

    @Test func oneKeystrokeThroughTheAppAndTestBackend() throws {
        let h = try AppHarness { store in
            for index in 1...1_000 { try store.createProfile(name: "Member \(index)") }
        }
        try h.press(KeyEvent(.character("p")), Fixtures.enter)  // the user picker opens on "Your chat profiles"; back, then the same via settings
        try h.press(Fixtures.escape)
        try h.press(KeyEvent(.character("s")), Fixtures.enter)
        #expect(h.text.contains("Your chat profiles"))
        try h.type("Membe")
        h.backend.clearWritten()
        try h.type("r")
        #expect(h.backend.written.count < 200, "\(h.backend.written.count) bytes")
        #expect(h.backend.written.count > 0)
        // A character that matches nothing (a password being typed) is cheap too once the list is empty.
        try h.type("#")
        h.backend.clearWritten()
        try h.type("x")
        #expect(h.backend.written.count < 200)
    }
}
