import Secrets
import Storage

/// The settings rows of the app lock, and the one KDF behind them.
///
/// Like the hidden-profile design (RevealKey), one attempt costs one scrypt run whatever is set:
/// `K = scrypt(passcode, salt)` with a per-lock random salt, and the database keeps only
/// `HMAC-SHA256(K, "threshold.lock.passcode")` and, when set,
/// `HMAC-SHA256(K, "threshold.lock.self-destruct")`. An attempt derives K once and compares both
/// tags in constant time, so the passcode and the self-destruct passcode cost the same work.
struct LockRecord: Sendable, Equatable {
    /// The settings keys (table `settings`, TEXT values).
    enum Key {
        /// `salthex:log2N:r:p`
        static let kdf = "lock.kdf"
        /// Hex tag of the passcode; its presence means the lock is on.
        static let passcode = "lock.passcode"
        /// Hex tag of the self-destruct passcode.
        static let selfDestruct = "lock.selfDestruct"
        /// The display name of the profile a self-destruct creates.
        static let selfDestructName = "lock.selfDestructName"
        /// Wipe after this many wrong passcodes (decimal); absent when off.
        static let wipeAfter = "lock.wipeAfter"
        /// Wrong passcodes since the last right one (decimal).
        static let failedAttempts = "lock.failedAttempts"

        static let all = [kdf, passcode, selfDestruct, selfDestructName, wipeAfter, failedAttempts]
    }

    enum Purpose: String {
        case passcode = "threshold.lock.passcode"
        case selfDestruct = "threshold.lock.self-destruct"
    }

    var salt: [UInt8]
    var parameters: ScryptParameters
    var passcodeTag: [UInt8]
    var selfDestructTag: [UInt8]?
    var selfDestructName: String?
    var wipeAfter: Int?
    var failedAttempts: Int

    /// The `lock.kdf` value.
    var kdfText: String { Self.kdfText(salt: salt, parameters: parameters) }

    static func kdfText(salt: [UInt8], parameters: ScryptParameters) -> String {
        "\(Hex.encode(salt)):\(parameters.log2N):\(parameters.r):\(parameters.p)"
    }

    static func parseKDF(_ text: String) -> (salt: [UInt8], parameters: ScryptParameters)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 4, let salt = Hex.decode(String(parts[0])), !salt.isEmpty,
              let log2N = Int(parts[1]), let r = Int(parts[2]), let p = Int(parts[3]) else { return nil }
        return (salt, ScryptParameters(log2N: log2N, r: r, p: p))
    }

    /// The lock as stored, or nil when it is off (or its rows are unreadable, which counts as off
    /// only when no passcode tag exists: a damaged row with a tag keeps the lock on).
    static func load(_ db: Connection) throws -> LockRecord? {
        guard let tagText = try ThresholdStore.setting(Key.passcode, in: db) else { return nil }
        let kdf = try ThresholdStore.setting(Key.kdf, in: db).flatMap(parseKDF)
        // A tag without readable parameters can never match: the lock stays on (fail closed).
        let tag = Hex.decode(tagText) ?? []
        return LockRecord(
            salt: kdf?.salt ?? [0],
            parameters: kdf?.parameters ?? .owaspMinimum,
            passcodeTag: kdf == nil ? [] : tag,
            selfDestructTag: try ThresholdStore.setting(Key.selfDestruct, in: db).flatMap(Hex.decode),
            selfDestructName: try ThresholdStore.setting(Key.selfDestructName, in: db),
            wipeAfter: try ThresholdStore.setting(Key.wipeAfter, in: db).flatMap { Int($0) },
            failedAttempts: try ThresholdStore.setting(Key.failedAttempts, in: db).flatMap { Int($0) } ?? 0)
    }

    /// K = scrypt(passcode, salt).
    static func key(_ passcode: String, salt: [UInt8], parameters: ScryptParameters) throws -> [UInt8] {
        try Scrypt.derive(password: Array(passcode.utf8), salt: salt, parameters: parameters)
    }

    /// HMAC-SHA256(K, purpose).
    static func tag(key: [UInt8], _ purpose: Purpose) throws -> [UInt8] {
        try HMACSHA256.authenticate(Array(purpose.rawValue.utf8), key: key)
    }

    /// What one attempt matched. Both tags are always computed and compared.
    struct Match {
        var passcode: Bool
        var selfDestruct: Bool
        /// The passcode-purpose tag of what was typed: the new passcode tag after a self-destruct,
        /// made without another KDF run.
        var passcodeCandidate: [UInt8]
    }

    func match(_ passcode: String) throws -> Match {
        let key = try Self.key(passcode, salt: salt, parameters: parameters)
        let passcodeCandidate = try Self.tag(key: key, .passcode)
        let selfDestructCandidate = try Self.tag(key: key, .selfDestruct)
        // Without a self-destruct tag, compare against a same-length stand-in so the work is the same.
        let storedSelfDestruct = selfDestructTag ?? [UInt8](repeating: 0, count: passcodeCandidate.count)
        let isPasscode = ConstantTime.equals(passcodeCandidate, passcodeTag)
        let isSelfDestruct = ConstantTime.equals(selfDestructCandidate, storedSelfDestruct)
        return Match(passcode: isPasscode, selfDestruct: isSelfDestruct && selfDestructTag != nil,
                     passcodeCandidate: passcodeCandidate)
    }
}
