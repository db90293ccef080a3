/// The members of one JSON object being decoded: reports unknown and duplicate keys up front
/// and missing required ones on lookup.
final class ObjectFields {
    let node: JSONNode
    let path: String
    private let decoder: BrandDecoder
    private var first: [String: JSONNode] = [:]

    init(node: JSONNode, members: [JSONNode.Member], path: String, known: [String], decoder: BrandDecoder) {
        self.node = node
        self.path = path
        self.decoder = decoder
        for member in members {
            let memberPath = BrandDecoder.join(path, member.key)
            if !known.contains(member.key) {
                decoder.report(member.keyPosition, memberPath, .unknownField,
                               "unknown field (expected one of: \(known.joined(separator: ", ")))",
                               values: [known.joined(separator: ", ")])
            } else if first[member.key] != nil {
                decoder.report(member.keyPosition, memberPath, .duplicateField, "duplicate field")
            } else {
                first[member.key] = member.value
            }
        }
    }

    /// The value of `key` and its path, or `nil` when absent.
    func optional(_ key: String) -> (node: JSONNode, path: String)? {
        first[key].map { ($0, BrandDecoder.join(path, key)) }
    }

    /// The value of `key` and its path; reports a missing field at the object's position.
    func required(_ key: String) -> (node: JSONNode, path: String)? {
        guard let value = optional(key) else {
            decoder.report(node.position, BrandDecoder.join(path, key), .missingField, "missing required field")
            return nil
        }
        return value
    }

    func has(_ key: String) -> Bool { first[key] != nil }
}
