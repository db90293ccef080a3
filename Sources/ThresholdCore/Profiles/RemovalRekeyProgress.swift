import Synchronization

/// Where the full re-key that ends a hide, an unhide or a delete (``ThresholdStore/replaceKeyAfterRemoval()``)
/// reports its progress: (pages copied, total pages), on the thread doing the change. On a large
/// install it takes minutes (every page is copied), so a face shows it instead of freezing (issue 33).
public final class RemovalRekeyProgress: Sendable {
    private let handler = Mutex<(@Sendable (_ copied: Int, _ total: Int) -> Void)?>(nil)

    init() {}

    /// Receives the progress of every later re-key after a removal (nil: none).
    public func observe(_ handler: (@Sendable (_ copied: Int, _ total: Int) -> Void)?) {
        self.handler.withLock { $0 = handler }
    }

    func report(copied: Int, total: Int) {
        handler.withLock { $0 }?(copied, total)
    }
}
