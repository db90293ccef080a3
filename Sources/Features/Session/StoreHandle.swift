import Foundation
import ThresholdCore

/// The store the session works on now. A migration import swaps the data directory's database for
/// the imported one, so the store is closed, the import runs, and a store on the new file takes its
/// place here; everything reads the store through this handle.
///
/// `@unchecked Sendable`: `current` is only read or replaced under `lock`.
final class StoreHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var current: ThresholdStore

    /// Wraps `store`.
    init(_ store: ThresholdStore) {
        current = store
    }

    /// The store in use.
    var store: ThresholdStore { lock.withLock { current } }

    /// Puts `store` in place of the current one.
    func replace(with store: ThresholdStore) {
        lock.withLock { current = store }
    }
}
