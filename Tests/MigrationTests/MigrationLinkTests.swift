import Testing
import Secrets
@testable import Migration

@Suite("migration link")
struct MigrationLinkTests {
    static let key = "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX"
    static let digest = String(repeating: "0123456789abcdef", count: 4)
    static let valid = "threshold:/migrate?v=1&archive=/home/me/threshold-export.age&key=\(key)&sha256=\(digest)&size=1234"

    @Test func parsesAValidLink() throws {
        let link = try MigrationLink(parsing: Self.valid)
        #expect(link.archive == .file(path: "/home/me/threshold-export.age"))
        #expect(link.key.secretKeyString == Self.key)
        #expect(Hex.encode(link.sha256) == Self.digest)
        #expect(link.size == 1234)
        #expect(link.formatted == Self.valid)
    }

    @Test(arguments: [
        MigrationArchiveLocation.file(path: "/tmp/a b/ünïcode & more?#%.age"),
        .file(path: "/x"),
        .url("https://example.com/path/archive.age?token=a&b=c"),
        .url("http://user@host:8080/a%20b"),
    ])
    func roundTrips(location: MigrationArchiveLocation) throws {
        let link = try MigrationLink(archive: location, key: AgeIdentity.generate(), sha256: [UInt8](repeating: 7, count: 32),
                                     size: UInt64.max)
        let text = link.formatted
        #expect(!text.contains(" "))
        #expect(text.filter { $0 == "&" }.count == 4)
        #expect(try MigrationLink(parsing: text) == link)
        #expect(try MigrationLink(parsing: "  \n" + text + "\n") == link)
    }

    @Test func descriptionHidesTheKey() throws {
        let link = try MigrationLink(parsing: Self.valid)
        #expect(!link.description.contains("AGE-SECRET-KEY"))
        #expect(!"\(link)".contains("GFPYYSJZ"))
        #expect(!String(reflecting: link.key).contains("GFPYYSJZ"))
    }

    /// From the fuzzer (Fuzz/findings/migration-link): an archive URL may itself contain the text
    /// "AGE-SECRET-KEY-..."; the description shows that text as given, never the link's real key.
    @Test func anArchiveThatMentionsAKeyStillHidesTheRealOne() throws {
        let text = "threshold:/migrate?v=1&archive=https://example.net/AGE-SECRET-KEY-1XYZ.age&key=\(Self.key)"
            + "&sha256=\(Self.digest)&size=1"
        let link = try MigrationLink(parsing: text)
        #expect(!link.description.contains(Self.key))
        #expect(link.description.contains("key=<redacted>"))
        #expect(try MigrationLink(parsing: link.formatted) == link)
    }

    @Test func parametersInAnyOrderAndUpperCaseHex() throws {
        let text = "threshold:/migrate?size=1&sha256=\(Self.digest.uppercased())&key=\(Self.key)&archive=https%3A%2F%2Fh.example%2Fa&v=1"
        let link = try MigrationLink(parsing: text)
        #expect(link.archive == .url("https://h.example/a"))
        #expect(Hex.encode(link.sha256) == Self.digest)
    }

    static func replacing(_ old: String, _ new: String) -> String {
        valid.replacingOccurrences(of: old, with: new)
    }

