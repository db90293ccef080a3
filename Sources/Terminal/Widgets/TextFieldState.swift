/// The editable contents of a single-line text field: text and caret, edited by key events.
public struct TextFieldState: Hashable, Sendable {
    /// The text (never contains control characters or line breaks).
    public private(set) var text: String
    /// The caret, as a count of grapheme clusters before it (0...text.count).
    public private(set) var cursor: Int
    /// The most characters the field accepts, if limited.
    public var maxLength: Int?

    /// Creates a field with the caret at the end.
    public init(text: String = "", maxLength: Int? = nil) {
        self.maxLength = maxLength
        self.text = ""
        self.cursor = 0
        insert(text)
    }

    /// Inserts text at the caret; control characters are dropped, line breaks become spaces.
    public mutating func insert(_ newText: String) {
        var clean = ""
        for scalar in newText.unicodeScalars {
            if scalar == "\n" || scalar == "\t" {
                clean.unicodeScalars.append(" ")
            } else if !DisplayWidth.isControl(scalar) {
                clean.unicodeScalars.append(scalar)
            }
        }
        var characters = Array(text)
        var added = Array(clean)
        if let maxLength { added = Array(added.prefix(max(0, maxLength - characters.count))) }
        guard !added.isEmpty else { return }
        let before = characters.count
        characters.insert(contentsOf: added, at: cursor)
        text = String(characters)
        // Combining marks may merge with a neighbour; advance by the real growth.
        cursor = min(text.count, cursor + (text.count - before))
    }

    /// Deletes the character before the caret (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        var characters = Array(text)
        characters.remove(at: cursor - 1)
        text = String(characters)
        cursor -= 1
    }

    /// Deletes the character after the caret (Delete).
    public mutating func deleteForward() {
        var characters = Array(text)
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
        text = String(characters)
    }

    /// Deletes the word before the caret (Ctrl-W).
    public mutating func deleteWordBackward() {
        var characters = Array(text)
        var start = cursor
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        characters.removeSubrange(start..<cursor)
        text = String(characters)
        cursor = start
    }

    /// Removes all text.
    public mutating func clear() {
        text = ""
        cursor = 0
    }

    /// Moves the caret one character left.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the caret one character right.
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    /// Moves the caret to the start.
    public mutating func moveHome() { cursor = 0 }
    /// Moves the caret to the end.
    public mutating func moveEnd() { cursor = text.count }

    /// Applies an editing key or a paste. Returns whether the event was used.
    @discardableResult
    public mutating func handle(_ event: TerminalEvent) -> Bool {
        switch event {
        case .paste(let pasted):
            insert(pasted)
            return true
        case .key(let key):
            if let character = key.text {
                insert(String(character))
                return true
            }
            switch (key.key, key.modifiers) {
            case (.backspace, _), (.character("h"), .control): deleteBackward()
            case (.delete, _), (.character("d"), .control): deleteForward()
            case (.left, _), (.character("b"), .control): moveLeft()
            case (.right, _), (.character("f"), .control): moveRight()
            case (.home, _), (.character("a"), .control): moveHome()
            case (.end, _), (.character("e"), .control): moveEnd()
            case (.character("w"), .control), (.backspace, .alt): deleteWordBackward()
            case (.character("u"), .control): clear()
            default: return false
            }
            return true
        default:
            return false
        }
    }
}
