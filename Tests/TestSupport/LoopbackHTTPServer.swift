import Foundation

/// The one loopback test server (127.0.0.1): it accepts connections on a background thread and runs
/// its ``Behavior`` for each on a thread of its own, so a stalling connection never holds up the
/// next. It records each request line it reads. It serves until stopped.
///
/// The behaviours: an HTTP server answering a fixed status (with `file`, a GET of a path ending in
/// that file's name gets the file, any other GET 404), or, for network-deadline tests, one that
/// misbehaves on purpose: reads the request and answers nothing, trickles its answer, or (for
/// TLS) never answers the ClientHello or trickles handshake bytes.
public final class LoopbackHTTPServer: @unchecked Sendable {
    // @unchecked Sendable: `requestLines`, `accepted` and `stopped` are only touched under `lock`;
    // the listening socket is shut down once and closed by its accepting thread.

    /// What the server does with each connection.
    public enum Behavior: Sendable {
        /// Reads the request head and answers `status` (and with `file`, serves it to a GET of its name).
        case answer(status: Int, file: String?)
        /// Reads the request head, then never answers.
        case silent
        /// Reads the request head, then sends `HTTP/1.1 200 OK` with a body of `bodyBytes` bytes,
        /// one byte per `interval` seconds.
        case trickle(interval: Double, bodyBytes: Int)
        /// Reads nothing and sends nothing (a TLS server that never answers the ClientHello, a
        /// peer that takes no bytes).
        case mute
        /// Sends `bytes` one per `interval` seconds without reading (a TLS server that trickles
        /// its handshake).
        case drip(bytes: [UInt8], interval: Double)
        /// Never accepts: the listening queue holds one connection (the server's own) and is full,
        /// so the kernel drops the next connection attempts and a connect hangs.
        case neverAccept
    }

    private let lock = NSLock()
    private var requestLines: [String] = []
    private var accepted = 0
    private var stopped = false
    private let fd: Int32
    /// For ``Behavior/neverAccept``: the connection that fills the queue.
    private var filler: Int32 = -1
    private let behavior: Behavior
    private let accepts: Bool
    /// The port it listens on.
    public let port: UInt16

    /// Picks a port that is free now (nothing listens on it afterwards).
    public static func freePort() throws -> UInt16 {
        let server = try LoopbackHTTPServer(.mute)
        let port = server.port
        server.stop()
        return port
    }

    /// Starts an HTTP server answering `status` on `port` (0 picks one); see ``Behavior/answer(status:file:)``.
    public convenience init(port: UInt16 = 0, status: Int = 204, file: String? = nil) throws {
        try self.init(.answer(status: status, file: file), port: port)
    }

    /// Starts listening on `port` (0 picks one) with `behavior` for every connection.
    public init(_ behavior: Behavior, port: UInt16 = 0) throws {
        self.behavior = behavior
        accepts = if case .neverAccept = behavior { false } else { true }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // A backlog of 0 lets exactly one connection wait in the queue.
        guard bound == 0, listen(fd, accepts ? 16 : 0) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = UInt16(bigEndian: actual.sin_port)
        self.fd = fd
        guard !accepts else {
            Thread { [self] in self.acceptLoop() }.start()
            return
        }
        filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let connected = withUnsafePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard filler >= 0, connected == 0 else {
            stop()
            throw POSIXError(.ECONNREFUSED)
        }
    }

    /// The request lines received so far, e.g. `DELETE /queues/abc HTTP/1.1`.
    public var requests: [String] { lock.withLock { requestLines } }

    /// Connections accepted so far.
    public var connections: Int { lock.withLock { accepted } }

    /// Stops listening and ends the stalls (once; later calls do nothing).
    public func stop() {
        // Only shut the socket down: the accepting thread, woken by it, closes the descriptor, so its
        // number is never reused (by another test's socket) while that thread still accepts on it.
        lock.withLock {
            if !stopped {
                shutdown(fd, Int32(SHUT_RDWR))
                // No accepting thread to close it (``Behavior/neverAccept``): close it here.
                if !accepts {
                    if filler >= 0 { close(filler) }
                    close(fd)
                }
            }
            stopped = true
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
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
            Thread { [self] in
                defer { close(client) }
                self.serve(client)
            }.start()
        }
    }

    private func serve(_ client: Int32) {
        switch behavior {
        case .answer(let status, let file):
            guard let line = readRequestLine(client) else { return }
            send(Array(Self.answer(to: line, status: status, file: file)), to: client)
        case .silent:
            guard readRequestLine(client) != nil else { return }
            holdUntilTheClientLeaves(client)
        case .trickle(let interval, let bodyBytes):
            guard readRequestLine(client) != nil else { return }
            let answer = Array("HTTP/1.1 200 OK\r\nContent-Length: \(bodyBytes)\r\nConnection: close\r\n\r\n".utf8)
                + [UInt8](repeating: 0x41, count: bodyBytes)
            drip(answer, interval: interval, to: client)
        case .mute:
            holdUntilTheClientLeaves(client, reading: false)
        case .drip(let bytes, let interval):
            drip(bytes, interval: interval, to: client)
            holdUntilTheClientLeaves(client)
        case .neverAccept:
            return
        }
    }

    /// Reads up to the end of the request head and records its first line; nil when the client left first.
    private func readRequestLine(_ client: Int32) -> String? {
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.containsHeaderEnd {
            let n = recv(client, &buffer, buffer.count, 0)
            if n <= 0 { return nil }
            head += buffer[0..<n]
        }
        let line = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first.map(String.init) ?? ""
        lock.withLock { requestLines.append(line) }
        return line
    }

    private static func answer(to line: String, status: Int, file: String?) -> Data {
        guard let file, line.hasPrefix("GET ") else {
            return Data("HTTP/1.1 \(status) Status\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
        }
        let name = (file as NSString).lastPathComponent
        if line.contains("/" + name + " "), let body = FileManager.default.contents(atPath: file) {
            return Data("HTTP/1.1 200 OK\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body
        }
        return Data("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
    }

    private func send(_ bytes: [UInt8], to client: Int32) {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            sent += n
        }
    }

    /// Sends `bytes` one at a time, `interval` seconds apart, until done, stopped or the client left.
    private func drip(_ bytes: [UInt8], interval: Double, to client: Int32) {
        for byte in bytes {
            if isStopped { return }
            var one = byte
            if Glibc.send(client, &one, 1, Int32(MSG_NOSIGNAL)) <= 0 { return }
            var waited = 0.0
            while waited < interval && !isStopped {
                usleep(20_000)
                waited += 0.02
            }
        }
    }

    /// Waits for the client to give up (its end closes) or the server to stop; `reading` drops
    /// whatever the client sends, else its bytes stay unread.
    private func holdUntilTheClientLeaves(_ client: Int32, reading: Bool = true) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        // POLLRDHUP (Linux): the client closed its end, whether or not unread bytes are waiting.
        let clientLeft = Int16(0x2000)
        while !isStopped {
            var poller = pollfd(fd: client, events: (reading ? Int16(POLLIN) : 0) | clientLeft, revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            if poller.revents & (clientLeft | Int16(POLLHUP | POLLERR)) != 0 { return }
            if reading && recv(client, &buffer, buffer.count, 0) <= 0 { return }
        }
    }
}

private extension Array where Element == UInt8 {
    var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for i in 0...(count - 4) where self[i] == 13 && self[i + 1] == 10 && self[i + 2] == 13 && self[i + 3] == 10 {
            return true
        }
        return false
    }
}
