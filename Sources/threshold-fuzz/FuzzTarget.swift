import Brand
import Foundation
import Localization
import Migration
import Secrets
import Terminal
import CommandLineFace
import ThresholdCore

/// One parser of outside input, driven by arbitrary bytes (docs/reliability.md "Fuzzing").
///
/// `run` must never trap, whatever the bytes: refusing them with an error is the expected outcome.
/// Where a parser promises more (a round trip, a bound), `run` checks it and traps when it fails,
/// so libFuzzer records the input.
struct FuzzTarget: Sendable {
    /// The name used by `scripts/fuzz` and the corpus folder `Fuzz/corpus/<name>`.
    let name: String
    /// Feeds one input.
    let run: @Sendable ([UInt8]) -> Void

    /// Every target, in the order `scripts/fuzz all` runs them.
    static let all: [FuzzTarget] = [
        FuzzTarget(name: "display-name", run: displayName),
        FuzzTarget(name: "bio", run: bio),
        FuzzTarget(name: "brand", run: brand),
        FuzzTarget(name: "migration-link", run: migrationLink),
        FuzzTarget(name: "tar", run: tar),
        FuzzTarget(name: "manifest", run: manifest),
        FuzzTarget(name: "age", run: age),
        FuzzTarget(name: "input-decoder", run: inputDecoder),
        FuzzTarget(name: "arguments", run: arguments),
        FuzzTarget(name: "po", run: po),
        FuzzTarget(name: "plural-rule", run: pluralRule),
    ]

    static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }

    /// A fixed, public test identity (never used for real data): the age target's seeds are
    /// encrypted to it, so mutations reach the payload and not only the header.
    static let ageIdentity: AgeIdentity? = try? AgeIdentity(privateKey: (0..<32).map { UInt8($0 &* 7 &+ 1) })

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func displayName(_ bytes: [UInt8]) {
        let input = text(bytes)
        let normalized = DisplayName.normalize(input)
        if case .valid = DisplayName.validate(input) {
            guard let checked = try? DisplayName.checked(input) else { fatalError("validate and checked disagree") }
            guard DisplayName.normalize(checked) == checked else { fatalError("a checked name is not normalized") }
        }
        _ = DisplayName.validate(normalized)
    }

    static func bio(_ bytes: [UInt8]) {
        let input = text(bytes)
        let count = Bio.byteCount(input)
        switch Bio.validate(input) {
        case .valid:
            guard count <= Bio.maxBytes else { fatalError("a valid bio is over the limit") }
        default:
            break
        }
        _ = try? Bio.checked(input)
    }

    /// A catalog from a translator (`$THRESHOLD_LOCALE_DIR`): refused with a line, or a catalog
    /// whose every text can be looked up and whose plural rule gives a form for any count.
    static func po(_ bytes: [UInt8]) {
        guard let file = try? POFile(parsing: bytes, name: "fuzz.po") else { return }
        guard let catalog = try? Catalog(file, name: "fuzz.po") else { return }
        for entry in file.entries.prefix(64) {
            _ = catalog.text(entry.id, context: entry.context)
            _ = catalog.plural(entry.id, count: entry.line, context: entry.context)
        }
        for n in [0, 1, 2, 5, 11, 21, 101, Int.max, Int.min] {
            guard (0..<catalog.pluralRule.count).contains(catalog.pluralRule.form(for: n)) else { fatalError("a form out of range") }
        }
    }

    /// A `Plural-Forms` header: parsed or refused, never trapping; evaluation never traps either
    /// (division by zero, overflow, Int.min / -1).
    static func pluralRule(_ bytes: [UInt8]) {
        guard let rule = try? PluralRule(header: text(bytes)) else { return }
        for n in [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000, -1, Int.max, Int.min] { _ = rule.evaluate(n) }
        _ = rule.check(upTo: 200)
    }

    static func brand(_ bytes: [UInt8]) {
        guard let brand = try? Brand.parse(bytes: bytes, fileName: "fuzz.json", baseDirectory: nil) else { return }
        // What parses can be seen in any language list, and seen again in the default.
        guard brand.localized(for: ["de", "pt_BR", "pt", "en"]).localized(for: ["en"]) == brand else {
            fatalError("a localized brand does not come back to the default")
        }
    }

    static func migrationLink(_ bytes: [UInt8]) {
        guard let link = try? MigrationLink(parsing: text(bytes)) else { return }
        // What parses must print and parse back to the same link.
        guard let again = try? MigrationLink(parsing: link.formatted), again == link else {
            fatalError("a parsed link does not round-trip")
        }
        // The description hides the key (the archive's own text may still say anything).
        guard !String(describing: link).contains(link.key.secretKeyString) else { fatalError("description shows the key") }
    }

    static func tar(_ bytes: [UInt8]) {
        // Small reads, so entry boundaries fall inside reads too.
        let reader = TarReader(source: ByteArraySource(bytes, maximumReadSize: 97))
        var buffer = [UInt8](repeating: 0, count: 256)
        var entries = 0
        do {
            while let _ = try reader.next(), entries < 64 {
                entries += 1
                while try buffer.withUnsafeMutableBytes({ try reader.read(into: $0) }) > 0 {}
            }
        } catch {
            return
        }
    }

    static func manifest(_ bytes: [UInt8]) {
        guard let manifest = try? Manifest.decode(bytes) else { return }
        guard let encoded = try? manifest.encoded(), let again = try? Manifest.decode(encoded), again == manifest else {
            fatalError("a decoded manifest does not round-trip")
        }
    }

    static func age(_ bytes: [UInt8]) {
        guard let identity = ageIdentity else { fatalError("no test identity") }
        do {
            let decryptor = try AgeDecryptor(source: ByteArraySource(bytes, maximumReadSize: 1000), identities: [identity])
            var buffer = [UInt8](repeating: 0, count: 4096)
            while try buffer.withUnsafeMutableBytes({ try decryptor.read(into: $0) }) > 0 {}
        } catch {
            return
        }
    }

    static func inputDecoder(_ bytes: [UInt8]) {
        // The first byte picks the chunk size, so escape sequences split across reads are covered.
        guard let first = bytes.first else { return }
        let chunk = Int(first % 16) + 1
        var decoder = InputDecoder()
        var index = 1
        while index < bytes.count {
            let end = min(bytes.count, index + chunk)
            _ = decoder.feed(bytes[index..<end])
            index = end
        }
        _ = decoder.flush()
        // Only an unfinished paste keeps bytes after a flush (a possible part of its terminator).
        guard !decoder.hasPending || decoder.isInPaste else { fatalError("flush left bytes pending outside a paste") }
    }

    static func arguments(_ bytes: [UInt8]) {
        // NUL separates the arguments, as in a real argv.
        let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map { text(Array($0)) }
        guard let parsed = try? Arguments(words) else { return }
        _ = parsed.has("json")
        _ = try? parsed.integer("profiles", default: 1, in: 0...1000)
    }
}
