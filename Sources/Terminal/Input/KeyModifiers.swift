/// Modifier keys held with a key or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt8

    /// Creates modifiers from a raw bit mask.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt / Meta (also sent as an ESC prefix).
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)

    /// Decodes the xterm modifier parameter (`1 + bits`, as in `ESC [ 1 ; 5 A`).
    init(xtermParameter: Int) {
        let bits = max(0, xtermParameter - 1)
        var result: KeyModifiers = []
        if bits & 1 != 0 { result.insert(.shift) }
        if bits & 2 != 0 { result.insert(.alt) }
        if bits & 4 != 0 { result.insert(.control) }
        self = result
    }
}
