/// A terminal color: the terminal's default, one of the 16 ANSI colors, a 256-color palette
/// index, or 24-bit RGB.
///
/// Colors are downgraded by the renderer to what the terminal supports (see ``ColorMode``).
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// ANSI color 0.
    case black
    /// ANSI color 1.
    case red
    /// ANSI color 2.
    case green
    /// ANSI color 3.
    case yellow
    /// ANSI color 4.
    case blue
    /// ANSI color 5.
    case magenta
    /// ANSI color 6.
    case cyan
    /// ANSI color 7.
    case white
    /// ANSI color 8.
    case brightBlack
    /// ANSI color 9.
    case brightRed
    /// ANSI color 10.
    case brightGreen
    /// ANSI color 11.
    case brightYellow
    /// ANSI color 12.
    case brightBlue
    /// ANSI color 13.
    case brightMagenta
    /// ANSI color 14.
    case brightCyan
    /// ANSI color 15.
    case brightWhite
    /// An index into the 256-color palette (0–15 are the ANSI colors).
    case indexed(UInt8)
    /// A 24-bit color.
    case rgb(UInt8, UInt8, UInt8)

    /// Parses `#RRGGBB`, `RRGGBB`, `#RGB` or `RGB` (case-insensitive).
    ///
    /// - Throws: ``TerminalError/invalidColor(_:)`` when the text is not a hex color.
    public init(hex: String) throws(TerminalError) {
        var digits = Substring(hex.trimmingWhitespace())
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let values = digits.compactMap { $0.hexDigitValue }
        guard values.count == digits.count, digits.allSatisfy(\.isASCII) else {
            throw .invalidColor(hex)
        }
        switch values.count {
        case 6:
            self = .rgb(UInt8(values[0] * 16 + values[1]), UInt8(values[2] * 16 + values[3]),
                        UInt8(values[4] * 16 + values[5]))
        case 3:
            self = .rgb(UInt8(values[0] * 17), UInt8(values[1] * 17), UInt8(values[2] * 17))
        default:
            throw .invalidColor(hex)
        }
    }

    /// The ANSI index (0–15) of a named color, or `nil` for `.default`, `.indexed`, `.rgb`.
    public var ansiIndex: UInt8? {
        switch self {
        case .default, .indexed, .rgb: return nil
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        case .brightBlack: return 8
        case .brightRed: return 9
        case .brightGreen: return 10
        case .brightYellow: return 11
        case .brightBlue: return 12
        case .brightMagenta: return 13
        case .brightCyan: return 14
        case .brightWhite: return 15
        }
    }

    /// The named color for an ANSI index 0–15, or `.indexed(index)` above that.
    public static func ansi(_ index: UInt8) -> Color {
        let named: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
                              .brightBlack, .brightRed, .brightGreen, .brightYellow,
                              .brightBlue, .brightMagenta, .brightCyan, .brightWhite]
        return index < 16 ? named[Int(index)] : .indexed(index)
    }
}

extension String {
    func trimmingWhitespace() -> Substring {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return slice
    }
}
