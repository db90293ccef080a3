import Pictures
import ThresholdCore

/// Profile pictures for every face (docs/pictures.md): a face reads the user's file through
/// ``picture(fromFile:)`` first, so a bad file is refused before anything is asked or written.
extension AppSession {
    /// The picture made from the image file at `path` (PNG or JPEG, re-encoded at 256 x 256).
    /// - Throws: ``PictureError`` for every bad input; nothing is written.
    public func picture(fromFile path: String) throws -> ProfilePicture {
        try PictureDecoder.picture(fromFile: path)
    }

    /// The picture made from a file's bytes (the desktop's chooser reads the file itself).
    public func picture(fromBytes bytes: [UInt8]) throws -> ProfilePicture {
        try PictureDecoder.picture(from: bytes)
    }

    /// Sets (nil: removes) the picture of `ref`, visible, or hidden and opened by its password.
    public func setPicture(_ ref: ProfileRef, _ picture: ProfilePicture?) throws {
        try store.setPicture(ref, picture)
    }

    /// The picture of a listed profile (a visible one, or the active hidden one); nil when none.
    public func picture(ofProfile id: Int64) throws -> ProfilePicture? {
        try store.picture(ofProfile: id)
    }

    /// Every visible profile's picture by profile id, in one read.
    public func visibleProfilePictures() throws -> [Int64: ProfilePicture] {
        try store.visibleProfilePictures()
    }
}
