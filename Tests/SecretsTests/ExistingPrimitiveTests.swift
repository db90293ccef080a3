import Testing
import Secrets

@Suite("scrypt (RFC 7914)")
struct ScryptTests {
    @Test func emptyPasswordAndSalt() throws {
        let out = try Scrypt.derive(password: [], salt: [], parameters: ScryptParameters(log2N: 4, r: 1, p: 1), length: 64)
        #expect(out == hex("""
            77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442
            fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906
            """))
    }

    @Test func passwordNaCl() throws {
        let out = try Scrypt.derive(password: bytes("password"), salt: bytes("NaCl"),
                                    parameters: ScryptParameters(log2N: 10, r: 8, p: 16), length: 64)
        #expect(out == hex("""
            fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162
            2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640
            """))
    }

    @Test func absurdParametersAreRefused() {
        #expect(throws: SecretsError.self) {
            try Scrypt.derive(password: [], salt: [], parameters: ScryptParameters(log2N: 0, r: 1, p: 1))
        }
        #expect(!ScryptParameters.testing.meetsOWASPMinimum)
        #expect(ScryptParameters(log2N: 17, r: 8, p: 1).meetsOWASPMinimum)
    }

    @Test func owaspMinimumMeetsItsOwnPredicate() {
        // OWASP lists equivalent rows whose N*r*p products differ; each row counts, nothing below.
        #expect(ScryptParameters.owaspMinimum.meetsOWASPMinimum)
        for (log2N, p) in [(17, 1), (16, 2), (15, 3), (14, 5), (13, 10)] {
            #expect(ScryptParameters(log2N: log2N, r: 8, p: p).meetsOWASPMinimum)
            #expect(!ScryptParameters(log2N: log2N, r: 8, p: p - 1).meetsOWASPMinimum || p == 1)
        }
        #expect(!ScryptParameters(log2N: 17, r: 4, p: 1).meetsOWASPMinimum)
        #expect(!ScryptParameters(log2N: 12, r: 8, p: 64).meetsOWASPMinimum)
    }
}

@Suite("HMAC-SHA256 (RFC 4231)")
struct HMACSHA256Tests {
    @Test(arguments: [
        ([UInt8](repeating: 0x0b, count: 20), bytes("Hi There"),
         "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        (bytes("Jefe"), bytes("what do ya want for nothing?"),
         "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        ([UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
         "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
        ([UInt8](repeating: 0xaa, count: 131), bytes("Test Using Larger Than Block-Size Key - Hash Key First"),
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
    ])
    func rfc4231(key: [UInt8], data: [UInt8], expected: String) throws {
        #expect(try HMACSHA256.authenticate(data, key: key) == hex(expected))
    }

    @Test func emptyKeyAndMessageWork() throws {
        #expect(try HMACSHA256.authenticate([], key: []).count == 32)
    }
}

@Suite("SHA-256 (FIPS 180-4)")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func oneShot(message: String, digest: String) {
        #expect(SHA256.hash(bytes(message)) == hex(digest))
    }

    @Test func incrementalMillionA() throws {
        var hash = try SHA256()
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hash.update(piece) }
        #expect(hash.finalize() == hex("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"))
    }

    @Test func incrementalMatchesOneShotAtAnySplit() throws {
        let data = testData(count: 300)
        for split in [0, 1, 63, 64, 65, 299, 300] {
            var hash = try SHA256()
            hash.update(Array(data[..<split]))
            hash.update([])
            hash.update(Array(data[split...]))
            #expect(hash.finalize() == SHA256.hash(data))
        }
    }
}

@Suite("ConstantTime and Hex")
struct ConstantTimeAndHexTests {
    @Test func equality() {
        #expect(ConstantTime.equals([], []))
        #expect(ConstantTime.equals([1, 2, 3], [1, 2, 3]))
        #expect(!ConstantTime.equals([1, 2, 3], [1, 2, 4]))
        #expect(!ConstantTime.equals([1, 2, 3], [1, 2]))
        #expect(!ConstantTime.equals([], [0]))
    }

    @Test func hexRoundTrip() {
        let all = (0...255).map { UInt8($0) }
        let text = Hex.encode(all)
        #expect(text.hasPrefix("000102"))
        #expect(text.hasSuffix("fdfeff"))
        #expect(Hex.decode(text) == all)
        #expect(Hex.decode(text.uppercased()) == all)
        #expect(Hex.encode([]) == "")
        #expect(Hex.decode("") == [])
    }

    @Test(arguments: ["0", "abc", "0g", "zz", " 00", "00 ", "é0"])
    func hexRejectsMalformed(text: String) {
        #expect(Hex.decode(text) == nil)
    }
}
