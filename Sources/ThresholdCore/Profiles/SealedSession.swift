import Foundation

/// The hidden profile made active for this session: its slot and profile key, in memory only, so
/// the session can read and change the sealed profile without asking for the password again.
///
/// `@unchecked Sendable`: the mutable state is guarded by `lock`.
final class SealedSession: @unchecked Sendable {
    private let lock = NSLock()
    private var slot: Int64?
    private var key: [UInt8] = []

    /// The slot and profile key of the session's hidden profile, if any.
    var current: (slot: Int64, key: [UInt8])? {
        lock.withLock { slot.map { ($0, key) } }
    }

    /// Makes `slot` the session's hidden profile.
    func open(slot newSlot: Int64, key newKey: [UInt8]) {
        lock.withLock {
            SealedSlot.wipe(&key)
            slot = newSlot
            key = newKey
        }
    }

    /// Forgets the session's hidden profile and overwrites its key.
    func close() {
        lock.withLock {
            SealedSlot.wipe(&key)
            key = []
            slot = nil
        }
    }
}
