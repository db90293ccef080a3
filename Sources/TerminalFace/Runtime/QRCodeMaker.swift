import QREncoding
import Features
import Terminal

/// How the app encodes a migration link as a QR code: low error correction, the smallest symbol
/// (a typical link fits version 10: 57 modules, 65 columns by 33 lines with the quiet zone).
enum QRCodeMaker {
    /// The QR code of `link`.
    static func code(for link: String) throws(QRError) -> QRCode {
        try QRCode(encoding: link, errorCorrection: .low)
    }
}
