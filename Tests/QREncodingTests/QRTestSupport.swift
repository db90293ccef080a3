import Foundation
import TestSupport
@testable import QREncoding

/// The symbol as rows of `#` (dark) and `.` (light), no quiet zone.
func qrRows(_ code: QRCode) -> [String] {
    (0..<code.size).map { y in String((0..<code.size).map { code[x: $0, y: y] ? "#" : "." }) }
}

/// Reads the first copy of the format information from rows of `#`/`.`; returns the 15 bits
/// with the 0x5412 mask removed.
func qrFormatBits(rows: [[Bool]]) -> (firstCopy: Int, secondCopy: Int) {
    let size = rows.count
    func dark(_ x: Int, _ y: Int) -> Bool { rows[y][x] }
    var first = 0
    var second = 0
    var positionsFirst: [(Int, Int)] = []
    for i in 0...5 { positionsFirst.append((8, i)) }
    positionsFirst.append((8, 7))
    positionsFirst.append((8, 8))
    positionsFirst.append((7, 8))
    for i in 9..<15 { positionsFirst.append((14 - i, 8)) }
    var positionsSecond: [(Int, Int)] = []
    for i in 0..<8 { positionsSecond.append((size - 1 - i, 8)) }
    for i in 8..<15 { positionsSecond.append((8, size - 15 + i)) }
    for (i, p) in positionsFirst.enumerated() where dark(p.0, p.1) { first |= 1 << i }
    for (i, p) in positionsSecond.enumerated() where dark(p.0, p.1) { second |= 1 << i }
    return (first ^ 0x5412, second ^ 0x5412)
}

func qrBoolRows(_ rows: [String]) -> [[Bool]] {
    rows.map { $0.map { $0 == "#" } }
}

func qrBoolRows(_ code: QRCode) -> [[Bool]] {
    (0..<code.size).map { y in (0..<code.size).map { code[x: $0, y: y] } }
}

/// The absolute path of an executable on PATH, or nil.
func qrFindExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
        let candidate = "\(dir)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Runs a tool and returns its exit status and standard output.
func qrRun(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let result = try Subprocess.run(executable, arguments)
    return (result.status, String(decoding: result.stdout, as: UTF8.self))
}

/// A plain PBM (P1) image of the symbol with a 4-module quiet zone, `scale` pixels a module.
func qrPBM(_ code: QRCode, scale: Int = 4) -> String {
    let quiet = 4
    let side = (code.size + 2 * quiet) * scale
    var text = "P1\n\(side) \(side)\n"
    for py in 0..<side {
        var line = ""
        line.reserveCapacity(side * 2)
        for px in 0..<side {
            let dark = code[x: px / scale - quiet, y: py / scale - quiet]
            line.append(dark ? "1" : "0")
            line.append(px + 1 == side ? "\n" : " ")
        }
        text += line
    }
    return text
}

/// A tiny deterministic generator so randomised tests reproduce.
struct QRTestRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A migration link of exactly `length` ASCII characters, shaped like PRODUCT.md 6 describes.
func qrSampleLink(length: Int) -> String {
    var link = "threshold:/migrate?v=1&archive=%2Fhome%2Fann%2Fthreshold-export-2026-11-30.age"
        + "&key=AGE-SECRET-KEY-1QQQSYQCYQ5RQWZQFPG9SCRGWPUGPZYSNZS23V9CCRYDPK8QARC0SQKMHFC"
        + "&size=1048576&sha256="
    let hex = Array("0123456789abcdef")
    var i = 0
    while link.count < length {
        link.append(hex[(i * 7 + 3) % 16])
        i += 1
    }
    return String(link.prefix(length))
}
