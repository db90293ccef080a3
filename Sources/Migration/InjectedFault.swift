/// A failure planted in one stage of the export or import pipeline, for tests of the error paths
/// (set on ``MigrationExporter`` or ``MigrationImporter`` through `@testable import`; nil in the app).
struct InjectedFault: Sendable {
    enum Stage: Sendable {
        /// The worker thread (export: reading and framing; import: reading and decrypting).
        case producer
        /// The calling thread (export: encrypting and writing; import: unpacking and writing).
        case consumer
    }

    var stage: Stage
    /// The stage fails once it has handled at least this many bytes.
    var afterBytes: UInt64
    var error: MigrationError

    /// Throws `error` when `stage` is the planted one and `bytes` reached the threshold.
    func check(_ here: Stage, bytes: UInt64) throws(MigrationError) {
        if here == stage && bytes >= afterBytes { throw error }
    }
}
