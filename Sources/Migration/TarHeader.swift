/// The 512-byte POSIX ustar header: encoding and decoding.
enum TarHeader {
    static let blockSize = 512
    static let fileType = UInt8(ascii: "0")
    static let directoryType = UInt8(ascii: "5")
    /// 11 octal digits.
    static let maximumOctalSize: UInt64 = (1 << 33) - 1

    static func padding(for size: UInt64) -> Int {
        let remainder = Int(size % UInt64(blockSize))
        return remainder == 0 ? 0 : blockSize - remainder
    }

    /// Splits a path into ustar prefix and name.
    static func split(_ path: String) throws(TarError) -> (prefix: [UInt8], name: [UInt8]) {
        let bytes = Array(path.utf8)
        if bytes.count <= 100 { return ([], bytes) }
        guard bytes.count <= 256 else { throw .pathTooLong(path) }
        for i in stride(from: min(155, bytes.count - 2), through: 1, by: -1) where bytes[i] == UInt8(ascii: "/") {
            let name = Array(bytes[(i + 1)...])
            if name.count <= 100 && !name.isEmpty { return (Array(bytes[..<i]), name) }
        }
        throw .pathTooLong(path)
    }

    static func encode(path: String, type: UInt8, size: UInt64, mode: UInt32, modificationTime: Int64) throws(TarError) -> [UInt8] {
        let (prefix, name) = try split(path)
        var block = [UInt8](repeating: 0, count: blockSize)
        func put(_ bytes: [UInt8], at offset: Int) {
            for (i, b) in bytes.enumerated() { block[offset + i] = b }
        }
        func octal(_ value: UInt64, width: Int) -> [UInt8] {
            let digits = Array(String(value, radix: 8).utf8)
            return [UInt8](repeating: UInt8(ascii: "0"), count: max(0, width - 1 - digits.count)) + digits + [0]
        }
        put(name, at: 0)
        put(octal(UInt64(mode & 0o7777), width: 8), at: 100)
        put(octal(0, width: 8), at: 108)
        put(octal(0, width: 8), at: 116)
        if size <= maximumOctalSize {
            put(octal(size, width: 12), at: 124)
        } else {
            // GNU/star base-256 form for sizes of 8 GiB and more; GNU tar and bsdtar read it.
            var field = [UInt8](repeating: 0, count: 12)
            for i in 0..<8 { field[11 - i] = UInt8(truncatingIfNeeded: size >> (8 * UInt64(i))) }
            field[0] = 0x80
            put(field, at: 124)
        }
        put(octal(UInt64(max(0, min(modificationTime, Int64(maximumOctalSize)))), width: 12), at: 136)
        put([UInt8](repeating: 0x20, count: 8), at: 148)
        block[156] = type
        put(Array("ustar".utf8) + [0] + Array("00".utf8), at: 257)
        put(octal(0, width: 8), at: 329)
        put(octal(0, width: 8), at: 337)
        put(prefix, at: 345)
        let sum = block.reduce(0) { $0 + Int($1) }
        let digits = Array(String(sum, radix: 8).utf8)
        put([UInt8](repeating: UInt8(ascii: "0"), count: 6 - digits.count) + digits + [0, 0x20], at: 148)
        return block
    }

    static func decode(_ block: [UInt8]) throws(TarError) -> TarEntry {
        guard block.count == blockSize else { throw .malformedHeader("a header is not 512 bytes") }
        // The checksum is at most 512 * 255, so any stored value that fits the field compares safely.
        let stored = try number(block[148..<156])
        let unsigned = block.enumerated().reduce(0) { $0 + Int((148..<156).contains($1.offset) ? 0x20 : $1.element) }
        let signed = block.enumerated().reduce(0) { $0 + Int((148..<156).contains($1.offset) ? 0x20 : Int(Int8(bitPattern: $1.element))) }
        guard stored == UInt64(unsigned) || (signed >= 0 && stored == UInt64(signed)) else { throw .checksumMismatch }
        let magic = Array(block[257..<263])
        guard magic == Array("ustar".utf8) + [0] || magic == Array("ustar ".utf8) else {
            throw .malformedHeader("not a ustar header")
        }
        let type = block[156]
        let kind: TarEntry.Kind
        switch type {
        case fileType, 0: kind = .file
        case directoryType: kind = .directory
        default: throw .unsupportedEntryType(type)
        }
        let name = cString(block[0..<100])
        let prefix = magic == Array("ustar".utf8) + [0] ? cString(block[345..<500]) : []
        let pathBytes = prefix.isEmpty ? name : prefix + [UInt8(ascii: "/")] + name
        guard let decoded = String(validating: pathBytes, as: UTF8.self) else { throw .malformedHeader("the path is not UTF-8") }
        var path = decoded
        if kind == .directory, path.hasSuffix("/") { path.removeLast() }
        guard ArchivePath.isSafe(path) else { throw .unsafePath(path) }
        let size = try number(block[124..<136], allowsBase256: true)
        if kind == .directory && size != 0 { throw .malformedHeader("a directory has a size") }
        let mode = try number(block[100..<108])
        let time = try number(block[136..<148])
        return TarEntry(path: path, kind: kind, size: size, mode: UInt32(truncatingIfNeeded: mode),
                        modificationTime: Int64(clamping: time))
    }

    private static func cString(_ field: ArraySlice<UInt8>) -> [UInt8] {
        Array(field.prefix { $0 != 0 })
    }

    /// Octal (space or NUL terminated, leading spaces allowed); with `allowsBase256` (the 12-byte size
    /// field only, as this writer makes it) also the GNU base-256 form `0x80, 0, 0, 0` + 8 big-endian
    /// bytes. Every other form, of any field, is `malformedHeader`: nothing here can trap or overflow.
    static func number(_ field: ArraySlice<UInt8>, allowsBase256: Bool = false) throws(TarError) -> UInt64 {
        guard let first = field.first else { return 0 }
        if first & 0x80 != 0 {
            guard allowsBase256, field.count == 12, first == 0x80,
                  field.dropFirst().prefix(3).allSatisfy({ $0 == 0 }) else {
                throw .malformedHeader("a numeric field is out of range")
            }
            return field.suffix(8).reduce(0) { $0 << 8 | UInt64($1) }
        }
        var value: UInt64 = 0
        var seenDigit = false
        var ended = false
        for c in field {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                guard !ended else { throw .malformedHeader("a numeric field is malformed") }
                guard value < (1 << 60) else { throw .malformedHeader("a numeric field is out of range") }
                value = value << 3 | UInt64(c - UInt8(ascii: "0"))
                seenDigit = true
            case 0x20 where !seenDigit: continue
            case 0x20, 0: ended = true
            default: throw .malformedHeader("a numeric field is malformed")
            }
        }
        return value
    }
}
