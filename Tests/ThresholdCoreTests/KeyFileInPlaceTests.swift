import Foundation
import Secrets
import TestSupport
import Testing
@testable import ThresholdCore

/// The everyday open at the `keyfile` level reads `threshold.key` once and unwraps it in place
/// (``KeyVault/readyKeyfileLevelKeys()``); anything unusual falls back to the locked path, so every
/// damaged or odd file is still refused with the error it always had.
@Suite struct KeyFileInPlaceTests {
    /// The in-place keys of `bytes`, as the everyday open reads them.
    func inPlaceKeys(_ bytes: [UInt8]) -> UnlockedKeys? {
        bytes.withUnsafeBytes { KeyFile.readyKeyfileLevelKeys($0) }
    }

    @Test func theInPlaceAssociatedDataAndKeysAreTheDecodedOnes() throws {
        let f = try LockFixture()
        let bytes = try #require(try DurableFile.read(f.keyPath))
        #expect(bytes.count == KeyFile.readyByteCount)
        let file = try #require(KeyFile.decode(bytes))
        let pieces = bytes.withUnsafeBytes { raw in KeyFile.wrappedKeyAssociatedDataPieces(raw, hasChecksum: true).flatMap { Array($0) } }
        #expect(pieces == file.wrappedKeyAssociatedData)
        var kek = file.deviceKEK
        let decoded = try #require(try file.unwrap(kek: try SecureBytes(taking: &kek)))
        let inPlace = try #require(inPlaceKeys(bytes))
        #expect(inPlace.databaseKey.constantTimeEquals(decoded.databaseKey))
        #expect(inPlace.kek.constantTimeEquals(decoded.kek))
        #expect(inPlace.selfDestructName == decoded.selfDestructName)
        // And the vault's own read of the file gives the same keys.
        let vault = KeyVault(databasePath: f.databasePath, random: SecureRandom(), keyring: f.keyring)
        #expect(try #require(vault.readyKeyfileLevelKeys()).databaseKey.constantTimeEquals(decoded.databaseKey))
    }

    @Test func everyAuthenticatedByteAndEveryOtherFileIsDeclined() throws {
        let f = try LockFixture()
        let bytes = try #require(try DurableFile.read(f.keyPath))
        #expect(inPlaceKeys(bytes) != nil)
        // A flipped bit anywhere but the attempt counter (48..<52): header, device slot, wrapped
        // key, self-destruct slots, pending length.
        for offset in [0, 8, 9, 10, 11, 14, 15, 16, 31, 32, 47, 48, 51, 52, 83, 84, 95, 96, 351, 352, 367, 368, 399, 400, 1451, 1452, 1455, 1456, 1487] {
            var edited = bytes
            edited[offset] ^= 0x01
            #expect(inPlaceKeys(edited) == nil, "byte \(offset)")
        }
        // The counter is not authenticated by the wrapping, but the checksum covers it: an edit
        // that recomputes the checksum opens; damage (the old checksum kept) does not.
        var counted = bytes
        counted[51] = 7
        #expect(inPlaceKeys(counted) == nil, "damage to the counter is caught by the checksum")
        counted.replaceSubrange((counted.count - KeyFile.checksumCount)..., with: counted.dropLast(KeyFile.checksumCount).withUnsafeBytes { KeyFile.checksum($0) })
        #expect(inPlaceKeys(counted) != nil, "the counter is not authenticated (docs/security.md)")
        // A file of an earlier release (no checksum) still opens.
        #expect(inPlaceKeys(Array(bytes.dropLast(KeyFile.checksumCount))) != nil)
        #expect(inPlaceKeys(Array(bytes.dropLast())) == nil)
        #expect(inPlaceKeys(bytes + [0]) == nil)
        // The passcode level is never opened here (its key needs the passcode).
        try f.store.setPasscode("main")
        #expect(inPlaceKeys(try #require(try DurableFile.read(f.keyPath))) == nil)
    }

    @Test func theKeyFileSitsBesideTheDatabase() {
        let cases = [("/data/threshold.db", "/data/threshold.key"), ("threshold.db", "./threshold.key"),
                     ("/threshold.db", "//threshold.key"), ("a/b.c.db", "a/b.c.key"), ("dir.x/name", "dir.x/name.key"),
                     ("x/.hidden", "x/.hidden.key"), ("é/ünï.db", "é/ünï.key"), ("a/b/", "a/b/.key")]
        for (database, key) in cases {
            #expect(KeyVault.keyFilePath(forDatabase: database) == key, "\(database)")
        }
    }

    @Test func oneReadOfARegularFileThatKeepsItsLength() throws {
        let directory = TemporaryDirectory("key-read")
        let path = directory.file("file")
        var buffer = [UInt8](repeating: 0, count: 16)
        func read(_ path: String) -> Int? { buffer.withUnsafeMutableBytes { DurableFile.read(path, into: $0) } }
        #expect(read(path) == nil, "missing")
        try DurableFile.write(Array("fifteen bytes!!".utf8), to: path)
        #expect(read(path) == 15)
        #expect(Array(buffer.prefix(15)) == Array("fifteen bytes!!".utf8))
        try DurableFile.write(Array("sixteen bytes!!!".utf8), to: path)
        #expect(read(path) == nil, "does not fit with room to spare")
        try DurableFile.write([], to: path)
        #expect(read(path) == 0)
        #expect(symlink(path, directory.file("link")) == 0)
        #expect(read(directory.file("link")) == nil, "a symbolic link is not followed")
        #expect(read(directory.path) == nil, "a folder")
        // A file whose length at fstat is not what read then gives (procfs reports 0 bytes, then reads
        // more): the same as one that grows between the two calls.
        #expect(read("/proc/self/stat") == nil)
    }

    @Test func oddKeyFilesAreRefusedWithTheSameErrorsAsBefore() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        f.store.closeDatabase()
        let original = try #require(try DurableFile.read(f.keyPath))
        // Cut short, one byte longer, or the wrapped key damaged: keyFileDamaged, as the locked path says.
        for bytes in [Array(original.dropLast()), original + [0], original.enumerated().map { $0 == 200 ? $1 ^ 1 : $1 }] {
            try DurableFile.write(bytes, to: f.keyPath)
            #expect(lockError { _ = try f.reopen() } == .keyFileDamaged, "\(bytes.count) bytes")
        }
        // A symbolic link in its place (even to the right file) is refused, never followed.
        try DurableFile.write(original, to: f.keyPath + ".real")
        unlink(f.keyPath)
        #expect(symlink(f.keyPath + ".real", f.keyPath) == 0)
        if case .keyFileUnreadable(let code) = lockError({ _ = try f.reopen() }) {
            #expect(code == ELOOP)
        } else {
            Issue.record("a symbolic link at threshold.key must be keyFileUnreadable")
        }
        // A FIFO in its place is refused at once: neither open waits for a writer (O_NONBLOCK).
        unlink(f.keyPath)
        #expect(mkfifo(f.keyPath, 0o600) == 0)
        #expect(lockError { _ = try f.reopen() } != nil)
        // Restored, it opens again, with the data.
        unlink(f.keyPath)
        try DurableFile.write(original, to: f.keyPath)
        #expect(try f.reopen().listProfiles().profiles.map(\.name) == ["Alice"])
    }
}
