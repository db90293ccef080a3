import Synchronization

/// A shipped catalog read lazily: at first use only its header is parsed (language, plural rule)
/// and every entry's place is noted by a hash of its `msgctxt` and `msgid` as written (escapes
/// and all, no decoding); a lookup parses just that entry, once. A command that prints five
/// texts no longer parses 850 (issue 35 measured the whole German catalog at 14 % of start-up).
///
/// Only for the shipped catalogs, which `CatalogTests` parses whole on every test run (and which
/// a test reads both ways, text by text): a translator's catalog from `THRESHOLD_LOCALE_DIR` is
/// outside input and is still parsed whole, so an error anywhere in it is found and said.
final class CatalogIndex: Sendable {
    /// The language code from the `Language` header.
    let language: String
    /// How this language picks a plural form.
    let pluralRule: PluralRule
    private let text: String
    private let name: String
    /// Where each entry's block starts (its first comment or keyword line), by ``hash(_:_:)``;
    /// a second entry with the same hash (never seen in the shipped catalogs) goes in `more`.
    private let places: [UInt64: Int]
    private let more: [UInt64: [Int]]
    /// Entries already parsed, by key: the translations, or `nil` when not usable (fuzzy, empty,
    /// unreadable).
    private let parsed = Mutex<[String: [String]?]>([:])

    /// Reads the header of `text` and notes where every entry is. - Throws: the header's problems,
    /// as ``Catalog`` says them.
    init(text: String, name: String) throws(POParseError) {
        var text = text
        text.makeContiguousUTF8()
        let scan = text.utf8.withContiguousStorageIfAvailable { Self.scan($0) } ?? Array(text.utf8).withUnsafeBufferPointer { Self.scan($0) }
        let header = String(decoding: text.utf8.prefix(scan.headerEnd), as: UTF8.self)
        let catalog = try Catalog(shippedHeader: header, name: name)
        self.language = catalog.language
        self.pluralRule = catalog.pluralRule
        self.text = text
        self.name = name
        self.places = scan.places
        self.more = scan.more
    }

    /// The usable translations of `id` in `context` (every form filled, not fuzzy), or `nil`.
    func translations(_ id: String, context: String?) -> [String]? {
        let key = POEntry.key(id: id, context: context)
        if let known = parsed.withLock({ $0[key] }) { return known }
        var found: [String]?
        let hash = Self.hash(context.map(Self.escape), Self.escape(id))
        for start in (places[hash].map { [$0] } ?? []) + (more[hash] ?? []) {
            let block = text.utf8.dropFirst(start)
            let end = Self.blockEnd(block)
            guard let entry = (try? POFile(parsing: String(decoding: block.prefix(end), as: UTF8.self), name: name))?
                .entries.first(where: { $0.id == id && $0.context == context }) else { continue }
            found = entry.isFuzzy || entry.translations.contains(where: \.isEmpty) ? nil : entry.translations
            break
        }
        let result = found
        parsed.withLock { $0[key] = result }
        return result
    }

