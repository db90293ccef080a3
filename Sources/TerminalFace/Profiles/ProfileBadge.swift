import Features
import Terminal

/// The terminal's stand-in for a profile picture: up to two initials on a colour picked from the name.
enum ProfileBadge {
    /// Columns the badge takes (`" AB "`).
    static let width = 4

    /// Up to two initials (first letters of the first two words, upper-cased), at most two columns.
    static func initials(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " })
        var result = ""
        for word in words.prefix(2) {
            guard let first = word.first else { continue }
            let next = result + first.uppercased()
            if DisplayWidth.of(next) > 2 { break }
            result = next
        }
        return result.isEmpty ? "?" : result
    }

    /// Background colours for initials; the same name always gets the same one.
    static let palette: [Color] = [
        .rgb(0xE5, 0x73, 0x73), .rgb(0xF0, 0xA0, 0x50), .rgb(0x66, 0xBB, 0x6A),
        .rgb(0x4D, 0xB6, 0xAC), .rgb(0x64, 0x8F, 0xE0), .rgb(0xB3, 0x80, 0xD8),
    ]

    /// The badge's style for `name`: black on a colour, reverse video when colours are off.
    static func style(for name: String) -> Style {
        let sum = name.unicodeScalars.reduce(0) { ($0 &+ Int($1.value)) & 0xFFFF }
        return Style(foreground: .black, background: palette[sum % palette.count], attributes: .bold)
    }

    /// Draws the badge at `x`,`y`.
    static func draw(_ name: String, x: Int, y: Int, clip: Rect, into buffer: inout Buffer) {
        let text = initials(name)
        let style = style(for: name)
        let cell = Rect(x: x, y: y, width: width, height: 1).intersection(clip)
        buffer.fill(cell, style: style)
        buffer.put(text, in: cell, alignment: .center, style: style)
    }
}
