import Foundation
import Glibc
@testable import Storage
import Testing
import TestSupport

/// The integrity check of a file that is still being written (the import's staged database).
@Suite struct GrowingFileTests {
    /// An encrypted database of a few hundred pages, closed (so its file holds every page).
    private func makeSource(in folder: String, key: DatabaseKey, rows: Int = 400) throws -> [UInt8] {
        let path = folder + "/source.db"
        let database = try Database(path: path, key: key, migrations: secretSchema)
        try database.write { connection in
            for n in 0..<rows {
                try connection.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n) + String(repeating: "x", count: 900))])
            }
        }
        try database.checkpointAndTruncateLog()
        database.close()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes `bytes` to `path` in `chunk`-byte steps, advancing `file` after each, on its own thread.
    private func writeSlowly(_ bytes: [UInt8], to path: String, file: GrowingDatabaseFile, chunk: Int,
                             stopAfter: Int? = nil) -> Thread {
        let thread = Thread {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            var written = 0
            while written < bytes.count {
                if let stopAfter, written >= stopAfter { break }
                let n = min(chunk, bytes.count - written)
                _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + written, n, off_t(written)) }
                written += n
                file.advance(storedBytes: UInt64(written))
                usleep(2000)
            }
            close(fd)
            file.finish(completed: written == bytes.count)
        }
        return thread
    }

    @Test func aFileCheckedWhileItIsWrittenIsSound() throws {
        let folder = TemporaryDirectory()
        let key = try testKey(3)
        let bytes = try makeSource(in: folder.path, key: key)
        #expect(bytes.count > 100 * 4096)
        let path = folder.path + "/staged.db"
        let file = try GrowingDatabaseFile(path: path, finalSize: UInt64(bytes.count))
        _ = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let writer = writeSlowly(bytes, to: path, file: file, chunk: 64 << 10)
        writer.start()
        #expect(file.readBytes == 0)
        let problems = try Database.integrityProblems(ofGrowingFile: file, key: key)
        #expect(problems.isEmpty)
        // The check's reads are counted (the import shows its progress by them, issue 31): every
        // page is read at least once, and no read is counted twice over the check's own pattern.
        #expect(file.readBytes >= UInt64(bytes.count) - 4096, "\(file.readBytes) of \(bytes.count)")
        #expect(file.readBytes <= 3 * UInt64(bytes.count), "\(file.readBytes) of \(bytes.count)")
        #expect(try Database.integrityProblems(ofFileAt: path, key: key).isEmpty)
    }

    @Test func aWriterThatGivesUpEndsTheCheckUnsoundNotWaiting() throws {
        let folder = TemporaryDirectory()
        let key = try testKey(4)
        let bytes = try makeSource(in: folder.path, key: key)
        let path = folder.path + "/staged.db"
        let file = try GrowingDatabaseFile(path: path, finalSize: UInt64(bytes.count))
        let writer = writeSlowly(bytes, to: path, file: file, chunk: 16 << 10, stopAfter: bytes.count / 2)
        writer.start()
        // Pages never stored can't be read: an error or problem lines, never "sound", and no wait.
        let outcome = Result { () throws(DatabaseError) in try Database.integrityProblems(ofGrowingFile: file, key: key) }
        #expect((try? outcome.get()) != [])
    }

    @Test func aWriterThatGivesUpBeforeTheHeaderEndsTheCheck() throws {
        let folder = TemporaryDirectory()
        let file = try GrowingDatabaseFile(path: folder.path + "/never.db", finalSize: 1 << 20)
        let writer = Thread {
            usleep(20_000)
            file.finish(completed: false)
        }
        writer.start()
        #expect(throws: DatabaseError.self) { try Database.integrityProblems(ofGrowingFile: file, key: try testKey(5)) }
    }

    @Test func aDamagedPageIsFoundWhileTheFileIsWritten() throws {
        let folder = TemporaryDirectory()
        let key = try testKey(6)
        var bytes = try makeSource(in: folder.path, key: key)
        bytes[bytes.count - 4096 + 100] ^= 0x55      // inside the last page's sealed body
        let path = folder.path + "/staged.db"
        let file = try GrowingDatabaseFile(path: path, finalSize: UInt64(bytes.count))
        let writer = writeSlowly(bytes, to: path, file: file, chunk: 64 << 10)
        writer.start()
        let streamed = Result { () throws(DatabaseError) in try Database.integrityProblems(ofGrowingFile: file, key: key) }
        let whole = Result { () throws(DatabaseError) in try Database.integrityProblems(ofFileAt: path, key: key) }
        // The same verdict as a check of the finished file: never "sound".
        #expect((try? streamed.get()) != [])
        #expect((try? whole.get()) != [])
    }

    /// A complete file is read ahead, 256 pages per read, in the direction the check walks, and each
    /// run's pages shared between the reading thread and a helper (PageCipher.c, read_grown_page):
    /// every page is still authenticated on its own, wherever it lies in a run and whichever thread
    /// decrypts it, and a file shorter than its final size is still named.
    ///
    /// Also on one core (this thread's affinity narrowed to the core it runs on): there the reader
    /// decrypts every page of a run itself, since a helper thread would only take the core from it.
    @Test(arguments: [false, true]) func pagesReadAheadAreEachStillChecked(onOneCore: Bool) throws {
        let affinity = try ThreadAffinity()
        if onOneCore { try affinity.narrowToCurrentCore() }
        defer { affinity.restore() }
        let folder = TemporaryDirectory()
        let key = try testKey(10)
        let bytes = try makeSource(in: folder.path, key: key, rows: 6000)
        let pages = bytes.count / 4096
        #expect(pages > 3 * 256)
        func check(_ staged: [UInt8], finalSize: Int? = nil) throws -> Result<[String], DatabaseError> {
            let path = folder.path + "/staged-\(UUID().uuidString).db"
            try Data(staged).write(to: URL(fileURLWithPath: path))
            let file = try GrowingDatabaseFile(path: path, finalSize: UInt64(finalSize ?? staged.count))
            file.finish(completed: true)
            return Result { () throws(DatabaseError) in try Database.integrityProblems(ofGrowingFile: file, key: key) }
        }
        #expect(try check(bytes).get() == [])
        for page in [2, 3, 64, 65, 256, 257, pages / 2, pages / 2 + 1, pages - 256, pages - 128, pages - 1, pages] {
            var damaged = bytes
            damaged[(page - 1) * 4096 + 200] ^= 0x01
            #expect((try? check(damaged).get()) != [], "one bit flipped in page \(page) of \(pages)")
        }
        #expect((try? check(Array(bytes[..<(bytes.count - 4096 - 100)]), finalSize: bytes.count).get()) != [])
    }

    @Test func cancelledReadersStopEvenOnACompleteFile() throws {
        let folder = TemporaryDirectory()
        let key = try testKey(8)
        let bytes = try makeSource(in: folder.path, key: key)
        let path = folder.path + "/staged.db"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let file = try GrowingDatabaseFile(path: path, finalSize: UInt64(bytes.count))
        file.finish(completed: true)
        file.cancelReaders()
        let outcome = Result { () throws(DatabaseError) in try Database.integrityProblems(ofGrowingFile: file, key: key) }
        #expect((try? outcome.get()) != [])
    }

    @Test func aGrowingFileOpensOnlyReadOnlyAndOnlyWithALiveToken() throws {
        let folder = TemporaryDirectory()
        let key = try testKey(7)
        let bytes = try makeSource(in: folder.path, key: key, rows: 20)
        let path = folder.path + "/staged.db"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let file = try GrowingDatabaseFile(path: path, finalSize: UInt64(bytes.count))
        file.finish(completed: true)
        #expect(throws: DatabaseError.self) {
            _ = try SQLiteOpener.open(path, key: key, mode: SQLiteOpener.Mode(readOnly: false, growth: file.token))
        }
        #expect(throws: DatabaseError.self) {
            _ = try SQLiteOpener.open(path, key: key, mode: SQLiteOpener.Mode(readOnly: true, immutable: false, growth: file.token))
        }
        #expect(throws: DatabaseError.self) {
            _ = try SQLiteOpener.open(path, key: key, mode: SQLiteOpener.Mode(readOnly: true, immutable: true,
                                                                              growth: file.token &+ 1_000_000))
        }
        #expect(try Database.integrityProblems(ofGrowingFile: file, key: key).isEmpty)
    }
}

