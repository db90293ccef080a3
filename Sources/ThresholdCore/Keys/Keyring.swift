import Secrets

/// Where the `keyring` protection level keeps its key-encryption key: the desktop's Secret Service
/// in the app (``SecretServiceKeyring``), an in-memory double in tests.
public protocol Keyring: Sendable {
    /// Stores `secret` under `id`, replacing any earlier secret of that id.
    /// - Throws: ``LockError/keyUnavailable(_:)`` when the service is missing, locked or refuses.
    func store(_ secret: SecureBytes, id: String, label: String) throws(LockError)
    /// The secret stored under `id`; nil when the service has no such entry.
    /// - Throws: ``LockError/keyUnavailable(_:)`` when the service is missing or locked.
    func lookup(id: String) throws(LockError) -> SecureBytes?
    /// Removes the entry of `id` (no entry is fine).
    func remove(id: String) throws(LockError)
}
