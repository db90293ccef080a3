import Foundation
import Glibc
import Transport

/// Downloads an archive over HTTP/1.1 (`GET`, `Content-Length` bodies), plain or TLS (`https://`,
/// through the shared `Transport` module: libssl loaded on first use, certificate and host name
/// verified against the system trust store).
///
/// Not URLSession: FoundationNetworking would double the start-up time of every command.
/// Redirects are not followed.
/// The body streams to a 0600 file through a fixed buffer; the caller checks size and digest.
/// The whole exchange (connect, TLS handshake, request, answer) runs within one ``NetworkDeadline``
/// (by default sized for the archive): a silent or trickling server ends it with
/// ``MigrationError/networkTimeout(_:)``.
struct HTTPArchiveFetcher {
    /// Seconds each address of the host gets to accept the connection (within the deadline).
    var timeoutSeconds: Int
    /// The limits; nil means ``NetworkDeadline/download(bytes:)`` for the expected size.
    var deadline: NetworkDeadline? = nil

    struct Target {
        var secure: Bool
        var host: String
        var port: UInt16
        var path: String
        var hostHeader: String
    }

    static func parse(_ url: String) throws(MigrationError) -> Target {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else {
            throw .invalidLink(.badArchiveURL)
        }
        guard scheme == "http" || scheme == "https" else {
            throw .invalidLink(.badArchiveURL)
        }
        guard let host = components.host, !host.isEmpty else { throw .invalidLink(.badArchiveURL) }
        let secure = scheme == "https"
        let port = components.port ?? (secure ? 443 : 80)
        guard (1...65535).contains(port) else { throw .invalidLink(.badArchiveURL) }
        var path = components.percentEncodedPath
        if path.isEmpty { path = "/" }
        if let query = components.percentEncodedQuery { path += "?" + query }
        let bracketed = host.contains(":") ? "[\(host)]" : host
        return Target(secure: secure, host: host, port: UInt16(port), path: path,
                      hostHeader: components.port == nil ? bracketed : "\(bracketed):\(port)")
    }

    func download(_ url: String, to path: String, expectedSize: UInt64,
                  progress: ((MigrationProgress) -> Void)?) throws(MigrationError) {
        let target = try Self.parse(url)
        var clock = TransferClock(deadline ?? .download(bytes: expectedSize))
        func receive(_ connection: ByteStreamConnection, _ buffer: inout [UInt8]) throws(MigrationError) -> Int {
            do {
                return try clock.receive(from: connection, into: &buffer)
            } catch .timedOut {
                throw .networkTimeout(.serverTimedOut(host: target.host))
            } catch {
                throw .archiveNotFound(.serverUnreachable(host: target.host))
            }
        }
        let connection: ByteStreamConnection
        do {
            // The connect and the TLS handshake count against the same deadline as the download.
            connection = try SocketConnector.open(host: target.host, port: target.port, secure: target.secure,
                                                  timeoutSeconds: timeoutSeconds, within: &clock)
        } catch .timedOut {
            throw .networkTimeout(.serverTimedOut(host: target.host))
        } catch {
            throw .archiveNotFound(.serverUnreachable(host: target.host))
        }
        defer { connection.close() }
        let request = "GET \(target.path) HTTP/1.1\r\nHost: \(target.hostHeader)\r\nUser-Agent: threshold\r\n"
            + "Accept-Encoding: identity\r\nConnection: close\r\n\r\n"
        do {
            try clock.send(Array(request.utf8), over: connection)
        } catch .timedOut {
            throw .networkTimeout(.serverTimedOut(host: target.host))
        } catch {
            throw .archiveNotFound(.serverUnreachable(host: target.host))
        }
        // Read the head (status line and headers), keeping any body bytes that came with it.
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var headEnd: Int?
        while headEnd == nil {
            guard head.count < 64 * 1024 else { throw .archiveNotFound("The archive's server sent a malformed answer.") }
            let n = try receive(connection, &buffer)
            guard n > 0 else { throw .archiveNotFound("The archive's server closed the connection without an answer.") }
            head += buffer[0..<n]
            headEnd = Self.headerEnd(head)
        }
        guard let end = headEnd else { throw .archiveNotFound("The archive's server sent a malformed answer.") }
        let headText = String(decoding: head[..<end], as: UTF8.self)
        let lines = headText.components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
            throw .archiveNotFound("The archive's server sent a malformed answer.")
        }
        guard status == 200 else {
            throw .archiveNotFound(.serverStatus(status, gone: status == 404 || status == 410))
        }
        var length: UInt64?
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                // Digits only (no sign, no list), at most 19 of them: anything else is not a length.
                guard let parsed = Self.contentLength(value), length == nil || length == parsed else {
                    throw .archiveNotFound("The archive's server sent a malformed answer (its Content-Length).")
                }
                length = parsed
            }
            if name == "transfer-encoding", value.lowercased() != "identity" {
                throw .archiveNotFound("The archive's server sent the archive in a form this version can't read (\(value)).")
            }
        }
        if let length, length != expectedSize {
            throw .archiveCorrupted(.sizeDiffers(actual: length, expected: expectedSize))
        }
        let file = try FileOps.createFile(path)
        defer { close(file) }
        var written: UInt64 = 0
        var lastReport: UInt64 = 0
        func store(_ chunk: ArraySlice<UInt8>) throws(MigrationError) {
            let room = Int(min(UInt64(chunk.count), expectedSize - written))
            guard room > 0 else { return }
            let ok = chunk.prefix(room).withUnsafeBytes { raw -> Bool in
                var done = 0
                while done < raw.count {
                    let n = write(file, raw.baseAddress.map { $0 + done }, raw.count - done)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { return false }
                    done += n
                }
                return true
            }
            guard ok else { throw .io(.system(operation: "cannot save the downloaded archive", errno: errno)) }
            written += UInt64(room)
            if written - lastReport >= 1 << 20 || written == expectedSize {
                lastReport = written
                progress?(MigrationProgress(phase: .downloading, completed: written, total: expectedSize))
            }
        }
        try store(head[(end + 4)...])
        while written < expectedSize {
            let n = try receive(connection, &buffer)
            guard n > 0 else { throw .archiveCorrupted("the download ended after \(written) of \(expectedSize) bytes.") }
            try store(buffer[0..<n])
        }
        guard fsync(file) == 0 else { throw .io("cannot sync the downloaded archive to disk") }
    }

    /// A `Content-Length` value: 1 to 19 ASCII digits (so it always fits), else nil.
    static func contentLength(_ text: String) -> UInt64? {
        let digits = Array(text.utf8)
        guard (1...19).contains(digits.count), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return digits.reduce(0) { $0 * 10 + UInt64($1 - UInt8(ascii: "0")) }
    }

    static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 0...(bytes.count - 4) where bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 {
            return i
        }
        return nil
    }
}
