/// A JSON value together with the position of its first character.
///
/// Objects keep their members in file order, duplicates included, so the brand validator can
/// report duplicate keys with their positions.
package struct JSONNode: Equatable, Sendable {
    /// One `"key": value` pair of an object.
    package struct Member: Equatable, Sendable {
        package let key: String
        package let keyPosition: SourcePosition
        package let value: JSONNode
    }

    /// The value itself.
    package enum Value: Equatable, Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    package let value: Value
    package let position: SourcePosition

    /// The node's kind, for a `wrongType` issue's values.
    package var kind: BrandValueKind {
        switch value {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .boolean
        case .null: .null
        }
    }

    /// "an object", "a string", ...: for "expected X, found Y" messages.
    package var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
