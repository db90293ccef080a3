/// Display-name rules shared with the peer messenger (PRODUCT.md 3.2).
///
/// `normalize(_:)` reproduces SimpleX Chat's `mkValidName` from its Haskell core, character for
/// character, so a name accepted here is accepted there and vice versa. It works on Unicode
/// scalars (a Haskell `Char` is a code point) and never re-composes or decomposes: `Zoë` stays in
/// whichever form it was typed.
///
/// Character classes, as the peer's `Data.Char` predicates define them:
/// - *base*: letters (L*), numbers (N*) and symbols (S*). Emoji are symbols (So), skin-tone
///   modifiers are Sk, so both count as base characters.
/// - *punctuation*: P*. `#`, `@`, `"`, `.` and `-` are punctuation; `+`, `$`, `` ` ``, `<`, `>`,
///   `=`, `^` and `|` are symbols.
/// - *mark*: M*. Combining accents, and the emoji variation selector U+FE0F (Mn).
/// - *space*: what GHC's `isSpace` accepts: U+0009...U+000D and the space separators (Zs, which
///   includes U+00A0 and U+3000). Unlike the Unicode `White_Space` property, U+0085 (Cc) and
///   U+2028 / U+2029 (Zl / Zp) are *not* spaces for the peer, so they are dropped rather than
///   turned into a space. Every kept space becomes U+0020.
/// - *other*: everything else (controls Cc, format characters Cf such as the zero-width joiner
///   U+200D, the direction marks U+200E / U+200F and the tag characters used by subdivision
///   flags, line and paragraph separators, private use, unassigned). These are always dropped,
///   so an emoji ZWJ sequence such as 👩‍💻 becomes its parts side by side (👩💻), exactly as the
///   peer stores it.
///
/// Rules, applied left to right with the state taken from the last *kept* scalar:
/// 1. `'` (U+0027 only) is dropped everywhere.
/// 2. Until something is kept, only base characters are kept (so leading spaces, punctuation and
///    marks go; `#` and `@` are punctuation and go too).
/// 3. After a space: base characters are kept; punctuation only if the punctuation run before the
///    space was empty (`A - - B` -> `A - B`); spaces and marks are dropped (runs of white space
///    collapse to one space).
/// 4. After punctuation: base characters and a space are kept, and punctuation while the run is
///    shorter than three; marks are dropped. The run counts punctuation since the last base
///    character or mark; spaces neither end nor extend it.
/// 5. After a base character or a mark: everything but *other* is kept.
/// 6. The result is cut to 50 scalars, then trailing spaces are removed.
///
/// The function is idempotent: every decision depends only on what was kept before, so
/// re-normalising a normal form keeps every scalar.
///
/// General categories come from the Swift standard library's Unicode tables; a scalar assigned
/// in a newer Unicode version than the peer's GHC knows may be classified differently there.
public enum DisplayName {
    /// The longest display name, in Unicode scalars.
    public static let maxScalars = 50

    /// Returns the peer's normal form of `input` (possibly empty).
    public static func normalize(_ input: String) -> String {
        var kept = String.UnicodeScalarView()
        var previous: ScalarClass?
        var punctuationRun = 0
        var count = 0
        for scalar in input.unicodeScalars {
            if scalar == "'" { continue }
            let cls = ScalarClass(scalar)
            let keep: Bool
            switch previous {
            case nil:
                keep = cls == .base && scalar != "#" && scalar != "@"
            case .space?:
                keep = cls == .base || (cls == .punctuation && punctuationRun == 0)
            case .punctuation?:
                keep = cls == .base || cls == .space || (cls == .punctuation && punctuationRun < 3)
            case .base?, .mark?:
                keep = cls != .other
            case .other?:
                keep = false  // never stored: `other` scalars are never kept
            }
            guard keep else { continue }
            switch cls {
            case .punctuation: punctuationRun += 1
            case .space: break
            case .base, .mark, .other: punctuationRun = 0
            }
            previous = cls
            // Past the cut nothing more can be kept in the result; the state no longer matters.
            if count < maxScalars {
                kept.append(cls == .space ? " " : scalar)
                count += 1
            } else {
                break
            }
        }
        while kept.last == " " {
            kept.removeLast()
        }
        return String(kept)
    }

    /// Checks a name as the user typed it.
    ///
    /// Valid when the input is non-empty and already in normal form (compared scalar by scalar,
    /// not by canonical equivalence).
    public static func validate(_ input: String) -> Validation {
        let normal = normalize(input)
        if !normal.isEmpty && normal.unicodeScalars.elementsEqual(input.unicodeScalars) {
            return .valid
        }
        return .invalid(corrected: normal.isEmpty ? nil : normal)
    }

    /// Returns `input` unchanged when it is a valid display name, or throws the problem with the
    /// corrected name to offer.
    public static func checked(_ input: String) throws(DisplayName.Invalid) -> String {
        switch validate(input) {
        case .valid:
            return input
        case .invalid(let corrected):
            throw Invalid(corrected: corrected)
        }
    }

    /// The outcome of `validate(_:)`.
    public enum Validation: Equatable, Sendable {
        /// The input is a non-empty name in normal form.
        case valid
        /// The input is not acceptable; `corrected` is its normal form to offer ("Correct name
        /// to X?"), or nil when nothing usable remains (empty, only spaces or punctuation).
        case invalid(corrected: String?)
    }

    /// A refused display name, with the normal form to offer when there is one.
    public struct Invalid: Error, Equatable, Sendable, CustomStringConvertible {
        /// The normal form to offer, or nil when the name normalises to nothing.
        public let corrected: String?

        /// Creates the error.
        public init(corrected: String?) {
            self.corrected = corrected
        }

        /// Stable machine-readable code: `display_name_empty` or `display_name_invalid`.
        public var code: String {
            corrected == nil ? "display_name_empty" : "display_name_invalid"
        }

        /// User-facing message.
        public var description: String {
            if let corrected {
                return "Invalid display name. Correct name to \(corrected)?"
            }
            return "Enter a display name that starts with a letter, a number or a symbol."
        }
    }
}

/// How the peer's rules see one scalar.
private enum ScalarClass {
    case base, punctuation, mark, space, other

    init(_ scalar: Unicode.Scalar) {
        // GHC's isSpace: tab, LF, VT, FF, CR, and the space separators (Zs).
        if (0x09...0x0D).contains(scalar.value) {
            self = .space
            return
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            self = .base
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            self = .punctuation
        case .nonspacingMark, .spacingMark, .enclosingMark:
            self = .mark
        case .spaceSeparator:
            self = .space
        case .lineSeparator, .paragraphSeparator, .control, .format, .surrogate, .privateUse,
             .unassigned:
            self = .other
        @unknown default:
            self = .other
        }
    }
}
