/// A tiny ANSI terminal in memory: enough of VT100/xterm to replay what ``Renderer`` and
/// ``LiveTerminal`` write (printing with autowrap, CR/LF/BS, cursor moves, erase, SGR, private
/// modes) into a ``Buffer``, so tests can compare the screen a user would see.
struct ScreenEmulator {
    private(set) var screen: Buffer
    private(set) var cursor = Position(x: 0, y: 0)
    private(set) var style = Style.plain
    private(set) var cursorVisible = true
    private(set) var modes: Set<Int> = []
    /// The kitty graphics placements shown now: where the cursor was, the image id and the cells
    /// covered (`a=p`; `a=d` removes them all).
    private(set) var placements: [PlacedImage] = []
    /// The ids of the images the terminal was sent (`a=t`, the first chunk's keys).
    private(set) var transmittedImages: [UInt32] = []
    /// The sixel images on the screen: where the cursor was and the cells covered (from the raster
    /// attributes and ``cellPixels``; ``PlacedImage/id`` counts the sixels drawn, from 1). Text
    /// written or erased over any of its cells removes one, as xterm does.
    private(set) var sixels: [PlacedImage] = []
    /// How many sixel strings were drawn.
    private(set) var sixelCount = 0
    /// The pixels of a cell, to know which cells a sixel covers.
    let cellPixels: CellPixelSize

    private enum State { case ground, escape, csi, string, stringEscape }
    /// Whether the string being read is a DCS string (a sixel), not an APC one.
    private var stringIsDCS = false
    private var string: [UInt8] = []
    private var state = State.ground
    private var parameters: [UInt8] = []
    private var utf8: [UInt8] = []
    private var cluster = ""

    /// Whether a zero-width character is kept on the cell before the cursor, as tmux does
    /// (up to 21 bytes a cell, its limit), instead of being dropped.
    let attachesZeroWidth: Bool

    init(size: TerminalSize, attachesZeroWidth: Bool = false, cellPixels: CellPixelSize = .fallback) {
        screen = Buffer(size: size)
        self.attachesZeroWidth = attachesZeroWidth
        self.cellPixels = cellPixels
    }

    /// A DCS string: a sixel image (`P1;P2;P3 q`, then `"Pan;Pad;Ph;Pv`) is recorded over the cells
    /// its raster size covers; nothing is drawn into the cells.
    private mutating func runDeviceControlString() {
        guard let q = string.firstIndex(of: UInt8(ascii: "q")),
              string[..<q].allSatisfy({ (0x30...0x3B).contains($0) }) else { return }
        var width = 0, height = 0
        let rest = string[(q + 1)...]
        if rest.first == UInt8(ascii: "\"") {
            let raster = String(decoding: rest.dropFirst().prefix { (0x30...0x3B).contains($0) }, as: UTF8.self)
            let numbers = raster.split(separator: ";").map { Int($0) ?? 0 }
            if numbers.count == 4 {
                width = numbers[2]
                height = numbers[3]
            }
        }
        sixelCount += 1
        let columns = (width + cellPixels.width - 1) / cellPixels.width
        let rows = (height + cellPixels.height - 1) / cellPixels.height
        sixels.append(PlacedImage(at: cursor, id: UInt32(sixelCount), columns: columns, rows: rows))
    }

    /// Removes the sixels over any cell of `rect` (text written or erased there).
    private mutating func uncoverSixels(_ rect: Rect) {
        guard !sixels.isEmpty else { return }
        sixels.removeAll { !Rect(x: $0.at.x, y: $0.at.y, width: $0.columns, height: $0.rows).intersection(rect).isEmpty }
    }

    mutating func resize(to size: TerminalSize) {
        flushCluster()
        screen.resize(to: size)
        cursor.x = min(cursor.x, max(0, size.width - 1))
        cursor.y = min(cursor.y, max(0, size.height - 1))
    }

