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
/// - ``installRouteGroups`` groups of chaff routes (uniform), each of exactly ``routesPerGroup``
///   routes sharing one chaff public key, as every profile's routes come in whole groups of that
///   size, one key each; beside them every server queue, visible or hidden, reserves one route of
///   its profile's group when it is created (a new group of ``routesPerGroup`` when its groups are full).
///
/// Every slot and route gets a random row id (``rowID(in:db:)``), so ids carry no creation order:
/// a chaff row, a hidden profile's and a visible one's are not told apart by where they sit.
///
/// No chaff is drawn when a profile is hidden, unhidden or deleted (an unhide draws only the row-id
/// steps of the rows it writes, from ``rowIDSource``), so installs that differ only in which
/// profiles were hidden draw the same numbers. The numbers come from ``source``: the store's
/// CSPRNG, or in tests a ``SeededRandom`` so that two installs can be compared row for row.
///
/// The row ids of `profiles`, `chats`, `chat_queues` and `messages` (``RowTable``) are never
/// max + 1: a new row's id is the larger of the table's largest id and the time of the insert in
/// units of 1/64 ms (``rowIDsPerMillisecond``), plus a random step (``RowIDs``: geometric of mean
/// 4, capped at 64). So a row made a millisecond or more after the one before it starts from the
/// clock, whatever rows (hidden since) came between, and within one millisecond the step hides a
/// removed row among random spacing (docs/hidden-profiles.md "Row ids"). The steps come from ``rowIDSource``,
/// a second stream, so that the chaff drawn above does not depend on how many rows were inserted.
struct ChaffAllocator: Sendable {
    /// Chaff slots made at install: uniform over this range (8 is what every install had before).
    static let installSlots: ClosedRange<Int> = 8...71
    /// Chaff slots of larger bodies among the install's chaff: of each size, a number uniform over
    /// its range (the rest have 4 KiB bodies), so that a hidden profile of up to 32 KiB is not the
    /// only large body no visible profile names. At most 6, fewer than ``installSlots`` starts at.
    static let largerBodies: [(bytes: Int, count: ClosedRange<Int>)] = [(8192, 0...3), (16_384, 0...2), (32_768, 0...1)]
    /// Groups of chaff routes made at install: uniform over this range.
    static let installRouteGroups: ClosedRange<Int> = 0...255
    /// Routes in every group, chaff or a profile's (visible, hidden or removed): a group's size
    /// tells nothing (issue 33: group sizes of 1 to 8 let a classifier count hidden profiles). A
    /// profile reserves its routes in whole groups, one key per group: its 1st to 8th queue take
    /// the routes of its first group, the 9th a new group of 8, and so on.
    static let routesPerGroup = 8
    /// Row ids of slots and routes: uniform over this range (a free one is drawn again).
    static let rowIDs: ClosedRange<Int64> = 1...Int64(Int32.max)

    /// The steps between consecutive row ids of a ``RowTable``: 1 + a geometric count of
    /// probability 3/4 per step (``rowIDStepContinue`` out of 4), so `P(d) = (3/4)^(d-1) / 4`,
    /// mean 4, cut at ``rowIDStepCap``.
    static let rowIDStepContinue = 3
    /// The largest step: ids grow by at most 64 a row, so 2^63 is 1.4 x 10^17 inserts away.
    static let rowIDStepCap: Int64 = 64
    /// Row ids per millisecond of the clock: ids start from `now in ms * 64` (about 1.1 x 10^14
    /// today, under 2^53 until the year 6429, where the clock is cut; 2^63 is far beyond).
    static let rowIDsPerMillisecond: Int64 = 64
    /// The latest clock time ids start from (2^47 ms, the year 6429).
    static let rowIDClockLimit: Int64 = 1 << 47

    let source: any RandomSource
    /// The stream of the row-id steps: `source` itself, or for a seeded source a second seeded
    /// stream, so that seeded chaff draws stay what they were whatever was inserted before them.
    let rowIDSource: any RandomSource
    /// Whether row ids start from the clock: always, except for a seeded allocator (tests that
    /// compare installs made at different times row for row: their ids count from the table's
    /// largest only).
    let rowIDsFollowClock: Bool

