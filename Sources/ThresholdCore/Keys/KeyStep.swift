/// Named points of the key-file operations, where tests plant a crash (the code stops there as a
/// SIGKILL would) to prove every point ends in the old state or the new one.
package enum KeyStep: String, Sendable, CaseIterable {
    /// An attempt is about to be recorded (a failure here is "cannot record": fail closed).
    case recordingAttempt
    /// The attempt is recorded; the KDF has not run.
    case attemptRecorded
    /// A re-wrapped key file is about to replace the old one.
    case rewrapping
    /// A previous release's install with the lock on: the key file with the interim wrapping is in
    /// place; its database is not yet encrypted.
    case interimKeyWritten
    /// Self-destruct: the new key file is written beside the old one (`threshold.key.tmp`).
    case newKeyPrepared
    /// Self-destruct: the old key file's slots are overwritten in place.
    case oldKeyDestroyed
    /// Self-destruct: the new key file is in place (state: install pending).
    case newKeyInPlace
    /// Self-destruct: the old database and folders are removed.
    case oldFilesRemoved
    /// Self-destruct: the new database exists with its schema.
    case databaseCreated
    /// Self-destruct: the new install's rows are written.
    case installFilled
    /// Re-key: the staged copy is about to be written (`threshold.db.rekey`).
    case rekeyCopying
    /// Re-key: the staged copy under the new key is complete, checked and synced.
    case rekeyStaged
    /// Re-key: the key file with the new key (state `rekeyPending`) is about to replace the old one.
    case rekeyCommitting
    /// Re-key: the new key file is in place (the commit point); the old database is still in place.
    case rekeyCommitted
    /// Re-key: the staged copy is about to be renamed over the old database (which keeps a second
    /// name, `threshold.db.old`, until it is overwritten in place).
    case rekeySwapping
    /// Re-key: the staged copy is renamed over the old database; the key file still says `rekeyPending`.
    case rekeySwapped
}
