/// The background of the terminal a QR code is drawn on, which decides which modules are drawn
/// as block characters.
///
/// Text is drawn in the foreground colour on the background colour. A scanner needs dark modules
/// on a light field, so on a light terminal the dark modules are drawn, and on a dark terminal the
/// light modules (and the quiet zone) are drawn instead. Drawing the wrong variant gives an
/// inverted code, which many scanners refuse.
public enum QRTerminalBackground: Sendable, CaseIterable {
    /// Dark text on a light background: dark modules are drawn.
    case light
    /// Light text on a dark background: light modules and the quiet zone are drawn.
    case dark
}
