/// An sRGB color written `#RRGGBB` in brand files.
public struct RGBColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red component.
    public let red: UInt8
    /// Green component.
    public let green: UInt8
    /// Blue component.
    public let blue: UInt8

    /// Creates a color from components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RRGGBB` (either letter case); `nil` for anything else.
    public init?(hex: String) {
        let scalars = Array(hex.unicodeScalars)
        guard scalars.count == 7, scalars[0] == "#" else { return nil }
        var values: [UInt8] = []
        for offset in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.hexDigit(scalars[offset]),
                  let low = Self.hexDigit(scalars[offset + 1]) else { return nil }
            values.append(high << 4 | low)
        }
        self.init(red: values[0], green: values[1], blue: values[2])
    }

    /// `#RRGGBB` in upper case.
    public var hex: String {
        "#" + [red, green, blue].map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// Same as ``hex``.
    public var description: String { hex }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39: UInt8(scalar.value - 0x30)
        case 0x41...0x46: UInt8(scalar.value - 0x41 + 10)
        case 0x61...0x66: UInt8(scalar.value - 0x61 + 10)
        default: nil
        }
    }
}
