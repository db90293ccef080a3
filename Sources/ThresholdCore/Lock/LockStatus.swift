/// The app lock's configuration, for settings screens and `threshold lock status`.
///
/// Read it only after the lock was passed: whether a self-destruct passcode is set is itself a secret.
public struct LockStatus: Sendable, Equatable {
    /// A passcode is set (the protection level is `passcode`).
    public var isOn: Bool
    /// A self-destruct passcode is set.
    public var selfDestructOn: Bool
    /// The display name of the profile a self-destruct creates, when set.
    public var selfDestructName: String?
    /// All data is wiped after this many wrong passcodes in a row; nil when off.
    public var wipeAfter: Int?
    /// Wrong passcodes since the last right one (counted across restarts).
    public var failedAttempts: Int
    /// What protects the database key.
    public var level: ProtectionLevel

    /// Creates a status value.
    public init(isOn: Bool, selfDestructOn: Bool, selfDestructName: String?, wipeAfter: Int?, failedAttempts: Int,
                level: ProtectionLevel? = nil) {
        self.isOn = isOn
        self.selfDestructOn = selfDestructOn
        self.selfDestructName = selfDestructName
        self.wipeAfter = wipeAfter
        self.failedAttempts = failedAttempts
        self.level = level ?? (isOn ? .passcode : .keyfile)
    }
}
