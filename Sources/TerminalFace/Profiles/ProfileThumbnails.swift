import Pictures
import Synchronization
import Terminal

/// Profile pictures as the terminal draws them (kitty graphics, docs/pictures.md): the stored JPEG
/// decoded small (32 x 32, at 1/8 scale) and encoded as PNG, the protocol's format. Made once per
/// picture and kept, each with its own image id, so a frame costs no decoding and the terminal is
/// sent each picture once.
enum ProfileThumbnails {
    /// The thumbnail's side in pixels (the terminal scales it to the two cells it covers).
    static let side = 32
    /// The most thumbnails kept; past it the cache starts again (ids are never reused).
    static let capacity = 512

    private struct Cache {
        var thumbnails: [[UInt8]: (id: UInt32, png: [UInt8])] = [:]
        // Ids from 1000: clear of the start-up query's 31.
        var next: UInt32 = 1000
    }

    private static let cache = Mutex(Cache())

    /// `picture` drawn over `area`; nil when it can't be decoded (never for a stored picture).
    static func image(for picture: ProfilePicture, over area: Rect) -> TerminalImage? {
        let made: (id: UInt32, png: [UInt8])? = cache.withLock { cache in
            if let known = cache.thumbnails[picture.bytes] { return known }
            guard let pixels = picture.pixels(atLeast: side),
                  let png = PictureCodec.png(rgb: pixels.rgb, width: pixels.width, height: pixels.height) else { return nil }
            if cache.thumbnails.count >= capacity { cache.thumbnails = [:] }
            let thumbnail = (id: cache.next, png: png)
            cache.next &+= 1
            cache.thumbnails[picture.bytes] = thumbnail
            return thumbnail
        }
        return made.map { TerminalImage(id: $0.id, area: area, png: $0.png) }
    }
}
