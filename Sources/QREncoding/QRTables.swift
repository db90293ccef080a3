/// Facts from ISO/IEC 18004 that depend on the version and level.
enum QRTables {
    /// Error-correction codewords per block, by level (L, M, Q, H) then version 1...40 (Table 9).
    private static let ecCodewordsPerBlock: [[Int]] = [
        [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
         28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
         26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
         28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
         30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    /// Error-correction blocks, by level (L, M, Q, H) then version 1...40 (Table 9).
    private static let ecBlocks: [[Int]] = [
        [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
         8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
         17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
         23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
         25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]

    static func ecCodewordsPerBlock(version: Int, level: QRErrorCorrection) -> Int {
        ecCodewordsPerBlock[level.rawValue][version - 1]
    }

    static func blockCount(version: Int, level: QRErrorCorrection) -> Int {
        ecBlocks[level.rawValue][version - 1]
    }

    /// Side of the symbol in modules.
    static func size(version: Int) -> Int { 4 * version + 17 }

    /// Centre coordinates of the alignment patterns on each axis (Annex E, Table E.1): the first
    /// is 6, the last is size - 7, and the ones between are spaced evenly by an even step,
    /// measured back from the last; version 32 is the one exception to the step rule.
    static func alignmentCentres(version: Int) -> [Int] {
        guard version >= 2 else { return [] }
        let count = version / 7 + 2
        let last = size(version: version) - 7
        let step: Int
        if version == 32 {
            step = 26
        } else {
            let span = last - 6
            let raw = (span + count - 2) / (count - 1)  // ceiling of span / (count - 1)
            step = raw + raw % 2                        // rounded up to even
        }
        var centres = [6]
        for i in stride(from: count - 2, through: 0, by: -1) {
            centres.append(last - i * step)
        }
        return centres
    }

    /// Bits of the character count indicator (Table 3).
    static func characterCountBits(mode: QRMode, version: Int) -> Int {
        let band = version <= 9 ? 0 : (version <= 26 ? 1 : 2)
        switch mode {
        case .alphanumeric: return [9, 11, 13][band]
        case .byte: return [8, 16, 16][band]
        }
    }
}

/// The encoding modes this encoder writes (ISO/IEC 18004, 7.4.4 and 7.4.5).
enum QRMode: Sendable {
    /// 0-9, A-Z, space and $ % * + - . / : — 5.5 bits a character.
    case alphanumeric
    /// Any bytes (UTF-8 text) — 8 bits a byte.
    case byte

    var indicator: Int {
        switch self {
        case .alphanumeric: return 0b0010
        case .byte: return 0b0100
        }
    }

    static let alphanumericCharset: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)

    /// The value of an alphanumeric character, or nil when the byte is not in the set.
    static func alphanumericValue(_ byte: UInt8) -> Int? {
        alphanumericCharset.firstIndex(of: byte)
    }

    /// Bits needed for `length` characters of data in this mode, without header.
    func payloadBits(length: Int) -> Int {
        switch self {
        case .alphanumeric: return 11 * (length / 2) + 6 * (length % 2)
        case .byte: return 8 * length
        }
    }
}
