import Testing
@testable import QREncoding

@Suite("QR code: building blocks")
struct QRBuildingBlockTests {
    /// "HELLO WORLD" at 1-M: the worked example of the Thonky QR tutorial (data codewords and
    /// the ten error-correction codewords), an independently published vector.
    @Test func helloWorldCodewords() {
        let data = QRCode.dataCodewords(Array("HELLO WORLD".utf8), mode: .alphanumeric, version: 1, level: .medium)
        #expect(data == [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17])
        #expect(QRReedSolomon(degree: 10).remainder(data) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    @Test func galoisFieldMultiply() {
        #expect(QRReedSolomon.multiply(0x80, 0x02) == 0x1D)  // x^8 reduces by 0x11D
        #expect(QRReedSolomon.multiply(0x53, 0xCA) == 0x8F) // spot value mod 0x11D
        for a in 0...255 {
            #expect(QRReedSolomon.multiply(UInt8(a), 1) == UInt8(a))
            #expect(QRReedSolomon.multiply(UInt8(a), 0) == 0)
        }
    }

    /// Format information strings from ISO/IEC 18004 Table C.1 (after the 0x5412 mask).
    @Test func formatInformation() {
        #expect(QRMatrix.formatBits(level: .low, mask: 0) == 0b111011111000100)
        #expect(QRMatrix.formatBits(level: .low, mask: 4) == 0b110011000101111)
        #expect(QRMatrix.formatBits(level: .medium, mask: 0) == 0b101010000010010)
        #expect(QRMatrix.formatBits(level: .quartile, mask: 0) == 0b011010101011111)
        #expect(QRMatrix.formatBits(level: .high, mask: 0) == 0b001011010001001)
        #expect(QRMatrix.formatBits(level: .high, mask: 7) == 0b000100000111011)
    }

    /// Version information from Table D.1.
    @Test func versionInformation() {
        #expect(QRMatrix.versionBits(version: 7) == 0x07C94)
        #expect(QRMatrix.versionBits(version: 8) == 0x085BC)
        #expect(QRMatrix.versionBits(version: 21) == 0x15683)
        #expect(QRMatrix.versionBits(version: 40) == 0x28C69)
    }

    /// Alignment centres from Table E.1.
    @Test func alignmentCentres() {
        #expect(QRTables.alignmentCentres(version: 1) == [])
        #expect(QRTables.alignmentCentres(version: 2) == [6, 18])
        #expect(QRTables.alignmentCentres(version: 6) == [6, 34])
        #expect(QRTables.alignmentCentres(version: 7) == [6, 22, 38])
        #expect(QRTables.alignmentCentres(version: 14) == [6, 26, 46, 66])
        #expect(QRTables.alignmentCentres(version: 15) == [6, 26, 48, 70])
        #expect(QRTables.alignmentCentres(version: 22) == [6, 26, 50, 74, 98])
        #expect(QRTables.alignmentCentres(version: 32) == [6, 34, 60, 86, 112, 138])
        #expect(QRTables.alignmentCentres(version: 36) == [6, 24, 50, 76, 102, 128, 154])
        #expect(QRTables.alignmentCentres(version: 39) == [6, 26, 54, 82, 110, 138, 166])
        #expect(QRTables.alignmentCentres(version: 40) == [6, 30, 58, 86, 114, 142, 170])
    }

    /// Total codewords from Table 1, computed here by counting free modules.
    @Test func totalCodewords() {
        let expected = [1: 26, 2: 44, 6: 172, 7: 196, 10: 346, 14: 581, 20: 1085, 27: 1828, 33: 2611, 40: 3706]
        for (version, count) in expected {
            #expect(QRCode.totalCodewordCount(version: version) == count, "version \(version)")
        }
    }

