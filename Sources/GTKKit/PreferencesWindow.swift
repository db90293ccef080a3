import CGTK

/// A preferences window (`AdwPreferencesWindow`): pages in a view switcher, each a column of
/// groups, with search over the rows' titles and subpages with Back.
@MainActor
public final class PreferencesWindow: Widget {
    private var pages: [PreferencesPage] = []
    private var subpage: Widget?

    /// A preferences window over `parent`, modal to it.
    public init(parent: Window, title: String) {
        super.init(taking: adw_preferences_window_new())
        // The reference a toplevel gives up when it is closed (destroyed): the wrapper keeps its own.
        g_object_ref(raw)
        gtk_window_set_title(typed(GtkWindow.self), title)
        gtk_window_set_transient_for(typed(GtkWindow.self), parent.typed(GtkWindow.self))
        gtk_window_set_modal(typed(GtkWindow.self), 1)
        gtk_window_set_default_size(typed(GtkWindow.self), 640, 640)
    }

    /// Adds a page at the end of the view switcher.
    public func add(_ page: PreferencesPage) {
        adw_preferences_window_add(typed(AdwPreferencesWindow.self), page.typed(AdwPreferencesPage.self))
        pages.append(page)
    }

    /// The pages, in order.
    public var allPages: [PreferencesPage] { pages }

    /// Shows the page called `name`.
    public func showPage(_ name: String) {
        adw_preferences_window_set_visible_page_name(typed(AdwPreferencesWindow.self), name)
    }

    /// The name of the page shown.
    public var visiblePage: String? {
        adw_preferences_window_get_visible_page_name(typed(AdwPreferencesWindow.self)).map { String(cString: $0) }
    }

    /// Slides `child` in over the pages, with Back (a page of its own: the conditions' text).
    public func presentSubpage(_ child: Widget) {
        adw_preferences_window_present_subpage(typed(AdwPreferencesWindow.self), child.widget)
        subpage = child
    }

    /// The window's title.
    public var title: String {
        gtk_window_get_title(typed(GtkWindow.self)).map { String(cString: $0) } ?? ""
    }

    /// Shows the window.
    public func present() { gtk_window_present(typed(GtkWindow.self)) }

    /// Closes the window.
    public func close() { gtk_window_close(typed(GtkWindow.self)) }

    /// Whether it is on screen.
    public var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Runs `handler` when the window is asked to close (it closes afterwards).
    public func onClose(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectReturningBool(raw, "close-request") {
            handler()
            return false
        }
    }
}

/// A page of a preferences window (`AdwPreferencesPage`): a title and an icon in the view switcher,
/// and groups of rows.
@MainActor
public final class PreferencesPage: Widget {
    private var groups: [Widget] = []

    /// A page called `name` (to show it by name), titled `title`, with a symbolic `icon`.
    public init(name: String, title: String, icon: String) {
        super.init(taking: adw_preferences_page_new())
        adw_preferences_page_set_name(typed(AdwPreferencesPage.self), name)
        adw_preferences_page_set_title(typed(AdwPreferencesPage.self), title)
        adw_preferences_page_set_icon_name(typed(AdwPreferencesPage.self), icon)
    }

    /// Adds a group (a `BoxedList`) at the end.
    public func add(_ group: BoxedList) {
        adw_preferences_page_add(typed(AdwPreferencesPage.self), group.typed(AdwPreferencesGroup.self))
        groups.append(group)
    }

    /// The page's title.
    public var title: String {
        adw_preferences_page_get_title(typed(AdwPreferencesPage.self)).map { String(cString: $0) } ?? ""
    }
}

/// A row choosing one of a list of texts in a popover (`AdwComboRow` over a `GtkStringList`).
@MainActor
public final class ComboRow: Widget {
    private var updating = false

    /// A row titled `title` offering `options`.
    public init(title: String, options: [String]) {
        super.init(taking: adw_combo_row_new())
        adw_preferences_row_set_use_markup(typed(AdwPreferencesRow.self), 0)
        adw_preferences_row_set_title(typed(AdwPreferencesRow.self), title)
        var copies = options.map { strdup($0) }
        copies.append(nil)
        defer { for copy in copies { free(copy) } }
        let model = copies.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { gtk_string_list_new($0) }
            }
        }
        if let model = model ?? nil {
            adw_combo_row_set_model(typed(AdwComboRow.self), model)
            g_object_unref(UnsafeMutableRawPointer(model))
        }
    }

    /// The index of the option chosen.
    public var selected: Int {
        get { Int(adw_combo_row_get_selected(typed(AdwComboRow.self))) }
        set { adw_combo_row_set_selected(typed(AdwComboRow.self), guint(max(0, newValue))) }
    }

    /// Sets the option shown without running the handler (showing a stored choice).
    public func show(_ index: Int) {
        updating = true
        selected = index
        updating = false
    }

    /// Runs `handler` with the index a person chose.
    public func onSelected(_ handler: @escaping @MainActor (Int) -> Void) {
        Signals.connectPointer(raw, "notify::selected") { [weak self] _ in
            guard let self, !self.updating else { return }
            handler(self.selected)
        }
    }

    /// The row's title.
    public var title: String {
        adw_preferences_row_get_title(typed(AdwPreferencesRow.self)).map { String(cString: $0) } ?? ""
    }
}
