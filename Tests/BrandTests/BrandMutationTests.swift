import Testing
@testable import Brand

/// The brand parser survives random and mutated input: every outcome is a brand or a list of
/// positioned issues, never a crash.
@Suite struct BrandMutationTests {
    private func check(_ bytes: [UInt8]) {
        do {
            _ = try Brand.parse(bytes: bytes, fileName: "m.json")
        } catch {
            #expect(error.code == "invalidBrand")
            #expect(!error.issues.isEmpty)
            for issue in error.issues {
                #expect(issue.description.hasPrefix("m.json:"))
                #expect(issue.position.line >= 1 && issue.position.column >= 1)
            }
        }
    }

    private static let interesting: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "null", "true", "-", "1e999", "0.",
        "\n", "#", "é", "😀",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00], [0xED, 0xA0, 0x80]]

    @Test func mutatedBrandsNeverCrash() {
        var rng = SplitMix64(state: 0x5EED)
        let seeds = [Array(BuiltInBrandText.json.utf8), Array(validBrand.utf8)]
        for round in 0..<4_000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                guard !bytes.isEmpty else { break }
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &rng)
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(contentsOf: Self.interesting.randomElement(using: &rng) ?? [], at: at)
                case 3: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &rng)))
                case 4:
                    let end = min(bytes.count, at + Int.random(in: 1...60, using: &rng))
                    bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &rng))
                default: bytes = Array(bytes[..<at])
                }
            }
            check(bytes)
        }
    }

    @Test func randomBytesNeverCrash() {
        var rng = SplitMix64(state: 42)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...200, using: &rng)
            var bytes: [UInt8] = []
            for _ in 0..<count {
                if Bool.random(using: &rng) {
                    bytes.append(UInt8.random(in: 0...255, using: &rng))
                } else {
                    bytes.append(contentsOf: Self.interesting.randomElement(using: &rng) ?? [])
                }
            }
            check(bytes)
        }
    }
}
