/// A value bound to, or read from, an SQLite statement.
public enum DatabaseValue: Sendable, Equatable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

extension DatabaseValue: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }
    public init(floatLiteral value: Double) { self = .real(value) }
}

extension DatabaseValue {
    /// An integer value.
    public static func int(_ value: Int) -> DatabaseValue { .integer(Int64(value)) }
    /// A Boolean stored as 0 or 1.
    public static func bool(_ value: Bool) -> DatabaseValue { .integer(value ? 1 : 0) }
    /// A text value, or NULL when nil.
    public static func optionalText(_ value: String?) -> DatabaseValue { value.map { .text($0) } ?? .null }
    /// A blob value, or NULL when nil.
    public static func optionalBlob(_ value: [UInt8]?) -> DatabaseValue { value.map { .blob($0) } ?? .null }
}
