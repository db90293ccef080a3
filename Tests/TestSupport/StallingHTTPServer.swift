import Foundation

/// A loopback HTTP server that misbehaves on purpose, for network-deadline tests: it accepts each
/// connection, reads the request head, then either answers nothing (`silent`) or sends a valid
/// answer one byte at a time, `interval` seconds apart (`trickle`). Connections are held until the
/// server is stopped or the client leaves.
public final class StallingHTTPServer: @unchecked Sendable {
    // @unchecked Sendable: `accepted` and `stopped` are only touched under `lock`; the listening socket is
    // shut down once and closed by its accepting thread.
    /// How the server stalls.
    public enum Behavior: Sendable {
        /// Never answers.
        case silent
        /// Sends `HTTP/1.1 200 OK` with a body of `bodyBytes` bytes, one byte per `interval` seconds.
        case trickle(interval: Double, bodyBytes: Int)
    }

    private let fd: Int32
    private let behavior: Behavior
    private let lock = NSLock()
    private var accepted = 0
    private var stopped = false
    /// The port it listens on.
    public let port: UInt16

    /// Starts listening on a free port.
    public init(_ behavior: Behavior) throws {
        self.behavior = behavior
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: actual.sin_port)
        self.fd = fd
        Thread { [self] in self.serve() }.start()
    }

    /// Connections accepted so far.
    public var connections: Int { lock.withLock { accepted } }

    /// Stops listening and ends the stalls (once; later calls do nothing).
    public func stop() {
        // Only shut the socket down: the accepting thread closes the descriptor itself, so its number
        // is never reused (by another test's socket) while that thread still accepts on it.
        lock.withLock {
            if !stopped { shutdown(fd, Int32(SHUT_RDWR)) }
            stopped = true
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func serve() {
        while true {
            let client = accept(fd, nil, nil)
            if client < 0 {
                lock.withLock {
                    close(fd)
                    stopped = true
                }
                return
            }
            lock.withLock { accepted += 1 }
            Thread { [self] in self.stall(client) }.start()
        }
    }

    private func stall(_ client: Int32) {
        defer { close(client) }
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.containsRequestEnd {
            let n = recv(client, &buffer, buffer.count, 0)
            if n <= 0 { return }
            head += buffer[0..<n]
        }
        switch behavior {
        case .silent:
            while !isStopped {
                // Wait for the client to give up (recv returns 0) or the server to stop.
                var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
                if poll(&poller, 1, 50) > 0 && recv(client, &buffer, buffer.count, 0) <= 0 { return }
            }
        case .trickle(let interval, let bodyBytes):
            let answer = Array("HTTP/1.1 200 OK\r\nContent-Length: \(bodyBytes)\r\nConnection: close\r\n\r\n".utf8)
                + [UInt8](repeating: 0x41, count: bodyBytes)
            for byte in answer {
                if isStopped { return }
                var one = byte
                if send(client, &one, 1, Int32(MSG_NOSIGNAL)) <= 0 { return }
                var waited = 0.0
                while waited < interval && !isStopped {
                    usleep(20_000)
                    waited += 0.02
                }
            }
        }
    }
}

private extension Array where Element == UInt8 {
    var containsRequestEnd: Bool {
        guard count >= 4 else { return false }
        for i in 0...(count - 4) where self[i] == 13 && self[i + 1] == 10 && self[i + 2] == 13 && self[i + 3] == 10 {
            return true
        }
        return false
    }
}
