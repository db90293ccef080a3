/// Escape sequences the renderer and the backends write.
enum ANSI {
    static let esc: UInt8 = 0x1B
    static let reset: [UInt8] = Array("\u{1B}[0m".utf8)
    static let clearScreen: [UInt8] = Array("\u{1B}[H\u{1B}[2J".utf8)
    static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)
    static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)
    static let enterAlternateScreen: [UInt8] = Array("\u{1B}[?1049h".utf8)
    static let leaveAlternateScreen: [UInt8] = Array("\u{1B}[?1049l".utf8)
    static let enableBracketedPaste: [UInt8] = Array("\u{1B}[?2004h".utf8)
    static let disableBracketedPaste: [UInt8] = Array("\u{1B}[?2004l".utf8)
    /// Button events, drag events, SGR extended coordinates.
    static let enableMouse: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    static let disableMouse: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)

    static func appendNumber(_ value: Int, to out: inout [UInt8]) {
        if value >= 10 { appendNumber(value / 10, to: &out) }
        out.append(UInt8(0x30 + value % 10))
    }

    /// SGR parameters selecting `color` as foreground (`base` 30) or background (`base` 40).
    static func appendColor(_ color: Color, base: Int, to params: inout [Int]) {
        switch color {
        case .default: params.append(base + 9)
        case .indexed(let i): params.append(contentsOf: [base + 8, 5, Int(i)])
        case .rgb(let r, let g, let b): params.append(contentsOf: [base + 8, 2, Int(r), Int(g), Int(b)])
        default:
            let i = Int(color.ansiIndex ?? 0)
            params.append(i < 8 ? base + i : base + 60 + i - 8)
        }
    }

    static func appendSGR(_ params: [Int], to out: inout [UInt8]) {
        out.append(esc)
        out.append(UInt8(ascii: "["))
        for (i, p) in params.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ";")) }
            appendNumber(p, to: &out)
        }
        out.append(UInt8(ascii: "m"))
    }

    static func attributeCodes(_ attributes: TextAttributes) -> [Int] {
        var codes: [Int] = []
        if attributes.contains(.bold) { codes.append(1) }
        if attributes.contains(.dim) { codes.append(2) }
        if attributes.contains(.italic) { codes.append(3) }
        if attributes.contains(.underline) { codes.append(4) }
        if attributes.contains(.reverse) { codes.append(7) }
        return codes
    }
}
