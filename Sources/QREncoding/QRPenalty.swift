/// The mask evaluation of ISO/IEC 18004, 7.8.3: the lower the score, the easier the symbol is
/// to scan. Modules outside the symbol count as light (the quiet zone), so a finder-like run at
/// the edge is penalised as a scanner would see it.
enum QRPenalty {
    static let runWeight = 3        // N1, plus one per module beyond five
    static let blockWeight = 3      // N2
    static let finderWeight = 40    // N3
    static let balanceWeight = 10   // N4

    static func score(_ matrix: QRMatrix) -> Int {
        let size = matrix.size
        var total = 0
        // N1 and N3 along rows and columns.
        for line in 0..<size {
            let row = (0..<size).map { matrix[$0, line] }
            let column = (0..<size).map { matrix[line, $0] }
            total += runs(row) + finderLike(row)
            total += runs(column) + finderLike(column)
        }
        // N2: every 2×2 block of one colour.
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let c = matrix[x, y]
                if c == matrix[x + 1, y] && c == matrix[x, y + 1] && c == matrix[x + 1, y + 1] {
                    total += blockWeight
                }
            }
        }
        // N4: each full 5 % step away from half dark.
        var darkCount = 0
        for y in 0..<size {
            for x in 0..<size where matrix[x, y] { darkCount += 1 }
        }
        let cells = size * size
        total += balanceWeight * (abs(darkCount * 20 - cells * 10) / cells)
        return total
    }

    /// N1: runs of five or more modules of one colour.
    static func runs(_ line: [Bool]) -> Int {
        var score = 0
        var runLength = 0
        var previous: Bool?
        for module in line {
            if module == previous {
                runLength += 1
            } else {
                if runLength >= 5 { score += runWeight + runLength - 5 }
                runLength = 1
                previous = module
            }
        }
        if runLength >= 5 { score += runWeight + runLength - 5 }
        return score
    }

    /// N3: dark-light-dark-dark-dark-light-dark with four light modules before or after.
    static func finderLike(_ line: [Bool]) -> Int {
        let core: [Bool] = [true, false, true, true, true, false, true]
        let n = line.count
        func at(_ i: Int) -> Bool { i >= 0 && i < n ? line[i] : false }
        var score = 0
        for start in 0...(n - core.count) {
            guard core.indices.allSatisfy({ line[start + $0] == core[$0] }) else { continue }
            let lightBefore = (1...4).allSatisfy { !at(start - $0) }
            let lightAfter = (0..<4).allSatisfy { !at(start + core.count + $0) }
            if lightBefore { score += finderWeight }
            if lightAfter { score += finderWeight }
        }
        return score
    }
}
