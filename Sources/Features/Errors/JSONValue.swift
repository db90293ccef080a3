/// A JSON value with ordered object keys, so output is stable and reads in a sensible order.
public indirect enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }

    /// Compact JSON text.
    public func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            // Controls (C0, DEL, C1) are escaped, so JSON printed on a terminal can't steer it; so
            // are format characters (Unicode Cf: the bidi overrides and isolates U+202A-202E and
            // U+2066-2069, zero-width U+200B, U+FEFF, ...) and the line and paragraph separators,
            // so data can't reorder or hide what a person reads (issue 33). A JSON reader gets
            // the same string back.
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isFormat(scalar):
                if scalar.value > 0xFFFF {
                    let value = scalar.value - 0x10000
                    out += escaped(0xD800 + (value >> 10)) + escaped(0xDC00 + (value & 0x3FF))
                } else {
                    out += escaped(scalar.value)
                }
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// `\uXXXX` for one UTF-16 code unit.
    private static func escaped(_ unit: UInt32) -> String {
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    private static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
