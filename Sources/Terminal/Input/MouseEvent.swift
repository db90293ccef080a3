/// A mouse event reported with SGR extended coordinates (`ESC [ < b ; x ; y M/m`).
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button went up.
        case release
        /// The mouse moved with a button down.
        case drag
        /// The mouse moved with no button down.
        case move
        /// Wheel up.
        case scrollUp
        /// Wheel down.
        case scrollDown
    }

    /// Which button.
    public enum Button: Hashable, Sendable {
        /// Left button.
        case left
        /// Middle button.
        case middle
        /// Right button.
        case right
        /// No button (moves, wheel).
        case none
    }

    /// What happened.
    public var kind: Kind
    /// Which button.
    public var button: Button
    /// The cell, zero-based.
    public var position: Position
    /// Modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    public init(kind: Kind, button: Button, position: Position, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.button = button
        self.position = position
        self.modifiers = modifiers
    }
}
