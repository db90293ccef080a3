import CPicture
#if canImport(Glibc)
import Glibc
#endif

/// Makes a ``ProfilePicture`` from a file or from bytes, with libpng and libjpeg-turbo (docs/pictures.md).
///
/// Every bad input is a ``PictureError`` and nothing else happens: the file's size is checked before
/// it is read, the image's dimensions before a pixel is decoded, and the decoders' errors come back
/// as codes (the C part catches libjpeg's and libpng's error exits), so no input ends the process.
public enum PictureDecoder {
    /// The largest file read, in bytes (a 12-megapixel JPEG is 3-8 MB).
    public static let maximumFileBytes = 32 * 1024 * 1024
    /// The most pixels an image may have (a 50-megapixel photo; decoding one holds 150 MB at most).
    public static let maximumPixels = 50_000_000

    /// The picture made from the image file at `path`. A symbolic link is refused (`O_NOFOLLOW`),
    /// as is anything but a regular file.
    public static func picture(fromFile path: String) throws(PictureError) -> ProfilePicture {
        try picture(from: try read(path))
    }

    /// The picture made from the bytes of a PNG or JPEG file.
    public static func picture(from data: [UInt8]) throws(PictureError) -> ProfilePicture {
        guard data.count <= maximumFileBytes else { throw .fileTooLarge(bytes: data.count) }
        var output: UnsafeMutablePointer<UInt8>?
        var outputLength = 0
        var width: Int32 = 0
        var height: Int32 = 0
        // A camera's JPEG (or a PNG's eXIf chunk) says how its pixels are to be turned (Exif
        // Orientation): the picture is stored upright, and the Exif data itself is not kept.
        let orientation = data.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? ExifOrientation.ofPNG(data) : ExifOrientation.of(data)
        let result = data.withUnsafeBufferPointer { input in
            tp_make_picture(input.baseAddress, input.count, UInt64(maximumPixels), Int32(ProfilePicture.side),
                            Int32(orientation), ProfilePicture.maximumBytes, &output, &outputLength, &width, &height)
        }
        defer { tp_free(output) }
        switch Int(result) {
        case Int(TP_OK):
            guard let output, let picture = ProfilePicture(storedBytes: Array(UnsafeBufferPointer(start: output, count: outputLength))) else {
                throw .damaged
            }
            return picture
        case Int(TP_NOT_AN_IMAGE): throw .notAnImage
        case Int(TP_TOO_MANY_PIXELS): throw .tooManyPixels(width: Int(width), height: Int(height))
        case Int(TP_TOO_DETAILED): throw .tooDetailed
        default: throw .damaged
        }
    }

    /// The file's bytes: opened without following a symbolic link, checked to be a regular file of
    /// at most ``maximumFileBytes`` before anything is read.
    static func read(_ path: String) throws(PictureError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            let error = errno
            if error == ELOOP { throw .symbolicLink }
            throw .unreadable(String(cString: strerror(error)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable((status.st_mode & S_IFMT) == S_IFDIR ? String(cString: strerror(EISDIR)) : "not a regular file")
        }
        guard status.st_size <= Int64(maximumFileBytes) else { throw .fileTooLarge(bytes: Int(status.st_size)) }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes[0..<filled])
    }
}
