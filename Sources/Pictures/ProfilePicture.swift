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
