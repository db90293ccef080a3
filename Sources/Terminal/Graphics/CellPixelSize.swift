/// The size of one character cell in pixels, as the terminal reported it (`ESC [ 16 t`, answered
/// `ESC [ 6 ; height ; width t`): what a sixel image covering some cells must measure.
public struct CellPixelSize: Hashable, Sendable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A cell of `width` x `height` pixels, or nil when that is not a plausible cell (the bounds
    /// keep a wrong or hostile answer from making a huge image).
    public init?(width: Int, height: Int) {
        guard (Self.widths).contains(width), (Self.heights).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// The widths believed.
    public static let widths = 4...64
    /// The heights believed.
    public static let heights = 6...128

    /// When the terminal does not say: small (8 x 16), so a picture made for it never covers more
    /// than its cells on a terminal with larger ones; it only leaves a margin.
    public static let fallback = CellPixelSize(uncheckedWidth: 8, height: 16)

    private init(uncheckedWidth: Int, height: Int) {
        self.width = uncheckedWidth
        self.height = height
    }
}
