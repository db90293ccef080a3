/// RFC 3986 percent-encoding for link query values.
enum PercentEncoding {
    /// Unreserved characters plus `/`, `:` and `@`, which are legal in a query and keep paths readable.
    private static func isAllowed(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
             UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    static func encode(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out = [UInt8]()
        for c in text.utf8 {
            if isAllowed(c) {
                out.append(c)
            } else {
                out += [UInt8(ascii: "%"), digits[Int(c >> 4)], digits[Int(c & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// nil for a stray `%`, non-hex digits, or bytes that are not UTF-8.
    static func decode(_ text: Substring) -> String? {
        let bytes = Array(text.utf8)
        var out = [UInt8]()
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%") {
                guard i + 2 < bytes.count, let hi = hexValue(bytes[i + 1]), let lo = hexValue(bytes[i + 2]) else { return nil }
                out.append(hi << 4 | lo)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
