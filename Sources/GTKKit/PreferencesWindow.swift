import CGTK
import CGTKShim
import Foundation

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
        gtk_widget_add_css_class(widget, "threshold-preferences")
        Self.addSwitcherStyle()
        // Measured again once on screen, where the labels' style (and so their font) is final.
        Signals.connect(raw, "realize") { [weak self] in self?.fitSwitcher() }
    }

    private static var switcherStyled = false

    /// The bottom bar's page labels (libadwaita 1.2: 8 px of padding each side, so a label had
    /// 37 of a button's 53 px at 360 px) get 2 px each side.
    private static func addSwitcherStyle() {
        guard !switcherStyled else { return }
        switcherStyled = true
        StyleManager.addStyleSheet("""
        window.threshold-preferences viewswitcher.narrow button.toggle box.narrow label {
          padding-left: 2px;
          padding-right: 2px;
        }
        """)
    }

    /// The bottom bar's switcher gives each page at least its label's width. libadwaita gives
    /// every page the same width (each button asks for 100 px, so the bar shares its width
    /// equally whatever the labels), which cut a long label ("Сповіщення" at 360 px) while a short
    /// one ("Дані") left room unused. Now a button is never narrower than its label, what is left
    /// over is shared equally, and the bar's 10 px margins go to the labels. The labels are short
    /// words (`DesktopWindowText`), so all six fit in 360 px in every language; a longer one
    /// would make the window wider rather than cut it.
    private func fitSwitcher() {
        func label(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            let raw = UnsafeMutableRawPointer(widget)
            if cgtk_is_a(raw, gtk_label_get_type()) != 0,
               gtk_label_get_ellipsize(OpaquePointer(raw)) != PANGO_ELLIPSIZE_NONE {
                return widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = label(in: current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            let raw = UnsafeMutableRawPointer(widget)
            if cgtk_is_a(raw, adw_view_switcher_get_type()) != 0 {
                guard adw_view_switcher_get_policy(OpaquePointer(raw)) == ADW_VIEW_SWITCHER_POLICY_NARROW else { return }
                if let layout = gtk_widget_get_layout_manager(widget) {
                    gtk_box_layout_set_homogeneous(OpaquePointer(layout), 0)
                }
                gtk_widget_set_margin_start(widget, 0)
                gtk_widget_set_margin_end(widget, 0)
                var button = gtk_widget_get_first_child(widget)
                while let current = button {
                    gtk_widget_set_hexpand(current, 1)
                    if let text = label(in: current) {
                        var minimum: Int32 = 0
                        var natural: Int32 = 0
                        gtk_widget_measure(text, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                        gtk_widget_set_size_request(current, natural, -1)
                    }
                    button = gtk_widget_get_next_sibling(current)
                }
                return
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(widget)
    }

    /// The narrowest the window can be, in pixels (tests: a phone's 360 px in every language).
    public var minimumWidth: Int {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Int(minimum)
    }

    /// The page labels on screen (the bottom bar's and the header's), each with whether it is
    /// cut ("…"): tests check that none is, in every language.
    public var switcherLabels: [(text: String, isCut: Bool)] {
        var labels: [(String, Bool)] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>, inSwitcher: Bool) {
            let raw = UnsafeMutableRawPointer(widget)
            let isSwitcher = cgtk_is_a(raw, adw_view_switcher_get_type()) != 0
            let inside = inSwitcher || isSwitcher
            if inside, cgtk_is_a(raw, gtk_label_get_type()) != 0, gtk_widget_is_drawable(widget) != 0 {
                let label = OpaquePointer(raw)
                let text = gtk_label_get_text(label).map { String(cString: $0) } ?? ""
                let cut = gtk_label_get_layout(label).map { pango_layout_is_ellipsized($0) != 0 } ?? false
                labels.append((text, cut))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current, inSwitcher: inside)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(widget, inSwitcher: false)
        return labels
    }

    /// Names what libadwaita 1.2 builds inside the window without a name for screen readers (they
    /// read its class name, "GtkSearchEntry", "GtkImage"): the search entry, and the icon buttons
    /// (search, back) by their icons.
    public func nameInternals(search: String, back: String) {
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            let raw = UnsafeMutableRawPointer(widget)
            if cgtk_is_a(raw, gtk_search_entry_get_type()) != 0 {
                cgtk_accessible_set_label(widget, search)
            } else if cgtk_is_a(raw, gtk_button_get_type()) != 0,
                      gtk_button_get_label(raw.assumingMemoryBound(to: GtkButton.self)) == nil,
                      let icon = Self.iconName(in: widget) {
                switch icon {
                case "go-previous-symbolic", "go-next-symbolic": cgtk_accessible_set_label(widget, back)
                case "edit-find-symbolic", "system-search-symbolic": cgtk_accessible_set_label(widget, search)
                default:
                    if ProcessInfo.processInfo.environment["THRESHOLD_A11Y_DEBUG"] != nil {
                        FileHandle.standardError.write(Data("unnamed button icon \(icon)\n".utf8))
                    }
                }
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(self.widget)
    }

    private static func iconName(in widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if cgtk_is_a(UnsafeMutableRawPointer(widget), gtk_image_get_type()) != 0 {
            return gtk_image_get_icon_name(OpaquePointer(UnsafeMutableRawPointer(widget))).map { String(cString: $0) }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let name = iconName(in: current) { return name }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The size the window opens at.
    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(typed(GtkWindow.self), width, height)
    }

    /// Adds a page at the end of the view switcher.
    public func add(_ page: PreferencesPage) {
        adw_preferences_window_add(typed(AdwPreferencesWindow.self), page.typed(AdwPreferencesPage.self))
        pages.append(page)
        fitSwitcher()
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
        get { gtk_window_get_title(typed(GtkWindow.self)).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(typed(GtkWindow.self), newValue) }
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

    /// The page's name (to show it by name).
    public var name: String {
        adw_preferences_page_get_name(typed(AdwPreferencesPage.self)).map { String(cString: $0) } ?? ""
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
        setListFactory()
        if let model = model ?? nil {
            adw_combo_row_set_model(typed(AdwComboRow.self), model)
            g_object_unref(UnsafeMutableRawPointer(model))
        }
    }

    /// The row's current value and the popover's list (libadwaita 1.2 shows the value in a one-item
    /// `GtkListView`): a label per option, and the option's text as the accessible name of its list
    /// item (GTK 4.8 has no `gtk_list_item_set_accessible_label`; without this the value was an
    /// unnamed "list item" for screen readers).
    private func setListFactory() {
        guard let factory = UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()) else { return }
        Signals.connectPointer(factory, "setup") { item in
            guard let item else { return }
            guard let label = gtk_label_new(nil) else { return }
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_list_item_set_child(OpaquePointer(item), label)
        }
        Signals.connectPointer(factory, "bind") { item in
            guard let item, let child = gtk_list_item_get_child(OpaquePointer(item)),
                  let object = gtk_list_item_get_item(OpaquePointer(item)) else { return }
            let text = gtk_string_object_get_string(OpaquePointer(object)).map { String(cString: $0) } ?? ""
            gtk_label_set_text(OpaquePointer(child), text)
            if let parent = gtk_widget_get_parent(child) { cgtk_accessible_set_label(parent, text) }
        }
        adw_combo_row_set_factory(typed(AdwComboRow.self), OpaquePointer(factory))
        g_object_unref(factory)
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
