import Glibc

/// IPv6 link-local addresses (fe80::/10) and their zones (docs/migration.md, "The link (version 2)").
///
/// A link-local address means something only on one link, so it is written with the interface it
/// is on: `fe80::1%eth0` (RFC 4007's zone; RFC 6874 writes the `%` as `%25` inside a URI, which the
/// link's percent-encoding does). The zone is an interface name of at most 15 characters from
/// `A-Z a-z 0-9 . _ -`, or an interface index (digits). Connecting or binding sets `sin6_scope_id`
/// from it. The zone is the *source's* interface: the destination's interface to the same link may
/// have another name, so ``candidates(for:)`` lists the address on each of this machine's up
/// interfaces, the one with the same name first.
public enum LinkLocal {
    /// The longest zone accepted (Linux interface names are at most IFNAMSIZ - 1 = 15 bytes).
    public static let maximumZoneLength = 15
    /// The most interfaces a link-local address is tried on.
    public static let maximumInterfaces = 8

    /// Whether `zone` is a safe zone: 1 to 15 characters from `A-Z a-z 0-9 . _ -`.
    public static func isValidZone(_ zone: Substring) -> Bool {
        !zone.isEmpty && zone.utf8.count <= maximumZoneLength && zone.utf8.allSatisfy { c in
            switch c {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
    }

    /// Whether `address` (numeric IPv6 without a zone) is in fe80::/10.
    public static func isLinkLocal(_ address: Substring) -> Bool {
        var bytes = in6_addr()
        guard inet_pton(AF_INET6, String(address), &bytes) == 1 else { return false }
        return isLinkLocal(bytes)
    }

    static func isLinkLocal(_ address: in6_addr) -> Bool {
        withUnsafeBytes(of: address) { $0[0] == 0xfe && $0[1] & 0xc0 == 0x80 }
    }

    /// `host` split at its zone: (`fe80::1`, `eth0`) for `fe80::1%eth0`; (host, nil) without one.
    public static func split(_ host: String) -> (address: Substring, zone: Substring?) {
        guard let percent = host.firstIndex(of: "%") else { return (host[...], nil) }
        return (host[..<percent], host[host.index(after: percent)...])
    }

    /// The scope id of `zone` on this machine: the index it names (digits), or the index of the
    /// interface of that name; nil when there is none.
    static func scopeID(_ zone: Substring) -> UInt32? {
        if zone.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            guard let index = UInt32(zone), index > 0 else { return nil }
            return index
        }
        let index = if_nametoindex(String(zone))
        return index == 0 ? nil : index
    }

    /// An up, non-loopback interface of this machine with an IPv6 link-local address.
    public struct Interface: Sendable, Equatable {
        public let name: String
        public let index: UInt32
        /// Its link-local addresses (numeric, without a zone).
        public var addresses: [String]

        /// The zone to write: the name when it is a valid zone, else the index.
        public var zone: String { isValidZone(name[...]) ? name : String(index) }
    }

    /// This machine's up, non-loopback interfaces that have an IPv6 link-local address, in
    /// `getifaddrs` order.
    public static func interfaces() -> [Interface] {
        var result: [Interface] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var cursor = list
        while let entry = cursor {
            cursor = entry.pointee.ifa_next
            guard let address = entry.pointee.ifa_addr, Int32(address.pointee.sa_family) == AF_INET6,
                  entry.pointee.ifa_flags & UInt32(IFF_UP) != 0, entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0,
                  let namePointer = entry.pointee.ifa_name else { continue }
            let v6 = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee }
            guard isLinkLocal(v6.sin6_addr) else { continue }
            let name = String(cString: namePointer)
            let index = v6.sin6_scope_id != 0 ? v6.sin6_scope_id : if_nametoindex(namePointer)
            guard index != 0 else { continue }
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            var raw = v6.sin6_addr
            guard inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count)) != nil else { continue }
            let numeric = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let existing = result.firstIndex(where: { $0.index == index }) {
                if !result[existing].addresses.contains(numeric) { result[existing].addresses.append(numeric) }
            } else {
                result.append(Interface(name: name, index: index, addresses: [numeric]))
            }
        }
        return result
    }

    /// Where to try `host` from this machine: `host` itself when it has no zone; for a link-local
    /// address with a zone, the address on each up interface here (as `fe80::1%<local zone>`): the
    /// interface of the zone's name first (when this machine has one), then the others, at most
    /// ``maximumInterfaces``. The source's interface index means nothing here, so a numeric zone
    /// matches no name.
    public static func candidates(for host: String, interfaces: [Interface] = LinkLocal.interfaces()) -> [String] {
        let (address, zone) = split(host)
        guard let zone, isLinkLocal(address) else { return [host] }
        let isIndex = zone.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        let same = isIndex ? [] : interfaces.filter { $0.name == zone }
        let ordered = same + interfaces.filter { !same.contains($0) }
        return ordered.prefix(maximumInterfaces).map { "\(address)%\($0.zone)" }
    }

    /// Sets the scope id of `address` (an IPv6 socket address) from `host`'s zone: true when there
    /// is none to set, false when the zone names no interface here.
    static func applyZone(of host: String, to address: UnsafeMutablePointer<sockaddr>) -> Bool {
        guard let zone = split(host).zone else { return true }
        guard Int32(address.pointee.sa_family) == AF_INET6, let scope = scopeID(zone) else { return false }
        address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_scope_id = scope }
        return true
    }
}
