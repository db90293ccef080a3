import Brand
import Foundation
import Migration
import Secrets
import Storage
import ThresholdCore

/// One front end's hold on Threshold's data: the data directory, the store on it, the brand, the
/// device token and the clock. Every front end (the command line, plain mode, the full screen)
/// starts through ``open(dataDirectoryFlag:environment:brand:deviceToken:interactive:kdfParameters:passLock:)``,
/// the one place that resolves the folder, finishes an interrupted import, opens the store and
/// passes the app lock.
///
/// `@unchecked Sendable`: the store is read and replaced through a locked handle; `instanceLock`
/// is set once in `init`; everything else is immutable.
public final class AppSession: @unchecked Sendable {
    /// The data directory (absolute).
    public let dataDirectory: DataDirectory
    /// The brand the front end runs, in the current language (``Texts/current``): every face
    /// reads it here, so each shows the brand's own texts translated where the brand file gives
    /// them (docs/brand.md, "Languages").
    public var brand: Brand { localizedBrand.brand(for: Texts.current) }
    /// The brand as loaded, with the default (English) texts and every per-language value.
    public var brandAsWritten: Brand { localizedBrand.source }
    private let localizedBrand: LocalizedBrand
    /// The platform's push token (`THRESHOLD_DEVICE_TOKEN` on the terminal).
    public let deviceToken: any DeviceTokenProvider
    /// Seconds on a monotonic clock, for rates, ETAs and the live screen's timer.
    public let now: @Sendable () -> Double
    /// What start-up found of an interrupted migration import, and did about it.
    public let recovery: MigrationRecovery
    /// Whether start-up finished a `migrate finalize --delete-local` a kill had stopped
    /// (``LocalDataRemoval``): running that command again then ends without an export to show.
    let finishedInterruptedRemoval: Bool
    /// The app lock's delay: idle seconds after which the passcode is asked again
    /// (``Authorization``; `THRESHOLD_LOCK_DELAY`).
    public let lockDelay: Double
    /// When the passcode is asked again (the lock delay's grant); the desktop's commands pass it.
    public let authorization: AuthorizationGate
    /// Held for the life of an interactive session, so no import or delete replaces the data under it.
    private let instanceLock: InstanceLock?
    private let handle: StoreHandle

    /// A session on an already-open store (tests, embedding apps). `dataDirectory` defaults to the
    /// folder of the store's database.
    public init(store: ThresholdStore, brand: Brand, deviceToken: any DeviceTokenProvider = FixedDeviceToken(nil),
                dataDirectory: DataDirectory? = nil, now: @escaping @Sendable () -> Double = MonotonicClock.seconds) {
        self.dataDirectory = dataDirectory ?? DataDirectory(path: (store.databasePath as NSString).deletingLastPathComponent)
        localizedBrand = LocalizedBrand(brand)
        self.deviceToken = deviceToken
        self.now = now
        self.recovery = .nothing
        finishedInterruptedRemoval = false
        self.lockDelay = Authorization.defaultLockDelay
        authorization = AuthorizationGate(lockDelay: Authorization.defaultLockDelay, now: now)
        self.instanceLock = nil
        handle = StoreHandle(store)
        // Its owner passed the lock: granted as an app that passed it at start.
        if store.isUnlocked, (try? store.isLockOn()) == true { authorization.passcodeAccepted() }
    }

    private init(dataDirectory: DataDirectory, store: ThresholdStore, brand: Brand, deviceToken: any DeviceTokenProvider,
                 recovery: MigrationRecovery, finishedInterruptedRemoval: Bool, instanceLock: InstanceLock?, lockDelay: Double) {
        self.dataDirectory = dataDirectory
        localizedBrand = LocalizedBrand(brand)
        self.deviceToken = deviceToken
        self.now = MonotonicClock.seconds
        self.recovery = recovery
        self.finishedInterruptedRemoval = finishedInterruptedRemoval
        self.lockDelay = lockDelay
        authorization = AuthorizationGate(lockDelay: lockDelay, now: MonotonicClock.seconds)
        self.instanceLock = instanceLock
        handle = StoreHandle(store)
    }

    /// Starts a session: resolves the data directory (flag, environment), creates it or tightens
    /// its permissions, finishes (or rolls back) an import a killed process left, opens the store
    /// and passes the app lock.
    ///
    /// - Parameters:
    ///   - interactive: an app that stays open: it holds the data directory's ``InstanceLock`` for
    ///     its life (a second app, or an import from another process, is refused with `dataInUse`).
    ///     A one-shot command only recovers when nobody holds the lock (a running import is not
    ///     rolled back under its feet).
    ///   - passLock: the front end's way through the app lock: prompts, or nothing when its own lock
    ///     screen runs after start-up. Called once, on the opened store, before anything is read.
    public static func open(dataDirectoryFlag: String?, environment: [String: String], brand: Brand,
                            deviceToken: any DeviceTokenProvider, interactive: Bool,
                            kdfParameters: ScryptParameters = .owaspMinimum,
                            passLock: (LockDoor) throws -> Void) throws -> AppSession {
        try open(dataDirectoryFlag: dataDirectoryFlag, environment: environment, brand: brand, deviceToken: deviceToken,
                 interactive: interactive, kdfParameters: kdfParameters, passLock: passLock) { path, parameters in
            try ThresholdStore(path: path, kdfParameters: parameters)
        }
    }

