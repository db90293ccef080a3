import Foundation
import Testing
@testable import Brand

@Suite struct BrandValidationTests {
    @Test func fixtureIsValid() throws {
        let brand = try Brand.parse(validBrand)
        #expect(brand.appName == "Test")
        #expect(brand.operators.map(\.id) == ["a", "b"])
        #expect(brand.notifications == NotificationOffer())
        #expect(brand.notifications.periodicIntervalMinutes == 10)
        #expect(brand.steps.map(\.id) == ["welcome", "createProfile", "conditions", "notifications"])
    }

    static let cases: [(String, String, [String])] = [
        ("wrong type", broken(#""tagline": "Tag""#, #""tagline": 42"#),
         ["brand.json:4:14: tagline: expected a string or an object of languages, found a number"]),
        ("missing field", broken("  \"appName\": \"Test\",\n", ""),
         ["brand.json:1:1: appName: missing required field"]),
        ("unknown field", broken(#""tagline": "Tag","#, #""tagline": "Tag", "colour": 1,"#),
         [#"brand.json:4:21: colour: unknown field (expected one of: formatVersion, appName, tagline, logo, accentColor, highlights, operators, conditions, notifications, whatsNew, steps)"#]),
        ("duplicate field", broken(#""tagline": "Tag","#, #""tagline": "Tag", "tagline": "Again","#),
         ["brand.json:4:21: tagline: duplicate field"]),
        ("unknown role", broken(#""roles": ["proxy"]"#, #""roles": ["relay"]"#),
         [#"brand.json:10:112: operators[1].roles[0]: unknown role "relay" (expected one of: storage, proxy)"#]),
        ("duplicate role", broken(#""roles": ["proxy"]"#, #""roles": ["proxy", "proxy"]"#),
         [#"brand.json:10:121: operators[1].roles[1]: duplicate role "proxy""#]),
        ("duplicate operator", broken(#"{ "id": "b""#, #"{ "id": "a""#),
         [#"brand.json:10:13: operators[1].id: duplicate operator id "a""#]),
        ("bad operator id", broken(#"{ "id": "b""#, #"{ "id": "B b""#),
         [#"brand.json:10:13: operators[1].id: invalid operator id "B b" (use a-z, 0-9 and '-', starting with a letter or digit)"#]),
        ("bad domain", broken(#"["b.example"]"#, #"["b..example"]"#),
         [#"brand.json:10:88: operators[1].serverDomains[0]: invalid server domain "b..example""#]),
        ("missing operator field", broken(#""legalName": "B Ltd", "#, ""),
         ["brand.json:10:5: operators[1].legalName: missing required field"]),
        ("empty operators with conditions step", broken(
            "\n    { \"id\": \"a\", \"tag\": \"A\", \"tradeName\": \"A\", \"legalName\": \"A Ltd\", \"serverDomains\": [\"a.example\"], \"roles\": [\"storage\"] },\n    { \"id\": \"b\", \"tag\": \"B\", \"tradeName\": \"B\", \"legalName\": \"B Ltd\", \"serverDomains\": [\"b.example\"], \"roles\": [\"proxy\"] }\n  ",
            ""),
         ["brand.json:8:16: operators: at least one operator is required when the conditions step is on"]),
        ("bad color", broken(##""dark": "#445566""##, ##""dark": "#44556""##),
         [##"brand.json:6:48: accentColor.dark: bad color "#44556" (expected #RRGGBB)"##]),
        ("color name", broken(##""light": "#112233""##, ##""light": "teal""##),
         [#"brand.json:6:29: accentColor.light: bad color "teal" (expected #RRGGBB)"#]),
        ("unknown step", broken(#"["welcome", "createProfile""#, #"["welcom", "createProfile""#),
         [#"brand.json:13:13: steps[0]: unknown step "welcom" (expected one of: welcome, createProfile, conditions, notifications, or an info step object)"#]),
        ("duplicate step", broken(#""conditions", "notifications"]"#, #""conditions", "welcome"]"#),
         [#"brand.json:13:55: steps[3]: duplicate step "welcome""#]),
        ("createProfile missing", broken(#""welcome", "createProfile", "#, #""welcome", "#),
         ["brand.json:13:12: steps: the createProfile step is required"]),
        ("empty steps", broken(#"["welcome", "createProfile", "conditions", "notifications"]"#, "[]"),
         ["brand.json:13:12: steps: must not be empty"]),
        ("info step with a stock id", broken(#""notifications"]"#, #"{ "type": "info", "id": "welcome", "title": "T", "body": "B" }]"#),
         [#"brand.json:13:79: steps[3].id: "welcome" is a stock step id; an info step needs its own id"#]),
        ("info step without body", broken(#""notifications"]"#, #"{ "type": "info", "id": "tour", "title": "T" }]"#),
         ["brand.json:13:55: steps[3].body: missing required field"]),
        ("stock step with info fields", broken(#""notifications"]"#, #"{ "id": "notifications", "title": "T" }]"#),
         ["brand.json:13:80: steps[3].title: unknown field (expected one of: type, id, version)"]),
        ("bad step version", broken(#""notifications"]"#, #"{ "id": "notifications", "version": 0 }]"#),
         ["brand.json:13:91: steps[3].version: 0 is out of range (expected 1 to 1000000)"]),
        ("conditions missing", broken("  \"conditions\": { \"version\": \"1\", \"text\": \"Be nice.\" },\n", ""),
         ["brand.json:1:1: conditions: missing required field (the conditions step is on)"]),
        ("conditions text and path", broken(#""text": "Be nice." }"#, #""text": "Be nice.", "path": "c.md" }"#),
         [#"brand.json:12:17: conditions: give either "text" or "path", not both"#]),
        ("absolute conditions path", broken(#""text": "Be nice." }"#, #""path": "/etc/c.md" }"#),
         [#"brand.json:12:43: conditions.path: "/etc/c.md" must be relative to the brand file"#]),
        ("conditions path escaping the folder", broken(#""text": "Be nice." }"#, #""path": "../../../../etc/passwd" }"#),
         [#"brand.json:12:43: conditions.path: "../../../../etc/passwd" must stay inside the brand file's folder (no ".." above it)"#]),
        ("conditions path escaping midway", broken(#""text": "Be nice." }"#, #""path": "a/../../c.md" }"#),
         [#"brand.json:12:43: conditions.path: "a/../../c.md" must stay inside the brand file's folder (no ".." above it)"#]),
        ("unknown notification mode", broken(#""formatVersion": 1,"#, #""formatVersion": 1, "notifications": { "modes": ["push"] },"#),
         [#"brand.json:2:52: notifications.modes[0]: unknown notification mode "push" (expected one of: instant, periodic, off)"#]),
        ("interval out of range", broken(#""formatVersion": 1,"#, #""formatVersion": 1, "notifications": { "periodicIntervalMinutes": 0 },"#),
         ["brand.json:2:69: notifications.periodicIntervalMinutes: 0 is out of range (expected 1 to 1440)"]),
        ("fractional interval", broken(#""formatVersion": 1,"#, #""formatVersion": 1, "notifications": { "periodicIntervalMinutes": 2.5 },"#),
         ["brand.json:2:69: notifications.periodicIntervalMinutes: expected an integer, found 2.5"]),
        ("bad what's new version", broken(#""formatVersion": 1,"#, #""formatVersion": 1, "whatsNew": [{ "version": "v2", "title": "T", "items": ["x"] }],"#),
         [#"brand.json:2:49: whatsNew[0].version: bad version "v2" (expected numbers separated by dots, e.g. "1.2.0")"#]),
        ("duplicate what's new version", broken(#""formatVersion": 1,"#, #""formatVersion": 1, "whatsNew": [{ "version": "1.0", "title": "T", "items": ["x"] }, { "version": "1.0", "title": "U", "items": ["y"] }],"#),
         [#"brand.json:2:101: whatsNew[1].version: duplicate version "1.0""#]),
        ("unsupported format", broken(#""formatVersion": 1,"#, #""formatVersion": 2,"#),
         ["brand.json:2:20: formatVersion: unsupported format version 2 (expected 1)"]),
        ("empty app name", broken(#""appName": "Test""#, #""appName": "  ""#),
         ["brand.json:3:14: appName: must not be empty"]),
        ("empty highlights", broken(#"[ { "title": "T", "text": "X" } ]"#, "[]"),
         ["brand.json:7:17: highlights: must not be empty"]),
        ("logo not an object", broken(#"{ "light": ["L"], "dark": ["D"] }"#, #"["L"]"#),
         ["brand.json:5:11: logo: expected an object, found an array"]),
        ("several problems, in file order", broken(#""tagline": "Tag""#, #""tagline": null"#)
            .replacingOccurrences(of: #""roles": ["storage"]"#, with: #""roles": ["relay"]"#),
         ["brand.json:4:14: tagline: expected a string or an object of languages, found null",
          #"brand.json:9:112: operators[0].roles[0]: unknown role "relay" (expected one of: storage, proxy)"#]),
        ("syntax: trailing comma", broken(#""steps": ["welcome""#, #""steps": ["welcome",,"#),
         ["brand.json:13:23: syntax error: expected a value, found character ','"]),
        ("syntax: missing colon", broken(#""tagline": "Tag""#, #""tagline" "Tag""#),
         ["brand.json:4:13: syntax error: expected ':' after the key, found character '\"'"]),
        ("syntax: unterminated string", "{\n  \"appName\": \"Test", ["brand.json:2:14: syntax error: unterminated string"]),
        ("syntax: empty", "", ["brand.json:1:1: syntax error: expected a value, found end of input"]),
        ("syntax: not an object", "[1]", ["brand.json:1:1: expected an object, found an array"]),
        ("syntax: trailing garbage", "{} x", ["brand.json:1:4: syntax error: unexpected character 'x' after the end of the document"]),
    ]

    @Test(arguments: cases.indices)
    func brokenBrandsReportExactErrors(index: Int) {
        let (name, text, expected) = Self.cases[index]
        #expect(errorLines(text) == expected, "\(name)")
    }

    @Test func issuesCarryStableCodes() throws {
        let error = try #require(throws: BrandError.self) {
            try Brand.parse(broken(#""roles": ["proxy"]"#, #""roles": ["relay"]"#))
        }
        #expect(error.code == "invalidBrand")
        #expect(error.issues.map(\.code) == [.unknownRole])
        #expect(error.issues.first?.position == SourcePosition(line: 10, column: 112))
        #expect(error.issues.first?.path == "operators[1].roles[0]")
        // The values Features words the sentence with, in the user's language (issue 35).
        #expect(error.issues.first?.values == ["relay", "storage, proxy"])
        #expect(BrandIssue.Code.unknownRole.rawValue == "unknownRole")
        #expect(BrandError.unreadable(path: "x", reason: "r").code == "brandUnreadable")
        #expect(BrandError.conditionsUnavailable(path: "x", reason: "r").code == "conditionsUnavailable")
    }

    @Test func noConditionsStepNeedsNoOperators() throws {
        let text = broken(#""conditions", "notifications"]"#, #""notifications"]"#)
            .replacingOccurrences(of: "  \"conditions\": { \"version\": \"1\", \"text\": \"Be nice.\" },\n", with: "")
        let brand = try Brand.parse(text)
        #expect(brand.conditions == nil)
    }

    @Test func missingFileIsUnreadable() {
        let url = URL(fileURLWithPath: "/nonexistent/brand.json")
        #expect(throws: BrandError.unreadable(path: "/nonexistent/brand.json", reason: "cannot be read")) {
            try Brand.load(contentsOf: url)
        }
    }

    @Test func colorsAndVersionsParse() {
        #expect(RGBColor(hex: "#2b59c3")?.hex == "#2B59C3")
        #expect(RGBColor(hex: "#2B59C") == nil)
        #expect(RGBColor(hex: "2B59C3A") == nil)
        #expect(RGBColor(hex: "#GG0000") == nil)
        #expect(AppVersion("1.10")! > AppVersion("1.9")!)
        #expect(AppVersion("1.2") == AppVersion("1.2"))
        #expect(!(AppVersion("1.2")! < AppVersion("1.2.0")!))
        #expect(AppVersion("1..2") == nil)
        #expect(AppVersion("-1") == nil)
        #expect(AppVersion("") == nil)
    }
}
