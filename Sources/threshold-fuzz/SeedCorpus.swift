import Foundation
import Brand
import Migration
import Secrets

/// The seed inputs of every target, generated from the real writers (so the binary formats are
/// exact) and stored in the repository under `Fuzz/corpus/<target>/seed-N`.
enum SeedCorpus {
    /// A counter-based byte source, so seeds are reproducible.
    struct CountingRandom: RandomSource {
        func bytes(_ count: Int) throws(SecretsError) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 1) }
        }
    }

    static func seeds() throws -> [String: [[UInt8]]] {
        func utf8(_ items: [String]) -> [[UInt8]] { items.map { Array($0.utf8) } }
        var seeds: [String: [[UInt8]]] = [:]
        let names = ["Ann", "  Ann   Lee  ", "Zoë", "e\u{0301}te\u{0301}", "👩‍👩‍👧 family", "שלום", "a\u{202E}b",
                     "tab\there", "\u{1b}[31mred", String(repeating: "x", count: 60), "", " ", "\u{FEFF}bom"]
        seeds["display-name"] = utf8(names)
        seeds["bio"] = utf8(names + [String(repeating: "é", count: 81), String(repeating: "b", count: 160), "line\nbreak"])
        seeds["brand"] = utf8([
            "{}", "[]", #"{"appName": "X"}"#, #"{"appName": "X", "tagline": "t", "steps": [{"stock": "welcome"}]}"#,
            #"{"a": "\ud83d\ude00", "b": 1e308, "c": -0.0, "d": [true, false, null]}"#, #"{"deep": [[[[[[[[[[]]]]]]]]]]}"#,
        ])
        if let example = FileManager.default.contents(atPath: "Examples/aurora-brand.json") {
            seeds["brand", default: []].append([UInt8](example))
        }
        // Per-language values (docs/brand.md, "Languages"): the built-in brand in seven languages, and
        // the new mistakes (unknown tag, no default, a translated list of another length).
        seeds["brand", default: []] += utf8([
            Brand.builtInJSON,
            #"{"tagline": {"en": "t", "de": "d", "pt_BR": "p", "xx": 1, "de": "again"}, "appName": {}}"#,
            #"{"whatsNew": [{"version": "1.0", "title": {"en": "T"}, "items": {"en": ["a", "b"], "de": ["x"]}}]}"#,
            #"{"conditions": {"version": "1", "path": {"en": "c.md", "de": "../c.md", "fr": "/etc/passwd"}}}"#,
        ])
        seeds["plural-rule"] = utf8([
            "nplurals=2; plural=(n != 1);", "nplurals=1; plural=0;", "nplurals=2; plural=(n > 1);",
            "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
            "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
            "nplurals=2; plural=n/0;", "nplurals=2; plural=!(n-1)*2+(n>5)-(n<0);",
        ])
        for language in ["ar", "de", "ja", "ru"] {
            if let catalog = FileManager.default.contents(atPath: "Sources/Localization/po/\(language).po") {
                seeds["po", default: []].append([UInt8](catalog))
            }
        }
        seeds["po", default: []] += utf8([
            "msgid \"\"\nmsgstr \"Language: x\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\nmsgctxt \"c\"\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"x\"\nmsgstr[1] \"y\"\n",
            "#, fuzzy\nmsgid \"a\"\n\"b\\n\"\nmsgstr \"\\t\\\"\"\n#~ msgid \"old\"\n",
        ])
        guard let identity = FuzzTarget.ageIdentity else { throw CocoaError(.featureUnsupported) }
        let file = try MigrationLink(archive: .file(path: "/tmp/threshold-migration-20260101-000000.age"), key: identity,
                                     sha256: [UInt8](repeating: 0xab, count: 32), size: 123_456)
        let url = try MigrationLink(archive: .url("https://example.net/a%20b.age?x=1"), key: identity,
                                    sha256: [UInt8](repeating: 1, count: 32), size: 0)
        seeds["migration-link"] = utf8([file.formatted, url.formatted, "threshold:/migrate?v=1", "  " + file.formatted + "\n"])

        let tar = TarWriter(sink: ByteArraySink())
        try tar.addDirectory(path: "files")
        try tar.addFile(path: "manifest.json", contents: Array("{}".utf8))
        try tar.addFile(path: "files/" + String(repeating: "n", count: 90) + "/" + String(repeating: "m", count: 90), contents: [1, 2, 3])
        try tar.addFile(path: "threshold.db", contents: [UInt8](repeating: 7, count: 1500))
        let archive = try tar.finish().bytes
        seeds["tar"] = [archive, Array(archive.prefix(512)), [UInt8](repeating: 0, count: 1024)]

        let manifest = Manifest(schemaVersion: 3, appVersion: "0.1.0", createdAt: Date(timeIntervalSince1970: 1_800_000_000),
                                entries: [ManifestEntry(path: "threshold.db", size: 73_728, sha256: String(repeating: "0f", count: 32)),
                                          ManifestEntry(path: "files/a b.png", size: 0, sha256: String(repeating: "e3", count: 32))])
        seeds["manifest"] = [try manifest.encoded(), Array(#"{"formatVersion": 1}"#.utf8)]

        var age: [[UInt8]] = []
        for payload in [[UInt8](), Array("hello".utf8), [UInt8](repeating: 0x5a, count: 64 * 1024 + 10)] {
            let encryptor = try AgeEncryptor(recipients: [identity.recipient], sink: ByteArraySink(), random: CountingRandom())
            try encryptor.write(payload)
            age.append(try encryptor.finish().bytes)
        }
        seeds["age"] = age

        seeds["input-decoder"] = [
            [0] + Array("plain text é 漢字".utf8), [3, 0x1b, 0x5b, 0x41, 0x1b, 0x5b, 0x42, 0x1b, 0x4f, 0x50],
            [1] + Array("\u{1b}[200~pasted\r\nlines\u{1b}[201~".utf8), [7] + Array("\u{1b}[<0;10;5M\u{1b}[<0;10;5m".utf8),
            [2] + Array("\u{1b}[1;5C\u{1b}[3~\u{1b}[15~\u{1b}".utf8), [15, 0x1b, 0x1b, 0x7f, 0x08, 0x0d, 0x09, 0xff, 0xc3],
        ]
        seeds["arguments"] = [
            "profiles\0create\0Ann\0--bio\0hello", "--data-dir\0/tmp/x\0--json\0chats\0list", "--bio\0--json",
            "dev\0seed\0--profiles\0999999999999999999999", "--\0-x\0--=", "migrate\0import\0--replace",
        ].map { Array($0.utf8) }
        return seeds
    }

    static func write(into folder: String) throws {
        for (target, inputs) in try seeds() {
            let directory = folder + "/" + target
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for (index, input) in inputs.enumerated() {
                try Data(input).write(to: URL(fileURLWithPath: directory + "/seed-\(index + 1)"))
            }
        }
    }
}