    /// Byte-mode capacities from Table 7 for every level at a spread of versions.
    @Test func byteCapacities() {
        let table: [Int: [Int]] = [
            1: [17, 14, 11, 7], 2: [32, 26, 20, 14], 5: [106, 84, 60, 44], 7: [154, 122, 86, 64],
            10: [271, 213, 151, 119], 11: [321, 251, 177, 137], 15: [520, 412, 292, 220],
            20: [858, 666, 482, 382], 25: [1273, 997, 715, 535], 30: [1732, 1370, 982, 742],
            35: [2303, 1809, 1283, 983], 40: [2953, 2331, 1663, 1273],
        ]
        for (version, row) in table {
            for level in QRErrorCorrection.allCases {
                #expect(QRCode.byteCapacity(version: version, errorCorrection: level) == row[level.rawValue],
                        "version \(version) level \(level.letter)")
            }
        }
        #expect(QRCode.capacity(mode: .alphanumeric, version: 1, level: .low) == 25)
        #expect(QRCode.capacity(mode: .alphanumeric, version: 1, level: .high) == 10)
        #expect(QRCode.capacity(mode: .alphanumeric, version: 40, level: .low) == 4296)
    }

    /// Every version and level: the blocks tile the symbol exactly.
    @Test func blockStructureIsConsistent() {
        for version in 1...40 {
            let total = QRCode.totalCodewordCount(version: version)
            let remainderBits = QRMatrix(version: version).dataModuleCount % 8
            #expect([0, 3, 4, 7].contains(remainderBits), "version \(version)")
            for level in QRErrorCorrection.allCases {
                let blocks = QRTables.blockCount(version: version, level: level)
                let ec = QRTables.ecCodewordsPerBlock(version: version, level: level)
                let data = QRCode.dataCodewordCount(version: version, level: level)
                #expect(data + blocks * ec == total)
                #expect(total / blocks - ec > 0)
                // Long blocks are at most one codeword longer: the standard's two groups.
                #expect(total % blocks < blocks)
            }
        }
    }

    @Test func penaltyRules() {
        #expect(QRPenalty.runs([Bool](repeating: true, count: 4)) == 0)
        #expect(QRPenalty.runs([Bool](repeating: true, count: 5)) == 3)
        #expect(QRPenalty.runs([Bool](repeating: false, count: 7)) == 5)
        #expect(QRPenalty.runs([true, true, true, true, true, false, true, true, true, true, true]) == 6)
        let finder: [Bool] = [false, false, false, false, true, false, true, true, true, false, true]
        #expect(QRPenalty.finderLike(finder) == 40 + 40)  // light after too: the edge counts as light
        let inner: [Bool] = [true] + [false, false, false, false, true, false, true, true, true, false, true] + [true]
        #expect(QRPenalty.finderLike(inner) == 40)
    }
}

@Suite("QR code: symbols")
struct QRSymbolTests {
    /// Encoded with libqrencode 4.1.1: `qrencode -l Q -v 1 -m 0 -t ASCII "HELLO WORLD"`.
    static let helloWorld1Q = [
        "#######.##....#######", "#.....#.#..#..#.....#", "#.###.#.#..##.#.###.#",
        "#.###.#.#.....#.###.#", "#.###.#.#.#...#.###.#", "#.....#...#...#.....#",
        "#######.#.#.#.#######", "........#............", ".##.#.##....#.#.#####",
        ".#......####....#...#", "..##.###.##...#.##...", ".##.##.#..##.#.#.###.",
        "#...#.#.#.###.###.#.#", "........##.#..#...#.#", "#######.#.#....#.##..",
        "#.....#..#.##.##.#...", "#.###.#.#.#...#######", "#.###.#..#.#.#.#...#.",
        "#.###.#.#..#.###.#..#", "#.....#.#.####...#.##", "#######....#.###....#",
    ]

    /// Encoded with libqrencode 4.1.1: `qrencode -l L -v 1 -8 -m 0 -t ASCII threshold`.
    static let threshold1L = [
        "#######.#####.#######", "#.....#.#.#.#.#.....#", "#.###.#.#.....#.###.#",
        "#.###.#.####..#.###.#", "#.###.#.....#.#.###.#", "#.....#.##.#..#.....#",
        "#######.#.#.#.#######", ".........####........", "##..###..#.#...#.####",
        ".#.##..#.#.##...#..#.", "..###.####.#....##.#.", "###.#..#..#..#.......",
        "#.#..####.#.##.###..#", "........#...#.#.#.#..", "#######.....#...####.",
        "#.....#.##.##..##..#.", "#.###.#.#.##.##.#..#.", "#.###.#..####...#####",
        "#.###.#....#..#.#....", "#.....#.#.#..##......", "#######.#.#.###..#..#",
    ]

