import Foundation
import Testing
@testable import Migration

@Suite("manifest.json")
struct ManifestTests {
    let digest = String(repeating: "ab", count: 32)

    func sample() -> Manifest {
        Manifest(schemaVersion: 3, appVersion: "1.2.0", createdAt: Date(timeIntervalSince1970: 1_700_000_000),
                 entries: [ManifestEntry(path: "threshold.db", size: 4096, sha256: digest),
                           ManifestEntry(path: "files/a.bin", size: 0, sha256: digest)])
    }

    @Test func roundTrip() throws {
        let json = try sample().encoded()
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"createdAt\" : \"2023-11-14T22:13:20Z\""))
        #expect(text.contains("\"formatVersion\" : 1"))
        #expect(try Manifest.decode(json) == sample())
    }

    func json(_ text: String) -> [UInt8] { Array(text.utf8) }

    func document(formatVersion: String = "1", schemaVersion: String = "3", appVersion: String = "\"1.0\"",
                  createdAt: String = "\"2024-01-02T03:04:05Z\"", entries: String? = nil, extra: String = "") -> [UInt8] {
        let entries = entries ?? "[{\"path\":\"threshold.db\",\"size\":10,\"sha256\":\"\(digest)\"}]"
        return json("{\"formatVersion\":\(formatVersion),\"schemaVersion\":\(schemaVersion),\"appVersion\":\(appVersion),"
                    + "\"createdAt\":\(createdAt),\"entries\":\(entries)\(extra)}")
    }

    @Test func validDocumentDecodes() throws {
        let manifest = try Manifest.decode(document())
        #expect(manifest.entries.first?.size == 10)
        #expect(manifest.createdAt == Date(timeIntervalSince1970: 1_704_164_645))
    }

    @Test func malformedDocuments() {
        let e = { (path: String) in "[{\"path\":\"\(path)\",\"size\":1,\"sha256\":\"\(digest)\"}]" }
        let cases: [([UInt8], ManifestError)] = [
            (json("not json"), .malformed(field: "")),
            (json("[]"), .malformed(field: "")),
            (document(formatVersion: "2"), .unsupportedFormatVersion(2)),
            (document(formatVersion: "\"1\""), .malformed(field: "formatVersion")),
            (document(schemaVersion: "0"), .invalidSchemaVersion(0)),
            (document(appVersion: "\"\""), .emptyAppVersion),
            (document(createdAt: "\"yesterday\""), .invalidCreatedAt),
            (document(extra: ",\"extra\":1"), .unknownField("extra")),
            (document(entries: "[{\"path\":\"a\",\"size\":1,\"sha256\":\"\(digest)\",\"mode\":1}]"), .unknownField("mode")),
            (document(entries: "[{\"path\":\"a\",\"size\":-1,\"sha256\":\"\(digest)\"}]"), .malformed(field: "entries.[0].size")),
            (document(entries: "[{\"path\":\"a\",\"sha256\":\"\(digest)\"}]"), .malformed(field: "entries.[0].size")),
            (document(entries: e("/etc/passwd")), .unsafePath("/etc/passwd")),
            (document(entries: e("../up")), .unsafePath("../up")),
            (document(entries: e("manifest.json")), .unsafePath("manifest.json")),
            (document(entries: "[{\"path\":\"a\",\"size\":1,\"sha256\":\"\(digest)\"},{\"path\":\"a\",\"size\":2,\"sha256\":\"\(digest)\"}]"),
             .duplicatePath("a")),
            (document(entries: "[{\"path\":\"a\",\"size\":1,\"sha256\":\"abc\"}]"), .invalidDigest(path: "a")),
            (document(entries: "[{\"path\":\"a\",\"size\":1,\"sha256\":\"\(digest.uppercased())\"}]"), .invalidDigest(path: "a")),
        ]
        for (input, expected) in cases {
            #expect(throws: expected, "\(String(decoding: input, as: UTF8.self))") { try Manifest.decode(input) }
        }
    }

    @Test func malformedFieldNamesAreReported() {
        #expect(throws: ManifestError.malformed(field: "appVersion")) {
            try Manifest.decode(json("{\"formatVersion\":1,\"schemaVersion\":1,\"createdAt\":\"2024-01-02T03:04:05Z\",\"entries\":[]}"))
        }
    }

    @Test func encodingValidatesFirst() {
        var manifest = sample()
        manifest.entries.append(manifest.entries[0])
        #expect(throws: ManifestError.duplicatePath("threshold.db")) { try manifest.encoded() }
    }

    @Test func randomBytesNeverCrash() {
        var rng = SplitMix64(state: 99)
        let valid = document()
        for _ in 0..<2000 {
            var input = valid
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                input[Int.random(in: 0..<input.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            _ = try? Manifest.decode(input)
        }
    }
}
