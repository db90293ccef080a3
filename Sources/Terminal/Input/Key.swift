/// A key on the keyboard, independent of modifiers.
public enum Key: Hashable, Sendable {
    /// A printable character (for Ctrl and Alt combinations, the lower-case letter).
    case character(Character)
    /// Enter / Return (CR or LF).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Backspace (0x7F or 0x08).
    case backspace
    /// Forward delete.
    case delete
    /// Insert.
    case insert
    /// Escape, alone (see ``InputDecoder/flush()``).
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// A function key, F1 = 1.
    case function(Int)
}