    @Test("matches an independent encoder module for module", arguments: [
        ("HELLO WORLD", QRErrorCorrection.quartile, helloWorld1Q),
        ("threshold", QRErrorCorrection.low, threshold1L),
    ])
    func goldenSymbols(text: String, level: QRErrorCorrection, golden: [String]) throws {
        let (format, _) = qrFormatBits(rows: qrBoolRows(golden))
        let referenceMask = (format >> 10) & 7
        let code = try QRCode(encoding: text, errorCorrection: level, mask: referenceMask)
        #expect(code.version == 1)
        #expect(qrRows(code) == golden)
        // The automatic mask may differ: libqrencode scores rule N3 on scaled run lengths, and
        // any of the eight masks gives a valid symbol.
    }

    @Test("structure of every version", arguments: 1...40)
    func structure(version: Int) throws {
        let level = QRErrorCorrection.allCases[version % 4]
        let text = String(repeating: "a", count: QRCode.byteCapacity(version: version, errorCorrection: level))
        let code = try QRCode(encoding: text, errorCorrection: level)
        #expect(code.version == version)
        #expect(code.size == 4 * version + 17)
        let n = code.size

        // Finder patterns with light separators at three corners.
        for (ox, oy) in [(0, 0), (n - 7, 0), (0, n - 7)] {
            for dy in 0..<7 {
                for dx in 0..<7 {
                    let ring = max(abs(dx - 3), abs(dy - 3))
                    #expect(code[x: ox + dx, y: oy + dy] == (ring != 2), "finder at \(ox),\(oy)")
                }
            }
        }
        for i in 0..<8 {
            #expect(!code[x: 7, y: i] && !code[x: i, y: 7])
            #expect(!code[x: n - 8, y: i] && !code[x: n - 1 - i, y: 7])
            #expect(!code[x: 7, y: n - 1 - i] && !code[x: i, y: n - 8])
        }
        // Timing patterns.
        for i in 8..<(n - 8) {
            #expect(code[x: i, y: 6] == (i % 2 == 0))
            #expect(code[x: 6, y: i] == (i % 2 == 0))
        }
        // Dark module.
        #expect(code[x: 8, y: n - 8])
        // Alignment patterns.
        let centres = QRTables.alignmentCentres(version: version)
        for cy in centres {
            for cx in centres where !(cx == 6 && cy == 6) && !(cx == 6 && cy == n - 7) && !(cx == n - 7 && cy == 6) {
                #expect(code[x: cx, y: cy] && !code[x: cx + 1, y: cy] && code[x: cx + 2, y: cy + 2])
            }
        }
        // Both copies of the format information decode to the level and mask used.
        let (first, second) = qrFormatBits(rows: qrBoolRows(code))
        #expect(first == second)
        #expect(first >> 10 == code.errorCorrection.formatBits << 3 | code.mask)
        #expect(QRMatrix.formatBits(level: code.errorCorrection, mask: code.mask) ^ 0x5412 == first)
        // Version information, both copies.
        if version >= 7 {
            var topRight = 0
            var bottomLeft = 0
            for i in 0..<18 {
                if code[x: n - 11 + i % 3, y: i / 3] { topRight |= 1 << i }
                if code[x: i / 3, y: n - 11 + i % 3] { bottomLeft |= 1 << i }
            }
            #expect(topRight == QRMatrix.versionBits(version: version))
            #expect(bottomLeft == topRight)
            #expect(topRight >> 12 == version)
        }
    }

