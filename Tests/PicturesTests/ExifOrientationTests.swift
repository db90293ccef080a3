import Pictures
import Testing

/// The Exif Orientation reader: the tag in both byte orders, and 1 (as stored) for every damaged or
/// strange segment, never a read past the bytes given.
@Suite struct ExifOrientationTests {
    /// A TIFF structure whose IFD0 holds `entries` (tag, type, count, value), in `bigEndian` order.
    static func tiff(bigEndian: Bool = true, entries: [(tag: Int, type: Int, count: Int, value: Int)]) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
        }
        func u32(_ value: Int) -> [UInt8] {
            bigEndian ? u16(value >> 16) + u16(value & 0xFFFF) : u16(value & 0xFFFF) + u16(value >> 16)
        }
        var bytes: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        bytes += u16(42) + u32(8) + u16(entries.count)
        for entry in entries {
            // A SHORT value sits in the first two bytes of the four-byte field.
            bytes += u16(entry.tag) + u16(entry.type) + u32(entry.count) + u16(entry.value) + [0, 0]
        }
        return bytes + u32(0)
    }

    /// An APP1 Exif segment around `tiff`.
    static func app1(_ tiff: [UInt8]) -> [UInt8] {
        let body = Array("Exif".utf8) + [0, 0] + tiff
        let length = body.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// `jpeg` with `segment` inserted right after its start marker.
    static func inserting(_ segment: [UInt8], into jpeg: [UInt8]) -> [UInt8] {
        Array(jpeg.prefix(2)) + segment + jpeg.dropFirst(2)
    }

    static let jpeg = PictureCodec.jpeg(rgb: PictureCodec.samplePixels(width: 32, height: 24), width: 32, height: 24) ?? []

    @Test func readsTheOrientationInBothByteOrders() {
        for value in 1...8 {
            for bigEndian in [true, false] {
                let tiff = Self.tiff(bigEndian: bigEndian, entries: [(0x010F, 2, 4, 0), (0x0112, 3, 1, value)])
                #expect(ExifOrientation.of(Self.inserting(Self.app1(tiff), into: Self.jpeg)) == value)
            }
        }
    }

    /// After a JFIF APP0 segment and fill bytes, as cameras and editors write them.
    @Test func findsTheSegmentAfterOthers() {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let exif = Self.app1(Self.tiff(entries: [(0x0112, 3, 1, 6)]))
        #expect(ExifOrientation.of(Self.inserting(app0 + [0xFF, 0xFF] + exif, into: Self.jpeg)) == 6)
    }

    @Test func anImageWithoutExifIsAsStored() {
        #expect(ExifOrientation.of(Self.jpeg) == 1)
        #expect(ExifOrientation.of([]) == 1)
        #expect(ExifOrientation.of([0xFF, 0xD8]) == 1)
        #expect(ExifOrientation.of(Array("not a jpeg at all".utf8)) == 1)
        let png = PictureCodec.png(rgb: PictureCodec.samplePixels(width: 4, height: 4), width: 4, height: 4) ?? []
        #expect(ExifOrientation.of(png) == 1)
    }

    /// Every damaged segment reads as 1: nothing is guessed, nothing is read out of bounds.
    @Test func damagedExifReadsAsStored() {
        let good = Self.tiff(entries: [(0x0112, 3, 1, 6)])
        var cases: [[UInt8]] = []
        // The segment's length runs past the end of the file.
        let segment = Self.app1(good)
        cases.append([0xFF, 0xD8] + segment.prefix(segment.count - 5))
        // A length below 2.
        cases.append([0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x01] + Array("Exif".utf8) + [0, 0] + good)
        // Not a marker where one should be.
        cases.append([0xFF, 0xD8, 0x00, 0x00] + segment)
        // The Exif segment only after the image data starts (not read).
        cases.append([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02] + segment)
        // A byte order that is neither "II" nor "MM", or a wrong magic number.
        cases.append(Self.inserting(Self.app1([0x58, 0x58] + good.dropFirst(2)), into: Self.jpeg))
        cases.append(Self.inserting(Self.app1([0x4D, 0x4D, 0x00, 0x2B] + good.dropFirst(4)), into: Self.jpeg))
        // IFD0 beyond the segment, or inside the header.
        cases.append(Self.inserting(Self.app1(Array(good.prefix(4)) + [0x7F, 0xFF, 0xFF, 0xF0] + good.dropFirst(8)), into: Self.jpeg))
        cases.append(Self.inserting(Self.app1(Array(good.prefix(4)) + [0, 0, 0, 2] + good.dropFirst(8)), into: Self.jpeg))
        // An entry count far larger than the segment holds.
        cases.append(Self.inserting(Self.app1(Array(good.prefix(8)) + [0xFF, 0xFF] + good.dropFirst(10)), into: Self.jpeg))
        // The directory cut in the middle of its entry.
        cases.append(Self.inserting(Self.app1(Array(good.prefix(15))), into: Self.jpeg))
        // The tag with the wrong type, more than one value, or a value outside 1-8.
        cases.append(Self.inserting(Self.app1(Self.tiff(entries: [(0x0112, 4, 1, 6)])), into: Self.jpeg))
        cases.append(Self.inserting(Self.app1(Self.tiff(entries: [(0x0112, 3, 2, 6)])), into: Self.jpeg))
        cases.append(Self.inserting(Self.app1(Self.tiff(entries: [(0x0112, 3, 1, 0)])), into: Self.jpeg))
        cases.append(Self.inserting(Self.app1(Self.tiff(entries: [(0x0112, 3, 1, 9)])), into: Self.jpeg))
        // "Exif" without its two zero bytes, and an empty segment.
        cases.append(Self.inserting([0xFF, 0xE1, 0x00, 0x08] + Array("Exif".utf8) + [0x4D, 0x4D], into: Self.jpeg))
        cases.append(Self.inserting([0xFF, 0xE1, 0x00, 0x02], into: Self.jpeg))
        for (index, bytes) in cases.enumerated() {
            #expect(ExifOrientation.of(bytes) == 1, "case \(index)")
        }
        // Every prefix of a good file: 1 or the right value, never a crash.
        let whole = Self.inserting(Self.app1(good), into: Self.jpeg)
        for cut in 0..<min(whole.count, 80) {
            #expect([1, 6].contains(ExifOrientation.of(Array(whole.prefix(cut)))))
        }
    }
}
