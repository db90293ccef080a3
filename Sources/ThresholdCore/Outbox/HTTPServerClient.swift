import Foundation
import Transport

/// The built-in ``ServerClient``: `DELETE {server}/queues/{id}` over HTTP/1.1; 2xx or 404 means done.
///
/// Written on POSIX sockets rather than URLSession: FoundationNetworking doubles the start-up time
/// of every command, and the outbox only needs one small request. `https://` servers go through the
/// system's OpenSSL libssl, loaded only when first needed, with certificate and host-name checks.
/// Each request runs within a ``NetworkDeadline`` (overall, silence, minimum rate) that covers the
/// connect, the TLS handshake, the request and the answer: a silent or trickling server fails the
/// attempt with ``DeliveryError/timedOut(_:)`` and the job is retried.
public struct HTTPServerClient: ServerClient {
    /// Seconds each address of the server gets to accept the connection (within ``deadline``).
    public var timeoutSeconds: Int
    /// A PEM file of certificates to trust instead of the system's (private servers, tests).
    public var trustedCertificates: String?
    /// The limits of one request and its answer.
    public var deadline: NetworkDeadline

    /// Creates the client.
    public init(timeoutSeconds: Int = 10, trustedCertificates: String? = nil, deadline: NetworkDeadline = .request) {
        self.timeoutSeconds = timeoutSeconds
        self.trustedCertificates = trustedCertificates
        self.deadline = deadline
    }

    public func deleteQueue(server: String, queueID: String) throws(DeliveryError) {
        let target = try Self.parse(server: server)
        let path = target.basePath + "/queues/" + Self.percentEncode(queueID)
        let request = "DELETE \(path) HTTP/1.1\r\nHost: \(target.hostHeader)\r\nUser-Agent: threshold\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        let status = try exchange(target, request: Array(request.utf8))
        guard (200..<300).contains(status) || status == 404 else { throw .status(status) }
    }

    struct Target: Equatable {
        var secure: Bool
        var host: String
        var port: UInt16
        var basePath: String
        var hostHeader: String
    }

    static func parse(server: String) throws(DeliveryError) -> Target {
        guard let components = URLComponents(string: server), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil else {
            throw .invalidServerAddress(server)
        }
        let secure = scheme == "https"
        let port = components.port ?? (secure ? 443 : 80)
        guard (1...65535).contains(port) else { throw .invalidServerAddress(server) }
        var basePath = components.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        let bracketed = host.contains(":") ? "[\(host)]" : host
        return Target(secure: secure, host: host, port: UInt16(port), basePath: basePath,
                      hostHeader: components.port == nil ? bracketed : "\(bracketed):\(port)")
    }

    static func percentEncode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    private func exchange(_ target: Target, request: [UInt8]) throws(DeliveryError) -> Int {
        var clock = TransferClock(deadline)
        let connection: ByteStreamConnection
        do {
            connection = try SocketConnector.open(host: target.host, port: target.port, secure: target.secure,
                                                  timeoutSeconds: timeoutSeconds, trustedCertificates: trustedCertificates,
                                                  within: &clock)
        } catch .timedOut(let why) {
            throw .timedOut(why)
        } catch {
            throw .unreachable(error.description)
        }
        defer { connection.close() }
        // The connect, the TLS handshake, this write and the reads below share the one deadline.
        do {
            try clock.send(request, over: connection)
        } catch .timedOut(let why) {
            throw .timedOut(why)
        } catch {
            throw .unreachable("connection closed while sending")
        }
        // Only the status line matters; read until it is complete.
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !response.contains(UInt8(ascii: "\n")) && response.count < 8192 {
            let n: Int
            do {
                n = try clock.receive(from: connection, into: &buffer)
            } catch .timedOut(let why) {
                throw .timedOut(why)
            } catch {
                throw .unreachable(error.description)
            }
            guard n > 0 else { break }
            response += buffer[0..<n]
        }
        let line = String(decoding: response.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let parts = line.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].utf8.count == 3, let status = Int(parts[1]) else {
            throw .unreachable("no HTTP response")
        }
        return status
    }
}
