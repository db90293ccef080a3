import Foundation

/// Turns a parsed brand document into a ``Brand``, collecting every problem with its position.
final class BrandDecoder {
    private(set) var issues: [BrandIssue] = []
    /// The per-language values met so far (``text(_:_:key:)``).
    var translations = BrandTranslations()
    private let file: String
    let baseDirectory: URL?

    init(file: String, baseDirectory: URL?) {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    static func index(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars.prefix(60) {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + (text.unicodeScalars.count > 60 ? "...\"" : "\"")
    }

    func report(_ position: SourcePosition, _ path: String, _ code: BrandIssue.Code, _ message: String, values: [String] = []) {
        issues.append(BrandIssue(file: file, position: position, path: path, code: code, message: message, values: values))
    }

    // MARK: - Typed accessors

    func object(_ node: JSONNode, _ path: String, known: [String]) -> ObjectFields? {
        guard case .object(let members) = node.value else {
            wrongType(node, path, .object)
            return nil
        }
        return ObjectFields(node: node, members: members, path: path, known: known, decoder: self)
    }

    func array(_ node: JSONNode, _ path: String, nonEmpty: Bool = false) -> [JSONNode]? {
        guard case .array(let elements) = node.value else {
            wrongType(node, path, .array)
            return nil
        }
        if nonEmpty && elements.isEmpty {
            report(node.position, path, .emptyValue, "must not be empty")
            return nil
        }
        return elements
    }

    func string(_ node: JSONNode, _ path: String, allowEmpty: Bool = false) -> String? {
        guard case .string(let text) = node.value else {
            wrongType(node, path, .string)
            return nil
        }
        if !allowEmpty && text.allSatisfy(\.isWhitespace) {
            report(node.position, path, .emptyValue, "must not be empty")
            return nil
        }
        return text
    }

    func bool(_ node: JSONNode, _ path: String) -> Bool? {
        guard case .bool(let value) = node.value else {
            wrongType(node, path, .boolean)
            return nil
        }
        return value
    }

    func integer(_ node: JSONNode, _ path: String, in range: ClosedRange<Int>) -> Int? {
        guard case .number(let number) = node.value else {
            wrongType(node, path, .integer)
            return nil
        }
        guard let value = Int(exactly: number) else {
            report(node.position, path, .wrongType, "expected an integer, found \(number)", values: [String(describing: number)])
            return nil
        }
        guard range.contains(value) else {
            report(node.position, path, .outOfRange,
                   "\(value) is out of range (expected \(range.lowerBound) to \(range.upperBound))",
                   values: [String(value), String(range.lowerBound), String(range.upperBound)])
            return nil
        }
        return value
    }

    /// A non-empty array of non-empty strings; `nil` if anything is wrong (all reported).
    func strings(_ node: JSONNode, _ path: String, nonEmpty: Bool = true, allowEmptyItems: Bool = false) -> [String]? {
        guard let elements = array(node, path, nonEmpty: nonEmpty) else { return nil }
        var out: [String] = []
        var ok = true
        for (i, element) in elements.enumerated() {
            if let text = string(element, Self.index(path, i), allowEmpty: allowEmptyItems) {
                out.append(text)
            } else {
                ok = false
            }
        }
        return ok ? out : nil
    }

    /// A value of the wrong kind: expected and found, in English for logs and as kinds for Features.
    func wrongType(_ node: JSONNode, _ path: String, _ expected: BrandValueKind) {
        let english: String = switch expected {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .null: "null"
        case .stringOrObject: "a string or an object"
        case .stringOrLanguages: "a string or an object of languages"
        case .arrayOrLanguages: "an array or an object of languages"
        }
        report(node.position, path, .wrongType, "expected \(english), found \(node.kindDescription)",
               values: [expected.rawValue, node.kind.rawValue])
    }

    // MARK: - Brand

    static let topLevelKeys = ["formatVersion", "appName", "tagline", "logo", "accentColor", "highlights",
                               "operators", "conditions", "notifications", "whatsNew", "steps"]

    func brand(_ root: JSONNode) -> Brand? {
        guard let fields = object(root, "", known: Self.topLevelKeys) else { return nil }
        if let (node, path) = fields.required("formatVersion"),
           let version = integer(node, path, in: Int.min...Int.max), version != 1 {
            report(node.position, path, .unsupportedFormat, "unsupported format version \(version) (expected 1)", values: [String(version)])
        }
        let appName = fields.required("appName").flatMap { text($0.node, $0.path, key: "appName") }
        let tagline = fields.required("tagline").flatMap { text($0.node, $0.path, key: "tagline") }
        let logo = fields.required("logo").flatMap { self.logo($0.node, $0.path) }
        let accent = fields.required("accentColor").flatMap { self.accent($0.node, $0.path) }
        let highlights = fields.required("highlights").flatMap { self.highlights($0.node, $0.path) }
        let operatorsField = fields.optional("operators")
        let operators = operatorsField.map { self.operators($0.node, $0.path) } ?? []
        let conditions = fields.optional("conditions").flatMap { self.conditions($0.node, $0.path) }
        let notifications = fields.optional("notifications").flatMap { self.notifications($0.node, $0.path) }
            ?? NotificationOffer()
        let whatsNew = fields.optional("whatsNew").flatMap { self.whatsNew($0.node, $0.path) } ?? []
        let steps = fields.required("steps").flatMap { self.steps($0.node, $0.path) }

        if let steps, steps.contains(where: { $0.id == StockStep.conditions.rawValue }) {
            if let operators, operators.isEmpty {
                report(operatorsField?.node.position ?? root.position, "operators", .noOperators,
                       "at least one operator is required when the conditions step is on")
            }
            if !fields.has("conditions") {
                report(root.position, "conditions", .missingConditions,
                       "missing required field (the conditions step is on)")
            }
        }

        guard issues.isEmpty, let appName, let tagline, let logo, let accent, let highlights,
              let operators, let steps else { return nil }
        return Brand(appName: appName, tagline: tagline, logo: logo, accentColors: accent,
                     highlights: highlights, operators: operators, conditions: conditions,
                     notifications: notifications, whatsNew: whatsNew, steps: steps, translations: translations)
    }
}
