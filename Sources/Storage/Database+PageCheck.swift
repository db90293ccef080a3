import CPageCipher
import Glibc

extension Database {
    /// What ``checkEveryPage(progress:)`` found.
    public struct PageCheck: Sendable, Equatable {
        /// Pages in the database file.
        public let pageCount: Int
        /// How many pages failed their check.
        public let damagedCount: Int
        /// The first of them (at most 100), numbered from 1.
        public let damagedPages: [Int]
    }

    /// The full damage check (docs/page-encryption.md, "Damage"): reads and authenticates every
    /// page of the database file, without SQLite and without writing, calling `progress(done,
    /// total)` after each page on the calling thread. A page that fails also makes every session
    /// open on the file refuse writes (the damage latch). The log is checked when it is recovered,
    /// and `PRAGMA quick_check` checks the structure; an unencrypted file has nothing to
    /// authenticate (a result of 0 pages).
    /// - Throws: ``DatabaseError`` when the file can't be read or is not in the encrypted format.
    public func checkEveryPage(progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws(DatabaseError) -> PageCheck {
        guard let key else { return PageCheck(pageCount: 0, damagedCount: 0, damagedPages: []) }
        final class Reporter {
            let report: (Int, Int) -> Void
            var total = 0
            init(_ report: @escaping (Int, Int) -> Void) { self.report = report }
        }
        var bad = [UInt32](repeating: 0, count: 100)
        var error: Int32 = 0
        var pageTotal = 0
        let failed: Int64 = withoutActuallyEscaping(progress) { progress in
            let reporter = Reporter(progress)
            defer { pageTotal = reporter.total }
            return withExtendedLifetime(reporter) {
                let context = Unmanaged.passUnretained(reporter).toOpaque()
                return key.withUnsafeBytes { keyBytes in
                    bad.withUnsafeMutableBufferPointer { badPages in
                        tpc_check_pages(path, keyBytes.bindMemory(to: UInt8.self).baseAddress, badPages.baseAddress,
                                        Int32(badPages.count), { done, total, context in
                            guard let context else { return }
                            let reporter = Unmanaged<Reporter>.fromOpaque(context).takeUnretainedValue()
                            reporter.total = Int(total)
                            reporter.report(Int(done), Int(total))
                        }, context, &error)
                    }
                }
            }
        }
        guard failed >= 0 else {
            if error == 0 { throw DatabaseError(kind: .corrupt, message: "the file is not an encrypted Threshold database, or its first page is damaged") }
            throw PosixFile.error("cannot read the database file", errno: error)
        }
        return PageCheck(pageCount: pageTotal, damagedCount: Int(failed), damagedPages: bad.prefix(min(Int(failed), bad.count)).map(Int.init))
    }
}
