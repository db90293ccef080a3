import Foundation
import Secrets
import Storage

/// The messenger's data, on one SQLite database: profiles, chats, settings and the outbox.
///
/// The one facade the app talks to; its methods are named for what they do, and every change that
/// must hold together is one transaction. Clock, randomness, KDF cost and the keyring are injected.
///
/// The database opens only with its key (docs/security.md): at the `keyfile` and `keyring` levels
/// when the store is created, at the `passcode` level on the first right ``unlock(passcode:)``.
/// Until then every data access throws ``LockError/locked``.
///
/// `@unchecked Sendable`: the mutable state (the open database, the unlocked keys, the session's
/// hidden profile) is guarded by `lock`; the database serialises itself.
public final class ThresholdStore: @unchecked Sendable {
    /// The database file.
    public let databasePath: String
    let clock: any WallClock
    let random: any RandomSource
    /// Draws how much chaff the install gets and the sealed rows' ids (``ChaffAllocator``): from
    /// `random`, except in tests that seed it.
    let chaff: ChaffAllocator
    /// scrypt parameters for new passcodes and hidden-profile tags (the stored ones are kept with each).
    public let kdfParameters: ScryptParameters
    /// The key file; nil for a store around a database opened elsewhere (a migration's staging copy).
    let keys: KeyVault?
    private let lock = NSLock()
    private var openDatabase: Database?
    /// How many databases this store has opened (``dataVersion()`` tells connections apart by it).
    private var openings = 1
    private var unlockedKeys: UnlockedKeys?
    private var sessionActiveHidden: Int64?
    /// The session's hidden profile key (``sessionActiveHiddenID`` is `-slot` while one is active).
    let sealedSession = SealedSession()
    /// The progress of the full re-key after a hide, an unhide or a delete.
    public let removalRekeyProgress = RemovalRekeyProgress()
    /// Whether that re-key can run now (an app in another process holding the data leaves it out at once).
    public let removalRekeyCondition = RemovalRekeyCondition()
    /// Set when opening finished an install a killed self-destruct or wipe left (written only
    /// during `init`, before the store is shared).
    var finishedPendingInstall = false
    /// The instance lock file an app keeps beside the database while it runs (Features'
    /// `InstanceLock`): a self-destruct replaces it, as every other file, so none is older than
    /// the new install.
    public static let instanceLockFileName = "threshold.lock"
    /// The language code the lock screen speaks before the database is open (Features'
    /// `LockScreenLanguage`, docs/formats.md): the only setting kept outside the encrypted file.
    /// A self-destruct or wipe removes it with the rest (``wipedFolders``).
    public static let languageFileName = "threshold.language"
    /// True when opening found no data and made a genuine first install (written only during
    /// `init`): a command that then fails (an import) can remove what it alone created.
    public private(set) var madeFirstInstall = false
    /// Opened for `lock recover` (``openForRecovery(path:kdfParameters:keyring:)``): a key the
    /// keyring no longer gives leaves the store locked instead of failing.
    let recovering: Bool

    /// Records that ``createFirstInstall(_:)`` ran (during `init` only).
    func noteFirstInstall() { madeFirstInstall = true }

    /// Opens the store at `path`: reads `threshold.key` beside it (creating the install on a first
    /// run, converting a previous release's data), finishes a self-destruct a killed process left,
    /// and opens the database when the protection level gives the key without a passcode.
    /// - Throws: ``LockError/keyUnavailable(_:)``, ``LockError/keyFileDamaged``, database errors.
    public convenience init(path: String, clock: any WallClock = SystemClock(),
                            random: any RandomSource = SecureRandom(),
                            kdfParameters: ScryptParameters = .owaspMinimum,
                            keyring: any Keyring = SecretServiceKeyring()) throws {
        let keys = KeyVault(databasePath: path, random: random, keyring: keyring)
        try self.init(path: path, clock: clock, random: random, kdfParameters: kdfParameters, keys: keys)
    }

    /// A store whose chaff counts and sealed row ids come from `chaffRandom` (tests seed it with a
    /// ``SeededRandom`` to compare installs row for row); everything else as the public initialiser.
    convenience init(path: String, clock: any WallClock = SystemClock(), kdfParameters: ScryptParameters,
                     chaffRandom: any RandomSource) throws {
        let random = SecureRandom()
        let keys = KeyVault(databasePath: path, random: random, keyring: SecretServiceKeyring())
        try self.init(path: path, clock: clock, random: random, kdfParameters: kdfParameters, keys: keys, chaffRandom: chaffRandom)
    }