    /// A kitty graphics command (`G` keys `;` payload): placements and transmissions are recorded,
    /// nothing is drawn into the cells (the picture lies above them).
    private mutating func runGraphicsCommand() {
        guard string.first == UInt8(ascii: "G") else { return }
        let keys = String(decoding: string.dropFirst().prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)
        var values: [String: String] = [:]
        for pair in keys.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        let id = values["i"].flatMap { UInt32($0) } ?? 0
        switch values["a"] {
        case "p"?:
            placements.append(PlacedImage(at: cursor, id: id, columns: values["c"].flatMap { Int($0) } ?? 0,
                                          rows: values["r"].flatMap { Int($0) } ?? 0))
        case "d"?: placements = []
        case "t"?: transmittedImages.append(id)
        default: break
        }
    }

    mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes { step(byte) }
        flushCluster()
    }

    private mutating func step(_ byte: UInt8) {
        switch state {
        case .escape:
            if byte == UInt8(ascii: "[") {
                state = .csi
                parameters = []
            } else if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "P") {
                // An APC string up to ST: the kitty graphics protocol's commands; a DCS string: sixel.
                state = .string
                stringIsDCS = byte == UInt8(ascii: "P")
                string = []
            } else {
                state = .ground  // other two-byte escapes are ignored
            }
        case .string:
            if byte == 0x1B {
                state = .stringEscape
            } else if string.count < 1 << 16 {
                string.append(byte)
            }
        case .stringEscape:
            state = .ground
            if byte == UInt8(ascii: "\\") {
                if stringIsDCS { runDeviceControlString() } else { runGraphicsCommand() }
            }
        case .csi:
            if (0x40...0x7E).contains(byte) {
                state = .ground
                runCSI(final: byte)
            } else if parameters.count < 64 {
                parameters.append(byte)
            }
        case .ground:
            if byte == 0x1B {
                flushCluster()
                state = .escape
            } else if byte < 0x20 || byte == 0x7F {
                flushCluster()
                control(byte)
            } else {
                utf8.append(byte)
                if let scalar = decodedScalar() { print(scalar) }
            }
        }
    }

    private mutating func decodedScalar() -> Unicode.Scalar? {
        guard let lead = utf8.first else { return nil }
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard utf8.count >= length else { return nil }
        defer { utf8.removeAll() }
        return String(decoding: utf8, as: UTF8.self).unicodeScalars.first
    }

    private mutating func print(_ scalar: Unicode.Scalar) {
        if !cluster.isEmpty {
            var extended = cluster
            extended.unicodeScalars.append(scalar)
            if extended.count == 1 {
                cluster = extended
                return
            }
            flushCluster()
        }
        cluster.unicodeScalars.append(scalar)
    }

    private mutating func flushCluster() {
        guard let character = cluster.first else { return }
        cluster = ""
        let w = DisplayWidth.of(character)
        if w == 0, attachesZeroWidth, !DisplayWidth.isControl(character.unicodeScalars.first ?? " ") {
            attach(String(character))
            return
        }
        guard w > 0, screen.width > 0 else { return }
        if cursor.x + w > screen.width {
            cursor.x = 0
            lineFeed()
        }
        _ = screen.place(x: cursor.x, y: cursor.y, symbol: String(character), columns: w,
                         style: style, limit: screen.width)
        uncoverSixels(Rect(x: cursor.x, y: cursor.y, width: w, height: 1))
        cursor.x += w  // may equal width: the pending-wrap state
    }

    /// Appends a zero-width cluster to the cell left of the cursor (nothing at column 0).
    private mutating func attach(_ symbol: String) {
        var x = min(cursor.x, screen.width) - 1
        if x > 0, screen[x, cursor.y].isContinuation { x -= 1 }
        guard x >= 0, cursor.y < screen.height else { return }
        let cell = screen[x, cursor.y]
        guard cell.symbol.utf8.count + symbol.utf8.count <= 21 else { return }
        screen.attach(symbol, x: x, y: cursor.y)
    }

    private mutating func lineFeed() {
        if cursor.y + 1 < screen.height {
            cursor.y += 1
            return
        }
        var next = Buffer(size: screen.size)
        for y in 1..<max(1, screen.height) {
            for x in 0..<screen.width {
                let cell = screen[x, y]
                if cell.width > 0 {
                    _ = next.place(x: x, y: y - 1, symbol: cell.symbol, columns: cell.width,
                                   style: cell.style, limit: screen.width)
                }
            }
        }
        screen = next
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: cursor.x = 0
        case 0x0A: lineFeed()
        case 0x08: cursor.x = max(0, min(cursor.x, screen.width - 1) - 1)
        default: break
        }
    }

    private mutating func runCSI(final: UInt8) {
        var body = parameters[...]
        let isPrivate = body.first == UInt8(ascii: "?")
        if isPrivate { body = body.dropFirst() }
        let numbers = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            field.reduce(0) { ($0 &* 10) &+ Int($1) &- 0x30 }
        }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count && numbers[index] > 0 ? numbers[index] : value
        }
        let maxX = max(0, screen.width - 1), maxY = max(0, screen.height - 1)
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            cursor = Position(x: min(number(1, default: 1) - 1, maxX), y: min(number(0, default: 1) - 1, maxY))
        case UInt8(ascii: "A"): cursor.y = max(0, cursor.y - number(0, default: 1))
        case UInt8(ascii: "B"): cursor.y = min(maxY, cursor.y + number(0, default: 1))
        case UInt8(ascii: "C"): cursor.x = min(maxX, cursor.x + number(0, default: 1))
        case UInt8(ascii: "D"): cursor.x = max(0, min(cursor.x, maxX) - number(0, default: 1))
        case UInt8(ascii: "G"): cursor.x = min(maxX, number(0, default: 1) - 1)
        case UInt8(ascii: "J"):
            let mode = numbers.first ?? 0
            let blank = Cell(" ", style: Style(background: style.background))
            if mode == 2 || mode == 3 {
                screen.fill(screen.area, with: blank)
                sixels = []
            } else if mode == 0 {
                screen.fill(Rect(x: cursor.x, y: cursor.y, width: screen.width - cursor.x, height: 1), with: blank)
                screen.fill(Rect(x: 0, y: cursor.y + 1, width: screen.width, height: screen.height - cursor.y - 1), with: blank)
                uncoverSixels(Rect(x: cursor.x, y: cursor.y, width: screen.width - cursor.x, height: 1))
                uncoverSixels(Rect(x: 0, y: cursor.y + 1, width: screen.width, height: screen.height - cursor.y - 1))
            }
        case UInt8(ascii: "K"):
            let mode = numbers.first ?? 0
            let blank = Cell(" ", style: Style(background: style.background))
            let start = mode == 0 ? cursor.x : 0
            let end = mode == 1 ? cursor.x + 1 : screen.width
            screen.fill(Rect(x: start, y: cursor.y, width: end - start, height: 1), with: blank)
            uncoverSixels(Rect(x: start, y: cursor.y, width: end - start, height: 1))
        case UInt8(ascii: "m") where !isPrivate:
            applySGR(numbers.isEmpty ? [0] : numbers)
        case UInt8(ascii: "h") where isPrivate:
            for n in numbers { setMode(n, on: true) }
        case UInt8(ascii: "l") where isPrivate:
            for n in numbers { setMode(n, on: false) }
        default:
            break
        }
    }

    private mutating func setMode(_ mode: Int, on: Bool) {
        if mode == 25 { cursorVisible = on }
        if mode == 1049 {
            screen.clear()
            sixels = []
        }
        if on { modes.insert(mode) } else { modes.remove(mode) }
    }

    private mutating func applySGR(_ codes: [Int]) {
        var index = 0
        func color(_ at: inout Int) -> Color {
            guard at + 1 < codes.count else { return .default }
            if codes[at + 1] == 5, at + 2 < codes.count {
                defer { at += 2 }
                return .ansi(UInt8(clamping: codes[at + 2]))
            }
            if codes[at + 1] == 2, at + 4 < codes.count {
                defer { at += 4 }
                return .rgb(UInt8(clamping: codes[at + 2]), UInt8(clamping: codes[at + 3]),
                            UInt8(clamping: codes[at + 4]))
            }
            return .default
        }
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .ansi(UInt8(code - 30))
            case 38: style.foreground = color(&index)
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(UInt8(code - 40))
            case 48: style.background = color(&index)
            case 49: style.background = .default
            case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
            default: break
            }
            index += 1
        }
    }
}
