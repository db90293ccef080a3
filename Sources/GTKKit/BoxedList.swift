import CGTK

/// A group of rows with a title (`AdwPreferencesGroup`), drawn as libadwaita's boxed list.
@MainActor
public final class BoxedList: Widget {
    private var rows: [Widget] = []

    /// A group with an optional title and description above its rows.
    public init(title: String? = nil, description: String? = nil) {
        super.init(taking: adw_preferences_group_new())
        if let title { adw_preferences_group_set_title(typed(AdwPreferencesGroup.self), title) }
        if let description { setDescription(description) }
    }

    /// Adds a row (or any widget) at the end.
    public func add(_ row: Widget) {
        adw_preferences_group_add(typed(AdwPreferencesGroup.self), row.widget)
        rows.append(row)
    }

    /// Removes a row.
    public func remove(_ row: Widget) {
        adw_preferences_group_remove(typed(AdwPreferencesGroup.self), row.widget)
        rows.removeAll { $0 === row }
    }

    /// Removes every row.
    public func removeAll() {
        for row in rows { adw_preferences_group_remove(typed(AdwPreferencesGroup.self), row.widget) }
        rows = []
    }

    /// The text under the title (nil: none); its machine text (a host list) laid out by `MachineText`.
    public func setDescription(_ description: String?) {
        let shown = description.map { MachineText.shown($0, rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL) }
        adw_preferences_group_set_description(typed(AdwPreferencesGroup.self), shown)
        if let shown { MachineText.apply(under: widget, showing: shown) }
    }

    /// The title above the rows.
    public func setTitle(_ title: String) {
        adw_preferences_group_set_title(typed(AdwPreferencesGroup.self), title)
    }

    /// The rows, in order.
    public var allRows: [Widget] { rows }
}
