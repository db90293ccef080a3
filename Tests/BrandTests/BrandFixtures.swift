import Foundation
@testable import Brand

/// A small valid brand; tests break one line at a time so positions stay predictable.
let validBrand = """
{
  "formatVersion": 1,
  "appName": "Test",
  "tagline": "Tag",
  "logo": { "light": ["L"], "dark": ["D"] },
  "accentColor": { "light": "#112233", "dark": "#445566" },
  "highlights": [ { "title": "T", "text": "X" } ],
  "operators": [
    { "id": "a", "tag": "A", "tradeName": "A", "legalName": "A Ltd", "serverDomains": ["a.example"], "roles": ["storage"] },
    { "id": "b", "tag": "B", "tradeName": "B", "legalName": "B Ltd", "serverDomains": ["b.example"], "roles": ["proxy"] }
  ],
  "conditions": { "version": "1", "text": "Be nice." },
  "steps": ["welcome", "createProfile", "conditions", "notifications"]
}
"""

/// `validBrand` with `old` replaced by `new` (which must occur exactly once).
func broken(_ old: String, _ new: String) -> String {
    precondition(validBrand.components(separatedBy: old).count == 2, "fixture text not unique: \(old)")
    return validBrand.replacingOccurrences(of: old, with: new)
}

/// The issue lines of a brand that must fail.
func errorLines(_ text: String) -> [String] {
    do {
        _ = try Brand.parse(text)
        return ["<valid>"]
    } catch {
        return error.issues.map(\.description)
    }
}

/// The repository's Examples directory, found from this file's path.
func examplesDirectory(_ file: String = #filePath) -> URL {
    URL(fileURLWithPath: file)
        .deletingLastPathComponent() // BrandTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("Examples")
}

/// Deterministic pseudo-random numbers (SplitMix64), so mutation failures replay.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
