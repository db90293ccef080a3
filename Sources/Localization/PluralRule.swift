/// A catalog's plural rule: the C expression of its `Plural-Forms` header (`plural=...`), parsed
/// once into a tree and evaluated for each count. Nothing is ever executed as code: the parser
/// knows a small C subset (`?:`, `||`, `&&`, `==`, `!=`, `<`, `>`, `<=`, `>=`, `+`, `-`, `*`, `/`,
/// `%`, `!`, parentheses, integers and `n`), limits nesting, and evaluation never traps (a division
/// or remainder by zero makes the result `nil`).
public struct PluralRule: Sendable, Equatable {
    /// How many forms each plural entry carries (`nplurals`).
    public let count: Int
    private let root: Node

    /// The most deeply nested expression the parser accepts (parentheses, `?:`, unary `!`).
    public static let maximumDepth = 32
    /// The longest expression text the parser accepts, in characters.
    public static let maximumLength = 1_000

    /// English and the other languages with one singular: `nplurals=2; plural=(n != 1);`.
    public static let english = PluralRule(count: 2, root: .binary(.notEqual, .count, .literal(1)))

    /// Parses `expression` (the text after `plural=`, without the final `;`) for `count` forms.
    public init(count: Int, expression: String) throws(PluralRuleError) {
        guard (1...6).contains(count) else { throw PluralRuleError(message: "nplurals must be 1 to 6, not \(count)") }
        guard expression.count <= Self.maximumLength else {
            throw PluralRuleError(message: "the plural expression is longer than \(Self.maximumLength) characters")
        }
        var parser = Parser(tokens: try Self.tokenize(expression))
        self.count = count
        self.root = try parser.parseWhole()
    }

