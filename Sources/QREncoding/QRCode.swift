/// A QR code symbol (ISO/IEC 18004 model 2): a square of dark and light modules.
///
/// Data is written in one segment, in alphanumeric mode when every byte allows it and in byte
/// mode otherwise (text as UTF-8, without an ECI header; plain ASCII such as a migration link
/// decodes the same everywhere). The smallest version that fits is used, and unless a mask is
/// forced, the mask with the lowest penalty score is chosen.
///
/// ```swift
/// let code = try QRCode(encoding: link, errorCorrection: .low)
/// let lines = code.textLines(background: .dark)
/// ```
public struct QRCode: Sendable, Equatable {
    /// The version, 1...40; the side is `4 * version + 17` modules.
    public let version: Int
    /// The error-correction level.
    public let errorCorrection: QRErrorCorrection
    /// The mask pattern applied, 0...7.
    public let mask: Int
    /// The side of the symbol in modules, without quiet zone.
    public let size: Int
    private let modules: [Bool]

    /// Encodes text (as UTF-8).
    ///
    /// - Parameters:
    ///   - text: the text to encode.
    ///   - errorCorrection: the level; `.low` gives the smallest symbol, right for a screen.
    ///   - versions: the versions allowed; the smallest that fits is used.
    ///   - mask: a mask pattern to force, or nil to choose the best by penalty score.
    /// - Throws: `QRError.dataTooLong` when the text does not fit the largest allowed version,
    ///   `invalidVersionRange` or `invalidMask` for bad arguments.
    public init(
        encoding text: String,
        errorCorrection: QRErrorCorrection = .medium,
        versions: ClosedRange<Int> = 1...40,
        mask: Int? = nil
    ) throws(QRError) {
        try self.init(encoding: Array(text.utf8), errorCorrection: errorCorrection, versions: versions, mask: mask)
    }

    /// Encodes bytes; see `init(encoding:errorCorrection:versions:mask:)` for text.
    public init(
        encoding bytes: [UInt8],
        errorCorrection: QRErrorCorrection = .medium,
        versions: ClosedRange<Int> = 1...40,
        mask: Int? = nil
    ) throws(QRError) {
        guard versions.lowerBound >= 1, versions.upperBound <= 40 else {
            throw .invalidVersionRange(lower: versions.lowerBound, upper: versions.upperBound)
        }
        if let mask, !(0...7).contains(mask) {
            throw .invalidMask(mask)
        }
        let mode: QRMode = bytes.allSatisfy { QRMode.alphanumericValue($0) != nil } ? .alphanumeric : .byte

        guard let version = versions.first(where: {
            QRCode.segmentBits(mode: mode, length: bytes.count, version: $0)
                <= QRCode.dataCodewordCount(version: $0, level: errorCorrection) * 8
        }) else {
            throw .dataTooLong(
                length: bytes.count,
                maximum: QRCode.capacity(mode: mode, version: versions.upperBound, level: errorCorrection))
        }

        let data = QRCode.dataCodewords(bytes, mode: mode, version: version, level: errorCorrection)
        let codewords = QRCode.interleavedWithErrorCorrection(data, version: version, level: errorCorrection)

        var matrix = QRMatrix(version: version)
        matrix.placeCodewords(codewords)
        let chosenMask = mask ?? QRCode.bestMask(matrix, level: errorCorrection)
        matrix.applyMask(chosenMask)
        matrix.drawFormatBits(level: errorCorrection, mask: chosenMask)

        self.version = version
        self.errorCorrection = errorCorrection
        self.mask = chosenMask
        self.size = matrix.size
        self.modules = matrix.dark
    }

    /// Whether the module at column `x`, row `y` is dark. Coordinates outside the symbol are the
    /// quiet zone and read as light.
    public subscript(x x: Int, y y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return modules[y * size + x]
    }

    /// The most bytes that fit in byte mode at `version` and `level`.
    public static func byteCapacity(version: Int, errorCorrection level: QRErrorCorrection) -> Int {
        capacity(mode: .byte, version: version, level: level)
    }

    // MARK: - Encoding steps

