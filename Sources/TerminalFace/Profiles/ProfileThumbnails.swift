import Pictures
import Synchronization
import Terminal

/// Profile pictures as the terminal draws them (docs/pictures.md). With kitty graphics: the stored
/// JPEG decoded small (32 x 32, at 1/8 scale) and encoded as PNG, the protocol's format; the
/// terminal scales it to the cells. With sixel: the picture scaled to the cells' pixels, in at
/// most ``AppChrome/sixelColors`` colours (``SixelEncoder``). Made once per picture (and cell size) and kept, each with
/// its own image id, so a frame costs no decoding and a kitty terminal is sent each picture once.
enum ProfileThumbnails {
    /// The kitty thumbnail's side in pixels (the terminal scales it to the two cells it covers).
    static let side = 32
    /// The most thumbnails kept; past it the cache starts again (ids are never reused).
    static let capacity = 512

    private struct Key: Hashable {
        var picture: [UInt8]
        /// Nil for the kitty PNG; the cell size and the cells for a sixel.
        var cell: CellPixelSize?
        var columns: Int
        var rows: Int
        var colors: Int
    }

    private struct Cache {
        var thumbnails: [Key: (id: UInt32, data: [UInt8])] = [:]
        // Ids from 1000: clear of the start-up query's 31.
        var next: UInt32 = 1000
    }

    private static let cache = Mutex(Cache())

    /// `picture` drawn over `area` in the protocol `chrome` says the terminal draws (kitty first);
    /// nil when it draws none, or the picture can't be decoded (never for a stored picture).
    static func image(for picture: ProfilePicture, over area: Rect, chrome: AppChrome) -> TerminalImage? {
        if chrome.graphics.contains(.kitty) { return image(for: picture, over: area) }
        guard chrome.graphics.contains(.sixel) else { return nil }
        let cell = chrome.cellPixels
        let key = Key(picture: picture.bytes, cell: cell, columns: area.width, rows: area.height, colors: chrome.sixelColors)
        let made = made(key) { () -> [UInt8]? in
            // The largest square in the cells whose height is whole sixel bands (six rows): a
            // picture a few pixels short never reaches into the row below; centred across.
            let width = area.width * cell.width
            let side = min(width, area.height * cell.height / 6 * 6)
            guard side > 0, let pixels = picture.pixels(atLeast: side) else { return nil }
            let scaled = SixelEncoder.scaled(rgb: pixels.rgb, width: pixels.width, height: pixels.height, to: side)
            let sixel = SixelEncoder.encode(rgb: scaled, width: side, height: side, offset: (width - side) / 2,
                                            colors: chrome.sixelColors)
            return sixel.isEmpty ? nil : sixel
        }
        return made.map { TerminalImage(id: $0.id, area: area, sixel: $0.data) }
    }

    /// `picture` drawn over `area` with kitty graphics.
    static func image(for picture: ProfilePicture, over area: Rect) -> TerminalImage? {
        let made = made(Key(picture: picture.bytes, cell: nil, columns: 0, rows: 0, colors: 0)) { () -> [UInt8]? in
            guard let pixels = picture.pixels(atLeast: side) else { return nil }
            return PictureCodec.png(rgb: pixels.rgb, width: pixels.width, height: pixels.height)
        }
        return made.map { TerminalImage(id: $0.id, area: area, png: $0.data) }
    }

    /// The thumbnail of `key`, made by `make` the first time.
    private static func made(_ key: Key, _ make: () -> [UInt8]?) -> (id: UInt32, data: [UInt8])? {
        cache.withLock { cache in
            if let known = cache.thumbnails[key] { return known }
            guard let data = make() else { return nil }
            if cache.thumbnails.count >= capacity { cache.thumbnails = [:] }
            let thumbnail = (id: cache.next, data: data)
            cache.next &+= 1
            cache.thumbnails[key] = thumbnail
            return thumbnail
        }
    }
}
