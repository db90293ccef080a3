/// Something that draws itself into a rectangle of a ``Buffer``. Widgets are values built by
/// the app's `view(state)`; they never touch the terminal.
public protocol Widget {
    /// Draws into `area` of `buffer`, staying inside `area`.
    func render(in area: Rect, buffer: inout Buffer)
}

extension Buffer {
    /// Draws a widget into `area`.
    public mutating func render(_ widget: some Widget, in area: Rect) {
        widget.render(in: area.intersection(self.area), buffer: &self)
    }
}
