import Glibc
import Testing
@testable import Storage

/// A failed system call outside SQLite keeps its errno typed, so Features can word it in the
/// user's language (issue 35: strerror's English was the technical detail in every language).
@Suite struct PosixFileErrnoTests {
    @Test func aFailedSyncCarriesItsErrno() {
        let caught: DatabaseError?
        do {
            try PosixFile.sync("/nonexistent-\(getpid())/threshold.db")
            caught = nil
        } catch {
            caught = error
        }
        #expect(caught?.errno == ENOENT, "\(String(describing: caught))")
        #expect(caught?.kind == .cannotOpen)
        #expect(PosixFile.error("cannot write", errno: ENOSPC).errno == ENOSPC)
        #expect(PosixFile.error("cannot write", errno: ENOSPC).kind == .diskFull)
    }
}
