import Glibc
import Testing
@testable import Transport

/// A write to a socket whose peer is gone (what libssl does with plain `write(2)` when a TLS server
/// resets the connection) returns EPIPE inside the guard instead of killing the process, and leaves
/// no SIGPIPE pending and the thread's signal mask as it was.
@Suite struct BrokenPipeGuardTests {
    @Test func aWriteToAClosedPeerFailsWithEPIPEAndTheProcessLives() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        close(pair[1])
        defer { close(pair[0]) }
        var before = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &before)

        let (written, error) = BrokenPipeGuard.run { () -> (Int, Int32) in
            let bytes: [UInt8] = Array(repeating: 7, count: 16)
            let n = bytes.withUnsafeBytes { write(pair[0], $0.baseAddress, $0.count) }
            return (n, errno)
        }
        #expect(written == -1)
        #expect(error == EPIPE)

        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
        var after = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &after)
        #expect(sigismember(&after, SIGPIPE) == sigismember(&before, SIGPIPE))
    }
}
