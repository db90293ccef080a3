import Foundation

/// The built-in ``ServerClient``: `DELETE {server}/queues/{id}` over HTTP/1.1; 2xx or 404 means done.
///
/// Written on POSIX sockets rather than URLSession: FoundationNetworking doubles the start-up time
/// of every command, and the outbox only needs one small request. Plain `http://` servers only;
/// an `https://` server is reported as ``DeliveryError/invalidServerAddress(_:)`` and its job kept.
public struct HTTPServerClient: ServerClient {
    /// Seconds to wait for connect, send and receive.
    public var timeoutSeconds: Int

    /// Creates the client.
    public init(timeoutSeconds: Int = 10) {
        self.timeoutSeconds = timeoutSeconds
    }

    public func deleteQueue(server: String, queueID: String) throws(DeliveryError) {
        let target = try Self.parse(server: server)
        let path = target.basePath + "/queues/" + Self.percentEncode(queueID)
        let request = "DELETE \(path) HTTP/1.1\r\nHost: \(target.hostHeader)\r\nUser-Agent: threshold\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        let status = try exchange(host: target.host, port: target.port, request: Array(request.utf8))
        guard (200..<300).contains(status) || status == 404 else { throw .status(status) }
    }

    struct Target: Equatable {
        var host: String
        var port: UInt16
        var basePath: String
        var hostHeader: String
    }

    static func parse(server: String) throws(DeliveryError) -> Target {
        guard let components = URLComponents(string: server), let scheme = components.scheme?.lowercased(),
              scheme == "http", let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil else {
            throw .invalidServerAddress(server)
        }
        let port = components.port ?? 80
        guard (1...65535).contains(port) else { throw .invalidServerAddress(server) }
        var basePath = components.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        let bracketed = host.contains(":") ? "[\(host)]" : host
        return Target(host: host, port: UInt16(port), basePath: basePath,
                      hostHeader: components.port == nil ? bracketed : "\(bracketed):\(port)")
    }

    static func percentEncode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    private func exchange(host: String, port: UInt16, request: [UInt8]) throws(DeliveryError) -> Int {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = AF_UNSPEC
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw .unreachable("cannot resolve \(host)")
        }
        defer { freeaddrinfo(list) }
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        var fd: Int32 = -1
        while let info = cursor {
            fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            if fd >= 0 {
                var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
                setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                if connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { break }
                close(fd)
                fd = -1
            }
            cursor = info.pointee.ai_next
        }
        guard fd >= 0 else { throw .unreachable("connection refused by \(host):\(port)") }
        defer { close(fd) }
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw .unreachable("connection closed while sending") }
            sent += n
        }
        // Only the status line matters; read until it is complete.
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !response.contains(UInt8(ascii: "\n")) && response.count < 8192 {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { break }
            response += buffer[0..<n]
        }
        guard let line = String(bytes: response.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, encoding: .utf8) else {
            throw .unreachable("no HTTP response")
        }
        let parts = line.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            throw .unreachable("no HTTP response")
        }
        return status
    }
}
