import Localization

/// Numbers as people read and type them in their language: a Persian keyboard types ۵, an Arabic
/// one may type ٥, and a Persian menu is numbered ۱, ۲, ... like the numbers `tr` puts in texts.
public enum TypedDigits {
    /// `text` with every decimal digit of any script (Persian ۴, Arabic-Indic ٤, Devanagari ४) as
    /// the ASCII digit of the same value, so `Int(_:)` reads an answer typed on any keyboard.
    public static func ascii(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
               let ascii = Unicode.Scalar(0x30 + UInt32(value)) {
                out.unicodeScalars.append(ascii)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `value` in the digits `translator` writes numbers with, without grouping (a menu number,
    /// not a quantity): `12` in English, `۱۲` in Persian.
    public static func local(_ value: Int, _ translator: Translator = Texts.current) -> String {
        let zero = translator.number(0).unicodeScalars
        guard zero.count == 1, let first = zero.first, first.properties.numericType == .decimal,
              first.properties.numericValue == 0 else { return String(value) }
        var out = ""
        for scalar in String(value).unicodeScalars {
            let digit = scalar.value &- 0x30
            if digit < 10, let local = Unicode.Scalar(first.value + digit) {
                out.unicodeScalars.append(local)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
