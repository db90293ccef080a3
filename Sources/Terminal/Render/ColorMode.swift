/// How many colors the renderer may use; richer colors are downgraded to the nearest one
/// available.
public enum ColorMode: Hashable, Sendable {
    /// No colors at all (`NO_COLOR`, `TERM=dumb`); bold, dim, underline and reverse remain.
    case none
    /// The 16 ANSI colors.
    case ansi16
    /// The 256-color palette.
    case indexed256
    /// 24-bit RGB.
    case trueColor

    /// Picks a mode from the environment: `NO_COLOR` (any non-empty value, see no-color.org)
    /// or `TERM=dumb` gives `.none`; `COLORTERM=truecolor|24bit` gives `.trueColor`; a `TERM`
    /// containing `256` gives `.indexed256`; anything else `.ansi16`.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256") { return .indexed256 }
        return .ansi16
    }

    /// `color` as this mode can show it.
    public func map(_ color: Color) -> Color {
        switch (self, color) {
        case (.none, _): return .default
        case (_, .default): return .default
        case (.trueColor, _): return color
        case (.indexed256, .rgb(let r, let g, let b)): return .indexed(Palette.nearest256(r, g, b))
        case (.indexed256, _): return color
        case (.ansi16, .rgb(let r, let g, let b)): return .ansi(Palette.nearest16(r, g, b))
        case (.ansi16, .indexed(let i)):
            if i < 16 { return .ansi(i) }
            let (r, g, b) = Palette.rgb(of: i)
            return .ansi(Palette.nearest16(r, g, b))
        case (.ansi16, _): return color
        }
    }
}
