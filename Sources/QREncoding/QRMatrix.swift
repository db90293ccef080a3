/// The module grid while a symbol is being built: which modules are dark, and which belong to
/// function patterns (finder, separator, timing, alignment, format and version information) and
/// so carry no data and are never masked.
struct QRMatrix: Sendable, Equatable {
    let version: Int
    let size: Int
    private(set) var dark: [Bool]
    private(set) var isFunction: [Bool]

    /// A grid with every function pattern drawn and the format area reserved.
    init(version: Int) {
        self.version = version
        size = QRTables.size(version: version)
        dark = [Bool](repeating: false, count: size * size)
        isFunction = [Bool](repeating: false, count: size * size)
        drawFunctionPatterns()
    }

    subscript(x: Int, y: Int) -> Bool {
        dark[y * size + x]
    }

    func isFunctionModule(x: Int, y: Int) -> Bool {
        isFunction[y * size + x]
    }

    /// Sets one module's colour without changing its role (tests rebuild finished symbols).
    mutating func overwrite(_ x: Int, _ y: Int, _ value: Bool) {
        dark[y * size + x] = value
    }

    private mutating func setFunction(_ x: Int, _ y: Int, _ value: Bool) {
        dark[y * size + x] = value
        isFunction[y * size + x] = true
    }

    private mutating func drawFunctionPatterns() {
        // Timing patterns first; the finders then overwrite their ends.
        for i in 0..<size {
            setFunction(6, i, i % 2 == 0)
            setFunction(i, 6, i % 2 == 0)
        }
        drawFinder(centreX: 3, centreY: 3)
        drawFinder(centreX: size - 4, centreY: 3)
        drawFinder(centreX: 3, centreY: size - 4)

        let centres = QRTables.alignmentCentres(version: version)
        let last = centres.count - 1
        for (i, cy) in centres.enumerated() {
            for (j, cx) in centres.enumerated() {
                // Skip the three that would sit on a finder.
                let onFinder = (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0)
                if !onFinder { drawAlignment(centreX: cx, centreY: cy) }
            }
        }
        // Reserve the format areas (real bits are written once the mask is known) and the
        // always-dark module beside the bottom-left finder.
        drawFormatBits(level: .medium, mask: 0)
        drawVersionBits()
    }

    /// A 7×7 finder with its one-module light separator, clipped to the symbol.
    private mutating func drawFinder(centreX: Int, centreY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centreX + dx
                let y = centreY + dy
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let ring = max(abs(dx), abs(dy))
                setFunction(x, y, ring != 2 && ring != 4)
            }
        }
    }

    /// A 5×5 alignment pattern: dark ring, light ring, dark centre.
    private mutating func drawAlignment(centreX: Int, centreY: Int) {
        for dy in -2...2 {
            for dx in -2...2 {
                setFunction(centreX + dx, centreY + dy, max(abs(dx), abs(dy)) != 1)
            }
        }
    }

    /// The 15-bit format information: level and mask, BCH(15,5) protected, XOR 0x5412.
    static func formatBits(level: QRErrorCorrection, mask: Int) -> Int {
        let data = level.formatBits << 3 | mask
        var rem = data
        for _ in 0..<10 {
            rem = (rem << 1) ^ ((rem >> 9) * 0x537)
        }
        return (data << 10 | rem) ^ 0x5412
    }

    /// The 18-bit version information for versions 7 and up: BCH(18,6) protected.
    static func versionBits(version: Int) -> Int {
        var rem = version
        for _ in 0..<12 {
            rem = (rem << 1) ^ ((rem >> 11) * 0x1F25)
        }
        return version << 12 | rem
    }

    /// Writes both copies of the format information; bit 0 is the least significant.
    mutating func drawFormatBits(level: QRErrorCorrection, mask: Int) {
        let bits = QRMatrix.formatBits(level: level, mask: mask)
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        // Around the top-left finder: up column 8, then left along row 8, skipping timing.
        for i in 0...5 { setFunction(8, i, bit(i)) }
        setFunction(8, 7, bit(6))
        setFunction(8, 8, bit(7))
        setFunction(7, 8, bit(8))
        for i in 9..<15 { setFunction(14 - i, 8, bit(i)) }
        // Split between the other two finders.
        for i in 0..<8 { setFunction(size - 1 - i, 8, bit(i)) }
        for i in 8..<15 { setFunction(8, size - 15 + i, bit(i)) }
        setFunction(8, size - 8, true)
    }

    /// Writes both 6×3 copies of the version information (versions 7 and up).
    private mutating func drawVersionBits() {
        guard version >= 7 else { return }
        let bits = QRMatrix.versionBits(version: version)
        for i in 0..<18 {
            let value = (bits >> i) & 1 == 1
            let a = size - 11 + i % 3
            let b = i / 3
            setFunction(a, b, value)
            setFunction(b, a, value)
        }
    }

    /// The number of modules left for data and error correction (remainder bits included).
    var dataModuleCount: Int {
        isFunction.lazy.filter { !$0 }.count
    }

    /// Places the codewords in the two-module-wide zigzag from the bottom-right corner,
    /// skipping function modules and the vertical timing column. Modules left over are the
    /// remainder bits and stay light (before masking).
    mutating func placeCodewords(_ codewords: [UInt8]) {
        let totalBits = codewords.count * 8
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !isFunction[y * size + x] {
                    if index < totalBits {
                        let byte = codewords[index >> 3]
                        dark[y * size + x] = (byte >> UInt8(7 - (index & 7))) & 1 == 1
                        index += 1
                    }
                }
            }
            right -= 2
        }
    }

    /// XORs mask pattern `mask` (0...7) onto every data module; applying it twice undoes it.
    mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] {
                if QRMatrix.maskCondition(mask, row: y, column: x) {
                    dark[y * size + x].toggle()
                }
            }
        }
    }

    /// The mask conditions of ISO/IEC 18004 Table 10, with i the row and j the column.
    static func maskCondition(_ mask: Int, row i: Int, column j: Int) -> Bool {
        switch mask {
        case 0: return (i + j) % 2 == 0
        case 1: return i % 2 == 0
        case 2: return j % 3 == 0
        case 3: return (i + j) % 3 == 0
        case 4: return (i / 2 + j / 3) % 2 == 0
        case 5: return (i * j) % 2 + (i * j) % 3 == 0
        case 6: return ((i * j) % 2 + (i * j) % 3) % 2 == 0
        default: return ((i + j) % 2 + (i * j) % 3) % 2 == 0
        }
    }
}
