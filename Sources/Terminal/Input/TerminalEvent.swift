/// Something the app's loop reacts to.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// Text pasted in one go (bracketed paste); line breaks normalized to `\n`.
    case paste(String)
    /// A mouse event (only when mouse reporting is on).
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// Another thread called ``TerminalWaker/wake()`` (an effect finished, say).
    case wake
    /// Bytes that form no known key; safe to ignore.
    case unknown([UInt8])
}
