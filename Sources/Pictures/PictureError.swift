/// A picture refused: nothing was read further and nothing was stored.
public enum PictureError: Error, Sendable, Equatable {
    /// The file is neither a PNG nor a JPEG.
    case notAnImage
    /// A PNG or JPEG the decoder can't read whole: truncated, damaged, or a colour space it can't
    /// convert (CMYK).
    case damaged
    /// The header names more pixels than ``PictureDecoder/maximumPixels`` (a decompression bomb:
    /// a small file that would decode to a huge image), or a JPEG of more scans than a photo has.
    /// Nothing was decoded.
    case tooManyPixels(width: Int, height: Int)
    /// The file is larger than ``PictureDecoder/maximumFileBytes``; it was not read.
    case fileTooLarge(bytes: Int)
    /// The path names a symbolic link (refused, not followed: the picture must be the file named).
    case symbolicLink
    /// The path can't be opened or read (missing, a folder, no permission); the system's reason.
    case unreadable(String)
    /// Even the lowest quality does not fit ``ProfilePicture/maximumBytes`` (noise, not a photo).
    case tooDetailed

    /// The stable code of the command line and JSON interface.
    public var code: String {
        switch self {
        case .notAnImage: "pictureNotAnImage"
        case .damaged: "pictureDamaged"
        case .tooManyPixels: "pictureTooManyPixels"
        case .fileTooLarge: "pictureFileTooLarge"
        case .symbolicLink: "pictureSymbolicLink"
        case .unreadable: "pictureUnreadable"
        case .tooDetailed: "pictureTooDetailed"
        }
    }
}
