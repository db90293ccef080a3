/// One row of a ``ListView``: a title, an optional right-aligned detail (a count, a badge).
public struct ListItem: Hashable, Sendable {
    /// The main text.
    public var title: String
    /// Right-aligned secondary text.
    public var detail: String?
    /// A style for the title instead of the theme's (e.g. muted for hidden entries).
    public var style: Style?
    /// Whether the detail is a path, cut in its middle keeping its last folder's name
    /// (``DisplayWidth/truncatePath(_:to:)``) rather than at its end.
    public var detailIsPath: Bool

    /// Creates an item.
    public init(_ title: String, detail: String? = nil, style: Style? = nil, detailIsPath: Bool = false) {
        self.title = title
        self.detail = detail
        self.style = style
        self.detailIsPath = detailIsPath
    }
}
