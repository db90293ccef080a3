/// A shipped catalog in the form `scripts/embed-catalogs` compiles it to (`CompiledCatalogs.swift`),
/// read at run time without parsing anything: start-up in German costs what it costs in English
/// (issue 35; docs/performance.md "Start-up in each language").
///
/// Two literals in the binary. `text` holds the confirmed entries (not fuzzy, every form filled),
/// each as its key (`msgctxt` U+0004 `msgid`, or the `msgid` alone), then each translation, every
/// piece ended by NUL (which no `.po` string can hold). `index` has one 24-character row per entry,
/// sorted: the key's FNV-1a hash in 16 hex digits, then where the entry starts in `text` in 8; an
/// entry ends where the next one starts. A lookup hashes the key, binary-searches the rows,
/// compares the key's bytes and decodes only that entry's translations.
///
/// `CompiledCatalogTests` reads every entry of every shipped catalog both ways (this and the
/// `.po` file parsed whole); a translator's catalog (`THRESHOLD_LOCALE_DIR`) is never compiled.
struct CompiledCatalog: Sendable {
    /// The language code from the `Language` header.
    let language: StaticString
    /// The `Plural-Forms` header (empty when the file has none: English's rule).
    let pluralForms: StaticString
    /// How many texts the catalog translates (its confirmed entries).
    let count: Int
    /// The sorted rows: hash, then start in ``text``.
    let index: StaticString
    /// The entries.
    let text: StaticString

    private static let rowLength = 24

    /// The usable translations of `id` in `context` (every form filled, not fuzzy), or `nil`.
    func translations(_ id: String, context: String?) -> [String]? {
        let hash = Self.hash(context, id)
        return index.withUTF8Buffer { rows -> [String]? in
            text.withUTF8Buffer { text -> [String]? in
                let rowCount = rows.count / Self.rowLength
                // The first row whose hash is not below `hash`.
                var low = 0, high = rowCount
                while low < high {
                    let middle = (low + high) / 2
                    if Self.hex(rows, at: middle * Self.rowLength, digits: 16) < hash { low = middle + 1 } else { high = middle }
                }
                var row = low
                while row < rowCount && Self.hex(rows, at: row * Self.rowLength, digits: 16) == hash {
                    let start = Int(Self.hex(rows, at: row * Self.rowLength + 16, digits: 8))
                    let end = row + 1 < rowCount ? Int(Self.hex(rows, at: (row + 1) * Self.rowLength + 16, digits: 8)) : text.count
                    if let forms = Self.entry(text, start..<end, matching: id, context: context) { return forms }
                    row += 1
                }
                return nil
            }
        }
    }

    /// The translations of the entry in `range` of `text` if its key is `context`, `id`.
    private static func entry(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, matching id: String,
                              context: String?) -> [String]? {
        var position = range.lowerBound
        func matches(_ bytes: String.UTF8View) -> Bool {
            for byte in bytes {
                guard position < range.upperBound, text[position] == byte else { return false }
                position += 1
            }
            return true
        }
        if let context {
            guard matches(context.utf8), position < range.upperBound, text[position] == 0x04 else { return nil }
            position += 1
        }
        guard matches(id.utf8), position < range.upperBound, text[position] == 0x00 else { return nil }
        position += 1
        var forms: [String] = []
        var start = position
        while position < range.upperBound {
            if text[position] == 0x00 {
                forms.append(String(decoding: UnsafeBufferPointer(rebasing: text[start..<position]), as: UTF8.self))
                start = position + 1
            }
            position += 1
        }
        return forms.isEmpty ? nil : forms
    }

    /// The number written in `digits` lowercase hex digits at `offset`.
    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, digits: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + digits) {
            let byte = bytes[index]
            value = value << 4 | UInt64(byte >= 0x61 ? byte &- 0x61 &+ 10 : byte &- 0x30)
        }
        return value
    }

    /// FNV-1a over the key's UTF-8: the context, U+0004 and the msgid, or the msgid alone (as
    /// `scripts/embed-catalogs` computes it).
    static func hash(_ context: String?, _ id: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        if let context {
            for byte in context.utf8 { add(byte) }
            add(0x04)
        }
        for byte in id.utf8 { add(byte) }
        return hash
    }

    /// The language code, as a `String`.
    var languageCode: String { language.description }
}
