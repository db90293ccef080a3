import Brand

/// A brand file's problem in the user's language (issue 35: Brand's English messages,
/// `unknown role "relay" (expected one of: storage, proxy)`, reached every language).
///
/// Brand gives each problem a stable ``BrandIssue/Code`` and the values its sentence needs; the
/// sentence is worded here, whole. The location before it (`brand.json:12:5: operators[1].roles[0]:`)
/// is kept as it is: it names a place in the file, in the file's own terms.
public enum BrandIssueText {
    /// `file:line:column: path: sentence`.
    public static func line(_ issue: BrandIssue) -> String {
        // The file's name and the field path come from the brand's author: echoed like any value,
        // so a 5,000-character field name does not come back whole.
        "\(SafeText.echo(issue.file)):\(issue.position): " + (issue.path.isEmpty ? "" : "\(SafeText.echo(issue.path)): ") + sentence(issue)
    }

    /// The problem as one sentence (or two), without its location.
    public static func sentence(_ issue: BrandIssue) -> String {
        let values = issue.values
        // The first value is from the file (echoed safely); the others Threshold wrote (lists, bounds).
        let first = SafeText.echo(values.first ?? "")
        let second = values.count > 1 ? values[1] : ""
        // The allowed names Brand lists (comma-separated), as the language writes a choice.
        let choices = { (listed: String) in Formats.list(listed.components(separatedBy: ", ")) }
        switch issue.code {
        case .syntaxError:
            return tr("This is not valid JSON: a comma, quote, colon or bracket is missing or extra here, or a value is written wrongly.")
        case .missingField:
            return tr("This required field is missing.")
        case .wrongType where values.isEmpty:
            return tr("This value has the wrong type (for example a text where a list or an object belongs).")
        case .wrongType where values.count > 1:
            // Both kinds named, as Brand's English does (issue 35: the translations only said
            // "the wrong type").
            return tr("This value has the wrong type: expected {expected}, found {found}.",
                      ["expected": .text(kind(values[0])), "found": .text(kind(values[1]))])
        case .wrongType:
            return tr("{number} is not a whole number; this field takes a whole number.", ["number": .text(first)])
        case .unknownField:
            return tr("Unknown field. The fields allowed here are: {fields}.", ["fields": .text(choices(values.first ?? ""))])
        case .duplicateField:
            return tr("This field is given twice; give it once.")
        case .emptyValue:
            return tr("This value can't be empty.")
        case .invalidValue where values.isEmpty:
            return tr("Give either \"text\" or \"path\" here, not both.")
        case .invalidValue:
            return invalid(first, rule: values.count > 1 ? BrandValueRule(rawValue: values[1]) : nil)
        case .unsupportedFormat:
            return tr("Format version {version} is not supported; this version of Threshold reads format version 1.", ["version": .text(first)])
        case .badColor:
            return tr("\"{value}\" is not a colour; write it as #RRGGBB, for example #1A73E8.", ["value": .user(first)])
        case .unknownRole:
            return tr("Unknown operator role \"{value}\". The roles allowed are: {roles}.", ["value": .user(first), "roles": .text(choices(second))])
        case .duplicateRole:
            return tr("The role \"{value}\" is given twice.", ["value": .user(first)])
        case .duplicateOperator:
            return tr("Two operators have the id \"{value}\"; each operator needs its own id.", ["value": .user(first)])
        case .noOperators:
            return tr("The conditions step is on, so at least one operator is required.")
        case .missingConditions:
            return tr("The conditions step is on, so the conditions document is required.")
        case .unknownStep:
            return tr("Unknown onboarding step \"{value}\". The steps allowed are: {steps}, or an info step object.",
                      ["value": .user(first), "steps": .text(choices(second))])
        case .duplicateStep:
            return tr("The step \"{value}\" is given twice.", ["value": .user(first)])
        case .missingStep:
            return tr("The {step} step is required.", ["step": .text("createProfile")])
        case .unknownMode:
            return tr("Unknown notification mode \"{value}\". The modes allowed are: {modes}.", ["value": .user(first), "modes": .text(choices(second))])
        case .duplicateMode:
            return tr("The notification mode \"{value}\" is given twice.", ["value": .user(first)])
        case .badVersion:
            return tr("\"{value}\" is not a version; write numbers separated by dots, for example 1.2.0.", ["value": .user(first)])
        case .duplicateVersion:
            return tr("The version \"{value}\" is given twice.", ["value": .user(first)])
        case .outOfRange:
            return tr("{value} is out of range; it must be from {lowest} to {highest}.",
                      ["value": .text(first), "lowest": .text(second), "highest": .text(values.count > 2 ? values[2] : "")])
        case .unknownLanguage:
            return tr("Unknown language code \"{value}\"; write a code such as de, pt_BR or zh_Hant.", ["value": .user(first)])
        case .missingDefault:
            return tr("The default value under \"en\" is missing; it is shown when none of the user's languages is given.")
        case .lengthMismatch:
            return tr("The number of items ({count}) differs from the list under \"en\" ({expected}); give one translation per item, in the same order.",
                      ["count": .text(first), "expected": .text(second)])
        }
    }

    /// A kind of JSON value, as the brand's author reads it after "expected" or "found".
    static func kind(_ raw: String) -> String {
        switch BrandValueKind(rawValue: raw) {
        case .object?: tr("an object", context: "brand value kind")
        case .array?: tr("an array", context: "brand value kind")
        case .string?: tr("a string", context: "brand value kind")
        case .boolean?: tr("true or false", context: "brand value kind")
        case .integer?: tr("a whole number", context: "brand value kind")
        case .number?: tr("a number", context: "brand value kind")
        case .null?: tr("null", context: "brand value kind")
        case .stringOrObject?: tr("a step name or an info step object", context: "brand value kind")
        case .stringOrLanguages?: tr("a string or an object of languages", context: "brand value kind")
        case .arrayOrLanguages?: tr("an array or an object of languages", context: "brand value kind")
        case nil: SafeText.echo(raw)
        }
    }

    /// A value that breaks a field's rule, saying what the field takes (as Brand's English does).
    static func invalid(_ value: String, rule: BrandValueRule?) -> String {
        let value = TextArgument.user(value)
        return switch rule {
        case .operatorID?:
            tr("The operator id \"{value}\" can't be used: write it with a-z, 0-9 and -, starting with a letter or a digit.", ["value": value])
        case .serverDomain?:
            tr("\"{value}\" is not a server's domain name; write one such as smp.example.org.", ["value": value])
        case .relativePath?:
            tr("The path \"{value}\" must be relative to the brand file's folder: it can't start with / or ~.", ["value": value])
        case .insideFolder?:
            tr("The path \"{value}\" must stay inside the brand file's folder: no .. above it.", ["value": value])
        case .stepType?:
            tr("Unknown step type \"{value}\"; the types allowed are stock and info.", ["value": value])
        case .stockStepID?:
            tr("\"{value}\" is the id of a built-in step; an info step needs an id of its own.", ["value": value])
        case .stepID?:
            tr("The step id \"{value}\" can't be used: write it with letters, digits, - and _, starting with a letter.", ["value": value])
        case nil:
            tr("The value \"{value}\" can't be used here. The brand file documentation says what this field takes.", ["value": value])
        }
    }
}