    static func segmentBits(mode: QRMode, length: Int, version: Int) -> Int {
        let countBits = QRTables.characterCountBits(mode: mode, version: version)
        guard length < 1 << countBits else { return Int.max }
        return 4 + countBits + mode.payloadBits(length: length)
    }

    /// Codewords in the whole symbol: every non-function module, in whole bytes.
    static func totalCodewordCount(version: Int) -> Int {
        QRMatrix(version: version).dataModuleCount / 8
    }

    static func dataCodewordCount(version: Int, level: QRErrorCorrection) -> Int {
        totalCodewordCount(version: version)
            - QRTables.ecCodewordsPerBlock(version: version, level: level)
            * QRTables.blockCount(version: version, level: level)
    }

    static func capacity(mode: QRMode, version: Int, level: QRErrorCorrection) -> Int {
        let available = dataCodewordCount(version: version, level: level) * 8
        var length = 0
        while segmentBits(mode: mode, length: length + 1, version: version) <= available {
            length += 1
        }
        return length
    }

    /// Mode indicator, count, data, terminator, padding to whole codewords, pad codewords.
    static func dataCodewords(_ bytes: [UInt8], mode: QRMode, version: Int, level: QRErrorCorrection) -> [UInt8] {
        var buffer = QRBitBuffer()
        buffer.append(mode.indicator, bits: 4)
        buffer.append(bytes.count, bits: QRTables.characterCountBits(mode: mode, version: version))
        switch mode {
        case .byte:
            for byte in bytes { buffer.append(Int(byte), bits: 8) }
        case .alphanumeric:
            let values = bytes.compactMap(QRMode.alphanumericValue)
            var i = 0
            while i + 1 < values.count {
                buffer.append(values[i] * 45 + values[i + 1], bits: 11)
                i += 2
            }
            if i < values.count { buffer.append(values[i], bits: 6) }
        }
        let capacityBits = dataCodewordCount(version: version, level: level) * 8
        buffer.append(0, bits: min(4, capacityBits - buffer.count))
        buffer.append(0, bits: (8 - buffer.count % 8) % 8)
        var codewords = buffer.bytes()
        var pad: UInt8 = 0xEC
        while codewords.count < capacityBits / 8 {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// Splits data into blocks (short blocks first, long blocks one codeword longer), adds each
    /// block's Reed–Solomon codewords, and interleaves data then error correction column-wise.
    static func interleavedWithErrorCorrection(_ data: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
        let blockCount = QRTables.blockCount(version: version, level: level)
        let ecLength = QRTables.ecCodewordsPerBlock(version: version, level: level)
        let total = totalCodewordCount(version: version)
        let shortBlockCount = blockCount - total % blockCount
        let shortDataLength = total / blockCount - ecLength
        let rs = QRReedSolomon(degree: ecLength)

        var dataBlocks: [[UInt8]] = []
        var ecBlocks: [[UInt8]] = []
        var offset = 0
        for block in 0..<blockCount {
            let length = shortDataLength + (block < shortBlockCount ? 0 : 1)
            let slice = Array(data[offset..<(offset + length)])
            offset += length
            dataBlocks.append(slice)
            ecBlocks.append(rs.remainder(slice))
        }

        var result: [UInt8] = []
        result.reserveCapacity(total)
        for i in 0...shortDataLength {
            for block in dataBlocks where i < block.count {
                result.append(block[i])
            }
        }
        for i in 0..<ecLength {
            for block in ecBlocks {
                result.append(block[i])
            }
        }
        return result
    }

    /// Tries all eight masks (with their format bits, which the penalty sees) and keeps the
    /// lowest score; ties go to the lower mask number.
    static func bestMask(_ unmasked: QRMatrix, level: QRErrorCorrection) -> Int {
        var best = 0
        var bestScore = Int.max
        for mask in 0..<8 {
            var candidate = unmasked
            candidate.applyMask(mask)
            candidate.drawFormatBits(level: level, mask: mask)
            let score = QRPenalty.score(candidate)
            if score < bestScore {
                best = mask
                bestScore = score
            }
        }
        return best
    }
}
