import Testing
import Secrets

@Suite("age identities and recipients")
struct AgeKeyTests {
    @Test func specExampleIdentityMapsToSpecExampleRecipient() throws {
        let identity = try AgeIdentity(parsing: "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX")
        #expect(identity.recipient.encoded == "age1zvkyg2lqzraa2lnjvqej32nkuu0ues2s82hzrye869xeexvn73equnujwj")
        #expect(identity.secretKeyString == "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX")
    }

    @Test func generatedIdentityRoundTrips() throws {
        let identity = try AgeIdentity.generate()
        #expect(identity.secretKeyString.hasPrefix("AGE-SECRET-KEY-1"))
        #expect(identity.recipient.encoded.hasPrefix("age1"))
        #expect(try AgeIdentity(parsing: identity.secretKeyString) == identity)
        #expect(try AgeIdentity(parsing: identity.secretKeyString.lowercased()) == identity)
        #expect(try AgeRecipient(parsing: identity.recipient.encoded) == identity.recipient)
    }

    @Test func descriptionsNeverShowTheSecret() throws {
        let identity = try AgeIdentity.generate()
        let secretBody = String(identity.secretKeyString.dropFirst("AGE-SECRET-KEY-1".count))
        for text in [identity.description, identity.debugDescription, String(describing: identity),
                     String(reflecting: identity), "\(identity)"] {
            #expect(!text.uppercased().contains(secretBody))
            #expect(!text.contains("AGE-SECRET-KEY"))
        }
    }

    @Test(arguments: [
        "", "AGE-SECRET-KEY-1", "age1zvkyg2lqzraa2lnjvqej32nkuu0ues2s82hzrye869xeexvn73equnujwj",
        "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEY",
        "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEx",
        "AGE-SECRET-KEY-PQ-1XX76JRALNLXDMEW0CRK45QMCCH4X06SE84UN3VPM33W6HWDX0H3SK3ZQFR",
    ])
    func malformedIdentities(text: String) {
        #expect(throws: AgeError.invalidIdentity) { try AgeIdentity(parsing: text) }
    }

    @Test(arguments: [
        "", "age1", "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX",
        "age1zvkyg2lqzraa2lnjvqej32nkuu0ues2s82hzrye869xeexvn73equnujwk",
        "age1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsu3yla",
    ])
    func malformedRecipients(text: String) {
        #expect(throws: AgeError.invalidRecipient) { try AgeRecipient(parsing: text) }
    }

    @Test func errorCodesAreStable() {
        #expect(AgeError.noMatchingRecipient.code == "noMatchingRecipient")
        #expect(AgeError.headerCorrupted(reason: "x").code == "headerCorrupted")
        #expect(AgeError.payloadCorrupted.code == "payloadCorrupted")
        #expect(AgeError.truncated.code == "truncated")
        #expect(AgeError.unsupportedVersion.code == "unsupportedVersion")
        #expect(AgeError.notAgeFile.code == "notAgeFile")
    }
}
