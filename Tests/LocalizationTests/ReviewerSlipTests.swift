import Foundation
import Testing

/// Slips a reviewer found in the catalogs: a Turkish question particle after a placeholder (it
/// can't follow the vowel harmony of a word it doesn't know: "“list” mı", "--password-stdin mı"),
/// Arabic's "instant" for push in the Off mode's description, German "Push-Token" for the
/// glossary's Gerätetoken.
@Suite struct ReviewerSlipTests {
    @Test func noTurkishParticleFollowsAPlaceholder() throws {
        let particle = try Regex(#"(\}|\}”|\}") m[ıiuü]\b"#)
        for (id, forms) in try TermSlipTests.entries("tr").texts {
            for form in forms where form.contains(particle) {
                Issue.record("tr: \"\(id)\" -> \"\(form)\": a particle after a placeholder")
            }
        }
    }

    @Test func arabicOffModeSaysPushAndGermanSaysGeraetetoken() throws {
        let arabic = try TermSlipTests.entries("ar").texts
        let off = try #require(arabic.first { $0.0 == "Off: no push notifications; messages are received only while the app is open." })
        #expect(off.1.allSatisfy { $0.contains("إشعارات دفع") || $0.contains("إشعارات الدفع") }, "\(off.1)")
        for (id, forms) in try TermSlipTests.entries("de").texts where forms.contains(where: { $0.contains("Push-Token") }) {
            Issue.record("de: \"\(id)\" says Push-Token, not Gerätetoken")
        }
    }
}