    static let malformed: [(String, MigrationLinkError)] = [
        ("", .wrongScheme),
        ("https://example.com", .wrongScheme),
        (replacing("threshold:", "thresh:"), .wrongScheme),
        (replacing("threshold:/migrate", "threshold://migrate"), .wrongPath),
        (replacing("/migrate?", "/migrat?"), .wrongPath),
        ("threshold:/migrate", .malformedQuery("it has no parameters")),
        (valid + "#frag", .malformedQuery("it has a fragment ('#')")),
        (valid + "&", .malformedQuery("it has an empty parameter ('&&' or a trailing '&')")),
        (replacing("&size=", "&&size="), .malformedQuery("it has an empty parameter ('&&' or a trailing '&')")),
        (replacing("&size=1234", "&size"), .malformedQuery("a parameter has no '='")),
        (replacing("archive=/home", "archive=%zz/home"), .malformedQuery("the \"archive\" value has bad percent-encoding")),
        (replacing("archive=/home", "archive=%ff/home"), .malformedQuery("the \"archive\" value has bad percent-encoding")),
        (replacing("v=1&", ""), .missingParameter("v")),
        (replacing("&size=1234", ""), .missingParameter("size")),
        (replacing("&sha256=\(digest)", ""), .missingParameter("sha256")),
        (replacing("&key=\(key)", ""), .missingParameter("key")),
        (replacing("archive=/home/me/threshold-export.age&", ""), .missingParameter("archive")),
        (valid + "&v=1", .duplicateParameter("v")),
        (valid + "&size=5", .duplicateParameter("size")),
        (valid + "&extra=1", .unknownParameter("extra")),
        (valid + "&V=1", .unknownParameter("V")),
        (replacing("v=1", "v=3"), .unsupportedVersion("3")),
        (replacing("v=1", "v="), .unsupportedVersion("")),
        (replacing("v=1", "v=01"), .unsupportedVersion("01")),
        (replacing("archive=/home/me/threshold-export.age", "archive="), .invalidArchiveLocation("it is empty")),
        (replacing("archive=/home/me", "archive=home/me"), .invalidArchiveLocation("a file path must be absolute")),
        (replacing("archive=/home/me", "archive=/home/../me"), .invalidArchiveLocation("the file path is not a plain absolute path")),
        (replacing("archive=/home/me/threshold-export.age", "archive=ftp://host/a"), .invalidArchiveLocation("only http and https URLs are supported")),
        (replacing("archive=/home/me/threshold-export.age", "archive=https:///a"), .invalidArchiveLocation("the URL has no host")),
        (replacing("archive=/home/me", "archive=/home%0Ame"), .invalidArchiveLocation("it contains control characters")),
        (replacing(key, "AGE-SECRET-KEY-1"), .invalidKey),
        (replacing(key, String(key.dropLast()) + "Y"), .invalidKey),
        (replacing(key, "age1zvkyg2lqzraa2lnjvqej32nkuu0ues2s82hzrye869xeexvn73equnujwj"), .invalidKey),
        (replacing("key=", "key=%"), .invalidKey),
        (replacing(digest, String(digest.dropLast())), .invalidDigest),
        (replacing(digest, String(digest.dropLast()) + "g"), .invalidDigest),
        (replacing(digest, digest + "00"), .invalidDigest),
        (replacing("size=1234", "size="), .invalidSize),
        (replacing("size=1234", "size=-1"), .invalidSize),
        (replacing("size=1234", "size=+1"), .invalidSize),
        (replacing("size=1234", "size=01234"), .invalidSize),
        (replacing("size=1234", "size=1e3"), .invalidSize),
        (replacing("size=1234", "size=18446744073709551616"), .invalidSize),
    ]

    @Test(arguments: malformed)
    func malformedLinks(link: String, expected: MigrationLinkError) {
        #expect(throws: expected) { try MigrationLink(parsing: link) }
    }

    @Test func errorDescriptionsNeverContainTheKey() {
        for (link, _) in Self.malformed {
            do {
                _ = try MigrationLink(parsing: link)
            } catch {
                #expect(!error.description.contains("GFPYYSJZ"))
                #expect(!error.code.isEmpty)
            }
        }
    }

    @Test func mutatedLinksNeverCrash() throws {
        var rng = SplitMix64(state: 2024)
        let base = Array(Self.valid.utf8)
        let alphabet = Array("threshold:/migrate?&=%0123456789abcdefAGE-SECRET-KEY-1/#+ \u{0}\u{7f}".utf8)
        var accepted = 0
        for _ in 0..<5000 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0 where !bytes.isEmpty: bytes.remove(at: Int.random(in: 0..<bytes.count, using: &rng))
                case 1: bytes.insert(alphabet.randomElement(using: &rng) ?? 0, at: Int.random(in: 0...bytes.count, using: &rng))
                case 2 where !bytes.isEmpty: bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                default:
                    let cut = Int.random(in: 0...bytes.count, using: &rng)
                    bytes = Array(bytes.prefix(cut))
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if let link = try? MigrationLink(parsing: text) {
                accepted += 1
                // Whatever parses must format back to something that parses to the same link.
                #expect(try MigrationLink(parsing: link.formatted) == link)
            }
        }
        #expect(accepted > 0)
    }
}
