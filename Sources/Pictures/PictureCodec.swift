import CPicture

/// Plain encoders and a decoder over the same libraries, for tests and the bench to make input
/// files and to look at what was stored. Not used to store anything (``PictureDecoder`` does that).
package enum PictureCodec {
    /// `width` x `height` RGB pixels (3 bytes each) as a JPEG of `quality`.
    package static func jpeg(rgb: [UInt8], width: Int, height: Int, quality: Int = 90) -> [UInt8]? {
        encode { output, length in
            rgb.withUnsafeBufferPointer { tp_encode_jpeg($0.baseAddress, Int32(width), Int32(height), Int32(quality), &output, &length) }
        }
    }

    /// `width` x `height` RGB pixels as a PNG.
    package static func png(rgb: [UInt8], width: Int, height: Int) -> [UInt8]? {
        encode { output, length in
            rgb.withUnsafeBufferPointer { tp_encode_png($0.baseAddress, Int32(width), Int32(height), &output, &length) }
        }
    }

    /// A JPEG's pixels, RGB, with its size.
    package static func decodeJPEG(_ data: [UInt8]) -> (rgb: [UInt8], width: Int, height: Int)? {
        var output: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        let result = data.withUnsafeBufferPointer { tp_decode_jpeg($0.baseAddress, $0.count, &output, &width, &height) }
        defer { tp_free(output) }
        guard Int(result) == Int(TP_OK), let output else { return nil }
        return (Array(UnsafeBufferPointer(start: output, count: Int(width) * Int(height) * 3)), Int(width), Int(height))
    }

    /// A photo-like test image: smooth gradients with some grain, so a JPEG of it has the size of a
    /// real photo's (not a flat colour's, which compresses to nothing). `seed` varies it.
    package static func samplePixels(width: Int, height: Int, seed: UInt32 = 1) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var state = seed &* 2_654_435_761 | 1
        rgb.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    state ^= state << 13
                    state ^= state >> 17
                    state ^= state << 5
                    let grain = Int(state & 15) - 8
                    let index = (y * width + x) * 3
                    pixels[index] = UInt8(clamping: x * 255 / max(width, 1) + grain)
                    pixels[index + 1] = UInt8(clamping: y * 255 / max(height, 1) + grain)
                    pixels[index + 2] = UInt8(clamping: ((x + y) * 255 / max(width + height, 1) + Int(seed) * 40) % 256 + grain)
                }
            }
        }
        return rgb
    }

    private static func encode(_ body: (inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32) -> [UInt8]? {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let result = body(&output, &length)
        defer { tp_free(output) }
        guard Int(result) == Int(TP_OK), let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}
