import Onboarding
import Terminal
import Testing
@testable import TransitExample

/// Random keys, pastes and resizes through the whole app never trap or throw, every frame draws
/// at any size, and the store stays consistent with what is on screen. The command-line parser
/// survives random arguments.
@Suite struct TransitRandomInputTests {
    /// A seeded generator, so a failure can be replayed from the seed in its message.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let keys: [Key] = [.up, .down, .left, .right, .tab, .backTab, .enter, .escape, .backspace,
                              .home, .end, .character("a"), .character("n"), .character("c"), .character("o"),
                              .character(" "), .character("z"), .character("ü"), .character("q")]
    static let pastes = ["wien", "\u{1B}[31m", "line\nbreak", "東京", ""]

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomInputNeverBreaksTheApp(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let fixture = try TransitFixture()
        let ui = try fixture.ui(release: seed % 2 == 0 ? .first : .current)
        for _ in 0..<1_500 {
            let event: TerminalEvent
            switch Int.random(in: 0..<20, using: &random) {
            case 0: event = .paste(Self.pastes.randomElement(using: &random) ?? "")
            case 1: event = .resize(TerminalSize(width: Int.random(in: 1...120, using: &random),
                                                 height: Int.random(in: 1...40, using: &random)))
            default: event = .key(KeyEvent(Self.keys.randomElement(using: &random) ?? .enter))
            }
            _ = try ui.handle(event)
            let size = TerminalSize(width: Int.random(in: 1...120, using: &random), height: Int.random(in: 1...40, using: &random))
            let frame = ui.render(size: size)
            #expect(frame.size == size, "seed \(seed)")
            // No escape byte from a paste ever reaches a cell.
            #expect(!frame.lines.joined().contains("\u{1B}"), "seed \(seed)")
        }
        // Whatever happened, the stored progress is consistent with a resumable flow.
        let onboarding = try TransitOnboarding(store: fixture.store, release: .current) {}
        if case .home = ui.app.mode, onboarding.page != nil {
            // Only update notes of a newer release may remain after the home screen was reached.
            #expect(onboarding.page == .whatChanged(TransitRelease.current.notes), "seed \(seed)")
        }
    }

    @Test func randomArgumentsNeverTrapTheParser() {
        var random = SplitMix(state: 42)
        let words = ["--data-dir", "--plain", "--simulate-release", "1", "2", "0", "-h", "--help", "", "x",
                     "--", "-", "\u{1B}", "--data-dir=/tmp", String(repeating: "a", count: 300)]
        for _ in 0..<2_000 {
            let arguments = (0..<Int.random(in: 0...5, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }
            do {
                let options = try TransitLauncher.parse(arguments)
                if let directory = options.dataDirectory { #expect(!directory.isEmpty && !directory.hasPrefix("--")) }
            } catch {
                #expect(!error.message.isEmpty)
                #expect(!error.message.contains("\u{1B}"))
                #expect(error.message.count < 120)
            }
        }
    }
}