    /// ``open(dataDirectoryFlag:environment:brand:deviceToken:interactive:kdfParameters:passLock:)``
    /// with the store opened by `openStore` (the database path, the KDF parameters): the recovery's
    /// open (Features/Lock/RecoveryFlow.swift) leaves a store the keyring no longer opens locked.
    static func open(dataDirectoryFlag: String?, environment: [String: String], brand: Brand,
                     deviceToken: any DeviceTokenProvider, interactive: Bool, kdfParameters: ScryptParameters,
                     passLock: (LockDoor) throws -> Void,
                     openStore: (String, ScryptParameters) throws -> ThresholdStore) throws -> AppSession {
        let directory = try DataDirectory.resolve(flag: dataDirectoryFlag, environment: environment)
        try directory.prepare()
        var held: InstanceLock?
        var recovery = MigrationRecovery.nothing
        if interactive {
            held = try InstanceLock(directory)
            recovery = try MigrationImporter.recover(dataDirectory: directory.path)
        } else if directory.migrationScratchPaths.contains(where: { FileManager.default.fileExists(atPath: $0) }),
                  let brief = try? InstanceLock(directory) {
            // Only when an import left its workspace, and nobody is importing right now.
            recovery = try withExtendedLifetime(brief) { try MigrationImporter.recover(dataDirectory: directory.path) }
        }
        let finishedRemoval = try finishInterruptedRemoval(directory, held: held)
        // What killed exports left (each only when no live export holds it).
        MigrationExporter.removeLeftovers(dataDirectory: directory.path)
        let store = try openStore(directory.databasePath, kdfParameters)
        if !interactive { store.removalRekeyCondition.useAppProbe { Self.appHolds(directory) } }
        // Opening may finish a self-destruct a killed process left, and the lock's prompts may
        // run one: both renew the lock file, and the app must keep the data to itself.
        let passed = Result { try passLock(LockDoor(store: store)) }
        try held?.holdAgainIfReplaced()
        try passed.get()
        let session = AppSession(dataDirectory: directory, store: store, brand: brand, deviceToken: deviceToken,
                                 recovery: recovery, finishedInterruptedRemoval: finishedRemoval, instanceLock: held, lockDelay: Authorization.lockDelay(environment: environment))
        // A passcode typed to open: an app's (plain mode) grants as the lock screen does; a one-shot
        // command's was typed for that one command, so it confirms (``AuthorizationGate``).
        if store.isUnlocked, (try? store.isLockOn()) == true {
            if interactive { session.authorization.passcodeAccepted() } else { session.authorization.passcodeAccepted(forAction: true) }
        }
        // The lock screen's language (``LockScreenLanguage``) as the open data says, for the next start.
        session.keepLockScreenLanguage()
        return session
    }

    /// Whether an app (another process: this one holds no lock) holds `directory` now. A one-shot
    /// command's hide, unhide or delete then leaves out its closing re-key at once: the app's open
    /// connection keeps the file from it (docs/security.md, "Nothing earlier survives").
    private static func appHolds(_ directory: DataDirectory) -> Bool {
        InstanceLock.isHeld(directory)
    }

    /// A `migrate finalize --delete-local` killed part way (its marker, ``LocalDataRemoval``) is
    /// finished before the store opens: what is left of the data can't be opened (the key file
    /// went first), and must not be taken for anything else.
    /// Returns whether there was one.
    private static func finishInterruptedRemoval(_ directory: DataDirectory, held: InstanceLock?) throws -> Bool {
        let removal = LocalDataRemoval(directory: directory)
        guard removal.isPending else { return false }
        let lock = try held ?? InstanceLock(directory)
        try withExtendedLifetime(lock) { _ = try removal.finish() }
        return true
    }

    /// Loads the brand named by `--brand FILE`, else the built-in one, with all its languages
    /// (a session shows it in the current one: ``brand``; ``Brand/localized(for:)`` for others).
    public static func loadBrand(flag: String?) throws(BrandError) -> Brand {
        guard let path = flag else { return try Brand.builtIn() }
        return try Brand.load(contentsOf: URL(fileURLWithPath: path))
    }

    /// The store in use now (after an import, the one on the imported data).
    var store: ThresholdStore { handle.store }

    /// Whether this session holds the data directory for itself (an interactive app).
    public var holdsDataDirectory: Bool { instanceLock != nil }

    /// After anything that may have replaced the data directory's files (a self-destruct, a wipe):
    /// an app moves its hold to the new lock file (``InstanceLock/holdAgainIfReplaced()``).
    /// - Throws: ``SessionError/dataInUse(directory:)`` when another process took it first.
    public func keepHoldingDataDirectory() throws {
        try instanceLock?.holdAgainIfReplaced()
    }

    /// Runs `body` with the data directory held against a running app: as is when this session
    /// already holds it, else with the lock taken for the call (`dataInUse` when an app runs).
    func exclusively<T>(_ body: () throws -> T) throws -> T {
        if instanceLock != nil { return try body() }
        let lock = try InstanceLock(dataDirectory)
        return try withExtendedLifetime(lock) { try body() }
    }

    /// Closes the store's database, runs `body` (which may replace the database file, writing it
    /// under the key it is given), and reopens whatever file is then in place with the same keys,
    /// so the session stays past the lock; `body`'s error is rethrown after the reopen.
    func reopening<T>(_ body: (DatabaseKey) throws -> T) throws -> T {
        try store.replacingDatabase(body)
    }

    /// Ends the session as quitting the app does: the database closed and the data directory let
    /// go, so another app or an import may take it (the session is unusable afterwards).
    public func end() {
        store.closeDatabase()
        instanceLock?.release()
    }

    /// Ends the session's use of the database (the store is unusable afterwards).
    func closeStore() {
        store.closeDatabase()
    }
}
