import Testing
import Secrets

@Suite("HKDF-SHA256 (RFC 5869)")
struct HKDFTests {
    @Test func testCase1() throws {
        let ikm = [UInt8](repeating: 0x0b, count: 22)
        let salt = hex("000102030405060708090a0b0c")
        let info = hex("f0f1f2f3f4f5f6f7f8f9")
        let prk = try HKDF.extract(salt: salt, inputKeyMaterial: ikm)
        #expect(prk == hex("077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5"))
        let okm = hex("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
        #expect(try HKDF.expand(pseudoRandomKey: prk, info: info, length: 42) == okm)
        #expect(try HKDF.deriveKey(inputKeyMaterial: ikm, salt: salt, info: info, length: 42) == okm)
    }

    @Test func testCase3EmptySaltAndInfo() throws {
        let ikm = [UInt8](repeating: 0x0b, count: 22)
        let prk = try HKDF.extract(salt: [], inputKeyMaterial: ikm)
        #expect(prk == hex("19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04"))
        let okm = hex("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8")
        #expect(try HKDF.expand(pseudoRandomKey: prk, info: [], length: 42) == okm)
        #expect(try HKDF.deriveKey(inputKeyMaterial: ikm, salt: [], info: [], length: 42) == okm)
    }

    @Test func emptySaltEqualsZeroSalt() throws {
        let ikm = bytes("input")
        #expect(try HKDF.deriveKey(inputKeyMaterial: ikm, salt: [], info: bytes("x"))
                == HKDF.deriveKey(inputKeyMaterial: ikm, salt: [UInt8](repeating: 0, count: 32), info: bytes("x")))
    }

    @Test func lengthLimits() {
        #expect(throws: SecretsError.self) { try HKDF.deriveKey(inputKeyMaterial: [1], salt: [], info: [], length: 0) }
        #expect(throws: SecretsError.self) { try HKDF.deriveKey(inputKeyMaterial: [1], salt: [], info: [], length: 255 * 32 + 1) }
        #expect(throws: SecretsError.self) { try HKDF.expand(pseudoRandomKey: [1, 2], info: [], length: 32) }
    }
}