/// Page nonces come from the DRBG in batches (docs/page-encryption.md, "The database file"): every
/// stored page still has a nonce of its own, and a rewritten page gets a new one.
@Suite struct PageNonceTests {
    /// Each page's stored bytes and nonce.
    private func pages(of path: String) throws -> [(page: ArraySlice<UInt8>, nonce: [UInt8])] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let pageSize = 4096
        return stride(from: 0, to: bytes.count, by: pageSize).map { start in
            (bytes[start..<(start + pageSize)], Array(bytes[(start + pageSize - 28)..<(start + pageSize - 16)]))
        }
    }

    @Test func everyPageHasItsOwnNonceAndARewriteANewOne() throws {
        let folder = TemporaryDirectory()
        let path = folder.path + "/nonces.db"
        let database = try Database(path: path, key: try testKey(9), migrations: secretSchema)
        try database.write { connection in
            for n in 0..<2000 {
                try connection.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n) + String(repeating: "y", count: 700))])
            }
        }
        try database.checkpointAndTruncateLog()
        let first = try pages(of: path)
        #expect(first.count > 2 * 256)                        // more pages than one batch of nonces
        #expect(Set(first.map(\.nonce)).count == first.count)
        try database.write { connection in try connection.execute("UPDATE notes SET body = body || 'z'") }
        try database.checkpointAndTruncateLog()
        database.close()
        let second = try pages(of: path)
        #expect(Set(second.map(\.nonce)).count == second.count)
        let rewritten = zip(first, second).filter { $0.page != $1.page }
        #expect(rewritten.count > 256)
        #expect(rewritten.allSatisfy { $0.nonce != $1.nonce })
        #expect(Set(rewritten.map(\.0.nonce)).isDisjoint(with: Set(rewritten.map(\.1.nonce))))
    }
}

