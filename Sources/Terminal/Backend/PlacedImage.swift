/// An image placement the ``TestBackend`` saw (kitty graphics `a=p`): where and which image.
public struct PlacedImage: Hashable, Sendable {
    /// The cell at the image's top left (the cursor when it was placed).
    public var at: Position
    /// The image's id.
    public var id: UInt32
    /// The cells covered across.
    public var columns: Int
    /// The cells covered down.
    public var rows: Int

    /// A placement of image `id` at `at`, over `columns` x `rows` cells.
    public init(at: Position, id: UInt32, columns: Int, rows: Int) {
        self.at = at
        self.id = id
        self.columns = columns
        self.rows = rows
    }
}
