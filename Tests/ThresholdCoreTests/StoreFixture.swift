import Secrets
import Storage
import TestSupport
@testable import ThresholdCore

/// A store on an on-disk database in a temporary folder, with a manual clock and cheap KDF parameters.
struct StoreFixture {
    let directory = TemporaryDirectory("core-tests")
    let clock = ManualClock()
    let store: ThresholdStore

    init(kdf: ScryptParameters = .testing) throws {
        store = try ThresholdStore(path: directory.file("threshold.db"), clock: clock, kdfParameters: kdf)
    }

    /// A second store on the same file, as a restarted process would open it.
    func reopen(kdf: ScryptParameters = .testing) throws -> ThresholdStore {
        try ThresholdStore(path: directory.file("threshold.db"), clock: clock, kdfParameters: kdf)
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