/// This thread's CPU affinity, narrowed and restored (glibc's `sched_setaffinity`, which Swift's
/// Glibc module does not import: looked up by name).
private final class ThreadAffinity {
    private typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    private typealias CurrentCore = @convention(c) () -> Int32
    private let get: Affinity, set: Affinity, currentCore: CurrentCore
    private var saved = [UInt8](repeating: 0, count: 128), narrowed = false

    init() throws {
        let handle = dlopen(nil, RTLD_NOW)
        guard let get = dlsym(handle, "sched_getaffinity"), let set = dlsym(handle, "sched_setaffinity"),
              let current = dlsym(handle, "sched_getcpu") else { throw POSIXError(.ENOSYS) }
        self.get = unsafeBitCast(get, to: Affinity.self)
        self.set = unsafeBitCast(set, to: Affinity.self)
        currentCore = unsafeBitCast(current, to: CurrentCore.self)
    }

    func narrowToCurrentCore() throws {
        guard saved.withUnsafeMutableBytes({ get(0, 128, $0.baseAddress!) }) == 0 else { throw POSIXError(.EINVAL) }
        let core = Int(max(0, currentCore()))
        var one = [UInt8](repeating: 0, count: 128)
        one[core / 8] = UInt8(1 << (core % 8))
        guard one.withUnsafeMutableBytes({ set(0, 128, $0.baseAddress!) }) == 0 else { throw POSIXError(.EINVAL) }
        narrowed = true
    }

    func restore() {
        if narrowed { _ = saved.withUnsafeMutableBytes { set(0, 128, $0.baseAddress!) } }
    }
}