    /// Parses a whole `Plural-Forms` header value, e.g. `nplurals=3; plural=(n==1 ? 0 : 2);`.
    public init(header: String) throws(PluralRuleError) {
        var nplurals: Int?
        var plural: String?
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else {
                if part.allSatisfy(\.isWhitespace) { continue }
                throw PluralRuleError(message: "expected name=value in Plural-Forms, found \"\(part)\"")
            }
            let name = pair[0].trimmingWhitespace()
            let value = pair[1].trimmingWhitespace()
            switch name {
            case "nplurals":
                guard let number = Int(value) else { throw PluralRuleError(message: "nplurals is not a number: \"\(value)\"") }
                nplurals = number
            case "plural": plural = value
            default: throw PluralRuleError(message: "unknown Plural-Forms field \"\(name)\"")
            }
        }
        guard let nplurals else { throw PluralRuleError(message: "Plural-Forms has no nplurals") }
        guard let plural else { throw PluralRuleError(message: "Plural-Forms has no plural expression") }
        try self.init(count: nplurals, expression: plural)
    }

    private init(count: Int, root: Node) {
        self.count = count
        self.root = root
    }

    /// The value of the expression for `n`, or `nil` when it divides by zero.
    public func evaluate(_ n: Int) -> Int? {
        Self.evaluate(root, n: n)
    }

    /// The form to use for `n`: the expression's value, or form 0 when that value is out of range
    /// or undefined (a rule is checked on loading; see ``check(upTo:)``).
    public func form(for n: Int) -> Int {
        guard let value = evaluate(n), (0..<count).contains(value) else { return 0 }
        return value
    }

    /// The first `n` in `0...limit` whose value is undefined or not a form, if any: catalogs are
    /// refused on loading rather than showing a wrong form later.
    public func check(upTo limit: Int = 1_000) -> (n: Int, value: Int?)? {
        for n in 0...limit {
            let value = evaluate(n)
            guard let value, (0..<count).contains(value) else { return (n, value) }
        }
        return nil
    }

    // MARK: - Tree

    indirect enum Node: Sendable, Equatable {
        case count
        case literal(Int)
        case not(Node)
        case binary(Operator, Node, Node)
        case conditional(Node, Node, Node)
    }

    enum Operator: String, Sendable, Equatable {
        case or = "||", and = "&&", equal = "==", notEqual = "!=", less = "<", greater = ">"
        case lessOrEqual = "<=", greaterOrEqual = ">=", plus = "+", minus = "-", times = "*"
        case divide = "/", remainder = "%"

        /// Binding strength as in C: higher binds tighter.
        var precedence: Int {
            switch self {
            case .or: 1
            case .and: 2
            case .equal, .notEqual: 3
            case .less, .greater, .lessOrEqual, .greaterOrEqual: 4
            case .plus, .minus: 5
            case .times, .divide, .remainder: 6
            }
        }
    }

    private static func evaluate(_ node: Node, n: Int) -> Int? {
        switch node {
        case .count: return n
        case .literal(let value): return value
        case .not(let operand):
            guard let value = evaluate(operand, n: n) else { return nil }
            return value == 0 ? 1 : 0
        case .conditional(let condition, let then, let otherwise):
            guard let test = evaluate(condition, n: n) else { return nil }
            return evaluate(test != 0 ? then : otherwise, n: n)
        case .binary(let op, let left, let right):
            // && and || short-circuit as in C, so `n != 0 && 10 / n` is defined at 0.
            guard let a = evaluate(left, n: n) else { return nil }
            if op == .and && a == 0 { return 0 }
            if op == .or && a != 0 { return 1 }
            guard let b = evaluate(right, n: n) else { return nil }
            switch op {
            case .or, .and: return b != 0 ? 1 : 0
            case .equal: return a == b ? 1 : 0
            case .notEqual: return a != b ? 1 : 0
            case .less: return a < b ? 1 : 0
            case .greater: return a > b ? 1 : 0
            case .lessOrEqual: return a <= b ? 1 : 0
            case .greaterOrEqual: return a >= b ? 1 : 0
            case .plus: return a &+ b
            case .minus: return a &- b
            case .times: return a &* b
            case .divide: return b == 0 || (a == .min && b == -1) ? nil : a / b
            case .remainder: return b == 0 || (a == .min && b == -1) ? nil : a % b
            }
        }
    }

    // MARK: - Tokens

    enum Token: Equatable {
        case count, number(Int), op(Operator), not, question, colon, open, close
    }

    private static func tokenize(_ text: String) throws(PluralRuleError) -> [Token] {
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case " ", "\t", "\n", "\r": index += 1
            case "n": tokens.append(.count); index += 1
            case "0"..."9":
                var value = 0
                while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                    let digit = Int(scalars[index].value) - 48
                    let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = product.addingReportingOverflow(digit)
                    guard !overflow1 && !overflow2 else { throw PluralRuleError(message: "number too large in the plural expression") }
                    value = sum
                    index += 1
                }
                tokens.append(.number(value))
            case "?": tokens.append(.question); index += 1
            case ":": tokens.append(.colon); index += 1
            case "(": tokens.append(.open); index += 1
            case ")": tokens.append(.close); index += 1
            case "+": tokens.append(.op(.plus)); index += 1
            case "-": tokens.append(.op(.minus)); index += 1
            case "*": tokens.append(.op(.times)); index += 1
            case "/": tokens.append(.op(.divide)); index += 1
            case "%": tokens.append(.op(.remainder)); index += 1
            case "|" where next == "|": tokens.append(.op(.or)); index += 2
            case "&" where next == "&": tokens.append(.op(.and)); index += 2
            case "=" where next == "=": tokens.append(.op(.equal)); index += 2
            case "!" where next == "=": tokens.append(.op(.notEqual)); index += 2
            case "!": tokens.append(.not); index += 1
            case "<" where next == "=": tokens.append(.op(.lessOrEqual)); index += 2
            case "<": tokens.append(.op(.less)); index += 1
            case ">" where next == "=": tokens.append(.op(.greaterOrEqual)); index += 2
            case ">": tokens.append(.op(.greater)); index += 1
            default:
                throw PluralRuleError(message: "unexpected \"\(scalar)\" at character \(index + 1) of the plural expression")
            }
        }
        return tokens
    }

    // MARK: - Parser (precedence climbing)

    private struct Parser {
        let tokens: [Token]
        var position = 0
        var depth = 0

        init(tokens: [Token]) { self.tokens = tokens }

        mutating func parseWhole() throws(PluralRuleError) -> Node {
            let node = try parseConditional()
            guard position == tokens.count else { throw PluralRuleError(message: "unexpected \(describe(tokens[position])) after a complete expression") }
            return node
        }

        private mutating func enter() throws(PluralRuleError) {
            depth += 1
            guard depth <= PluralRule.maximumDepth else {
                throw PluralRuleError(message: "the plural expression nests deeper than \(PluralRule.maximumDepth) levels")
            }
        }

        private mutating func parseConditional() throws(PluralRuleError) -> Node {
            try enter()
            defer { depth -= 1 }
            let condition = try parseBinary(minimum: 1)
            guard position < tokens.count, tokens[position] == .question else { return condition }
            position += 1
            let then = try parseConditional()
            try expect(.colon, "\":\" of a ?: expression")
            let otherwise = try parseConditional()
            return .conditional(condition, then, otherwise)
        }

        private mutating func parseBinary(minimum: Int) throws(PluralRuleError) -> Node {
            var left = try parseUnary()
            while position < tokens.count, case .op(let op) = tokens[position], op.precedence >= minimum {
                position += 1
                let right = try parseBinary(minimum: op.precedence + 1)
                left = .binary(op, left, right)
            }
            return left
        }

        private mutating func parseUnary() throws(PluralRuleError) -> Node {
            guard position < tokens.count else { throw PluralRuleError(message: "the plural expression ends too early") }
            let token = tokens[position]
            position += 1
            switch token {
            case .count: return .count
            case .number(let value): return .literal(value)
            case .not:
                try enter()
                defer { depth -= 1 }
                return .not(try parseUnary())
            case .open:
                let inner = try parseConditional()
                try expect(.close, "\")\"")
                return inner
            default:
                throw PluralRuleError(message: "expected n, a number, \"!\" or \"(\", found \(describe(token))")
            }
        }

        private mutating func expect(_ token: Token, _ what: String) throws(PluralRuleError) {
            guard position < tokens.count else { throw PluralRuleError(message: "expected \(what), but the expression ends") }
            guard tokens[position] == token else { throw PluralRuleError(message: "expected \(what), found \(describe(tokens[position]))") }
            position += 1
        }

        private func describe(_ token: Token) -> String {
            switch token {
            case .count: "n"
            case .number(let value): "\(value)"
            case .op(let op): "\"\(op.rawValue)\""
            case .not: "\"!\""
            case .question: "\"?\""
            case .colon: "\":\""
            case .open: "\"(\""
            case .close: "\")\""
            }
        }
    }
}

/// Why a plural expression or `Plural-Forms` header was refused.
public struct PluralRuleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in plain words.
    public let message: String
    /// Same as ``message``.
    public var description: String { message }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    func trimmingWhitespace() -> String {
        String(String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
    }
}
