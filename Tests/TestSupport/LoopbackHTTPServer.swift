import Foundation

/// A tiny HTTP server on 127.0.0.1: records each request line and answers with a fixed status; with
/// `file`, a GET of a path ending in that file's name gets the file (200), any other GET 404.
/// Bounded: it serves until stopped, one connection at a time.
public final class LoopbackHTTPServer: @unchecked Sendable {
    // @unchecked Sendable: `requests` and `listenerClosed` are only touched under `lock`; the listening
    // socket is shut down once and closed by its serving thread.
    private let lock = NSLock()
    private var requestLines: [String] = []
    private var listenerClosed = false
    private let fd: Int32
    /// The port it listens on.
    public let port: UInt16
    private let status: Int
    private let file: String?

    /// Picks a port that is free now (nothing listens on it afterwards).
    public static func freePort() throws -> UInt16 {
        let server = try LoopbackHTTPServer(port: 0, status: 204)
        let port = server.port
        server.stop()
        return port
    }

    /// Starts listening on `port` (0 picks one) and serving on a background queue.
    public init(port: UInt16 = 0, status: Int = 204, file: String? = nil) throws {
        self.status = status
        self.file = file
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
        guard bound == 0, listen(fd, 16) == 0 else {
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
        let thread = Thread { [self] in self.serve() }
        thread.start()
    }

    /// The request lines received so far, e.g. `DELETE /queues/abc HTTP/1.1`.
    public var requests: [String] { lock.withLock { requestLines } }

    /// Stops listening (once; later calls do nothing).
    public func stop() {
        // Only shut the socket down: the serving thread, woken by it, closes the descriptor, so its
        // number is never reused (by another test's socket) while that thread still accepts on it.
        lock.withLock {
            if !listenerClosed { shutdown(fd, Int32(SHUT_RDWR)) }
            listenerClosed = true
        }
    }

    private func serve() {
        while true {
            let client = accept(fd, nil, nil)
            if client < 0 {
                lock.withLock {
                    close(fd)
                    listenerClosed = true
                }
                return
            }
            var data = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !data.containsHeaderEnd {
                let n = recv(client, &buffer, buffer.count, 0)
                if n <= 0 { break }
                data += buffer[0..<n]
            }
            let text = String(decoding: data, as: UTF8.self)
            let line = text.split(separator: "\r\n").first.map(String.init) ?? ""
            lock.withLock { requestLines.append(line) }
            var response = Data("HTTP/1.1 \(status) Status\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
            if let file, line.hasPrefix("GET ") {
                let name = (file as NSString).lastPathComponent
                if line.contains("/" + name + " "), let body = FileManager.default.contents(atPath: file) {
                    response = Data("HTTP/1.1 200 OK\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body
                } else {
                    response = Data("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
                }
            }
            response.withUnsafeBytes { raw in
                var sent = 0
                while sent < raw.count {
                    let n = send(client, raw.baseAddress.map { $0 + sent }, raw.count - sent, Int32(MSG_NOSIGNAL))
                    if n <= 0 { break }
                    sent += n
                }
            }
            close(client)
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
