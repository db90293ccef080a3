import Foundation
import Secrets
import Storage

/// The messenger's data, on one SQLite database: profiles, chats, settings and the outbox.
///
/// The one facade the app talks to; its methods are named for what they do, and every change that
/// must hold together is one transaction. Clock, randomness and KDF cost are injected.
///
/// `@unchecked Sendable`: the only mutable state is `sessionActiveHidden`, guarded by `lock`;
/// the database serialises itself.
public final class ThresholdStore: @unchecked Sendable {
    /// The database.
    public let database: Database
    let clock: any WallClock
    let random: any RandomSource
    /// scrypt parameters for new hidden-profile tags (the stored ones are kept with each tag).
    public let kdfParameters: ScryptParameters
    private let lock = NSLock()
    private var sessionActiveHidden: Int64?
    /// The session's hidden profile key (``sessionActiveHiddenID`` is `-slot` while one is active).
    let sealedSession = SealedSession()

    /// Opens (creating and migrating when needed) the store at `path`.
    public convenience init(path: String, clock: any WallClock = SystemClock(),
                            random: any RandomSource = SecureRandom(),
                            kdfParameters: ScryptParameters = .owaspMinimum) throws {
        let database = try Database(path: path, migrations: CoreSchema.migrations)
        self.init(database: database, clock: clock, random: random, kdfParameters: kdfParameters)
    }

    /// Wraps an open database (its migrations must include ``CoreSchema/migrations``).
    public init(database: Database, clock: any WallClock, random: any RandomSource, kdfParameters: ScryptParameters) {
        self.database = database
        self.clock = clock
        self.random = random
        self.kdfParameters = kdfParameters
    }

    /// A hidden profile made active for this session only; never written to disk, so a later
    /// process shows no trace of it.
    var sessionActiveHiddenID: Int64? {
        get { lock.withLock { sessionActiveHidden } }
        set {
            lock.withLock { sessionActiveHidden = newValue }
            if newValue == nil { sealedSession.close() }
        }
    }
}
