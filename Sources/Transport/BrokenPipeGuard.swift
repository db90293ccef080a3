import Glibc

/// Keeps a write to a socket the peer has reset from killing the process with SIGPIPE, for calls
/// that write with plain `write(2)` (libssl), without changing the process's signal dispositions:
/// SIGPIPE is blocked on the calling thread around the call, and one it raised there is consumed
/// before the old mask is restored (plain TCP sends use `MSG_NOSIGNAL` instead).
enum BrokenPipeGuard {
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        var pipe = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        var pendingBefore = sigset_t()
        sigpending(&pendingBefore)
        let wasPending = sigismember(&pendingBefore, SIGPIPE) == 1
        var old = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipe, &old)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if !wasPending && sigismember(&pending, SIGPIPE) == 1 {
                var none = timespec(tv_sec: 0, tv_nsec: 0)
                while sigtimedwait(&pipe, nil, &none) < 0 && errno == EINTR {}
            }
            pthread_sigmask(SIG_SETMASK, &old, nil)
        }
        return try body()
    }
}
