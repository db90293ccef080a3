import CPicture

/// The Orientation a camera recorded in a JPEG's Exif segment (APP1, TIFF tag 0x0112 of IFD0), or
/// a PNG's eXIf chunk (``ofPNG(_:)``): how
/// the stored pixels are to be turned for display. A phone held upright stores its sensor's
/// landscape pixels and says 6 ("turn 90 degrees clockwise"); ``PictureDecoder`` turns the picture
/// upright before encoding it, and keeps no metadata (docs/pictures.md).
///
/// The reader is small and bounded: it walks the marker segments before the image data once, reads
/// only the first Exif segment's first directory, checks every offset against the segment's length
/// before reading, and answers 1 (as stored) for anything it can't read. It never throws and never
/// reads past the bytes given.
package enum ExifOrientation {
    /// The orientation of `jpeg` (1-8); 1 when there is no Exif segment, no Orientation tag, or
    /// the segment is damaged.
    package static func of(_ jpeg: [UInt8]) -> Int {
        guard jpeg.count >= 4, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { return 1 }
        var index = 2
        while index + 4 <= jpeg.count {
            guard jpeg[index] == 0xFF else { return 1 }
            let marker = jpeg[index + 1]
            switch marker {
            case 0xFF:
                // A fill byte before a marker.
                index += 1
                continue
            case 0x01, 0xD0...0xD8:
                // Markers without a length.
                index += 2
                continue
            case 0xDA, 0xD9:
                // The image data (or its end) starts: the Exif segment comes before it.
                return 1
            default:
                break
            }
            let length = Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3])
            guard length >= 2, index + 2 + length <= jpeg.count else { return 1 }
            let body = jpeg[(index + 4)..<(index + 2 + length)]
            if marker == 0xE1, body.starts(with: exifHeader) {
                return orientation(inTIFF: Array(body.dropFirst(exifHeader.count))) ?? 1
            }
            index += 2 + length
        }
        return 1
    }

    /// The orientation of `png` (1-8) from its eXIf chunk, read by libpng (the chunks before the
    /// image data): the chunk holds the same TIFF structure as a JPEG's Exif segment, read by the same
    /// bounded reader. 1 when there is no chunk, no Orientation tag, or libpng refused the chunks.
    package static func ofPNG(_ png: [UInt8]) -> Int {
        var exif: UnsafeMutablePointer<UInt8>?
        var length = 0
        let result = png.withUnsafeBufferPointer { tp_png_exif($0.baseAddress, $0.count, &exif, &length) }
        defer { tp_free(exif) }
        guard Int(result) == Int(TP_OK), let exif, length > 0 else { return 1 }
        return orientation(inTIFF: Array(UnsafeBufferPointer(start: exif, count: length))) ?? 1
    }

    /// "Exif" and two zero bytes, before the TIFF structure.
    private static let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]

    /// The Orientation of IFD0 of a TIFF structure, or nil when it is missing or unreadable.
    static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x4D, 0x4D): bigEndian = true   // "MM"
        case (0x49, 0x49): bigEndian = false  // "II"
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return bigEndian ? Int(tiff[at]) << 8 | Int(tiff[at + 1]) : Int(tiff[at + 1]) << 8 | Int(tiff[at])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(bigEndian ? at : at + 2), let low = u16(bigEndian ? at + 2 : at) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let directory = u32(4), directory >= 8, let count = u16(directory) else { return nil }
        // A directory that claims more entries than the segment holds is damaged as a whole.
        guard directory + 2 + count * 12 <= tiff.count else { return nil }
        for entry in 0..<count {
            let at = directory + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            guard tag == 0x0112 else { continue }
            // SHORT (3), one value, kept in the first two bytes of the value field.
            guard u16(at + 2) == 3, u32(at + 4) == 1, let value = u16(at + 8), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }
}
