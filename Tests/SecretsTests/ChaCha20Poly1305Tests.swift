import Testing
import Secrets

@Suite("ChaCha20-Poly1305 (RFC 8439)")
struct ChaCha20Poly1305Tests {
    let key = hex("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f")
    let nonce = hex("070000004041424344454647")
    let aad = hex("50515253c0c1c2c3c4c5c6c7")
    let plaintext = bytes("Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.")
    let ciphertext = hex("""
        d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b
        1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc
        3ff4def08e4b7a9de576d26586cec64b6116
        """)
    let tag = hex("1ae10b594f09e26a7e902ecbd0600691")

    @Test func section282Seal() throws {
        #expect(try ChaCha20Poly1305.seal(plaintext, key: key, nonce: nonce, additionalData: aad) == ciphertext + tag)
    }

    @Test func section282Open() throws {
        #expect(try ChaCha20Poly1305.open(ciphertext + tag, key: key, nonce: nonce, additionalData: aad) == plaintext)
    }

    @Test func tamperingIsDetected() throws {
        var sealed = ciphertext + tag
        for index in [0, 57, sealed.count - 1] {
            sealed[index] ^= 0x01
            #expect(try ChaCha20Poly1305.open(sealed, key: key, nonce: nonce, additionalData: aad) == nil)
            sealed[index] ^= 0x01
        }
        #expect(try ChaCha20Poly1305.open(sealed, key: key, nonce: nonce, additionalData: []) == nil)
        var otherNonce = nonce
        otherNonce[11] ^= 1
        #expect(try ChaCha20Poly1305.open(sealed, key: key, nonce: otherNonce, additionalData: aad) == nil)
        #expect(try ChaCha20Poly1305.open(Array(sealed.prefix(15)), key: key, nonce: nonce) == nil)
    }

    @Test func emptyPlaintextIsJustATag() throws {
        let sealed = try ChaCha20Poly1305.seal([], key: key, nonce: nonce)
        #expect(sealed.count == 16)
        #expect(try ChaCha20Poly1305.open(sealed, key: key, nonce: nonce) == [])
    }

    @Test func badSizesAreRefused() {
        #expect(throws: SecretsError.self) { try ChaCha20Poly1305.seal([1], key: [1], nonce: nonce) }
        #expect(throws: SecretsError.self) { try ChaCha20Poly1305.seal([1], key: key, nonce: [0, 1]) }
    }
}
