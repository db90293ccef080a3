/// One problem found in a brand file, with its position and field path.
///
/// Its description reads like a compiler diagnostic:
/// `brand.json:12:5: operators[1].roles[0]: unknown role "relay" (expected one of: storage, proxy)`.
public struct BrandIssue: Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem; raw values are stable codes.
    public enum Code: String, Equatable, Sendable, CaseIterable {
        case syntaxError, missingField, wrongType, unknownField, duplicateField, emptyValue,
             invalidValue, unsupportedFormat, badColor, unknownRole, duplicateRole, duplicateOperator,
             noOperators, missingConditions, unknownStep, duplicateStep, missingStep, unknownMode,
             duplicateMode, badVersion, duplicateVersion, outOfRange,
             // Per-language values (docs/brand.md, "Languages").
             unknownLanguage, missingDefault, lengthMismatch
    }

    /// File name as shown in messages (e.g. `brand.json`).
    public let file: String
    /// Where the problem is.
    public let position: SourcePosition
    /// Field path such as `operators[1].roles[0]`; empty for syntax errors.
    public let path: String
    /// Stable kind of problem.
    public let code: Code
    /// English explanation, for logs and Brand's own tests. People read the sentence Features
    /// words from ``code`` and ``values`` in their language (issue 35).
    public let message: String
    /// The values the sentence for ``code`` needs, as written in the file (unquoted), in this order:
    /// - `badColor`, `duplicateRole`, `duplicateOperator`, `duplicateStep`, `duplicateMode`,
    ///   `badVersion`, `duplicateVersion`, `unknownLanguage`: the value (or language tag).
    /// - `unknownRole`, `unknownStep`, `unknownMode`: the value, then the allowed values
    ///   (comma-separated).
    /// - `unknownField`: the allowed field names (comma-separated).
    /// - `invalidValue`: the value refused, then the rule it breaks (a ``BrandValueRule`` raw
    ///   value); or nothing (`text` and `path` both given).
    /// - `wrongType`: the kind expected, then the kind found (``BrandValueKind`` raw values); or
    ///   one value, the number found where an integer belongs.
    /// - `outOfRange`: the value, the lowest and the highest allowed.
    /// - `unsupportedFormat`: the format version found.
    /// - `lengthMismatch`: the number of items, then the number of `en` items.
    /// - every other code: nothing.
    public let values: [String]

    /// Creates an issue.
    public init(file: String, position: SourcePosition, path: String, code: Code, message: String, values: [String] = []) {
        self.file = file
        self.position = position
        self.path = path
        self.code = code
        self.message = message
        self.values = values
    }

    /// `file:line:column: path: message`.
    public var description: String {
        "\(file):\(position): " + (path.isEmpty ? "" : "\(path): ") + message
    }
}
