/// Turns raw terminal input bytes into events. Pure and resumable: feed bytes as they arrive
/// in any chunks; an incomplete sequence waits for the next chunk.
///
/// A lone ESC is ambiguous (the Escape key, or the start of a sequence still in flight). The
/// decoder keeps it pending; the caller calls ``flush()`` after a short pause (~25 ms) with no
/// more input, which turns it into ``Key/escape``. Unknown or malformed input becomes
/// ``TerminalEvent/unknown(_:)``; nothing traps.
public struct InputDecoder: Sendable {
    /// Pastes beyond this many bytes are cut (the rest of the paste is dropped).
    public static let maximumPasteBytes = 1 << 20
    /// A CSI sequence longer than this is reported as unknown.
    static let maximumSequenceLength = 64
    /// A terminal's answer string (`ESC _ G … ESC \`) longer than this is dropped as unknown.
    static let maximumStringLength = 4096

    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    /// Creates an empty decoder.
    public init() {}

    /// Whether bytes are waiting for more input (or for ``flush()``).
    public var hasPending: Bool { !pending.isEmpty }

    /// Whether a bracketed paste has started but not ended.
    public var isInPaste: Bool { paste != nil }

    /// Adds bytes and returns the events they complete.
    public mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [TerminalEvent] {
        pending.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Resolves pending bytes after a pause: a lone ESC becomes the Escape key, an unfinished
    /// sequence becomes `.unknown`. An unfinished paste keeps waiting.
    public mutating func flush() -> [TerminalEvent] {
        drain(final: true)
    }

    private enum Step {
        case event(TerminalEvent?, consumed: Int)
        case needMore
    }

    private mutating func drain(final: Bool) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var start = 0
        while start < pending.count {
            let bytes = pending[start...]
            let step = paste != nil ? pasteStep(bytes) : decode(bytes, final: final)
            switch step {
            case .needMore:
                pending.removeFirst(start)
                return events
            case .event(let event, let consumed):
                if let event { events.append(event) }
                start += consumed
            }
        }
        pending.removeAll(keepingCapacity: true)
        return events
    }

    // MARK: Paste

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private mutating func pasteStep(_ bytes: ArraySlice<UInt8>) -> Step {
        let end = InputDecoder.pasteEnd
        if let range = firstRange(of: end, in: bytes) {
            append(toPaste: bytes[bytes.startIndex..<range])
            let text = String(decoding: InputDecoder.normalizeLineBreaks(paste ?? []), as: UTF8.self)
            paste = nil
            return .event(.paste(text), consumed: range - bytes.startIndex + end.count)
        }
        // Keep a possible partial terminator at the end for the next chunk.
        var keep = 0
        for length in stride(from: min(end.count - 1, bytes.count), through: 1, by: -1)
        where bytes.suffix(length).elementsEqual(end.prefix(length)) {
            keep = length
            break
        }
        let take = bytes.count - keep
        guard take > 0 else { return .needMore }
        append(toPaste: bytes.prefix(take))
        return .event(nil, consumed: take)
    }

    private mutating func append(toPaste bytes: ArraySlice<UInt8>) {
        let room = InputDecoder.maximumPasteBytes - (paste?.count ?? 0)
        if room > 0 { paste?.append(contentsOf: bytes.prefix(room)) }
    }

    private func firstRange(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var i = bytes.startIndex
        while i <= bytes.endIndex - needle.count {
            if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// CR LF and lone CR become LF (terminals send CR for line breaks in pastes).
    static func normalizeLineBreaks(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                out.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                out.append(byte)
            }
            index += 1
        }
        return out
    }

    // MARK: Keys

    private mutating func decode(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let first = bytes[bytes.startIndex]
        guard first == 0x1B else { return decodePlain(bytes, final: final) }
        guard bytes.count > 1 else {
            return final ? .event(.key(KeyEvent(.escape)), consumed: 1) : .needMore
        }
        let second = bytes[bytes.startIndex + 1]
        switch second {
        case UInt8(ascii: "["):
            return decodeCSI(bytes, final: final)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else {
                return final ? .event(.key(KeyEvent(.character("O"), modifiers: .alt)), consumed: 2) : .needMore
            }
            let key = Self.letterKey(bytes[bytes.startIndex + 2])
            let consumed = 3
            if let key { return .event(.key(KeyEvent(key)), consumed: consumed) }
            return .event(.unknown(Array(bytes.prefix(consumed))), consumed: consumed)
        case 0x1B:
            return .event(.key(KeyEvent(.escape)), consumed: 1)
        case UInt8(ascii: "_"):
            return decodeGraphicsReply(bytes, final: final)
        default:
            // ESC + key = Alt + key.
            switch decodePlain(bytes.dropFirst(), final: final) {
            case .needMore:
                return .needMore
            case .event(let event, let consumed):
                if case .key(var key)? = event {
                    key.modifiers.insert(.alt)
                    return .event(.key(key), consumed: consumed + 1)
                }
                return .event(.unknown(Array(bytes.prefix(consumed + 1))), consumed: consumed + 1)
            }
        }
    }

