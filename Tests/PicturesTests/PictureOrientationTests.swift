import Pictures
import Testing

/// A phone's JPEG with an Exif Orientation is stored upright, and its Exif segment is not (no APP1,
/// nor any other metadata marker, in the stored bytes).
@Suite struct PictureOrientationTests {
    enum Colour: Equatable { case red, green, blue, white }

    /// A 320 x 240 image in four flat quadrants: red top left, green top right, blue bottom left,
    /// white bottom right (as stored, before any turning).
    static func quadrants() -> [UInt8] {
        PictureCodec.jpeg(rgb: quadrantPixels(), width: 320, height: 240, quality: 95) ?? []
    }

    /// The pixels of ``quadrants()``: 320 x 240, RGB.
    static func quadrantPixels() -> [UInt8] {
        let width = 320, height = 240
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let colour: [UInt8] = switch (x < width / 2, y < height / 2) {
                case (true, true): [255, 0, 0]
                case (false, true): [0, 255, 0]
                case (true, false): [0, 0, 255]
                case (false, false): [255, 255, 255]
                }
                rgb.replaceSubrange(((y * width + x) * 3)..<((y * width + x) * 3 + 3), with: colour)
            }
        }
        return rgb
    }

    /// The colour of the stored picture around (x, y).
    static func colour(_ picture: ProfilePicture, x: Int, y: Int) -> Colour? {
        guard let decoded = PictureCodec.decodeJPEG(picture.bytes) else { return nil }
        let at = (y * decoded.width + x) * 3
        let (r, g, b) = (Int(decoded.rgb[at]), Int(decoded.rgb[at + 1]), Int(decoded.rgb[at + 2]))
        switch (r > 160, g > 160, b > 160) {
        case (true, false, false): return .red
        case (false, true, false): return .green
        case (false, false, true): return .blue
        case (true, true, true): return .white
        default: return nil
        }
    }

    /// The four corners of the stored picture: top left, top right, bottom left, bottom right.
    static func corners(_ picture: ProfilePicture) -> [Colour?] {
        [colour(picture, x: 48, y: 48), colour(picture, x: 208, y: 48), colour(picture, x: 48, y: 208), colour(picture, x: 208, y: 208)]
    }

    static func withOrientation(_ value: Int) -> [UInt8] {
        ExifOrientationTests.inserting(ExifOrientationTests.app1(ExifOrientationTests.tiff(entries: [(0x0112, 3, 1, value)])),
                                       into: quadrants())
    }

    @Test(arguments: [
        // As stored.
        (1, [Colour.red, .green, .blue, .white]),
        // Mirrored left to right.
        (2, [.green, .red, .white, .blue]),
        // Turned 180 degrees (a camera held upside down).
        (3, [.white, .blue, .green, .red]),
        // Mirrored top to bottom.
        (4, [.blue, .white, .red, .green]),
        // Transposed.
        (5, [.red, .blue, .green, .white]),
        // A phone held upright: the stored left column becomes the top row.
        (6, [.blue, .red, .white, .green]),
        // Transversed.
        (7, [.white, .green, .blue, .red]),
        // Held the other way: the stored right column becomes the top row.
        (8, [.green, .white, .red, .blue]),
    ])
    func thePictureIsStoredUpright(orientation: Int, corners: [Colour]) throws {
        let picture = try PictureDecoder.picture(from: Self.withOrientation(orientation))
        #expect(Self.corners(picture) == corners)
    }

    /// The stored bytes hold only the encoder's own segments: no APP1 (Exif, XMP), no other APPn
    /// than JFIF's APP0, no comment.
    @Test func noMetadataSegmentSurvives() throws {
        let picture = try PictureDecoder.picture(from: Self.withOrientation(6))
        var markers: [UInt8] = []
        var index = 2
        let bytes = picture.bytes
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            markers.append(marker)
            if marker == 0xDA { break }
            index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
        }
        #expect(markers.last == 0xDA, "the walk reached the image data")
        #expect(markers.filter { (0xE0...0xEF).contains($0) } == [0xE0])
        #expect(!markers.contains(0xFE))
        #expect(ExifOrientation.of(bytes) == 1)
    }

    /// A damaged Exif segment does not refuse the picture: it is stored as its pixels are.
    @Test func aDamagedExifSegmentLeavesThePictureAsStored() throws {
        let damaged = ExifOrientationTests.inserting(ExifOrientationTests.app1([0x4D, 0x4D, 0x00, 0x2A, 0x7F, 0xFF, 0xFF, 0xFF]),
                                                     into: Self.quadrants())
        #expect(Self.corners(try PictureDecoder.picture(from: damaged)) == [.red, .green, .blue, .white])
    }
}

/// Noise, which at quality 85 is far larger than the cell: the encoder stops at the cell's size and
/// the next quality is tried, until it fits (docs/pictures.md).
@Suite struct PictureQualityStepTests {
    @Test func noiseIsStoredAtALowerQualityThatFits() throws {
        var state: UInt32 = 12345
        let side = 256
        let noise = (0..<(side * side * 3)).map { _ -> UInt8 in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
        #expect((PictureCodec.jpeg(rgb: noise, width: side, height: side, quality: 85)?.count ?? 0) > ProfilePicture.maximumBytes)
        let png = try #require(PictureCodec.png(rgb: noise, width: side, height: side))
        let picture = try PictureDecoder.picture(from: png)
        #expect(picture.bytes.count <= ProfilePicture.maximumBytes)
        let decoded = try #require(PictureCodec.decodeJPEG(picture.bytes))
        #expect(decoded.width == side && decoded.height == side)
    }
}
