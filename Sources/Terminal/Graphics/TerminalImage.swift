/// A picture drawn over cells of a ``Buffer`` (``Renderer``): a PNG for the kitty graphics
/// protocol, or a finished sixel string (``SixelEncoder``) made for the terminal's cell size.
///
/// The image covers ``area``, above the cells' text; the cells keep their own content (the
/// initials under a profile's picture), which a terminal without images shows. Writing to a cell
/// it covers afterwards (a sheet drawn over the list) removes the image from the buffer, so an
/// image never shows through what is drawn above it.
public struct TerminalImage: Hashable, Sendable {
    /// How ``data`` is sent.
    public enum Format: Hashable, Sendable {
        /// A PNG file's bytes, sent once with the kitty graphics protocol and placed by id.
        case png
        /// A whole sixel string (`ESC P … q … ESC \`), written at the area's top-left cell each
        /// time the picture is drawn; it fits the area's pixels.
        case sixel
    }

    /// Names the image: the same data always has the same id, so a kitty terminal is sent it once.
    public var id: UInt32
    /// The cells covered.
    public var area: Rect
    /// How ``data`` is drawn.
    public var format: Format
    /// The image: a PNG file or a sixel string.
    public var data: [UInt8]

    /// An image `id` of `png` over `area` (kitty graphics).
    public init(id: UInt32, area: Rect, png: [UInt8]) {
        self.id = id
        self.area = area
        self.format = .png
        self.data = png
    }

    /// An image `id` drawn by the sixel string `sixel` at `area`'s top-left cell.
    public init(id: UInt32, area: Rect, sixel: [UInt8]) {
        self.id = id
        self.area = area
        self.format = .sixel
        self.data = sixel
    }
}
