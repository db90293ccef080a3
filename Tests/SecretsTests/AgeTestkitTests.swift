import Testing
@testable import Secrets

/// Header-level vectors from the age test kit (FiloSottile/age testdata/testkit, also C2SP/CCTV age).
///
/// Only the textual headers are reproduced: the binary payloads of the kit were not available here, so
/// each vector gets a dummy nonce and chunk. Success vectors check the unwrapped file key (the kit's
/// "YELLOW SUBMARINE") and the header MAC; failure vectors check the precise error. Payload behaviour
/// is covered by AgeStreamTests and by interoperability with the real `age` binary.
@Suite("age test kit (headers)")
struct AgeTestkitTests {
    static let identityA = "AGE-SECRET-KEY-1XMWWC06LY3EE5RYTXM9MFLAZ2U56JJJ36S0MYPDRWSVLUL66MV4QX3S7F6"
    static let identityB = "AGE-SECRET-KEY-1EGTZVFFV20835NWYV6270LXYVK2VKNX2MMDKWYKLMGR48UAWX40Q2P2LM0"

    struct Vector: Sendable, CustomTestStringConvertible {
        var name: String
        var identity: String
        var header: String
        var expected: AgeError?
        var testDescription: String { name }
    }

    static let vectors: [Vector] = [
        Vector(name: "x25519", identity: identityA, header: """
            age-encryption.org/v1
            -> X25519 TEiF0ypqr+bpvcqXNyCVJpL7OuwPdVwPL7KQEbFDOCc
            EmECAEcKN+n/Vs9SbWiV+Hu0r+E8R77DdWYyd83nw7U
            --- Vn+54jqiiUCE+WZcEVY3f1sqHjlu/z1LCQ/T7Xm7qI0
            """, expected: nil),
        Vector(name: "x25519_grease", identity: identityA, header: """
            age-encryption.org/v1
            -> grease

            -> X25519 TEiF0ypqr+bpvcqXNyCVJpL7OuwPdVwPL7KQEbFDOCc
            EmECAEcKN+n/Vs9SbWiV+Hu0r+E8R77DdWYyd83nw7U
            -> grease

            --- 7NLrfbRUZt6qK0pdtARUf59dHwo12ReldjJKjMlbE3I
            """, expected: nil),
        Vector(name: "x25519_multiple_recipients", identity: identityA, header: """
            age-encryption.org/v1
            -> X25519 ajtqAvDEkVNr2B7zUOtq2mAQXDSBlNrVAuM/dKb5sT4
            0evrK/HQXVsQ4YaDe+659l5OQzvAzD2ytLGHQLQiqxg
            -> X25519 0qC7u6AbLxuwnM8tPFOWVtWZn/ZZe7z7gcsP5kgA0FI
            T/PZg76MmVt2IaLntrxppzDnzeFDYHsHFcnTnhbRLQ8
            --- 7W07ef2PhsTAl74pn+9vSj/Xzukwa6SuTqMc16cdBk0
            """, expected: nil),
        Vector(name: "x25519_bad_tag", identity: identityA, header: """
            age-encryption.org/v1
            -> X25519 TEiF0ypqr+bpvcqXNyCVJpL7OuwPdVwPL7KQEbFDOCc
            EmECAEcKN+n/Vs9SbWiV+Hu0r+E8R77DdWYyd83nw0o
            --- tG0k9bg4iIuBdMWb13n7FFYDzoBbtsLppNLhbh22aKg
            """, expected: .noMatchingRecipient),
        Vector(name: "x25519_extra_argument", identity: identityA, header: """
            age-encryption.org/v1
            -> X25519 TEiF0ypqr+bpvcqXNyCVJpL7OuwPdVwPL7KQEbFDOCc 1234
            EmECAEcKN+n/Vs9SbWiV+Hu0r+E8R77DdWYyd83nw7U
            --- hQQySEUXL8pOuIOuw0qXzi66RphDJP9IKMNEChNJIPk
            """, expected: .headerCorrupted(reason: "an X25519 stanza has malformed arguments")),
        Vector(name: "x25519_not_canonical_share", identity: identityA, header: """
            age-encryption.org/v1
            -> X25519 TEiF0ypqr+bpvcqXNyCVJpL7OuwPdVwPL7KQEbFDOCd
            EmECAEcKN+n/Vs9SbWiV+Hu0r+E8R77DdWYyd83nw7U
            --- AO6haEGU6BGJ8Tzeqnr2fSLEo31JrWodGtZuCZmijI8
            """, expected: .headerCorrupted(reason: "an X25519 stanza has malformed arguments")),
        Vector(name: "x25519_low_order", identity: identityB, header: """
            age-encryption.org/v1
            -> X25519 X5yVvKNQjCSx0LFVnIPvWwREXMRYHI6G2CJO3dCfEdc
            3E0NpFans/m0WLWF7+54ZBdNj3iqQqpraGDFiaRkvBA
            --- sXw327YMT1/ULXe+ZyRMbMY0Z2jnWHGgI9j1we6yQ8A
            """, expected: .headerCorrupted(reason: "an X25519 share is a low-order point")),
        Vector(name: "x25519_identity", identity: identityB, header: """
            age-encryption.org/v1
            -> X25519 AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            W3E/OCRme9TiTY97JoK31Z71arNur77WIIdB90XnN3M
            --- Pne3IPMDvBj7wRbPMcNViffpVZAx814tgMxp8AwyMhs
            """, expected: .headerCorrupted(reason: "an X25519 share is a low-order point")),
        Vector(name: "hmac_garbage", identity: identityB, header: """
            age-encryption.org/v1
            -> X25519 TEiF0ypqr+bpvcqXNyCVJpL7OuwPdVwPL7KQEbFDOCc
            hjabGXwSLQ9c3S6Lw2i+S2Tu2fiwQHHslbBN6B41FLE
            --- WyJp9F/9FOZh7gJdheq2WIJcwHgYc8NIVh3ddwhrcNgAAA
            """, expected: .headerCorrupted(reason: "the MAC line is malformed")),
        Vector(name: "hmac_not_canonical", identity: identityB, header: """
            age-encryption.org/v1
            -> X25519 TEiF0ypqr+bpvcqXNyCVJpL7OuwPdVwPL7KQEbFDOCc
            hjabGXwSLQ9c3S6Lw2i+S2Tu2fiwQHHslbBN6B41FLE
            --- WyJp9F/9FOZh7gJdheq2WIJcwHgYc8NIVh3ddwhrcNh
            """, expected: .headerCorrupted(reason: "the MAC line is malformed")),
        Vector(name: "stanza_missing_final_line", identity: identityA, header: """
            age-encryption.org/v1
            -> X25519 TEiF0ypqr+bpvcqXNyCVJpL7OuwPdVwPL7KQEbFDOCc
            EmECAEcKN+n/Vs9SbWiV+Hu0r+E8R77DdWYyd83nw7U
            -> stanza
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            --- GRjUy1ShNhFoV3cQikdtUZqDeDEZSrbtNXUgDtDbwC8
            """, expected: .headerCorrupted(reason: "a stanza body line is malformed")),
    ]

    @Test(arguments: vectors)
    func vector(_ vector: Vector) throws {
        let identity = try AgeIdentity(parsing: vector.identity)
        let file = bytes(vector.header + "\n") + [UInt8](repeating: 7, count: 16) + [UInt8](repeating: 0, count: 16)
        if let expected = vector.expected {
            #expect(throws: expected) { try AgeDecryptor(source: ByteArraySource(file), identities: [identity]) }
        } else {
            var decryptor = try AgeDecryptor(source: ByteArraySource(file), identities: [identity])
            #expect(decryptor.fileKey == bytes("YELLOW SUBMARINE"))
            // The dummy chunk cannot authenticate: proves the header passed and the payload is checked.
            #expect(throws: AgeError.payloadCorrupted) { try decryptor.readAll() }
        }
    }

    @Test func kitIdentitiesParse() throws {
        _ = try AgeIdentity(parsing: Self.identityA)
        _ = try AgeIdentity(parsing: Self.identityB)
    }
}
