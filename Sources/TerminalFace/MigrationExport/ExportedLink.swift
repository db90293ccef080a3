import QREncoding
import Terminal

/// An export's outcome as the screen shows it.
struct ExportedLink: Equatable, Sendable {
    /// The migration link (holds the key).
    var link: String
    /// The archive's absolute path.
    var archivePath: String
    /// The archive's size in bytes.
    var size: UInt64
    /// The link as a QR code (low error correction), or nil if it could not be encoded.
    var qrCode: QRCode?
}
