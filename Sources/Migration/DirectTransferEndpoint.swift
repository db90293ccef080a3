import Glibc
import Secrets
import Transport

/// Where a direct transfer's source listens and which certificate it shows: the numeric addresses
/// it offers (its local network's, its IPv6 link-local ones with their zone, then loopback, tried
/// in order), the one port and the SHA-256 pin of its fresh self-signed certificate. Carried by a
/// version-2 migration link; never a file path.
public struct DirectTransferEndpoint: Sendable, Equatable, CustomStringConvertible {
    /// The most addresses a link may carry (a machine with more offers its first ones).
    public static let maximumHosts = 16

    /// Numeric IPv4 or IPv6 addresses, at least one, no duplicates. An IPv6 link-local address
    /// (fe80::/10) carries the source's zone (`fe80::1%eth0`, or an interface index); no other
    /// address has one (``LinkLocal``).
    public let hosts: [String]
    /// The TCP port (1...65535).
    public let port: UInt16
    /// The SHA-256 of the certificate's DER encoding, 32 bytes.
    public let pin: [UInt8]

    /// Checks and keeps the parts: ``MigrationLinkError/invalidHost(_:)``, ``MigrationLinkError/invalidZone(_:)``,
    /// ``MigrationLinkError/invalidPort`` or ``MigrationLinkError/invalidPin`` otherwise.
    public init(hosts: [String], port: UInt16, pin: [UInt8]) throws(MigrationLinkError) {
        guard !hosts.isEmpty, hosts.count <= Self.maximumHosts else {
            throw .invalidHost("it must list 1 to \(Self.maximumHosts) addresses")
        }
        for host in hosts { try Self.check(host) }
        guard Set(hosts).count == hosts.count else { throw .invalidHost("an address is listed twice") }
        guard port > 0 else { throw .invalidPort }
        guard pin.count == 32 else { throw .invalidPin }
        self.hosts = hosts
        self.port = port
        self.pin = pin
    }

    /// Parses the link's `direct` (comma-separated addresses), `port` and `pin` values.
    init(hostList: String, port portText: String, pin pinText: String) throws(MigrationLinkError) {
        let hosts = hostList.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !hosts.contains(where: \.isEmpty) else { throw .invalidHost("an address is empty") }
        guard !portText.isEmpty, portText.utf8.count <= 5,
              portText.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), !portText.hasPrefix("0"),
              let port = UInt16(portText) else { throw .invalidPort }
        guard pinText.utf8.count == 64, let pin = Hex.decode(pinText) else { throw .invalidPin }
        try self.init(hosts: hosts, port: port, pin: pin)
    }

    /// The addresses as the link writes them.
    var hostList: String { hosts.joined(separator: ",") }

    /// `direct:HOST,HOST:PORT` (no pin), for messages.
    public var description: String { "direct:\(hostList) port \(port)" }

    /// Checks one address: numeric, and a zone exactly when it is IPv6 link-local. A zone is never
    /// repeated in a message (it is the link's text, and could be anything).
    static func check(_ host: String) throws(MigrationLinkError) {
        let (address, zone) = LinkLocal.split(host)
        guard isNumericAddress(String(address)) else {
            throw .invalidHost("\(shorten(String(address))) is not a numeric IPv4 or IPv6 address")
        }
        let linkLocal = LinkLocal.isLinkLocal(address)
        guard let zone else {
            if linkLocal { throw .invalidZone("the link-local address \(address) has no zone (its interface, as in %25eth0)") }
            return
        }
        guard linkLocal else { throw .invalidZone("only an IPv6 link-local address (fe80::/10) has a zone, not \(address)") }
        guard !zone.contains("%") else { throw .invalidZone("an address has more than one zone ('%')") }
        guard !zone.isEmpty else { throw .invalidZone("the zone of \(address) is empty") }
        guard zone.utf8.count <= LinkLocal.maximumZoneLength else {
            throw .invalidZone("the zone of \(address) is longer than \(LinkLocal.maximumZoneLength) characters")
        }
        guard LinkLocal.isValidZone(zone) else {
            throw .invalidZone("the zone of \(address) has characters other than letters, digits, '.', '_' and '-'")
        }
    }

    /// Whether `text` is a numeric IPv4 address (dotted quad) or IPv6 address without a zone.
    static func isNumericAddress(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 45, !text.contains("%") else { return false }
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }
}
