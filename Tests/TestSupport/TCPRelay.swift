import Foundation
import Glibc

/// A TCP relay on loopback between a destination and a source, for the adversarial tests: it
/// passes bytes both ways, and can flip one byte of what the source sends, or cut the first
/// connection after some bytes.
public final class TCPRelay: @unchecked Sendable {
    public let port: UInt16
    private let listener: Int32
    /// Flip the byte at this offset of what the source sends, on every connection.
    public let flipAt: Int?
    /// Cut the first connection once this many bytes went from the source.
    public let cutFirstAfter: Int?
    /// At most this many bytes a second from the source (nil: as fast as it comes).
    public let bytesPerSecond: Int?
    /// Stop listening once the first connection is cut (the source's process is gone).
    public let vanishAfterCut: Bool
    private let lock = NSLock()
    private var stopped = false
    private var count = 0
    private var passed = 0
    /// Bytes passed from the source to the destination so far, over every connection.
    public var bytesFromSource: Int {
        lock.lock()
        defer { lock.unlock() }
        return passed
    }
    /// Connections accepted so far.
    public var connections: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    public init(to targetPort: UInt16, flipAt: Int? = nil, cutFirstAfter: Int? = nil, bytesPerSecond: Int? = nil,
                vanishAfterCut: Bool = false) {
        self.vanishAfterCut = vanishAfterCut
        self.flipAt = flipAt
        self.cutFirstAfter = cutFirstAfter
        self.bytesPerSecond = bytesPerSecond
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) } }
        Glibc.listen(listener, 8)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 { return }
                lock.lock()
                count += 1
                let number = count
                lock.unlock()
                let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                var target = sockaddr_in()
                target.sin_family = sa_family_t(AF_INET)
                target.sin_addr.s_addr = inet_addr("127.0.0.1")
                target.sin_port = targetPort.bigEndian
                let connected = withUnsafePointer(to: &target) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                }
                guard connected == 0 else {
                    close(client)
                    close(upstream)
                    continue
                }
                Thread.detachNewThread { self.pump(client: client, upstream: upstream, number: number) }
            }
        }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// `link` (a direct transfer's, version 2, as text) sent through this relay instead: its
    /// addresses become 127.0.0.1 and its port this one (the pin and key stay).
    public func redirect(_ link: String) -> String {
        link.split(separator: "&", omittingEmptySubsequences: false).map { part in
            if part.hasPrefix("direct=") { return "direct=127.0.0.1" }
            if part.hasPrefix("port=") { return "port=\(port)" }
            return String(part)
        }.joined(separator: "&")
    }

    private func pump(client: Int32, upstream: Int32, number: Int) {
        defer {
            close(client)
            close(upstream)
        }
        var fromSource = 0
        // Throttled: small reads, each followed by the pause the rate asks for.
        var buffer = [UInt8](repeating: 0, count: bytesPerSecond.map { max(1024, min(65536, $0 / 20)) } ?? 65536)
        while true {
            var polls = [pollfd(fd: client, events: Int16(POLLIN), revents: 0), pollfd(fd: upstream, events: Int16(POLLIN), revents: 0)]
            guard poll(&polls, 2, 30_000) > 0 else { return }
            if polls[0].revents != 0 {
                let n = recv(client, &buffer, buffer.count, 0)
                if n <= 0 { return }
                guard send(upstream, buffer, n, Int32(MSG_NOSIGNAL)) == n else { return }
            }
            if polls[1].revents != 0 {
                var n = recv(upstream, &buffer, buffer.count, 0)
                if n <= 0 { return }
                if let cut = cutFirstAfter, number == 1, fromSource + n >= cut {
                    n = max(0, cut - fromSource)
                    _ = send(client, buffer, n, Int32(MSG_NOSIGNAL))
                    if vanishAfterCut { shutdown(listener, Int32(SHUT_RDWR)) }
                    return
                }
                if let flip = flipAt, flip >= fromSource, flip < fromSource + n { buffer[flip - fromSource] ^= 0x01 }
                fromSource += n
                guard send(client, buffer, n, Int32(MSG_NOSIGNAL)) == n else { return }
                lock.lock()
                passed += n
                lock.unlock()
                if let rate = bytesPerSecond { usleep(UInt32(min(1_000_000, n * 1_000_000 / max(1, rate)))) }
            }
        }
    }
}

