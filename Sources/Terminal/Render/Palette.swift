/// Color arithmetic for downgrading RGB to the 256- and 16-color palettes (xterm defaults).
enum Palette {
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]
    private static let ansiRGB: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
        (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
        (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ v: UInt8) -> Int {
            var best = 0
            for (i, l) in cubeLevels.enumerated() where abs(l - Int(v)) < abs(cubeLevels[best] - Int(v)) {
                best = i
            }
            return best
        }
        let (lr, lg, lb) = (level(r), level(g), level(b))
        let cube = 16 + 36 * lr + 6 * lg + lb
        let cubeDistance = distance((cubeLevels[lr], cubeLevels[lg], cubeLevels[lb]), r, g, b)
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let grayIndex = min(23, max(0, (average - 8 + 5) / 10))
        let grayLevel = 8 + 10 * grayIndex
        let grayDistance = distance((grayLevel, grayLevel, grayLevel), r, g, b)
        return UInt8(grayDistance < cubeDistance ? 232 + grayIndex : cube)
    }

    static func nearest16(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (i, c) in ansiRGB.enumerated() {
            let d = distance(c, r, g, b)
            if d < bestDistance { best = i; bestDistance = d }
        }
        return UInt8(best)
    }

    static func rgb(of index: UInt8) -> (UInt8, UInt8, UInt8) {
        let i = Int(index)
        if i < 16 {
            let c = ansiRGB[i]
            return (UInt8(c.0), UInt8(c.1), UInt8(c.2))
        }
        if i >= 232 {
            let v = UInt8(8 + 10 * (i - 232))
            return (v, v, v)
        }
        let n = i - 16
        return (UInt8(cubeLevels[n / 36]), UInt8(cubeLevels[(n / 6) % 6]), UInt8(cubeLevels[n % 6]))
    }

    private static func distance(_ c: (Int, Int, Int), _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let dr = c.0 - Int(r), dg = c.1 - Int(g), db = c.2 - Int(b)
        return dr * dr + dg * dg + db * db
    }
}
