import Foundation

/// Text from data (contact names, bios, echoed arguments) made safe to print on a terminal: no
/// control character reaches it raw, so nothing in the data can move the cursor, retitle the
/// window (OSC) or rewrite the screen. Front ends that write lines (the command line, plain mode)
/// pass every human text through it; the full screen's buffer drops controls itself.
public enum SafeText {
    /// `text` with each control character (C0 but line feed and tab, DEL, C1) shown as a visible
    /// escape such as `\u{1B}`.
    public static func forTerminal(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// An argument echoed in a message: made safe and cut to `limit` characters (with "…"), so a
    /// 100 KB argument does not come back as a 100 KB error. A migration link pasted in the wrong
    /// place is cut before its key (`key=` or `AGE-SECRET-KEY-`): no message repeats a key.
    public static func echo(_ argument: String, limit: Int = 64) -> String {
        var argument = Substring(argument)
        for marker in ["key=", "AGE-SECRET-KEY-"] {
            if let found = argument.range(of: marker, options: .caseInsensitive) {
                argument = argument[..<found.lowerBound] + "[key not shown]"
            }
        }
        let cut = argument.count > limit ? String(argument.prefix(limit)) + "…" : String(argument)
        return forTerminal(cut.replacingNewlines())
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}

private extension String {
    /// Line breaks as `\n`, so an echo stays on its line.
    func replacingNewlines() -> String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar == "\n" { out += "\\n" } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
