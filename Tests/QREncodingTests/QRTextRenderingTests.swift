import Testing
@testable import QREncoding

@Suite("QR code: text rendering")
struct QRTextRenderingTests {
    /// Reads the modules back from half-block lines (the inverse of the renderer).
    static func modules(from lines: [String], background: QRTerminalBackground) -> [[Bool]] {
        var rows: [[Bool]] = []
        for line in lines {
            var upper: [Bool] = []
            var lower: [Bool] = []
            for ch in line {
                let (u, l): (Bool, Bool)
                switch ch {
                case "\u{2588}": (u, l) = (true, true)
                case "\u{2580}": (u, l) = (true, false)
                case "\u{2584}": (u, l) = (false, true)
                default: (u, l) = (false, false)
                }
                // On a dark background the drawn cells are the light modules.
                upper.append(background == .light ? u : !u)
                lower.append(background == .light ? l : !l)
            }
            rows.append(upper)
            rows.append(lower)
        }
        return rows
    }

    @Test("round-trips through the half blocks", arguments: QRTerminalBackground.allCases)
    func roundTrip(background: QRTerminalBackground) throws {
        let code = try QRCode(encoding: qrSampleLink(length: 250), errorCorrection: .low)
        let lines = code.textLines(background: background)
        let span = code.size + 8
        #expect(lines.count == (span + 1) / 2)
        #expect(lines.allSatisfy { $0.count == span })
        let rows = Self.modules(from: lines, background: background)
        for y in 0..<span {
            for x in 0..<span {
                #expect(rows[y][x] == code[x: x - 4, y: y - 4], "module \(x - 4),\(y - 4)")
            }
        }
        // The extra half row below an odd-sized area is quiet zone (light).
        #expect(rows[span].allSatisfy { !$0 })
    }

    @Test func quietZoneAndInversion() throws {
        let code = try QRCode(encoding: "threshold", errorCorrection: .low)
        let light = code.textLines(background: .light)
        let dark = code.textLines(background: .dark)
        // 21 + 8 = 29 columns, 15 lines; the first two lines are all quiet zone.
        #expect(light.count == 15 && dark.count == 15)
        #expect(light[0] == String(repeating: " ", count: 29))
        #expect(light[1] == String(repeating: " ", count: 29))
        #expect(dark[0] == String(repeating: "\u{2588}", count: 29))
        // Every cell of the dark variant is the complement of the light variant's cell.
        let complement: [Character: Character] = [" ": "\u{2588}", "\u{2588}": " ", "\u{2580}": "\u{2584}", "\u{2584}": "\u{2580}"]
        for (l, d) in zip(light, dark) {
            #expect(String(l.map { complement[$0] ?? "?" }) == d)
        }
        // Third line: rows 0 and 1 of the symbol; the finder's top edge is a full row, its
        // second row has light inside.
        let third = Array(light[2])
        #expect(third[4] == "\u{2588}")
        #expect(third[5] == "\u{2580}")
    }

    /// A complete, reviewable snapshot of a small symbol on a light terminal.
    @Test func snapshotLight() throws {
        let code = try QRCode(encoding: "HELLO WORLD", errorCorrection: .quartile)
        // Same symbol as the libqrencode golden vector "HELLO WORLD" 1-Q (mask 0).
        let expected = [
            "                             ",
            "                             ",
            "    █▀▀▀▀▀█ █▀ ▄  █▀▀▀▀▀█    ",
            "    █ ███ █ █  ▀▀ █ ███ █    ",
            "    █ ▀▀▀ █ ▀ █   █ ▀▀▀ █    ",
            "    ▀▀▀▀▀▀▀ █ ▀ ▀ ▀▀▀▀▀▀▀    ",
            "     █▀ ▀ ▀▀▄▄▄▄▀ ▀ █▀▀▀█    ",
            "     ▄█▀▄█▀█ ▀█▄ ▄▀▄▀█▄▄     ",
            "    ▀   ▀ ▀ █▄▀█▀ █▀▀ █ █    ",
            "    █▀▀▀▀▀█ ▀▄▀▄▄ ▄█ █▀      ",
            "    █ ███ █ ▀▄▀▄ ▄▀█▀▀▀█▀    ",
            "    █ ▀▀▀ █ █ ▄█▄█▀▀ █ ▄█    ",
            "    ▀▀▀▀▀▀▀    ▀ ▀▀▀    ▀    ",
            "                             ",
            "                             ",
        ]
        #expect(qrRows(code) == QRSymbolTests.helloWorld1Q)
        #expect(code.textLines(background: .light) == expected)
    }

    @Test func customQuietZone() throws {
        let code = try QRCode(encoding: "a", errorCorrection: .low)
        #expect(code.textLines(background: .light, quietZone: 0).count == 11)
        #expect(code.textLines(background: .light, quietZone: 0).allSatisfy { $0.count == 21 })
        #expect(code.textLines(background: .light, quietZone: -3).count == 11)
        #expect(code.textLines(background: .dark, quietZone: 1).first?.count == 23)
    }
}
