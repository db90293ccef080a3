/// A picture drawn over cells of a ``Buffer`` (the kitty graphics protocol; ``Renderer``).
///
/// The image covers ``area``, scaled by the terminal to fill it, above the cells' text; the cells
/// keep their own content (the initials under a profile's picture), which a terminal without
/// images shows. Writing to a cell it covers afterwards (a sheet drawn over the list) removes the
/// image from the buffer, so an image never shows through what is drawn above it.
public struct TerminalImage: Hashable, Sendable {
    /// Names the image: the same ``png`` always has the same id, so the terminal is sent it once.
    public var id: UInt32
    /// The cells covered.
    public var area: Rect
    /// The image, a PNG file's bytes.
    public var png: [UInt8]

    /// An image `id` of `png` over `area`.
    public init(id: UInt32, area: Rect, png: [UInt8]) {
        self.id = id
        self.area = area
        self.png = png
    }
}
