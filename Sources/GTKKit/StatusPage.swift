import CGTK

/// A centred page with an icon or picture, a title, a description and a child (`AdwStatusPage`).
@MainActor
public final class StatusPage: Widget {
    private var content: Widget?
    private var picture: Picture?

    /// A status page with a title, an optional description and a symbolic icon.
    public init(title: String, description: String? = nil, icon: String? = nil) {
        super.init(taking: adw_status_page_new())
        adw_status_page_set_title(opaque, title)
        if let description { adw_status_page_set_description(opaque, description) }
        if let icon { adw_status_page_set_icon_name(opaque, icon) }
    }

    /// The large title.
    public var title: String {
        get { adw_status_page_get_title(opaque).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_title(opaque, newValue) }
    }

    /// The text under the title.
    public var pageDescription: String {
        get { adw_status_page_get_description(opaque).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_description(opaque, newValue) }
    }

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
