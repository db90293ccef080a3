import Foundation
import Testing
@testable import QREncoding

/// Checks against independent tools from Debian when they are installed:
/// `qrencode` (libqrencode, an encoder) and `zbarimg` (ZBar, a decoder).
/// Install with `apt-get install -y qrencode zbar-tools`.
@Suite("QR code: reference tools")
struct QRReferenceToolTests {
    static let qrencode = qrFindExecutable("qrencode")
    static let zbarimg = qrFindExecutable("zbarimg")

    /// (text, level, minimum version) — byte mode, covering small and large versions, every
    /// level, versions with version information, and several block layouts.
    static let encoderCases: [(String, QRErrorCorrection, Int)] = [
        ("threshold", .low, 1),
        ("threshold", .high, 3),
        ("https://example.com/?q=1", .medium, 2),
        (qrSampleLink(length: 250), .low, 1),
        (qrSampleLink(length: 250), .medium, 1),
        (qrSampleLink(length: 250), .quartile, 1),
        (qrSampleLink(length: 250), .high, 1),
        (qrSampleLink(length: 120), .quartile, 7),
        (qrSampleLink(length: 200), .high, 14),
        (qrSampleLink(length: 400), .medium, 21),
        (String(repeating: "threshold-", count: 150), .quartile, 32),
        (String(repeating: "ab", count: 1400), .low, 40),
        (String(repeating: "z", count: 1273), .high, 1),
    ]

    @Test("matches qrencode module for module at its mask",
          .enabled(if: qrencode != nil, "qrencode is not installed (apt-get install -y qrencode)"),
          arguments: 0..<encoderCases.count)
    func matchesQrencode(index: Int) throws {
        let (text, level, minVersion) = Self.encoderCases[index]
        guard let qrencode = Self.qrencode else { return }
        let result = try qrRun(qrencode, ["-8", "-l", String(level.letter), "-v", String(minVersion),
                                          "-m", "0", "-t", "ASCII", text])
        #expect(result.status == 0)
        let reference = result.output.split(separator: "\n").map { line in
            String(stride(from: 0, to: line.count, by: 2).map { line[line.index(line.startIndex, offsetBy: $0)] == "#" ? "#" : "." })
        }
        let (format, _) = qrFormatBits(rows: qrBoolRows(reference))
        let mask = format >> 10 & 7
        let code = try QRCode(encoding: text, errorCorrection: level, versions: minVersion...40, mask: mask)
        #expect(code.size == reference.count)
        #expect(qrRows(code) == reference, "case \(index): version \(code.version), mask \(mask)")
    }

    static let decoderCases: [(String, QRErrorCorrection)] = [
        ("threshold", .low),
        ("HELLO WORLD", .quartile),
        ("Zo\u{EB} \u{1F44B} \u{674E}\u{5C0F}\u{9F8D}", .medium),
        (qrSampleLink(length: 250), .low),
        (qrSampleLink(length: 250), .medium),
        (qrSampleLink(length: 250), .high),
        (String(repeating: "0123456789", count: 60), .quartile),
        (String(repeating: "x", count: 2953), .low),
    ]

    @Test("decodes back with zbarimg",
          .enabled(if: zbarimg != nil, "zbarimg is not installed (apt-get install -y zbar-tools)"),
          arguments: 0..<decoderCases.count)
    func decodesWithZbar(index: Int) throws {
        let (text, level) = Self.decoderCases[index]
        guard let zbarimg = Self.zbarimg else { return }
        let code = try QRCode(encoding: text, errorCorrection: level)
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("threshold-qr-\(ProcessInfo.processInfo.processIdentifier)-\(index).pbm")
        defer { try? FileManager.default.removeItem(at: url) }
        try qrPBM(code, scale: code.version > 20 ? 3 : 4).write(to: url, atomically: true, encoding: .ascii)
        let result = try qrRun(zbarimg, ["--quiet", "--raw", "-Sbinary", url.path])
        #expect(result.status == 0, "zbarimg could not decode case \(index) (version \(code.version))")
        var decoded = result.output
        if decoded.hasSuffix("\n") { decoded.removeLast() }
        #expect(decoded == text, "case \(index): version \(code.version) mask \(code.mask)")
    }

    /// Every mask must decode, not only the chosen one.
    @Test("every mask decodes with zbarimg",
          .enabled(if: zbarimg != nil, "zbarimg is not installed (apt-get install -y zbar-tools)"),
          arguments: 0..<8)
    func everyMaskDecodes(mask: Int) throws {
        guard let zbarimg = Self.zbarimg else { return }
        let text = qrSampleLink(length: 250)
        let code = try QRCode(encoding: text, errorCorrection: .low, mask: mask)
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("threshold-qr-mask-\(ProcessInfo.processInfo.processIdentifier)-\(mask).pbm")
        defer { try? FileManager.default.removeItem(at: url) }
        try qrPBM(code).write(to: url, atomically: true, encoding: .ascii)
        let result = try qrRun(zbarimg, ["--quiet", "--raw", "-Sbinary", url.path])
        #expect(result.output.trimmingCharacters(in: .newlines) == text)
    }
}
