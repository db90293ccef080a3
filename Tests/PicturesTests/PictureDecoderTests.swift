import Foundation
import Pictures
import Testing
import TestSupport

/// The picture made from a file: re-encoded at 256 x 256 with nothing of the original kept, and one
/// test per bad input (each a typed error, the process alive).
@Suite struct PictureDecoderTests {
    let directory = TemporaryDirectory("pictures")

    static func photo(width: Int = 640, height: Int = 480, seed: UInt32 = 1) -> [UInt8] {
        PictureCodec.jpeg(rgb: PictureCodec.samplePixels(width: width, height: height, seed: seed), width: width, height: height) ?? []
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = directory.file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aJPEGBecomesA256PixelSquareJPEG() throws {
        let picture = try PictureDecoder.picture(fromFile: try write(Self.photo(), "photo.jpg"))
        #expect(picture.bytes.count <= ProfilePicture.maximumBytes)
        let decoded = try #require(PictureCodec.decodeJPEG(picture.bytes))
        #expect(decoded.width == 256 && decoded.height == 256)
    }

    /// A list's avatar decodes the stored picture small: 64 x 64 at 1/4 scale, 256 x 256 when asked for more than 128.
    @Test func aStoredPictureDecodesAtTheSmallestScaleThatIsLargeEnough() throws {
        let picture = try PictureDecoder.picture(from: Self.photo())
        let small = try #require(picture.pixels(atLeast: 64))
        #expect(small.width == 64 && small.height == 64 && small.rgb.count == 64 * 64 * 3)
        let whole = try #require(picture.pixels(atLeast: 200))
        #expect(whole.width == 256 && whole.height == 256)
    }

    @Test func aPNGBecomesA256PixelSquareJPEG() throws {
        let png = try #require(PictureCodec.png(rgb: PictureCodec.samplePixels(width: 100, height: 300), width: 100, height: 300))
        let picture = try PictureDecoder.picture(fromFile: try write(png, "photo.png"))
        #expect(picture.bytes.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(PictureCodec.decodeJPEG(picture.bytes))
        #expect(decoded.width == 256 && decoded.height == 256)
    }

    /// An EXIF segment (a GPS position, say) in the input never reaches the stored bytes.
    @Test func metadataIsNotKept() throws {
        var jpeg = Self.photo()
        let marker = Array("Exif\0\0GPS-SECRET-48.8584N-2.2945E".utf8)
        let length = marker.count + 2
        jpeg.insert(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + marker, at: 2)
        let picture = try PictureDecoder.picture(from: jpeg)
        let stored = String(decoding: picture.bytes, as: Unicode.ASCII.self)
        #expect(!stored.contains("GPS-SECRET"))
        #expect(!stored.contains("Exif"))
        #expect(picture.bytes != jpeg)
    }

    @Test func aFileThatIsNotAnImageIsRefused() throws {
        let path = try write(Array("hello, this is text\n".utf8), "notes.jpg")
        #expect(throws: PictureError.notAnImage) { try PictureDecoder.picture(fromFile: path) }
        #expect(throws: PictureError.notAnImage) { try PictureDecoder.picture(from: []) }
    }

    @Test func aTruncatedJPEGIsRefused() throws {
        let jpeg = Self.photo()
        let path = try write(Array(jpeg.prefix(jpeg.count / 2)), "half.jpg")
        #expect(throws: PictureError.damaged) { try PictureDecoder.picture(fromFile: path) }
        // Cut inside the header too.
        #expect(throws: PictureError.damaged) { try PictureDecoder.picture(from: Array(jpeg.prefix(40))) }
    }

    @Test func aTruncatedPNGIsRefused() throws {
        let png = try #require(PictureCodec.png(rgb: PictureCodec.samplePixels(width: 300, height: 300), width: 300, height: 300))
        #expect(throws: PictureError.damaged) { try PictureDecoder.picture(from: Array(png.prefix(png.count / 2))) }
        #expect(throws: PictureError.damaged) { try PictureDecoder.picture(from: Array(png.prefix(20))) }
    }

    /// A JPEG whose header says 60,000 x 60,000 (3.6 gigapixels) in a file of a few kilobytes: refused
    /// from the header, before decoding (a decode would need 10 GB).
    @Test func aJPEGDecompressionBombIsRefusedBeforeDecoding() throws {
        var jpeg = Self.photo(width: 64, height: 64)
        let sof = try #require(jpeg.indices.dropLast().first { jpeg[$0] == 0xFF && (jpeg[$0 + 1] == 0xC0 || jpeg[$0 + 1] == 0xC2) })
        // SOF: FF C0, length (2), precision (1), height (2), width (2).
        jpeg.replaceSubrange((sof + 5)...(sof + 8), with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: PictureError.tooManyPixels(width: 60_000, height: 60_000)) {
            try PictureDecoder.picture(fromFile: try write(jpeg, "bomb.jpg"))
        }
    }

    /// The same for a PNG (IHDR rewritten with a valid CRC, so libpng reads the header as sound).
    @Test func aPNGDecompressionBombIsRefusedBeforeDecoding() throws {
        var png = try #require(PictureCodec.png(rgb: PictureCodec.samplePixels(width: 16, height: 16), width: 16, height: 16))
        // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), ... CRC over type + data (17 bytes).
        png.replaceSubrange(16..<24, with: [0x00, 0x00, 0xC3, 0x50, 0x00, 0x00, 0xC3, 0x50])  // 50,000 x 50,000
        let crc = Self.crc32(Array(png[12..<29]))
        png.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
        #expect(throws: PictureError.tooManyPixels(width: 50_000, height: 50_000)) { try PictureDecoder.picture(from: png) }
    }

    /// A file over the byte limit is refused from its size, before it is read.
    @Test func aHugeFileIsRefusedBeforeReading() throws {
        let path = directory.file("huge.jpg")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.photo())))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(PictureDecoder.maximumFileBytes + 1))
        try handle.close()
        #expect(throws: PictureError.fileTooLarge(bytes: PictureDecoder.maximumFileBytes + 1)) {
            try PictureDecoder.picture(fromFile: path)
        }
    }

    @Test func aSymbolicLinkIsRefused() throws {
        let target = try write(Self.photo(), "real.jpg")
        let link = directory.file("link.jpg")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: PictureError.symbolicLink) { try PictureDecoder.picture(fromFile: link) }
    }

    @Test func anUnreadablePathIsRefused() throws {
        #expect(throws: PictureError.unreadable("No such file or directory")) {
            try PictureDecoder.picture(fromFile: directory.file("missing.jpg"))
        }
        #expect(throws: PictureError.unreadable("Is a directory")) { try PictureDecoder.picture(fromFile: directory.path) }
        if getuid() != 0 {
            let path = try write(Self.photo(), "private.jpg")
            chmod(path, 0)
            #expect(throws: PictureError.unreadable("Permission denied")) { try PictureDecoder.picture(fromFile: path) }
        }
    }

    /// Random bytes after a JPEG start: damaged, never a crash (libjpeg's error exit jumps back).
    @Test func garbageAfterAJPEGSignatureIsRefused() throws {
        var state: UInt32 = 7
        let garbage = [0xFF, 0xD8, 0xFF] + (0..<5000).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        #expect(throws: PictureError.damaged) { try PictureDecoder.picture(from: garbage) }
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}
