/// The outcome of one pass of the ``OutboxDeliverer``.
public struct OutboxReport: Sendable, Equatable {
    /// Jobs the servers confirmed (now removed).
    public var delivered: Int
    /// Jobs that failed this time (kept, with a later attempt scheduled).
    public var failed: Int
    /// Jobs still waiting after the pass.
    public var remaining: Int
}
