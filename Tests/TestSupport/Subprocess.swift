import Foundation

/// Runs a program with `posix_spawn` and waits with `waitpid` on its own pid.
///
/// Foundation's `Process.waitUntilExit` was seen to hang for ever on a child that had already
/// exited (a zombie nobody reaped) when tests start many processes at once; a direct `waitpid`
/// on the child's pid cannot miss its end.
public enum Subprocess {
    /// The outcome of one run.
    public struct Output: Sendable, Equatable {
        public var status: Int32
        public var stdout: Data
        public var stderr: Data
    }

    /// Starts `executable` with `arguments` and `environment`, feeds `stdin` (then closes it), reads
    /// both outputs to the end, and waits. `captureOutput` false sends them to /dev/null.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           stdin: Data? = nil, captureOutput: Bool = true) throws -> Output {
        let child = try spawn(executable, arguments, environment: environment, captureOutput: captureOutput)
        if let stdin, !stdin.isEmpty { writeIgnoringBrokenPipe(child.stdin, stdin) }
        close(child.stdin)
        var out = Data(), err = Data()
        var fds = [pollfd]()
        if child.stdout >= 0 { fds.append(pollfd(fd: child.stdout, events: Int16(POLLIN), revents: 0)) }
        if child.stderr >= 0 { fds.append(pollfd(fd: child.stderr, events: Int16(POLLIN), revents: 0)) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !fds.isEmpty {
            _ = poll(&fds, nfds_t(fds.count), -1)
            var open = [pollfd]()
            for var entry in fds {
                if entry.revents != 0 {
                    let n = read(entry.fd, &buffer, buffer.count)
                    if n > 0 {
                        if entry.fd == child.stdout { out.append(contentsOf: buffer[0..<n]) } else { err.append(contentsOf: buffer[0..<n]) }
                        entry.revents = 0
                        open.append(entry)
                    } else {
                        close(entry.fd)
                    }
                } else {
                    open.append(entry)
                }
            }
            fds = open
        }
        return Output(status: wait(child.pid), stdout: out, stderr: err)
    }

    /// Writes `data` to a child's stdin; a child that exits without reading it (a refused command
    /// line) ends the write. The SIGPIPE such a write raises is blocked on this thread and consumed,
    /// so it never kills the test process (CI: the whole run died of signal 13 when twelve refused
    /// commands ran at once), and no disposition changes for other threads or the children.
    public static func writeIgnoringBrokenPipe(_ fd: Int32, _ data: Data) {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var before = sigset_t()
        sigpending(&before)
        let wasPending = sigismember(&before, SIGPIPE) == 1
        var old = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &old)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if !wasPending && sigismember(&pending, SIGPIPE) == 1 {
                var none = timespec(tv_sec: 0, tv_nsec: 0)
                while sigtimedwait(&pipeSignal, nil, &none) < 0 && errno == EINTR {}
            }
            pthread_sigmask(SIG_SETMASK, &old, nil)
        }
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let n = write(fd, base + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                offset += n
            }
        }
    }

    /// A started child and the parent's ends of its pipes (-1 when not captured).
    public struct Child: Sendable {
        public let pid: pid_t
        public let stdin: Int32
        public let stdout: Int32
        public let stderr: Int32
    }

    /// Starts a child without waiting for it.
    public static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                             captureOutput: Bool) throws -> Child {
        var input: [Int32] = [0, 0], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard pipe(&input) == 0 else { throw POSIXError(.EMFILE) }
        if captureOutput {
            guard pipe(&output) == 0, pipe(&errors) == 0 else { throw POSIXError(.EMFILE) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        for fd in [input[0], input[1], output[0], output[1], errors[0], errors[1]] where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(input[0])
        if captureOutput {
            close(output[1])
            close(errors[1])
        }
        guard rc == 0 else {
            close(input[1])
            if captureOutput {
                close(output[0])
                close(errors[0])
            }
            throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .ENOENT)
        }
        return Child(pid: pid, stdin: input[1], stdout: output[0], stderr: errors[0])
    }

    /// Waits for `pid` and returns its exit status (128 + signal when killed).
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return decode(status)
    }

    /// The exit status if `pid` has ended (reaping it), nil while it runs.
    public static func exitStatusIfEnded(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid ? decode(status) : nil
    }

    private static func decode(_ status: Int32) -> Int32 {
        status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
