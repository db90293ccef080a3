import CGTK

/// A row or column of widgets (`GtkBox`).
@MainActor
public final class Box: Widget {
    private var children: [Widget] = []

    /// Which way a box lays out its children.
    public enum Orientation: Sendable { case horizontal, vertical }

    /// A box laying out children in `orientation` with `spacing` pixels between them.
    public init(_ orientation: Orientation, spacing: Int32 = 0) {
        super.init(taking: gtk_box_new(orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
                                       spacing))
    }

    /// Adds a child at the end.
    public func append(_ child: Widget) {
        gtk_box_append(typed(GtkBox.self), child.widget)
        children.append(child)
    }

    /// Removes a child.
    public func remove(_ child: Widget) {
        gtk_box_remove(typed(GtkBox.self), child.widget)
        children.removeAll { $0 === child }
    }

    /// Removes every child.
    public func removeAll() {
        for child in children { gtk_box_remove(typed(GtkBox.self), child.widget) }
        children = []
    }

    /// The children, in order.
    public var arrangedChildren: [Widget] { children }
}
