import Testing
import Secrets

@Suite("Bech32 (BIP-173)")
struct Bech32Tests {
    @Test(arguments: [
        "A12UEL5L", "a12uel5l",
        "an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs",
        "abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw",
        "split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w",
        "?1ezyfcl",
    ])
    func validChecksums(text: String) throws {
        let decoded = try Bech32.decode(text)
        #expect(decoded.hrp == String(text[..<text.lastIndex(of: "1")!]).lowercased())
    }

    @Test(arguments: [
        ("A1G7SGD8", Bech32Error.invalidChecksum),
        ("10a06t8", .missingSeparator),
        ("1qzzfhee", .missingSeparator),
        ("x1b4n0q5v", .invalidCharacter),
        ("li1dgmt3", .tooShort),
        ("A12UEL5l", .mixedCase),
        ("pzry9x0s0muk", .missingSeparator),
        ("a12uel5m", .invalidChecksum),
        ("a 12uel5l", .invalidCharacter),
    ])
    func invalid(text: String, error: Bech32Error) {
        #expect(throws: error) { try Bech32.decode(text) }
    }

    @Test func roundTripWithoutLengthLimit() throws {
        let data = testData(count: 200)
        let text = Bech32.encode(hrp: "age-secret-key-", data: data, uppercase: true)
        #expect(text.count > 90)
        #expect(text == text.uppercased())
        let decoded = try Bech32.decode(text)
        #expect(decoded.hrp == "age-secret-key-")
        #expect(decoded.data == data)
    }
}