    /// `ESC _ G … ESC \`: a kitty graphics answer (an APC string) that came after the start-up
    /// query stopped waiting (``GraphicsReplies``), reported as unknown, so none of it becomes a key
    /// or text. Only `ESC _ G` starts one: `ESC _` followed by anything else stays Alt+_.
    private func decodeGraphicsReply(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let start = bytes.startIndex
        guard bytes.count > 2 else {
            return final ? .event(.key(KeyEvent(.character("_"), modifiers: .alt)), consumed: 2) : .needMore
        }
        guard bytes[start + 2] == UInt8(ascii: "G") else {
            return .event(.key(KeyEvent(.character("_"), modifiers: .alt)), consumed: 2)
        }
        var index = start + 3
        while index + 1 < bytes.endIndex, index - start < InputDecoder.maximumStringLength {
            if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "\\") {
                return .event(.unknown(Array(bytes[start...(index + 1)])), consumed: index + 2 - start)
            }
            index += 1
        }
        if index - start >= InputDecoder.maximumStringLength || final {
            // Never ended (or cut short): dropped whole, up to the next ESC.
            let end = bytes[(start + 1)...].firstIndex(of: 0x1B) ?? bytes.endIndex
            return .event(.unknown(Array(bytes[start..<end])), consumed: end - start)
        }
        return .needMore
    }

    private func decodePlain(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x0D, 0x0A: return .event(.key(KeyEvent(.enter)), consumed: 1)
        case 0x09: return .event(.key(KeyEvent(.tab)), consumed: 1)
        case 0x7F, 0x08: return .event(.key(KeyEvent(.backspace)), consumed: 1)
        case 0x00: return .event(.key(.control(" ")), consumed: 1)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(first + 0x60))
            return .event(.key(.control(letter)), consumed: 1)
        case 0x1B: return .event(.key(KeyEvent(.escape)), consumed: 1)
        case 0x1C...0x1F:
            let symbol = Character(Unicode.Scalar(first + 0x40))
            return .event(.key(.control(symbol)), consumed: 1)
        case 0x20...0x7E:
            return .event(.key(KeyEvent(.character(Character(Unicode.Scalar(first))))), consumed: 1)
        default:
            return decodeUTF8(bytes, final: final)
        }
    }

    private func decodeUTF8(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(.unknown([first]), consumed: 1)
        }
        let available = bytes.prefix(length)
        for byte in available.dropFirst() where byte & 0xC0 != 0x80 {
            return .event(.unknown([first]), consumed: 1)
        }
        guard available.count == length else {
            return final ? .event(.unknown(Array(available)), consumed: available.count) : .needMore
        }
        guard let text = String(validating: available, as: UTF8.self), let character = text.first else {
            return .event(.unknown([first]), consumed: 1)
        }
        return .event(.key(KeyEvent(.character(character))), consumed: length)
    }

    private mutating func decodeCSI(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            if index - start >= InputDecoder.maximumSequenceLength {
                return .event(.unknown(Array(bytes[start..<index])), consumed: index - start)
            }
            switch byte {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                let consumed = index - start + 1
                let sequence = bytes[start..<(index + 1)]
                let event = interpretCSI(parameters: bytes[(start + 2)..<index], final: byte)
                if case .paste = event {
                    paste = []
                    return .event(nil, consumed: consumed)
                }
                return .event(event ?? .unknown(Array(sequence)), consumed: consumed)
            default:
                // Not a CSI byte: report what we have and resume at this byte.
                return .event(.unknown(Array(bytes[start..<index])), consumed: index - start)
            }
        }
        return final ? .event(.unknown(Array(bytes)), consumed: bytes.count) : .needMore
    }

    /// Returns `.paste("")` as a marker for "paste starts".
    private func interpretCSI(parameters: ArraySlice<UInt8>, final: UInt8) -> TerminalEvent? {
        var body = parameters
        var prefix: UInt8?
        if let first = body.first, (0x3C...0x3F).contains(first) {
            prefix = first
            body = body.dropFirst()
        }
        var numbers: [Int] = []
        for field in body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            if field.isEmpty { numbers.append(0); continue }
            guard field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        if prefix == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
            return mouse(numbers, released: final == UInt8(ascii: "m"))
        }
        guard prefix == nil else { return nil }
        let modifiers = numbers.count > 1 ? KeyModifiers(xtermParameter: numbers[1]) : []
        let key: Key
        if let letter = Self.letterKey(final) { return .key(KeyEvent(letter, modifiers: modifiers)) }
        switch final {
        case UInt8(ascii: "Z"): return .key(KeyEvent(.backTab, modifiers: .shift))
        case UInt8(ascii: "~"):
            guard let code = numbers.first else { return nil }
            switch code {
            case 1, 7: key = .home
            case 2: key = .insert
            case 3: key = .delete
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 11...15: key = .function(code - 10)
            case 17...21: key = .function(code - 11)
            case 23, 24: key = .function(code - 12)
            case 200: return .paste("")
            default: return nil
            }
        default:
            return nil
        }
        return .key(KeyEvent(key, modifiers: modifiers))
    }

    /// The key a final letter names, the same after `ESC O` (SS3) and `ESC [` (CSI): arrows,
    /// Home/End and F1–F4.
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    private func mouse(_ numbers: [Int], released: Bool) -> TerminalEvent? {
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let code = numbers[0]
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let buttons: [MouseEvent.Button] = [.left, .middle, .right, .none]
        let button = buttons[code & 3]
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            kind = code & 1 == 0 ? .scrollUp : .scrollDown
        } else if code & 32 != 0 {
            kind = button == .none ? .move : .drag
        } else {
            kind = released ? .release : .press
        }
        let position = Position(x: numbers[1] - 1, y: numbers[2] - 1)
        return .mouse(MouseEvent(kind: kind, button: code & 64 != 0 ? .none : button,
                                 position: position, modifiers: modifiers))
    }
}
