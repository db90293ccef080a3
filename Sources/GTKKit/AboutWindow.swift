import CGTK

/// The About window (`AdwAboutWindow`): the app's name, icon, version, developer and a short text.
@MainActor
public final class AboutWindow: Widget {
    /// An About window over `parent`.
    public init(parent: Window, name: String, icon: String, version: String, developer: String, comments: String,
                website: String? = nil) {
        super.init(taking: adw_about_window_new())
        // The reference a toplevel gives up when it is closed (destroyed): the wrapper keeps its own.
        g_object_ref(raw)
        let about = opaque
        adw_about_window_set_application_name(about, name)
        adw_about_window_set_application_icon(about, icon)
        adw_about_window_set_version(about, version)
        adw_about_window_set_developer_name(about, developer)
        adw_about_window_set_comments(about, comments)
        if let website { adw_about_window_set_website(about, website) }
        gtk_window_set_transient_for(typed(GtkWindow.self), parent.typed(GtkWindow.self))
        gtk_window_set_modal(typed(GtkWindow.self), 1)
    }

    /// Release notes (libadwaita's small markup: `<p>`, `<ul>`, `<li>`) for `version`.
    public func setReleaseNotes(_ markup: String, version: String) {
        adw_about_window_set_release_notes(opaque, markup)
        adw_about_window_set_release_notes_version(opaque, version)
    }

    /// The version shown.
    public var version: String {
        adw_about_window_get_version(opaque).map { String(cString: $0) } ?? ""
    }

    /// Shows the window.
    public func present() { gtk_window_present(typed(GtkWindow.self)) }

    /// Closes the window.
    public func close() { gtk_window_close(typed(GtkWindow.self)) }

    /// Whether it is on screen.
    public var isShown: Bool { gtk_widget_get_visible(widget) != 0 }
}
