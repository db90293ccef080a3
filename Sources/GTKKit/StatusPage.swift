import CGTK

/// A centred page with an icon or picture, a title, a description and a child (`AdwStatusPage`).
@MainActor
public final class StatusPage: Widget {
    private var content: Widget?
    private var picture: Picture?

    /// A status page with a title, an optional description and a symbolic icon.
    public init(title: String, description: String? = nil, icon: String? = nil) {
        super.init(taking: adw_status_page_new())
        // A status page fills its place and scrolls by itself. Left to its natural height in a box
        // it got the height of its text on the widest lines (its scroller measures its content
        // without the width it is given), so a title that wrapped pushed the description out of
        // view: "Noch keine Chats." on two lines, then one line of the description, cut (issue 35).
        gtk_widget_set_vexpand(widget, 1)
        adw_status_page_set_title(opaque, title)
        if let description { pageDescription = description }
        if let icon { adw_status_page_set_icon_name(opaque, icon) }
    }

    /// The large title.
    public var title: String {
        get { adw_status_page_get_title(opaque).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_title(opaque, newValue) }
    }

    /// The text under the title (as given; its machine text laid out by `MachineText`).
    public var pageDescription: String {
        get { givenDescription ?? adw_status_page_get_description(opaque).map { String(cString: $0) } ?? "" }
        set {
            givenDescription = newValue
            let shown = MachineText.shown(newValue, rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
            adw_status_page_set_description(opaque, shown)
            MachineText.apply(under: widget, showing: shown)
        }
    }
    private var givenDescription: String?

    /// Shows a picture (a brand logo) instead of an icon.
    public func setPicture(_ picture: Picture) {
        self.picture = picture
        adw_status_page_set_paintable(opaque, picture.paintable)
    }

    /// The widget under the description (buttons, a list).
    public func setContent(_ child: Widget) {
        adw_status_page_set_child(opaque, child.widget)
        content = child
    }
}
