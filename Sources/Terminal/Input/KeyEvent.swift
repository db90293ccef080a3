/// A key press with its modifiers.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// Modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a key event.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A Ctrl-letter press, e.g. `KeyEvent.control("c")`.
    public static func control(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character), modifiers: .control)
    }

    /// A printable character typed without Ctrl or Alt, if this is one.
    public var text: Character? {
        guard case .character(let c) = key, !modifiers.contains(.control), !modifiers.contains(.alt) else {
            return nil
        }
        return c
    }

    /// Ctrl-C: the conventional "quit" key (in raw mode it arrives as a key, not a signal).
    public var isInterrupt: Bool { self == .control("c") }

    /// E.g. `"ctrl+c"`, `"alt+x"`, `"shift+up"`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        switch key {
        case .character(let c): parts.append(c == " " ? "space" : String(c))
        case .function(let n): parts.append("f\(n)")
        default: parts.append("\(key)")
        }
        return parts.joined(separator: "+")
    }
}