    init(source: any RandomSource) {
        self.source = source
        let seeded = source as? SeededRandom
        rowIDSource = seeded?.rowIDStream() ?? source
        rowIDsFollowClock = seeded == nil
    }

    /// The allocator for a new install made by this process (a self-destruct's): the same source,
    /// except that a seeded one starts again from its seed, as the genuine install it is compared
    /// with did.
    func restarted() -> ChaffAllocator {
        ChaffAllocator(source: (source as? SeededRandom)?.restarted() ?? source)
    }

    // MARK: Row ids of the profile tables

    /// The tables whose rows a hidden profile takes away: their ids are spaced at random.
    enum RowTable: String, Sendable, CaseIterable {
        case profiles
        case chats
        case chatQueues = "chat_queues"
        case messages
    }

    /// Draws row ids for consecutive inserts into one ``RowTable`` within one transaction: the
    /// table's largest id plus a random step each (``rowIDStep()``). Draws its random bytes in
    /// blocks of `block`, so that a bulk insert (``ThresholdStore/seed(_:)``) costs one read of
    /// the source per thousands of rows.
    struct RowIDs {
        private let source: any RandomSource
        private let block: Int
        private var last: Int64
        private var bits: [UInt8] = []
        private var position = 0

        /// - Parameters:
        ///   - floor: the clock's id (``rowIDsPerMillisecond`` x now in ms), or 0.
        ///   - block: bytes read from the source at a time (4 steps a byte on average).
        init(_ table: RowTable, db: Connection, floor: Int64, source: any RandomSource, block: Int) throws {
            self.source = source
            self.block = max(block, 1)
            last = max(Int64(try db.int("SELECT COALESCE(MAX(id), 0) FROM \(table.rawValue)") ?? 0), floor)
        }

        /// The next id: larger than every id in the table and every id returned before.
        mutating func next() throws -> Int64 {
            var step: Int64 = 1
            while step < ChaffAllocator.rowIDStepCap, try twoBits() < ChaffAllocator.rowIDStepContinue { step += 1 }
            last += step
            return last
        }

        /// Two random bits: 0...3.
        private mutating func twoBits() throws -> Int {
            if position == bits.count * 4 {
                bits = try source.bytes(block)
                position = 0
            }
            let byte = Int(bits[position / 4])
            let value = (byte >> ((position % 4) * 2)) & 3
            position += 1
            return value
        }
    }

    /// Row ids for inserts into `table` in the caller's transaction at clock time `milliseconds`
    /// (a few rows: small blocks; `bulk`: blocks of 4 KiB).
    func rowIDs(_ table: RowTable, db: Connection, milliseconds: Int64, bulk: Bool = false) throws -> RowIDs {
        let floor = rowIDsFollowClock ? min(max(milliseconds, 0), Self.rowIDClockLimit) * Self.rowIDsPerMillisecond : 0
        return try RowIDs(table, db: db, floor: floor, source: rowIDSource, block: bulk ? 4096 : 4)
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

    /// The number of chaff route groups of one install (each of ``routesPerGroup`` routes).
    func installRouteGroupCount() throws -> Int {
        try uniform(Self.installRouteGroups)
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

extension ThresholdStore {
    /// Row ids for inserts into `table` in the caller's transaction (``ChaffAllocator/RowIDs``).
    func rowIDs(_ table: ChaffAllocator.RowTable, db: Connection, bulk: Bool = false) throws -> ChaffAllocator.RowIDs {
        try chaff.rowIDs(table, db: db, milliseconds: clock.nowMilliseconds(), bulk: bulk)
    }

    /// The id of one new row of `table`, in the caller's transaction.
    func nextRowID(_ table: ChaffAllocator.RowTable, db: Connection) throws -> Int64 {
        var ids = try rowIDs(table, db: db)
        return try ids.next()
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
    private let label: String

    init(seed: UInt64, label: String = "threshold test chaff") {
        self.seed = seed
        self.label = label
        key = Array(label.utf8) + SealedBox.bytes(Int64(bitPattern: seed))
    }

    /// A new stream from the same seed.
    func restarted() -> SeededRandom { SeededRandom(seed: seed, label: label) }

    /// A second stream from the same seed, for the row-id steps (``ChaffAllocator/rowIDSource``).
    func rowIDStream() -> SeededRandom { SeededRandom(seed: seed, label: label + " row ids") }

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
