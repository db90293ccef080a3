import Glibc

/// Listening TCP sockets on one port at several local addresses (loopback and the local network's),
/// for a direct transfer: the first address picks the port (0: any free one), the others take the
/// same. Non-blocking; ``accept(within:)`` waits on all of them within a ``TransferClock``.
public final class TransferListener: @unchecked Sendable {
    /// The port every socket listens on.
    public let port: UInt16
    /// The addresses listened on, as given (numeric IPv4 or IPv6, link-local ones with their zone).
    public let addresses: [String]
    private var sockets: [Int32]

    /// Binds and listens on every address in `addresses` (numeric; an address that can't be bound
    /// after the first is skipped); throws when the first can't.
    public init(addresses: [String], port: UInt16 = 0) throws(TransportError) {
        var bound: [Int32] = []
        var names: [String] = []
        var chosen = port
        for address in addresses {
            let fd: Int32
            do {
                fd = try Self.listen(address, port: chosen)
            } catch {
                if bound.isEmpty { throw error }
                continue
            }
            if bound.isEmpty { chosen = Self.localPort(fd) }
            bound.append(fd)
            names.append(address)
        }
        guard !bound.isEmpty else { throw .connectionRefused(host: addresses.first ?? "", port: port) }
        sockets = bound
        self.addresses = names
        self.port = chosen
    }

    deinit { close() }

    /// Stops listening (idempotent).
    public func close() {
        for fd in sockets { Glibc.close(fd) }
        sockets = []
    }

    /// The next connection: its non-blocking socket and `address:port`; ``TransportError/timedOut(_:)``
    /// when none came within the clock's silence limit or deadline.
    public func accept(within clock: inout TransferClock) throws(TransportError) -> (socket: Int32, peer: String) {
        while true {
            try clock.check(.connecting, "a listener")
            var polls = sockets.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if let interrupt = clock.interrupt { polls.append(pollfd(fd: interrupt.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
            let wait = min(clock.deadline.idle, clock.remaining)
            let ready = poll(&polls, nfds_t(polls.count), Int32(min((wait * 1000).rounded(.up), Double(Int32.max))))
            if ready < 0 && errno != EINTR { throw .connectionBroken }
            try clock.checkInterrupt()
            if ready == 0 {
                try clock.check(.connecting, "a listener")
                if wait >= clock.deadline.idle { throw .timedOut("waiting for the other device: no connection for \(Int(wait)) s") }
                continue
            }
            for entry in polls.prefix(sockets.count) where entry.revents & Int16(POLLIN) != 0 {
                var storage = sockaddr_storage()
                var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
                let fd = withUnsafeMutablePointer(to: &storage) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        Glibc.accept(entry.fd, $0, &length)
                    }
                }
                if fd >= 0 {
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    return (fd, Self.describe(&storage))
                }
            }
        }
    }

    /// This machine's addresses to offer: loopback first, then every up, non-loopback IPv4 address
    /// and non-link-local IPv6 address, then every up interface's IPv6 link-local addresses with
    /// their zone (`fe80::1%eth0`, or the interface's index when its name is not a valid zone:
    /// ``LinkLocal``). Listening on a link-local address that is still tentative (duplicate
    /// address detection) fails, and ``init(addresses:port:)`` then skips it.
    public static func localAddresses() -> [String] {
        var result = ["127.0.0.1"]
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return result }
        defer { freeifaddrs(list) }
        var cursor = list
        while let entry = cursor {
            cursor = entry.pointee.ifa_next
            guard let address = entry.pointee.ifa_addr, entry.pointee.ifa_flags & UInt32(IFF_UP) != 0,
                  entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0 else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if family == AF_INET6 && (LinkLocal.isLinkLocal(LinkLocal.split(text).address) || text.contains("%")) { continue }
            if !result.contains(text) { result.append(text) }
        }
        for interface in LinkLocal.interfaces() {
            for address in interface.addresses where !result.contains("\(address)%\(interface.zone)") {
                result.append("\(address)%\(interface.zone)")
            }
        }
        return result
    }

    private static func listen(_ address: String, port: UInt16) throws(TransportError) -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICHOST | AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(String(LinkLocal.split(address).address), String(port), &hints, &list) == 0, let info = list
        else { throw .unknownHost(address) }
        defer { freeaddrinfo(list) }
        // A link-local address listens on its zone's interface only.
        guard let socketAddress = info.pointee.ai_addr, LinkLocal.applyZone(of: address, to: socketAddress) else {
            throw .unknownHost(address)
        }
        let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue),
                        info.pointee.ai_protocol)
        guard fd >= 0 else { throw .connectionRefused(host: address, port: port) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if info.pointee.ai_family == AF_INET6 { setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size)) }
        guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, Glibc.listen(fd, 64) == 0 else {
            Glibc.close(fd)
            throw .connectionRefused(host: address, port: port)
        }
        return fd
    }

    private static func localPort(_ fd: Int32) -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return withUnsafePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
    }

    private static func describe(_ storage: inout sockaddr_storage) -> String {
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        var service = [CChar](repeating: 0, count: 32)
        let length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getnameinfo($0, length, &host, socklen_t(host.count), &service, socklen_t(service.count), NI_NUMERICHOST | NI_NUMERICSERV)
            }
        }
        guard ok == 0 else { return "a peer" }
        let name = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let port = String(decoding: service.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.contains(":") ? "[\(name)]:\(port)" : "\(name):\(port)"
    }
}
