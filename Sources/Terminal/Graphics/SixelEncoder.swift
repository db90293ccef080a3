/// Encodes RGB pixels as a sixel image (DEC's `ESC P … q … ESC \`, as xterm, mlterm, foot, WezTerm
/// and others draw it): the pixels reduced to a bounded palette by median cut, written in bands of
/// six rows with run-length encoding. docs/pictures.md.
///
/// Everything is bounded: at most ``maximumSide`` pixels a side and ``maximumColors`` colour
/// registers (16 by default: a VT340 has 16, and every sixel terminal has at least that many), so
/// the output is never larger than ``maximumLength(width:height:colors:offset:)``. Every byte between
/// the introducer and the terminator is printable ASCII (0x20-0x7E): nothing in it can end the
/// string early or reach the terminal as a control.
public enum SixelEncoder {
    /// The largest side, in pixels, an image may have.
    public static let maximumSide = 1024
    /// The most colour registers an image uses.
    public static let maximumColors = 256

    /// `width` x `height` RGB pixels (3 bytes each, rows packed) as one sixel string, drawn at the
    /// cursor with `offset` transparent columns on its left, in at most `colors` colours (2-256).
    /// Pixels not set stay as the terminal had them (`P2 = 1`), so the offset and the rows below a
    /// band's last one are transparent. Empty when the size is out of bounds or `rgb` is short.
    public static func encode(rgb: [UInt8], width: Int, height: Int, offset: Int = 0, colors: Int = 16) -> [UInt8] {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, offset >= 0, offset <= maximumSide,
              rgb.count >= width * height * 3 else { return [] }
        let (palette, indices) = quantize(rgb: rgb, count: width * height, colors: min(max(colors, 2), maximumColors))
        var out: [UInt8] = [0x1B, 0x50]
        // P1 = 9: square pixels; P2 = 1: pixels not set keep what is under them; then the raster
        // attributes: 1:1 aspect, the size in pixels.
        append("9;1;0q\"1;1;\(offset + width);\(height)", to: &out)
        for (register, color) in palette.enumerated() {
            append("#\(register);2;\(percent(color.0));\(percent(color.1));\(percent(color.2))", to: &out)
        }
        var row = [UInt8](repeating: 0, count: width)
        var band = 0
        while band < height {
            let rows = min(6, height - band)
            var used = [Bool](repeating: false, count: palette.count)
            for y in band..<(band + rows) {
                for x in 0..<width { used[Int(indices[y * width + x])] = true }
            }
            var firstColor = true
            for register in palette.indices where used[register] {
                // `$` returns to the band's start for the next colour; `#n` selects it.
                if !firstColor { out.append(UInt8(ascii: "$")) }
                firstColor = false
                append("#\(register)", to: &out)
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for dy in 0..<rows where Int(indices[(band + dy) * width + x]) == register { bits |= 1 << dy }
                    row[x] = 0x3F + bits
                }
                appendRuns(of: 0x3F, count: offset, to: &out)
                var x = 0
                while x < width {
                    var end = x + 1
                    while end < width, row[end] == row[x] { end += 1 }
                    appendRuns(of: row[x], count: end - x, to: &out)
                    x = end
                }
            }
            band += 6
            // `-`: the next band, six rows down.
            if band < height { out.append(UInt8(ascii: "-")) }
        }
        out += [0x1B, 0x5C]
        return out
    }

    /// The most bytes ``encode(rgb:width:height:offset:colors:)`` writes for an image of this size
    /// (without run-length encoding, every colour in every band).
    public static func maximumLength(width: Int, height: Int, colors: Int, offset: Int = 0) -> Int {
        let bands = (height + 5) / 6
        let header = 2 + 32
        let registers = colors * 20
        return header + registers + bands * (1 + colors * (6 + offset + width)) + 2
    }

    /// `rgb` of `width` x `height` scaled to `side` x `side` (each output pixel the average of the
    /// input pixels it covers, or the nearest one when enlarging). Empty when a size is out of
    /// bounds.
    public static func scaled(rgb: [UInt8], width: Int, height: Int, to side: Int) -> [UInt8] {
        guard width > 0, height > 0, side > 0, side <= maximumSide, rgb.count >= width * height * 3 else { return [] }
        var out = [UInt8](repeating: 0, count: side * side * 3)
        for y in 0..<side {
            let top = y * height / side, bottom = max(top + 1, (y + 1) * height / side)
            for x in 0..<side {
                let left = x * width / side, right = max(left + 1, (x + 1) * width / side)
                var sum = (0, 0, 0)
                for sy in top..<bottom {
                    for sx in left..<right {
                        let at = (sy * width + sx) * 3
                        sum.0 += Int(rgb[at])
                        sum.1 += Int(rgb[at + 1])
                        sum.2 += Int(rgb[at + 2])
                    }
                }
                let count = (bottom - top) * (right - left)
                let at = (y * side + x) * 3
                out[at] = UInt8(sum.0 / count)
                out[at + 1] = UInt8(sum.1 / count)
                out[at + 2] = UInt8(sum.2 / count)
            }
        }
        return out
    }

    /// A colour as sixel's percentages (0-100).
    private static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }

    private static func append(_ text: String, to out: inout [UInt8]) { out += text.utf8 }

    /// `count` copies of `byte`: `!n` and the byte when that is shorter (four or more).
    private static func appendRuns(of byte: UInt8, count: Int, to out: inout [UInt8]) {
        guard count > 0 else { return }
        if count >= 4 {
            append("!\(count)", to: &out)
            out.append(byte)
        } else {
            out += repeatElement(byte, count: count)
        }
    }

    /// Median cut: the pixels in boxes, the box with the widest channel range split at its median
    /// along that channel, until there are `colors` boxes or none can be split; each box's colour
    /// is its pixels' average. Returns the palette (boxes in order) and each pixel's register.
    static func quantize(rgb: [UInt8], count: Int, colors: Int) -> (palette: [(UInt8, UInt8, UInt8)], indices: [UInt8]) {
        var boxes: [[Int]] = [Array(0..<count)]
        func range(_ box: [Int]) -> (channel: Int, width: Int) {
            var best = (channel: 0, width: -1)
            for channel in 0..<3 {
                var low = 255, high = 0
                for pixel in box {
                    let value = Int(rgb[pixel * 3 + channel])
                    low = min(low, value)
                    high = max(high, value)
                }
                if high - low > best.width { best = (channel, high - low) }
            }
            return best
        }
        while boxes.count < colors {
            // The box to split: the widest range, the first on ties (deterministic).
            var chosen = -1
            var chosenRange = (channel: 0, width: 0)
            for (index, box) in boxes.enumerated() where box.count > 1 {
                let r = range(box)
                if r.width > chosenRange.width {
                    chosen = index
                    chosenRange = r
                }
            }
            guard chosen >= 0 else { break }
            let channel = chosenRange.channel
            let sorted = boxes[chosen].sorted { (rgb[$0 * 3 + channel], $0) < (rgb[$1 * 3 + channel], $1) }
            var cut = sorted.count / 2
            // Equal values stay in one box, so two boxes never share a colour.
            let value = rgb[sorted[cut] * 3 + channel]
            while cut > 0, rgb[sorted[cut - 1] * 3 + channel] == value { cut -= 1 }
            if cut == 0 {
                cut = sorted.count / 2
                while cut < sorted.count, rgb[sorted[cut] * 3 + channel] == value { cut += 1 }
            }
            boxes[chosen] = Array(sorted[..<cut])
            boxes.insert(Array(sorted[cut...]), at: chosen + 1)
        }
        var palette: [(UInt8, UInt8, UInt8)] = []
        var indices = [UInt8](repeating: 0, count: count)
        for (register, box) in boxes.enumerated() {
            var sum = (0, 0, 0)
            for pixel in box {
                sum.0 += Int(rgb[pixel * 3])
                sum.1 += Int(rgb[pixel * 3 + 1])
                sum.2 += Int(rgb[pixel * 3 + 2])
                indices[pixel] = UInt8(register)
            }
            let n = max(box.count, 1)
            palette.append((UInt8(sum.0 / n), UInt8(sum.1 / n), UInt8(sum.2 / n)))
        }
        return (palette, indices)
    }
}