    /// Where `utf8` stops being one block: the first blank line (or the end).
    private static func blockEnd(_ utf8: Substring.UTF8View) -> Int {
        var count = 0
        var lineIsBlank = true
        for byte in utf8 {
            if byte == 0x0A {
                if lineIsBlank && count > 0 { return count }
                lineIsBlank = true
            } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
                lineIsBlank = false
            }
            count += 1
        }
        return count
    }

    /// A string as a `.po` file writes it between quotes (what the catalogs' writers escape).
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x22 || $0 == 0x0A || $0 == 0x09 }) else { return text }
        // Byte by byte: the four are ASCII, so no character is split (and no grapheme breaking).
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x5C: out += [0x5C, 0x5C]
            case 0x22: out += [0x5C, 0x22]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// FNV-1a over the written context (or a mark for none) and msgid.
    static func hash(_ context: String?, _ id: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        if let context {
            for byte in context.utf8 { add(byte) }
            add(0x04)
        } else {
            add(0x00)
        }
        for byte in id.utf8 { add(byte) }
        return hash
    }

    private struct Scan {
        var headerEnd = 0
        var places: [UInt64: Int] = [:]
        var more: [UInt64: [Int]] = [:]
    }

    /// FNV-1a fed piece by piece, as ``hash(_:_:)`` computes it over the whole written texts.
    private struct RunningHash {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func add(_ byte: UInt8) {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            for index in range { add(bytes[index]) }
        }
    }

    /// One pass over the bytes: each entry's written msgctxt and msgid (quoted pieces joined, as
    /// written) hashed as they are read (no copy, no decoding: start-up reads the whole catalog
    /// this way, so it allocates nothing per entry) and where its block starts; the header is the
    /// block whose msgid is empty.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var scan = Scan()
        scan.places.reserveCapacity(1024)
        var blockStart = 0
        var hash = RunningHash()
        var hasContext = false
        var hasID = false
        var idLength = 0
        var target = 0          // 1 context, 2 id, 3 anything after the msgid
        var obsolete = false
        var sawHeader = false

        // The range between a line's first and last quote, as written.
        func quoted(_ start: Int, _ end: Int) -> Range<Int>? {
            var lower = start
            while lower < end && bytes[lower] != 0x22 { lower += 1 }
            var upper = end
            while upper > lower + 1 && bytes[upper - 1] != 0x22 { upper -= 1 }
            return upper > lower + 1 ? (lower + 1)..<(upper - 1) : nil
        }
        func finish(at end: Int) {
            if hasID, !obsolete {
                if idLength == 0 && !hasContext && !sawHeader {
                    sawHeader = true
                    scan.headerEnd = end
                } else if scan.places[hash.value] == nil {
                    scan.places[hash.value] = blockStart
                } else {
                    scan.more[hash.value, default: []].append(blockStart)
                }
            }
            hash = RunningHash()
            hasContext = false
            hasID = false
            idLength = 0
            target = 0
            obsolete = false
        }

        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            var first = start
            while first < end && (bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0D) { first += 1 }
            if first == end {
                finish(at: start)
                blockStart = end + 1
            } else {
                let byte = bytes[first]
                if byte == UInt8(ascii: "#") {
                    // A comment after a complete entry starts the next one.
                    if target == 3 {
                        finish(at: start)
                        blockStart = start
                    }
                    if first + 1 < end && bytes[first + 1] == UInt8(ascii: "~") { obsolete = true }
                } else if byte == 0x22 {
                    if let piece = quoted(first, end), target == 1 || target == 2 {
                        hash.add(bytes, piece)
                        if target == 2 { idLength += piece.count }
                    }
                } else if end - first >= 7 && bytes[first] == UInt8(ascii: "m") && bytes[first + 3] == UInt8(ascii: "c") {
                    // msgctxt
                    if target == 3 {
                        finish(at: start)
                        blockStart = start
                    }
                    hasContext = true
                    if let piece = quoted(first, end) { hash.add(bytes, piece) }
                    target = 1
                } else if end - first >= 6 && bytes[first + 3] == UInt8(ascii: "i") && bytes[first + 5] == 0x20 {
                    // msgid (not msgid_plural)
                    if target == 3 {
                        finish(at: start)
                        blockStart = start
                    }
                    // As hash(_:_:): the context, then 0x04, or 0x00 for none; then the msgid.
                    hash.add(hasContext ? 0x04 : 0x00)
                    hasID = true
                    if let piece = quoted(first, end) {
                        hash.add(bytes, piece)
                        idLength += piece.count
                    }
                    target = 2
                } else {
                    target = 3
                }
            }
            start = end + 1
        }
        finish(at: bytes.count)
        if !sawHeader { scan.headerEnd = bytes.count }
        return scan
    }
}
