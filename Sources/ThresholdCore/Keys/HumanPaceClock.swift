import Foundation
import Secrets

/// The clock a self-destruct's new install is written with (``FreshInstall/fill(_:with:random:kdfParameters:chaff:)``):
/// it starts at a random millisecond of the backdated creation second and moves on by gaps a
/// person takes between onboarding steps, drawn from the injected random source, so that the
/// install's ids (milliseconds, docs/hidden-profiles.md "Row ids") and times come from the same
/// distributions as a genuine first run's, not whole seconds and fixed gaps (issue 33).
final class HumanPaceClock: WallClock, @unchecked Sendable {
    // @unchecked Sendable: `milliseconds` is only touched under `lock`.
    private let lock = NSLock()
    private var milliseconds: Int64
    private let random: any RandomSource

    /// The shortest and longest gap between two onboarding steps, in milliseconds: reading a
    /// screen and choosing takes a person from a few seconds to a minute and a half.
    static let gapRange: ClosedRange<Int64> = 5_000...85_000

    /// A clock at a random millisecond of the second `start` (seconds since 1970).
    init(second start: Int64, random: any RandomSource) throws {
        self.random = random
        milliseconds = start * 1000 + Int64(try Self.uniform(random) * 1000) % 1000
    }

    func now() -> Int64 { lock.withLock { milliseconds / 1000 } }
    func nowMilliseconds() -> Int64 { lock.withLock { milliseconds } }

    /// Moves on by one person's pause, to the millisecond: the shortest gap plus two uniform
    /// draws (a triangle over ``gapRange``, most often around 45 s: a person neither clicks
    /// through at once nor lingers long on every screen).
    func pause() throws {
        let half = Double(Self.gapRange.upperBound - Self.gapRange.lowerBound) / 2
        let gap = Self.gapRange.lowerBound + Int64(half * (try Self.uniform(random)) + half * (try Self.uniform(random)))
        lock.withLock { milliseconds += min(max(gap, Self.gapRange.lowerBound), Self.gapRange.upperBound) }
    }

    /// A uniform number in [0, 1) from 53 random bits.
    static func uniform(_ random: any RandomSource) throws -> Double {
        let value = try random.bytes(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Double(value >> 11) / Double(UInt64(1) << 53)
    }
}
