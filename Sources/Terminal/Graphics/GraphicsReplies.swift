/// Reads a terminal's answers to ``KittyGraphics/query``, as they arrive, and keeps apart the bytes
/// that are not an answer (keys typed meanwhile), which go back to the input.
///
/// The kitty protocol counts only when its `ESC _ G i=31 ; OK ESC \` comes before the primary
/// device attributes (`ESC [ ? … c`), which end the answers; sixel is attribute 4 of those. Anything
/// else is not believed: a kitty answer after the attributes, an error answer, an APC string that
/// never ends. The sixel answers (the cell size `ESC [ 6 ; h ; w t`, the graphics attributes
/// `ESC [ ? i ; 0 ; v S`) are read when they come before the attributes.
/// Strings and sequences are bounded (``maximumReplyLength``), so a terminal that sends
/// garbage costs a few hundred bytes of memory at most.
public struct GraphicsReplies: Sendable {
    /// What the answers showed so far.
    public private(set) var graphics: TerminalGraphics = []
    /// The cell size the terminal reported (`ESC [ 6 ; height ; width t`, the answer to
    /// ``KittyGraphics/cellSizeRequest``), when it did and the size is plausible.
    public private(set) var cellSize: CellPixelSize?
    /// The number of sixel colour registers (XTSMGRAPHICS `ESC [ ? 1 ; 0 ; n S`), when answered.
    public private(set) var colorRegisters: Int?
    /// The largest sixel image in pixels (XTSMGRAPHICS `ESC [ ? 2 ; 0 ; width ; height S`; xterm
    /// answers its window's text area), when answered.
    public private(set) var sixelGeometry: (width: Int, height: Int)?
    /// Whether the device attributes arrived (the last answer).
    public private(set) var isComplete = false
    /// The longest answer read; a longer one is dropped as garbage.
    public static let maximumReplyLength = 256

    private var pending: [UInt8] = []
    private var other: [UInt8] = []

    /// Replies not read yet.
    public init() {}

    /// Reads `bytes` from the terminal.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        pending += bytes
        scan()
    }

    /// Ends the reading (the answers came, or the time ran out): the bytes that were not an
    /// answer, in order, for the input decoder. An unfinished answer is dropped (it is not a key).
    public mutating func finish() -> [UInt8] {
        if !pending.isEmpty && !isStartOfReply(pending) { other += pending }
        pending = []
        defer { other = [] }
        return other
    }

    private func isStartOfReply(_ bytes: [UInt8]) -> Bool {
        guard bytes.first == 0x1B else { return false }
        guard bytes.count > 1 else { return true }
        if bytes[1] == 0x5F { return true }
        return bytes[1] == 0x5B && (bytes.count == 2 || bytes[2] == 0x3F)
    }

    private mutating func scan() {
        var index = 0
        defer { pending.removeFirst(index) }
        while index < pending.count {
            if isComplete {
                other += pending[index...]
                index = pending.count
                return
            }
            guard pending[index] == 0x1B else {
                other.append(pending[index])
                index += 1
                continue
            }
            guard index + 1 < pending.count else { return }
            switch pending[index + 1] {
            case 0x5F:  // ESC _ : an APC string, up to ST (ESC \).
                guard let end = stringTerminator(from: index + 2) else {
                    guard pending.count - index > Self.maximumReplyLength + 2 else { return }  // more to come
                    // Too long to be an answer: garbage, dropped up to the next ESC (never keys).
                    index = pending[(index + 1)...].firstIndex(of: 0x1B) ?? pending.count
                    continue
                }
                let body = Array(pending[(index + 2)..<end])
                if body == Array("Gi=31;OK".utf8) { graphics.insert(.kitty) }
                index = end + 2
            case 0x5B:  // ESC [ : a CSI sequence, up to its final byte.
                let final: Int
                switch csiFinal(from: index + 2) {
                case .needMore: return
                case .broken:
                    // Not a sequence (or far too long for one): the ESC is a key, the rest is read on.
                    other.append(pending[index])
                    index += 1
                    continue
                case .final(let at): final = at
                }
                let parameters = pending[(index + 2)..<final]
                if pending[final] == 0x63, parameters.first == 0x3F {  // ESC [ ? … c
                    let attributes = String(decoding: parameters.dropFirst(), as: UTF8.self).split(separator: ";")
                    if attributes.contains("4") { graphics.insert(.sixel) }
                    isComplete = true
                } else if pending[final] == 0x53, parameters.first == 0x3F {  // ESC [ ? item ; status ; values S
                    let numbers = String(decoding: parameters.dropFirst(), as: UTF8.self).split(separator: ";").map { Int($0) }
                    if numbers.count >= 3, numbers[1] == 0 {
                        if numbers[0] == 1, numbers.count == 3, let count = numbers[2], count > 0 { colorRegisters = count }
                        if numbers[0] == 2, numbers.count == 4, let width = numbers[2], let height = numbers[3], width > 0, height > 0 {
                            sixelGeometry = (width, height)
                        }
                    }
                } else if pending[final] == 0x74, parameters.starts(with: [0x36, 0x3B]) {  // ESC [ 6 ; h ; w t
                    let numbers = String(decoding: parameters, as: UTF8.self).split(separator: ";").map { Int($0) }
                    if numbers.count == 3, let height = numbers[1], let width = numbers[2] {
                        cellSize = CellPixelSize(width: width, height: height)
                    }
                } else {
                    // A key (an arrow, say) typed meanwhile.
                    other += pending[index...final]
                }
                index = final + 1
            default:
                other.append(pending[index])
                index += 1
            }
        }
    }

    /// The index of the ESC of the first `ESC \` at or after `start`, within the length bound.
    private func stringTerminator(from start: Int) -> Int? {
        var index = start
        while index + 1 < pending.count, index - start < Self.maximumReplyLength {
            if pending[index] == 0x1B && pending[index + 1] == 0x5C { return index }
            index += 1
        }
        return nil
    }

    private enum SequenceEnd {
        case final(Int)
        case needMore
        case broken
    }

    /// Where a CSI sequence's final byte (0x40-0x7E) is: its index, not arrived yet, or a byte that
    /// can't be in a sequence (or too long a sequence).
    private func csiFinal(from start: Int) -> SequenceEnd {
        var index = start
        while index < pending.count {
            guard index - start < Self.maximumReplyLength else { return .broken }
            switch pending[index] {
            case 0x20...0x3F: index += 1
            case 0x40...0x7E: return .final(index)
            default: return .broken
            }
        }
        return .needMore
    }
}
