import Secrets
import Storage
import TestSupport
@testable import ThresholdCore

/// A store on an on-disk database in a temporary folder, with a manual clock and cheap KDF parameters.
struct StoreFixture {
    let directory = TemporaryDirectory("core-tests")
    let clock = ManualClock()
    let store: ThresholdStore
    /// The seed of the store's chaff (``ChaffAllocator``); nil for the CSPRNG.
    let chaffSeed: UInt64?

    /// With `chaffSeed`, the install's chaff counts and sealed row ids come from a ``SeededRandom``
    /// (every other random byte still from the CSPRNG), so that two installs made with one seed can
    /// be compared row for row; without, from the CSPRNG as in the app.
    init(kdf: ScryptParameters = .testing, chaffSeed: UInt64? = nil) throws {
        self.chaffSeed = chaffSeed
        store = try Self.open(directory.file("threshold.db"), clock: clock, kdf: kdf, chaffSeed: chaffSeed)
    }

    /// A second store on the same file, as a restarted process would open it (with the same seed).
    func reopen(kdf: ScryptParameters = .testing) throws -> ThresholdStore {
        try Self.open(directory.file("threshold.db"), clock: clock, kdf: kdf, chaffSeed: chaffSeed)
    }

    private static func open(_ path: String, clock: ManualClock, kdf: ScryptParameters, chaffSeed: UInt64?) throws -> ThresholdStore {
        if let chaffSeed {
            return try ThresholdStore(path: path, clock: clock, kdfParameters: kdf, chaffRandom: SeededRandom(seed: chaffSeed))
        }
        return try ThresholdStore(path: path, clock: clock, kdfParameters: kdf)
    }

    func names(_ listing: ProfileListing) -> [String] { listing.profiles.map(\.name) }
}

/// Runs `body` and returns the ProfileError it throws, or nil.
func profileError(_ body: () throws -> Void) -> ProfileError? {
    do {
        try body()
        return nil
    } catch let error as ProfileError {
        return error
    } catch {
        return nil
    }
}
