import Pictures
import Testing

/// A PNG's eXIf chunk (read by libpng, the TIFF inside by the same bounded reader as a JPEG's
/// Exif): all eight orientations stored upright, both byte orders, and every damaged chunk read as
/// 1 (as stored) without refusing the picture or reading out of bounds.
@Suite struct PNGExifOrientationTests {
    /// CRC-32 (ISO 3309, as PNG uses) of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A PNG chunk: length, type, data, CRC (`badCRC`: off by one; `length`: what it claims).
    static func chunk(_ type: String, _ data: [UInt8], badCRC: Bool = false, length: UInt32? = nil) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(length ?? UInt32(data.count)) + body + be32(crc32(body) &+ (badCRC ? 1 : 0))
    }

    /// `png` with `chunks` right after IHDR (signature 8 bytes, IHDR 25), before the image data.
    static func inserting(_ chunks: [UInt8], into png: [UInt8]) -> [UInt8] {
        Array(png.prefix(33)) + chunks + png.dropFirst(33)
    }

    /// `png` with `chunks` just before IEND (its last 12 bytes), after the image data.
    static func appending(_ chunks: [UInt8], to png: [UInt8]) -> [UInt8] {
        Array(png.dropLast(12)) + chunks + png.suffix(12)
    }

    /// The four quadrants of ``PictureOrientationTests/quadrants()``, as a PNG.
    static let quadrants: [UInt8] = PictureCodec.png(rgb: PictureOrientationTests.quadrantPixels(), width: 320, height: 240) ?? []

    static func exif(_ value: Int, bigEndian: Bool = true) -> [UInt8] {
        chunk("eXIf", ExifOrientationTests.tiff(bigEndian: bigEndian, entries: [(0x010F, 2, 4, 0), (0x0112, 3, 1, value)]))
    }

    @Test(arguments: [
        (1, [PictureOrientationTests.Colour.red, .green, .blue, .white]),
        (2, [.green, .red, .white, .blue]),
        (3, [.white, .blue, .green, .red]),
        (4, [.blue, .white, .red, .green]),
        (5, [.red, .blue, .green, .white]),
        (6, [.blue, .red, .white, .green]),
        (7, [.white, .green, .blue, .red]),
        (8, [.green, .white, .red, .blue]),
    ])
    func thePictureIsStoredUpright(orientation: Int, corners: [PictureOrientationTests.Colour]) throws {
        let png = Self.inserting(Self.exif(orientation), into: Self.quadrants)
        #expect(ExifOrientation.ofPNG(png) == orientation)
        let picture = try PictureDecoder.picture(from: png)
        #expect(PictureOrientationTests.corners(picture) == corners)
        // The stored picture is a JPEG of the encoder's own segments only: no Exif carried over.
        #expect(ExifOrientation.of(picture.bytes) == 1)
    }

    @Test func bothByteOrders() {
        for value in 1...8 {
            #expect(ExifOrientation.ofPNG(Self.inserting(Self.exif(value, bigEndian: false), into: Self.quadrants)) == value)
        }
    }

    @Test func aPNGWithoutEXIfIsAsStored() {
        #expect(ExifOrientation.ofPNG(Self.quadrants) == 1)
        #expect(ExifOrientation.ofPNG([]) == 1)
        #expect(ExifOrientation.ofPNG(Array(Self.quadrants.prefix(8))) == 1)
        #expect(ExifOrientation.ofPNG(ExifOrientationTests.jpeg) == 1)
    }

    /// Damaged chunks read as 1, and the picture is still stored (as its pixels are) when libpng
    /// can decode the image.
    @Test func damagedChunksReadAsStored() throws {
        let good = ExifOrientationTests.tiff(entries: [(0x0112, 3, 1, 6)])
        let cases: [(String, [UInt8])] = [
            ("bad CRC", Self.inserting(Self.chunk("eXIf", good, badCRC: true), into: Self.quadrants)),
            ("no byte order", Self.inserting(Self.chunk("eXIf", [0x41, 0x41] + good.dropFirst(2)), into: Self.quadrants)),
            ("one byte", Self.inserting(Self.chunk("eXIf", [0x4D]), into: Self.quadrants)),
            ("empty", Self.inserting(Self.chunk("eXIf", []), into: Self.quadrants)),
            ("directory outside", Self.inserting(Self.chunk("eXIf", [0x4D, 0x4D, 0x00, 0x2A, 0x7F, 0xFF, 0xFF, 0xFF]), into: Self.quadrants)),
            ("wrong type", Self.inserting(Self.chunk("eXIf", ExifOrientationTests.tiff(entries: [(0x0112, 4, 1, 6)])), into: Self.quadrants)),
            ("value 9", Self.inserting(Self.chunk("eXIf", ExifOrientationTests.tiff(entries: [(0x0112, 3, 1, 9)])), into: Self.quadrants)),
            ("huge entry count", Self.inserting(Self.chunk("eXIf", Array(good.prefix(8)) + [0xFF, 0xFF] + good.dropFirst(10)), into: Self.quadrants)),
            ("truncated TIFF", Self.inserting(Self.chunk("eXIf", Array(good.prefix(12))), into: Self.quadrants)),
        ]
        for (name, png) in cases {
            #expect(ExifOrientation.ofPNG(png) == 1, "\(name)")
            #expect(PictureOrientationTests.corners(try PictureDecoder.picture(from: png)) == [.red, .green, .blue, .white], "\(name)")
        }
        // A chunk claiming 2 GB, and one running past the end of the file: refused by libpng (the
        // file is damaged), read as 1 without allocating or reading past the end.
        let huge = Self.inserting(Self.chunk("eXIf", good, length: 0x7FFF_FFFF), into: Self.quadrants)
        #expect(ExifOrientation.ofPNG(huge) == 1)
        let cut = Array(Self.inserting(Self.exif(6), into: Self.quadrants).prefix(33 + 20))
        #expect(ExifOrientation.ofPNG(cut) == 1)
        #expect(throws: PictureError.damaged) { try PictureDecoder.picture(from: cut) }
        // Every prefix of the chunks before the image data: never more than 1 unless whole.
        let whole = Self.inserting(Self.exif(6), into: Self.quadrants)
        let exifEnd = 33 + Self.exif(6).count
        for length in 0..<exifEnd {
            #expect(ExifOrientation.ofPNG(Array(whole.prefix(length))) == 1, "prefix \(length)")
        }
    }

    /// An eXIf chunk after the image data is not read (libpng reads the chunks before it; the
    /// picture is decoded as stored). Two chunks: the first counts.
    @Test func whereTheChunkIs() {
        #expect(ExifOrientation.ofPNG(Self.appending(Self.exif(6), to: Self.quadrants)) == 1)
        let two = Self.inserting(Self.exif(3) + Self.exif(6), into: Self.quadrants)
        #expect([1, 3].contains(ExifOrientation.ofPNG(two)))
    }
}
