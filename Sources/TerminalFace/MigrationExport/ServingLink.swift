import Features
import QREncoding
import Synchronization
import Terminal

/// A direct transfer's link as the screen shows it while it listens.
struct ServingLink: Equatable, Sendable {
    /// The version-2 migration link (holds the key).
    var link: String
    /// The link as a QR code, or nil if it could not be encoded.
    var qrCode: QRCode?
    /// "Listening on …, port …."
    var listening: String
    /// Whether this serve continues one that was stopped mid-transfer (the other device reconnects).
    var resumed = false
}

/// Where the serve under way can be stopped from the UI thread (Esc), while the effect queue is
/// busy serving.
final class ServingSlot: Sendable {
    private let current = Mutex<(stop: DirectTransferStop, confirmation: DirectTransferCodeConfirmation)?>(nil)

    /// The serve started (or ended: nil), with where its code question is answered.
    func set(_ stop: DirectTransferStop?, confirmation: DirectTransferCodeConfirmation = DirectTransferCodeConfirmation()) {
        current.withLock { $0 = stop.map { ($0, confirmation) } }
    }

    /// Stops the serve under way, if any.
    func stop() { current.withLock { $0 }?.stop.stop() }

    /// Answers the serve's "same code on both devices?" (Y or N on the screen).
    func answer(_ sameCode: Bool) { current.withLock { $0 }?.confirmation.answer(sameCode) }
}
