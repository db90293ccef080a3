import Foundation
import Secrets
import Storage

/// How much chaff an install gets and which row ids its sealed rows take (docs/hidden-profiles.md
/// "Counts: random chaff at install").
///
/// The passcode holder counts rows. So that the number of `sealed_slots` and `sealed_routes` rows
/// does not tell how many profiles are hidden, every install draws, once, with its first profile:
/// - ``installSlots`` chaff slots (uniform; a few with larger bodies, ``largerBodies``), beside
///   which each profile ever created reserves one;
/// - ``installRouteGroups`` groups of chaff routes (uniform), each of 1 to 8 routes
///   (``routeGroupWeights``) sharing one chaff public key, as a removed profile's routes share one key; beside
///   them every server queue, visible or hidden, reserves one route when it is created.
///
/// Every slot and route gets a random row id (``rowID(in:db:)``), so ids carry no creation order:
/// a chaff row, a hidden profile's and a visible one's are not told apart by where they sit.
///
/// Nothing is drawn when a profile is hidden, unhidden or deleted, so installs that differ only in
/// which profiles were hidden draw the same numbers. The numbers come from ``source``: the store's
/// CSPRNG, or in tests a ``SeededRandom`` so that two installs can be compared row for row.
struct ChaffAllocator: Sendable {
    /// Chaff slots made at install: uniform over this range (8 is what every install had before).
    static let installSlots: ClosedRange<Int> = 8...71
    /// Chaff slots of larger bodies among the install's chaff: of each size, a number uniform over
    /// its range (the rest have 4 KiB bodies), so that a hidden profile of up to 32 KiB is not the
    /// only large body no visible profile names. At most 6, fewer than ``installSlots`` starts at.
    static let largerBodies: [(bytes: Int, count: ClosedRange<Int>)] = [(8192, 0...3), (16_384, 0...2), (32_768, 0...1)]
    /// Groups of chaff routes made at install: uniform over this range.
    static let installRouteGroups: ClosedRange<Int> = 0...127
    /// Routes in one chaff group: 1 to 8, `n` with weight 2^(8-n) out of 255 (1 half the time, 2 a
    /// quarter, ...), as most profiles have a few chats: a hidden profile's group of its queues
    /// should look like one of these.
    static let routeGroupWeights = [128, 64, 32, 16, 8, 4, 2, 1]
    /// Row ids of slots and routes: uniform over this range (a free one is drawn again).
    static let rowIDs: ClosedRange<Int64> = 1...Int64(Int32.max)

    let source: any RandomSource

    /// The allocator for a new install made by this process (a self-destruct's): the same source,
    /// except that a seeded one starts again from its seed, as the genuine install it is compared
    /// with did.
    func restarted() -> ChaffAllocator {
        ChaffAllocator(source: (source as? SeededRandom)?.restarted() ?? source)
    }

    /// A uniform draw from `range` (rejection sampling: no modulo bias).
    func uniform(_ range: ClosedRange<Int>) throws -> Int {
        Int(try uniform64(Int64(range.lowerBound)...Int64(range.upperBound)))
    }

    func uniform64(_ range: ClosedRange<Int64>) throws -> Int64 {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let limit = UInt64.max - (UInt64.max % span + 1) % span
        while true {
            let value = try source.bytes(8).reduce(UInt64(0)) { ($0 << 8) | UInt64($1) }
            if value <= limit { return range.lowerBound + Int64(value % span) }
        }
    }

    /// A random row id not yet used in `table` (`sealed_slots` or `sealed_routes`).
    func rowID(in table: String, db: Connection) throws -> Int64 {
        while true {
            let id = try uniform64(Self.rowIDs)
            if try db.int("SELECT 1 FROM \(table) WHERE id = ?", [.integer(id)]) == nil { return id }
        }
    }

    /// The body sizes of the install's larger chaff slots (``largerBodies``).
    func largerBodySizes() throws -> [Int] {
        try Self.largerBodies.flatMap { size in [Int](repeating: size.bytes, count: try uniform(size.count)) }
    }

    /// The size of one chaff route group (``routeGroupWeights``).
    func routeGroupSize() throws -> Int {
        var draw = try uniform(0...(Self.routeGroupWeights.reduce(0, +) - 1))
        for (index, weight) in Self.routeGroupWeights.enumerated() {
            if draw < weight { return index + 1 }
            draw -= weight
        }
        return Self.routeGroupWeights.count
    }

    /// The sizes of the chaff route groups of one install.
    func installRouteGroupSizes() throws -> [Int] {
        try (0..<uniform(Self.installRouteGroups)).map { _ in try routeGroupSize() }
    }

    /// The chaff source of a store whose bytes come from `random`: `random` itself, except in a
    /// debug build run with `THRESHOLD_TEST_CHAFF_SEED` set (the end-to-end tests compare whole
    /// installs made with one seed). A release build ignores the variable.
    static func source(default random: any RandomSource) -> any RandomSource {
        #if DEBUG
        if let seed = ProcessInfo.processInfo.environment["THRESHOLD_TEST_CHAFF_SEED"].flatMap(UInt64.init) {
            return SeededRandom(seed: seed)
        }
        #endif
        return random
    }
}

/// A deterministic stream of bytes from a seed (HMAC-SHA256 of a counter under the seed), for tests
/// that compare installs made with the same chaff. Never the source of key material.
final class SeededRandom: RandomSource, @unchecked Sendable {
    private let key: [UInt8]
    private let lock = NSLock()
    private var counter: UInt64 = 0
    private var buffer: [UInt8] = []

    private let seed: UInt64

    init(seed: UInt64) {
        self.seed = seed
        key = Array("threshold test chaff".utf8) + SealedBox.bytes(Int64(bitPattern: seed))
    }

    /// A new stream from the same seed.
    func restarted() -> SeededRandom { SeededRandom(seed: seed) }

    func bytes(_ count: Int) throws(SecretsError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        while buffer.count < count {
            buffer += try HMACSHA256.authenticate(SealedBox.bytes(Int64(bitPattern: counter)), key: key)
            counter += 1
        }
        let out = Array(buffer.prefix(count))
        buffer.removeFirst(count)
        return out
    }
}
