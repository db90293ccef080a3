import CGTK

/// Light and dark (`AdwStyleManager`) and the brand's accent colours (a CSS provider).
@MainActor
public enum StyleManager {
    /// Which colour scheme windows use.
    public enum Scheme: Sendable { case followDesktop, light, dark }

    private static var accentProvider: UnsafeMutablePointer<GtkCssProvider>?

    /// Follows the desktop's light/dark preference, or forces one (screenshots, tests).
    public static func setScheme(_ scheme: Scheme) {
        let manager = adw_style_manager_get_default()
        switch scheme {
        case .followDesktop: adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT)
        case .light: adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_LIGHT)
        case .dark: adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_DARK)
        }
    }

    /// Whether windows are drawn dark now.
    public static var isDark: Bool { adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 }

    /// Runs `handler` when light/dark changes (the desktop's setting, or `setScheme`).
    public static func onDarkChanged(_ handler: @escaping @MainActor (Bool) -> Void) {
        guard let manager = adw_style_manager_get_default() else { return }
        Signals.connectPointer(UnsafeMutableRawPointer(manager), "notify::dark") { _ in handler(isDark) }
    }

    /// Applies accent colours (`#rrggbb` or any CSS colour) for light and dark: libadwaita's
    /// `accent_color`, `accent_bg_color` and `accent_fg_color` named colours.
    public static func setAccent(light: String, dark: String, foreground: String = "#ffffff") {
        guard let display = gdk_display_get_default() else { return }
        if let accentProvider {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(accentProvider))
            g_object_unref(UnsafeMutableRawPointer(accentProvider))
        }
        let color = isDark ? dark : light
        let css = """
        @define-color accent_color \(color);
        @define-color accent_bg_color \(color);
        @define-color accent_fg_color \(foreground);
        """
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        accentProvider = provider
    }
}
