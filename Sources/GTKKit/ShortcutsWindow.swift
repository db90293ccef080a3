import CGTK

/// The keyboard shortcuts window (`GtkShortcutsWindow`, built from a `GtkBuilder` string, its only
/// constructor): groups of shortcuts, each a title and an accelerator.
@MainActor
public final class ShortcutsWindow: Widget {
    /// A group of the window: its title and its shortcuts (title, accelerator such as `<Control>f`).
    public typealias Group = (title: String, shortcuts: [(title: String, accelerator: String)])

    /// The window listing `groups`, over `parent`.
    public init?(groups: [Group], parent: Window) {
        let xml = Self.builderText(groups)
        let builder = gtk_builder_new_from_string(xml, -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        super.init(taking: UnsafeMutableRawPointer(object))
        gtk_window_set_transient_for(typed(GtkWindow.self), parent.typed(GtkWindow.self))
        gtk_window_set_modal(typed(GtkWindow.self), 1)
        gtk_window_set_hide_on_close(typed(GtkWindow.self), 0)
    }

    /// Shows the window.
    public func present() { gtk_window_present(typed(GtkWindow.self)) }

    /// Closes the window.
    public func close() { gtk_window_close(typed(GtkWindow.self)) }

    /// Whether it is on screen.
    public var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// The builder text for `groups` (every text escaped: they are translations).
    public static func builderText(_ groups: [Group]) -> String {
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
        xml += "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
        xml += "<property name=\"max-height\">12</property>"
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>"
            for shortcut in group.shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\">"
                xml += "<property name=\"title\">\(escape(shortcut.title))</property>"
                xml += "<property name=\"accelerator\">\(escape(shortcut.accelerator))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        return xml
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
