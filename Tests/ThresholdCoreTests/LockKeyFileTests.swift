import Foundation
import Secrets
import Testing
@testable import ThresholdCore

/// The byte layout of `threshold.key` as docs/security.md gives it.
@Suite struct LockKeyFileTests {
    @Test func theLayoutMatchesTheDocumentation() throws {
        let f = try LockFixture()
        let bytes = try #require(try DurableFile.read(f.keyPath))
        #expect(bytes.count == 1488)
        #expect(Array(bytes[0..<8]) == Array("THRSHKEY".utf8))
        #expect(bytes[8] == 1)
        #expect(bytes[9] == 3, "keyfile level")
        #expect(bytes[10] == 0, "ready")
        #expect(Array(bytes[11..<14]) == [10, 8, 1], "the fixture's scrypt parameters")
        #expect(bytes[14] == 0 && bytes[15] == 0)
        #expect(Array(bytes[48..<52]) == [0, 0, 0, 0])
        #expect(Array(bytes[1452..<1456]) == [0, 0, 0, 0])
        #expect(Array(bytes[1456...]) == SHA256.hash(Array("threshold key-file checksum v1".utf8) + Array(bytes[..<1456])))
        #expect(KeyFile.wrappedKeyOffset == 84 && KeyFile.selfDestructOffset == 368 && KeyFile.pendingOffset == 1452)
        // The device slot (52..<84) unwraps the key at 84..<368, bound to the rest of the file.
        let file = try #require(KeyFile.decode(bytes))
        var kek = Array(bytes[52..<84])
        #expect(try file.unwrap(kek: try SecureBytes(taking: &kek)) != nil)
        #expect(file.encoded() == bytes)
    }

    @Test func onlyACompleteFileOfThisVersionDecodes() throws {
        let f = try LockFixture()
        try f.store.setPasscode("main")
        let bytes = try #require(try DurableFile.read(f.keyPath))
        for length in [0, 7, 8, 47, 52, 400, 1451, 1455, 1457, 1487] {
            #expect(KeyFile.decode(Array(bytes.prefix(length))) == nil, "length \(length)")
        }
        #expect(KeyFile.decode(bytes + [0]) == nil)
        for (offset, value) in [(0, UInt8(0x41)), (8, 2), (9, 0), (9, 4), (10, 3), (10, 0xDD), (11, 40), (14, 101), (15, 1)] {
            var edited = bytes
            edited[offset] = value
            #expect(KeyFile.decode(edited) == nil, "byte \(offset) = \(value)")
            // The same with its checksum recomputed (an edit, not damage): the field checks refuse it.
            var resummed = Array(edited.dropLast(KeyFile.checksumCount))
            resummed += resummed.withUnsafeBytes { KeyFile.checksum($0) }
            #expect(KeyFile.decode(resummed) == nil, "byte \(offset) = \(value), checksum recomputed")
        }
        // Without a checksum (a file of an earlier release): the same file still decodes.
        #expect(KeyFile.decode(Array(bytes.dropLast(KeyFile.checksumCount))) != nil)
        #expect(KeyFile.decode(bytes) != nil)
    }

    @Test func theCounterIsTheOnlyByteAnEditCanChangeWithoutBreakingTheLock() throws {
        let f = try LockFixture()
        try f.store.setPasscode("main")
        let bytes = try #require(try DurableFile.read(f.keyPath))
        // Every single authenticated byte flipped makes the right passcode fail (spot checks across fields).
        for offset in [11, 14, 16, 32, 47, 52, 83, 100, 367, 368, 399, 400, 1451] {
            var edited = bytes
            edited[offset] ^= 0x01
            #expect(KeyFile.decode(edited) == nil, "byte \(offset): the checksum finds the damage")
            edited.removeLast(KeyFile.checksumCount)
            guard let file = KeyFile.decode(edited) else { continue }
            let secret = try KeyFile.passcodeSecret("main", salt: file.salt, parameters: file.parameters)
            #expect(try file.unwrap(kek: try file.passcodeKEK(secret)) == nil, "byte \(offset)")
        }
        var counted = Array(bytes.dropLast(KeyFile.checksumCount))
        counted[51] = 9
        counted += counted.withUnsafeBytes { KeyFile.checksum($0) }
        let file = try #require(KeyFile.decode(counted))
        let secret = try KeyFile.passcodeSecret("main", salt: file.salt, parameters: file.parameters)
        #expect(try file.unwrap(kek: try file.passcodeKEK(secret)) != nil)
    }
}