    @Test func chosenMaskHasLowestPenalty() throws {
        for text in ["threshold", "HELLO WORLD", qrSampleLink(length: 250)] {
            let chosen = try QRCode(encoding: text, errorCorrection: .low)
            let scores = try (0..<8).map { mask in
                QRPenalty.score(try QRSymbolTests.matrix(of: QRCode(encoding: text, errorCorrection: .low, mask: mask)))
            }
            #expect(scores[chosen.mask] == scores.min())
            #expect(scores.firstIndex(of: scores.min() ?? 0) == chosen.mask)
        }
    }

    static func matrix(of code: QRCode) -> QRMatrix {
        var matrix = QRMatrix(version: code.version)
        for y in 0..<code.size {
            for x in 0..<code.size where code[x: x, y: y] != matrix[x, y] {
                matrix.overwrite(x, y, code[x: x, y: y])
            }
        }
        return matrix
    }

    @Test func chooseSmallestVersionAndMode() throws {
        #expect(try QRCode(encoding: "", errorCorrection: .high).version == 1)
        #expect(try QRCode(encoding: String(repeating: "a", count: 17), errorCorrection: .low).version == 1)
        #expect(try QRCode(encoding: String(repeating: "a", count: 18), errorCorrection: .low).version == 2)
        // Alphanumeric mode packs 25 upper-case characters into 1-L.
        #expect(try QRCode(encoding: String(repeating: "A", count: 25), errorCorrection: .low).version == 1)
        #expect(try QRCode(encoding: "x", versions: 5...40).version == 5)
        // The migration link: 250 ASCII characters.
        let link = qrSampleLink(length: 250)
        #expect(link.utf8.count == 250)
        #expect(try QRCode(encoding: link, errorCorrection: .low).version == 10)
        #expect(try QRCode(encoding: link, errorCorrection: .medium).version == 11)
        // UTF-8 text counts bytes.
        #expect(try QRCode(encoding: String(repeating: "\u{00E9}", count: 8), errorCorrection: .low).version == 1)
        #expect(try QRCode(encoding: String(repeating: "\u{00E9}", count: 9), errorCorrection: .low).version == 2)
    }

    @Test func capacityLimits() throws {
        #expect(try QRCode(encoding: String(repeating: "a", count: 2953), errorCorrection: .low).version == 40)
        #expect(throws: QRError.dataTooLong(length: 2954, maximum: 2953)) {
            try QRCode(encoding: String(repeating: "a", count: 2954), errorCorrection: .low)
        }
        #expect(throws: QRError.dataTooLong(length: 1274, maximum: 1273)) {
            try QRCode(encoding: [UInt8](repeating: 0xFF, count: 1274), errorCorrection: .high)
        }
        #expect(throws: QRError.dataTooLong(length: 251, maximum: 213)) {
            try QRCode(encoding: qrSampleLink(length: 251), errorCorrection: .medium, versions: 1...10)
        }
        #expect(throws: QRError.dataTooLong(length: 4297, maximum: 4296)) {
            try QRCode(encoding: String(repeating: "A", count: 4297), errorCorrection: .low)
        }
        #expect(throws: QRError.invalidVersionRange(lower: 0, upper: 3)) { try QRCode(encoding: "a", versions: 0...3) }
        #expect(throws: QRError.invalidVersionRange(lower: 1, upper: 41)) { try QRCode(encoding: "a", versions: 1...41) }
        #expect(throws: QRError.invalidMask(8)) { try QRCode(encoding: "a", mask: 8) }
        #expect(throws: QRError.invalidMask(-1)) { try QRCode(encoding: "a", mask: -1) }
    }

    @Test func errorCodesAndMessages() {
        #expect(QRError.dataTooLong(length: 3000, maximum: 2953).code == "qr_data_too_long")
        #expect(QRError.invalidVersionRange(lower: 0, upper: 1).code == "qr_invalid_version_range")
        #expect(QRError.invalidMask(9).code == "qr_invalid_mask")
        #expect(QRError.dataTooLong(length: 3000, maximum: 2953).description
                == "Too much data for a QR code: 3000 bytes, at most 2953 fit. Use the text link instead.")
    }

    @Test func deterministic() throws {
        let link = qrSampleLink(length: 250)
        #expect(try QRCode(encoding: link) == QRCode(encoding: link))
    }
}
