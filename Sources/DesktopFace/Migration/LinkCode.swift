import GTKKit
import QREncoding

/// The migration link's QR code as a picture: Terminal's encoder (low error correction, the
/// smallest version, as the full screen draws it), four pixels a module with the quiet zone.
@MainActor
enum LinkCode {
    /// The picture, or nil when the text does not fit a QR code.
    static func picture(for text: String) -> Picture? {
        guard let code = try? QRCode(encoding: text, errorCorrection: .low),
              let picture = try? Picture(modules: code.size, scale: 4, isDark: { x, y in code[x: x, y: y] }) else { return nil }
        picture.keepNaturalSize()
        return picture
    }
}
