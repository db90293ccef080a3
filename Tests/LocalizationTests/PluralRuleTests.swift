import Testing
@testable import Localization

/// The plural expression parser and evaluator: C precedence, short-circuits, bounded depth,
/// division by zero, and nothing outside the subset.
@Suite struct PluralRuleTests {
    private func value(_ expression: String, _ n: Int) throws -> Int? {
        try PluralRule(count: 6, expression: expression).evaluate(n)
    }

    @Test func precedenceAndAssociativityAreC() throws {
        #expect(try value("1 + 2 * 3", 0) == 7)
        #expect(try value("(1 + 2) * 3", 0) == 9)
        #expect(try value("10 - 4 - 3", 0) == 3)
        #expect(try value("100 / 10 / 5", 0) == 2)
        #expect(try value("17 % 5 * 2", 0) == 4)
        #expect(try value("1 < 2 == 1", 0) == 1)
        #expect(try value("n == 1 || n == 2 && n == 3", 1) == 1)
        #expect(try value("n == 0 ? 0 : n == 1 ? 1 : 2", 7) == 2)
        #expect(try value("n ? n > 5 ? 2 : 1 : 0", 6) == 2)
        #expect(try value("!n", 0) == 1)
        #expect(try value("!!n", 5) == 1)
        #expect(try value("!(n != 1)", 1) == 1)
        #expect(try value("n >= 2 && n <= 4", 4) == 1)
        #expect(try value("n > 2", 2) == 0)
    }

    @Test func divisionByZeroHasNoValueButShortCircuitsAvoidIt() throws {
        #expect(try value("1 / n", 0) == nil)
        #expect(try value("1 % n", 0) == nil)
        #expect(try value("n != 0 && 10 / n", 0) == 0)
        #expect(try value("n == 0 || 10 % n", 0) == 1)
        #expect(try value("n ? 10 / n : 3", 0) == 3)
        let rule = try PluralRule(count: 2, expression: "1 / n")
        #expect(rule.form(for: 0) == 0)
        #expect(rule.check()?.n == 0)
    }

    @Test func outOfRangeFormsFallToTheFirst() throws {
        let rule = try PluralRule(count: 2, expression: "n")
        #expect(rule.form(for: 1) == 1)
        #expect(rule.form(for: 7) == 0)
        #expect(rule.check()?.n == 2)
    }

    @Test(arguments: [
        ("", "the plural expression ends too early"),
        ("n +", "the plural expression ends too early"),
        ("(n", "expected \")\", but the expression ends"),
        ("n ? 1", "expected \":\" of a ?: expression, but the expression ends"),
        ("n 1", "unexpected 1 after a complete expression"),
        ("n = 1", "unexpected \"=\" at character 3 of the plural expression"),
        ("n & 1", "unexpected \"&\" at character 3 of the plural expression"),
        ("system(1)", "unexpected \"s\" at character 1 of the plural expression"),
        ("99999999999999999999", "number too large in the plural expression"),
        ("-1", "expected n, a number, \"!\" or \"(\", found \"-\""),
    ])
    func malformedExpressionsAreRefused(expression: String, message: String) {
        #expect(throws: PluralRuleError(message: message)) { try PluralRule(count: 2, expression: expression) }
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "(", count: 40) + "n" + String(repeating: ")", count: 40)
        #expect(throws: PluralRuleError(message: "the plural expression nests deeper than 32 levels")) {
            try PluralRule(count: 2, expression: deep)
        }
        let nots = String(repeating: "!", count: 100) + "n"
        #expect(throws: PluralRuleError(message: "the plural expression nests deeper than 32 levels")) {
            try PluralRule(count: 2, expression: nots)
        }
        let chain = (0..<40).map { "n == \($0) ? 0 :" }.joined(separator: " ") + " 1"
        #expect(throws: PluralRuleError(message: "the plural expression nests deeper than 32 levels")) {
            try PluralRule(count: 2, expression: chain)
        }
        let shallow = String(repeating: "(", count: 20) + "n != 1" + String(repeating: ")", count: 20)
        #expect(try PluralRule(count: 2, expression: shallow).form(for: 2) == 1)
        #expect(throws: PluralRuleError(message: "the plural expression is longer than 1000 characters")) {
            try PluralRule(count: 2, expression: String(repeating: "n+", count: 600) + "n")
        }
    }

    @Test func headers() throws {
        let rule = try PluralRule(header: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);")
        #expect(rule.count == 3)
        #expect([1, 2, 5, 12, 22, 25].map(rule.form) == [0, 1, 2, 2, 1, 2])
        #expect(try PluralRule(header: "nplurals=1; plural=0;").form(for: 5) == 0)
        #expect(throws: PluralRuleError(message: "Plural-Forms has no nplurals")) { try PluralRule(header: "plural=0;") }
        #expect(throws: PluralRuleError(message: "nplurals must be 1 to 6, not 9")) { try PluralRule(header: "nplurals=9; plural=0;") }
        #expect(throws: PluralRuleError(message: "unknown Plural-Forms field \"plurals\"")) { try PluralRule(header: "plurals=2;") }
    }

    /// Random expressions over the grammar never crash the parser or the evaluator.
    @Test func randomTextNeverCrashes() {
        let alphabet = Array("n0123456789 ?:|&=!<>+-*/%()")
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int(state % 24) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            if let rule = try? PluralRule(count: 6, expression: text) {
                for n in [0, 1, 2, 5, 11, 21, 101, Int.max] { _ = rule.evaluate(n) }
            }
        }
    }
}
