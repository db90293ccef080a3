import CGTK

/// Pages of which one is shown at a time, with a cross-fade or slide (`GtkStack`).
@MainActor
public final class Stack: Widget {
    private var pages: [String: Widget] = [:]

    /// An empty stack with a short crossfade between pages.
    public init() {
        super.init(taking: gtk_stack_new())
        gtk_stack_set_transition_type(opaque, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_set_transition_duration(opaque, 150)
    }

    /// Adds or replaces the page called `name`.
    public func setPage(_ name: String, _ child: Widget) {
        if let old = pages[name] { gtk_stack_remove(opaque, old.widget) }
        gtk_stack_add_named(opaque, child.widget, name)
        pages[name] = child
    }

    /// Removes the page called `name`.
    public func removePage(_ name: String) {
        if let old = pages.removeValue(forKey: name) { gtk_stack_remove(opaque, old.widget) }
    }

    /// Shows the page called `name`.
    public func show(_ name: String) { gtk_stack_set_visible_child_name(opaque, name) }

    /// The name of the page shown.
    public var visiblePage: String? { gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) } }

    /// The page called `name`.
    public func page(_ name: String) -> Widget? { pages[name] }

    /// Turns the animation between pages off (screenshots, tests).
    public func disableTransitions() { gtk_stack_set_transition_duration(opaque, 0) }
}
