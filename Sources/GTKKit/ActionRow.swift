import CGTK
import CGTKShim

/// A row of a boxed list (`AdwActionRow`): a title, a subtitle, and widgets before and after.
@MainActor
public final class ActionRow: Widget {
    private var attached: [Widget] = []

    /// A row with a title and an optional subtitle.
    public init(title: String, subtitle: String? = nil) {
        super.init(taking: adw_action_row_new())
        // Titles are plain text: names and messages come from people and from the network, and
        // libadwaita would otherwise read "<", "&" as Pango markup (a name "Tom & Jerry" shows
        // nothing; "<span size='99999'>" would restyle the row).
        adw_preferences_row_set_use_markup(typed(AdwPreferencesRow.self), 0)
        self.title = title
        if let subtitle { self.subtitle = subtitle }
    }

    /// The row's title.
    public var title: String {
        get { adw_preferences_row_get_title(typed(AdwPreferencesRow.self)).map { String(cString: $0) } ?? "" }
        set { adw_preferences_row_set_title(typed(AdwPreferencesRow.self), newValue) }
    }

    /// The smaller line under the title (as given; its machine text, a host list, laid out by
    /// `MachineText`).
    public var subtitle: String {
        get { givenSubtitle ?? adw_action_row_get_subtitle(typed(AdwActionRow.self)).map { String(cString: $0) } ?? "" }
        set {
            givenSubtitle = newValue
            let shown = MachineText.shown(newValue, rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
            adw_action_row_set_subtitle(typed(AdwActionRow.self), shown)
            MachineText.apply(under: widget, showing: shown)
        }
    }
    private var givenSubtitle: String?

    /// Adds a widget before the title (an avatar, an icon).
    public func addPrefix(_ child: Widget) {
        adw_action_row_add_prefix(typed(AdwActionRow.self), child.widget)
        attached.append(child)
    }

    /// Adds a widget after the title (a switch, a badge, an arrow).
    public func addSuffix(_ child: Widget) {
        adw_action_row_add_suffix(typed(AdwActionRow.self), child.widget)
        attached.append(child)
    }

    /// Removes a widget added before or after the title.
    public func removeAttached(_ child: Widget) {
        adw_action_row_remove(typed(AdwActionRow.self), child.widget)
        attached.removeAll { $0 === child }
    }

    /// The widget Enter or a click on the row activates (a switch toggles with its row).
    /// The child keeps the accessible name it was given (set one first): libadwaita also makes the
    /// row's title label it, and GTK 4.8 then reads both ("Lumen Relay Lumen Relay").
    public func setActivatableWidget(_ child: Widget) {
        adw_action_row_set_activatable_widget(typed(AdwActionRow.self), child.widget)
        cgtk_accessible_reset_labelled_by(child.widget)
    }

    /// Makes the whole row a button: Enter or a click runs `handler`.
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor () -> Void) -> UInt {
        gtk_list_box_row_set_activatable(typed(GtkListBoxRow.self), 1)
        return Signals.connect(raw, "activated", handler)
    }
}

extension ActionRow {
    /// Keeps the title and the subtitle to one line each, ellipsized ("…"): a long name or message
    /// never widens the window.
    public func ellipsize() {
        adw_action_row_set_title_lines(typed(AdwActionRow.self), 1)
        adw_action_row_set_subtitle_lines(typed(AdwActionRow.self), 1)
    }
}
