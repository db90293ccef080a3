import CPicture

/// A profile picture as Threshold stores it: a baseline JPEG of ``side`` x ``side`` pixels, at most
/// ``maximumBytes`` long, made by ``PictureDecoder`` from the user's file (decoded, cropped to its
/// centre square, scaled, encoded again). Nothing of the original file survives: no metadata, no
/// other bytes. Outside this package a value can only come from ``PictureDecoder``.
public struct ProfilePicture: Sendable, Equatable, Hashable {
    /// The side of the square, in pixels.
    public static let side = 256
    /// The largest stored picture, in bytes: the size of the fixed cell a picture is kept in
    /// (docs/pictures.md), so whether a hidden profile has one changes no size.
    public static let maximumBytes = 16_384

    /// The JPEG bytes.
    public let bytes: [UInt8]

    /// A picture read back from the store, which only ever held ``PictureDecoder``'s output; nil when
    /// the bytes can't be one (empty, too long, not a JPEG).
    package init?(storedBytes: [UInt8]) {
        guard !storedBytes.isEmpty, storedBytes.count <= Self.maximumBytes, storedBytes.starts(with: [0xFF, 0xD8, 0xFF]) else {
            return nil
        }
        bytes = storedBytes
    }
}

extension ProfilePicture {
    /// The picture's pixels (RGB, 3 bytes each, rows packed), decoded at the smallest JPEG scale
    /// (1/8, 1/4, 1/2, 1) whose side is still at least `side`: a list's avatar needs 64 pixels, not
    /// 256, and decoding at 1/4 costs a sixteenth. Nil when the bytes don't decode (never for a
    /// stored picture).
    public func pixels(atLeast side: Int) -> (rgb: [UInt8], width: Int, height: Int)? {
        var output: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        let result = bytes.withUnsafeBufferPointer {
            tp_decode_jpeg_scaled($0.baseAddress, $0.count, Int32(max(1, side)), &output, &width, &height)
        }
        defer { tp_free(output) }
        guard Int(result) == Int(TP_OK), let output else { return nil }
        return (Array(UnsafeBufferPointer(start: output, count: Int(width) * Int(height) * 3)), Int(width), Int(height))
    }
}