    /// The designated initialiser with an explicit key vault (tests inject crash points through it).
    init(path: String, clock: any WallClock, random: any RandomSource, kdfParameters: ScryptParameters,
         keys: KeyVault, recovering: Bool = false, chaffRandom: (any RandomSource)? = nil) throws {
        databasePath = path
        self.recovering = recovering
        self.clock = clock
        self.random = random
        chaff = ChaffAllocator(source: chaffRandom ?? ChaffAllocator.source(default: random))
        self.kdfParameters = kdfParameters
        self.keys = keys
        try openAtStart()
    }

    /// Wraps an open database (its migrations must include ``CoreSchema/migrations``), e.g. a
    /// migration's staging copy. Such a store has no key file: the lock reads as off.
    public convenience init(database: Database, clock: any WallClock, random: any RandomSource, kdfParameters: ScryptParameters) {
        self.init(database: database, clock: clock, random: random, kdfParameters: kdfParameters,
                  chaff: ChaffAllocator(source: ChaffAllocator.source(default: random)))
    }

    /// As the public initialiser, with the chaff drawn from `chaff` (a self-destruct's new install).
    init(database: Database, clock: any WallClock, random: any RandomSource, kdfParameters: ScryptParameters, chaff: ChaffAllocator) {
        databasePath = database.path
        self.clock = clock
        self.random = random
        self.chaff = chaff
        self.kdfParameters = kdfParameters
        keys = nil
        recovering = false
        openDatabase = database
    }

    /// The open database: the store's writer, private to ThresholdCore (callers outside it use the
    /// store's methods, or ``openReadOnlyDatabase()`` for a whole-file reader).
    /// - Throws: ``LockError/locked`` while the passcode has not been given.
    var database: Database {
        get throws {
            guard let database = lock.withLock({ openDatabase }) else { throw LockError.locked }
            return database
        }
    }

    /// The open database and which opening it is (``dataVersion()``).
    var databaseAndOpening: (Database, Int) {
        get throws {
            guard let opened = lock.withLock({ openDatabase.map { ($0, openings) } }) else { throw LockError.locked }
            return opened
        }
    }

    /// True once the database is open (the lock is passed or off).
    public var isUnlocked: Bool { lock.withLock { openDatabase != nil } }

    /// Opens the database file with its key. THE one place the store opens SQLite, for a genuine
    /// first run, a self-destruct's new install and every later start alike: the file is page-encrypted
    /// under `key` (docs/page-encryption.md).
    static func openDatabaseFile(path: String, key: SecureBytes) throws -> Database {
        try Database(path: path, key: try storageKey(key), migrations: CoreSchema.migrations)
    }

    /// Encrypts a previous release's plaintext database in place under `key`, atomically: the
    /// encrypted copy is renamed over the plaintext one, so a SIGKILL leaves one or the other.
    static func convertPreviousReleaseDatabase(path: String, key: SecureBytes) throws {
        _ = try Database.encryptPlaintextFile(at: path, key: try storageKey(key))
    }

    /// Storage's copy of a 32-byte database key (locked, zeroed on release like `key`).
    static func storageKey(_ key: SecureBytes) throws -> DatabaseKey {
        precondition(key.count == DatabaseKey.byteCount, "a database key is 32 bytes")
        return try key.withUnsafeBytes { bytes throws(DatabaseError) in try DatabaseKey(copying: bytes) }
    }

    /// Installs `database` and the keys that opened it (closing any database open before).
    func adopt(_ database: Database, keys unlocked: UnlockedKeys) {
        let previous: Database? = lock.withLock {
            let previous = openDatabase
            if previous !== database { openings += 1 }
            openDatabase = database
            unlockedKeys = unlocked
            sessionActiveHidden = nil
            return previous
        }
        if let previous, previous !== database { previous.close() }
    }

    /// Closes the database and forgets the keys (before its files are removed or replaced, e.g. by
    /// an import). The store reads as locked afterwards.
    public func closeDatabase() {
        let previous: Database? = lock.withLock {
            let previous = openDatabase
            openDatabase = nil
            unlockedKeys = nil
            sessionActiveHidden = nil
            return previous
        }
        previous?.close()
    }

    /// Replaces the session's keys after a re-wrap.
    func replaceKeys(_ unlocked: UnlockedKeys) { lock.withLock { unlockedKeys = unlocked } }

    /// The 32-byte database key of the open store, for the package's own modules that must write
    /// this database's format (e.g. a migration import encrypting under the destination's key).
    /// - Throws: ``LockError/locked`` while the passcode has not been given.
    package func databaseKey() throws -> SecureBytes {
        guard let keys = currentKeys else { throw LockError.locked }
        return keys.databaseKey
    }

    /// The keys of the open database; nil while locked.
    var currentKeys: UnlockedKeys? { lock.withLock { unlockedKeys } }

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
