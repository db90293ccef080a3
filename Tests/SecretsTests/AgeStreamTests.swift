import Testing
@testable import Secrets

@Suite("age v1 encryption and decryption")
struct AgeStreamTests {
    let identity: AgeIdentity
    init() throws { identity = try AgeIdentity.generate() }

    func encrypt(_ data: [UInt8], pieces: Int = 1) throws -> [UInt8] {
        let encryptor = try AgeEncryptor(recipients: [identity.recipient], sink: ByteArraySink())
        let size = max(1, data.count / pieces)
        var offset = 0
        while offset < data.count {
            let end = min(data.count, offset + size)
            try encryptor.write(Array(data[offset..<end]))
            offset = end
        }
        return try encryptor.finish().bytes
    }

    func decrypt(_ file: [UInt8], readSize: Int = 4096, sourcePiece: Int = 1000) throws -> [UInt8] {
        let decryptor = try AgeDecryptor(source: ByteArraySource(file, maximumReadSize: sourcePiece), identities: [identity])
        var out = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: readSize)
        while true {
            let n = try buffer.withUnsafeMutableBytes { try decryptor.read(into: $0) }
            if n == 0 { return out }
            out += buffer[..<n]
        }
    }

    @Test(arguments: [0, 1, 15, 16, 17, 65535, 65536, 65537, 131072, 200_000])
    func roundTrip(size: Int) throws {
        let data = testData(count: size, seed: UInt64(size))
        let file = try encrypt(data, pieces: 7)
        let chunks = max(1, (size + 65535) / 65536)
        #expect(file.count - headerAndNonceLength(file) == size + 16 * chunks)
        #expect(try decrypt(file) == data)
        #expect(try decrypt(file, readSize: 1, sourcePiece: .max).count == size || size > 70_000)
        #expect(try AgeDecryptor.decrypt(file, identities: [identity]) == data)
    }

    func headerAndNonceLength(_ file: [UInt8]) -> Int {
        let marker = Array("\n--- ".utf8)
        var i = 0
        while !file[i...].starts(with: marker) { i += 1 }
        let lf = file[(i + 1)...].firstIndex(of: 0x0a) ?? 0
        return lf + 1 + 16
    }

    @Test func headerLooksLikeAge() throws {
        let file = try encrypt([1, 2, 3])
        let text = String(decoding: file.prefix(200), as: UTF8.self)
        #expect(text.hasPrefix("age-encryption.org/v1\n-> X25519 "))
        #expect(text.contains("\n--- "))
    }

    @Test func deterministicWithInjectedRandomness() throws {
        let a = try AgeEncryptor.encrypt([1, 2, 3], to: [identity.recipient], random: SeededRandom(seed: "x"))
        let b = try AgeEncryptor.encrypt([1, 2, 3], to: [identity.recipient], random: SeededRandom(seed: "x"))
        let c = try AgeEncryptor.encrypt([1, 2, 3], to: [identity.recipient], random: SeededRandom(seed: "y"))
        #expect(a == b)
        #expect(a != c)
    }

    @Test func multipleRecipientsEachDecrypt() throws {
        let other = try AgeIdentity.generate()
        let file = try AgeEncryptor.encrypt([9, 9], to: [other.recipient, identity.recipient])
        #expect(try AgeDecryptor.decrypt(file, identities: [identity]) == [9, 9])
        #expect(try AgeDecryptor.decrypt(file, identities: [other]) == [9, 9])
    }

    @Test func wrongKeyIsNoMatchingRecipient() throws {
        let file = try encrypt([1, 2, 3])
        #expect(throws: AgeError.noMatchingRecipient) {
            try AgeDecryptor.decrypt(file, identities: [AgeIdentity.generate()])
        }
        #expect(throws: AgeError.noMatchingRecipient) { try AgeDecryptor.decrypt(file, identities: []) }
    }

    @Test func noRecipientsIsRefused() {
        #expect(throws: AgeError.noRecipients) { try AgeEncryptor.encrypt([1], to: []) }
    }

    @Test func writeAfterFinishIsRefused() throws {
        let encryptor = try AgeEncryptor(recipients: [identity.recipient], sink: ByteArraySink())
        try encryptor.finish()
        #expect(throws: AgeError.streamFinished) { try encryptor.write([1]) }
        #expect(throws: AgeError.streamFinished) { try encryptor.finish() }
    }

    @Test func cutAtAChunkBoundaryIsTruncated() throws {
        let file = try encrypt(testData(count: 3 * 65536))
        let cut = headerAndNonceLength(file) + 2 * (65536 + 16)
        #expect(throws: AgeError.truncated) { try decrypt(Array(file.prefix(cut))) }
    }

    @Test func cutInsideAChunkIsDetected() throws {
        let file = try encrypt(testData(count: 100_000))
        for cut in [file.count - 1, file.count - 17, headerAndNonceLength(file) + 70_000] {
            #expect(throws: AgeError.payloadCorrupted) { try decrypt(Array(file.prefix(cut))) }
        }
    }

    @Test func missingPayloadIsTruncated() throws {
        let file = try encrypt([])
        let header = headerAndNonceLength(file)
        #expect(throws: AgeError.truncated) { try decrypt(Array(file.prefix(header))) }
        #expect(throws: AgeError.truncated) { try decrypt(Array(file.prefix(header - 1))) }
        #expect(throws: AgeError.truncated) { try decrypt(Array(file.prefix(header - 20))) }
        #expect(throws: AgeError.truncated) { try decrypt(Array(file.prefix(10))) }
        #expect(throws: AgeError.truncated) { try decrypt([]) }
    }

    @Test func flippedPayloadBitIsPayloadCorrupted() throws {
        var file = try encrypt(testData(count: 70_000))
        let index = headerAndNonceLength(file) + 66_000
        file[index] ^= 0x80
        #expect(throws: AgeError.payloadCorrupted) { try decrypt(file) }
    }

    @Test func flippedNonceIsPayloadCorrupted() throws {
        var file = try encrypt([1, 2, 3])
        file[headerAndNonceLength(file) - 1] ^= 1
        #expect(throws: AgeError.payloadCorrupted) { try decrypt(file) }
    }

    @Test func trailingDataIsPayloadCorrupted() throws {
        let file = try encrypt(testData(count: 65536))
        #expect(throws: AgeError.payloadCorrupted) { try decrypt(file + [0]) }
        #expect(throws: AgeError.payloadCorrupted) { try decrypt(file + [UInt8](repeating: 0, count: 16)) }
    }

    @Test func flippedMACIsHeaderCorrupted() throws {
        var file = try encrypt([1])
        let index = headerAndNonceLength(file) - 16 - 3
        file[index] = file[index] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        #expect(throws: AgeError.headerCorrupted(reason: "the header MAC does not match")) { try decrypt(file) }
    }

    @Test func otherVersionsAndOtherFiles() {
        #expect(throws: AgeError.unsupportedVersion) { try decrypt(bytes("age-encryption.org/v2\nwhatever")) }
        #expect(throws: AgeError.notAgeFile) { try decrypt(bytes("hello, this is not age\n")) }
        #expect(throws: AgeError.notAgeFile) { try decrypt(bytes("-----BEGIN AGE ENCRYPTED FILE-----\n")) }
        #expect(throws: AgeError.headerCorrupted(reason: "the version line is malformed")) {
            try decrypt(bytes("age-encryption.org/v1\r\n"))
        }
        #expect(throws: AgeError.headerCorrupted(reason: "a header line is too long")) {
            try decrypt(bytes("age-encryption.org/v1\n-> ") + [UInt8](repeating: 0x41, count: 100_000))
        }
    }

    @Test func fileDescriptorsStream() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let data = testData(count: 1000)
        let encryptor = try AgeEncryptor(recipients: [identity.recipient], sink: FileDescriptorSink(fileDescriptor: fds[1]))
        try encryptor.write(data)
        try encryptor.finish()
        close(fds[1])
        var decryptor = try AgeDecryptor(source: FileDescriptorSource(fileDescriptor: fds[0]), identities: [identity])
        #expect(try decryptor.readAll() == data)
    }
}

import Glibc
