import Testing
import Secrets

@Suite("X25519 (RFC 7748)")
struct X25519Tests {
    @Test func rfc7748Section52FirstVector() throws {
        let out = try X25519.sharedSecret(
            privateKey: hex("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4"),
            publicKey: hex("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c"))
        #expect(out == hex("c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"))
    }

    @Test func rfc7748IteratedOnce() throws {
        // Section 5.2: k = u = 9 (the base point); after one iteration.
        var nine = [UInt8](repeating: 0, count: 32)
        nine[0] = 9
        #expect(try X25519.sharedSecret(privateKey: nine, publicKey: nine)
                == hex("422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079"))
    }

    @Test func rfc7748Section61DiffieHellman() throws {
        let alicePrivate = hex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
        let bobPrivate = hex("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb")
        let alicePublic = try X25519.publicKey(fromPrivateKey: alicePrivate)
        let bobPublic = try X25519.publicKey(fromPrivateKey: bobPrivate)
        #expect(alicePublic == hex("8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"))
        #expect(bobPublic == hex("de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f"))
        let shared = hex("4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742")
        #expect(try X25519.sharedSecret(privateKey: alicePrivate, publicKey: bobPublic) == shared)
        #expect(try X25519.sharedSecret(privateKey: bobPrivate, publicKey: alicePublic) == shared)
    }

    @Test(arguments: [
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0100000000000000000000000000000000000000000000000000000000000000",
        "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
    ])
    func lowOrderPointsAreRefused(point: String) throws {
        let privateKey = try X25519.generatePrivateKey()
        #expect(throws: SecretsError.self) {
            try X25519.sharedSecret(privateKey: privateKey, publicKey: hex(point))
        }
    }

    @Test func wrongLengthsAreRefused() {
        #expect(throws: SecretsError.self) { try X25519.publicKey(fromPrivateKey: [1, 2, 3]) }
        #expect(throws: SecretsError.self) {
            try X25519.sharedSecret(privateKey: [UInt8](repeating: 1, count: 32), publicKey: [9])
        }
    }

    @Test func generatedKeysAgree() throws {
        let a = try X25519.generatePrivateKey()
        let b = try X25519.generatePrivateKey()
        #expect(a != b)
        #expect(try X25519.sharedSecret(privateKey: a, publicKey: X25519.publicKey(fromPrivateKey: b))
                == X25519.sharedSecret(privateKey: b, publicKey: X25519.publicKey(fromPrivateKey: a)))
    }
}
