import CGTK
import CGTKShim

/// Tells Pango the language the app's texts are in where it changes what is drawn: which font
/// draws a Han character. Chinese, Japanese and Korean share thousands of them, drawn differently
/// by each language's fonts; Pango chooses by the process's locale (`LC_CTYPE`, read once), so
/// under `LANG=C` with `--lang zh_CN` a character Japanese fonts also have came from a Japanese font
/// beside one from a Chinese font in the same word ("码" "锁" beside "密"). The language chosen in
/// the app (`--lang`, the setting, the environment) can change while it runs and is not a locale,
/// so the font for it goes after the desktop's font in GTK's font setting: Latin text keeps the
/// desktop's font, and a Han character comes from the font fontconfig ranks first for that
/// language (WenQuanYi Micro Hei, Noto Sans CJK SC...). Other languages keep the setting as it was.
@MainActor
public enum TextLanguage {
    /// The desktop's font setting before a Han font was put after it (nil: never changed).
    private static var desktopFont: String?

    /// Uses the fonts of `code` (a catalog code: "zh_CN", "ja", "de").
    public static func use(_ code: String) {
        guard let settings = gtk_settings_get_default().map({ UnsafeMutableRawPointer($0) }) else { return }
        let base = desktopFont ?? fontName(settings)
        guard let base else { return }
        guard isHan(code) else {
            if let desktopFont {
                cgtk_object_set_string(settings, "gtk-font-name", desktopFont)
                Self.desktopFont = nil
            }
            return
        }
        guard let family = hanFamily(language: code, base: base),
              let description = pango_font_description_from_string(base) else { return }
        defer { pango_font_description_free(description) }
        let families = pango_font_description_get_family(description).map { String(cString: $0) } ?? "Sans"
        pango_font_description_set_family(description, "\(families),\(family)")
        guard let text = pango_font_description_to_string(description) else { return }
        defer { g_free(text) }
        desktopFont = base
        cgtk_object_set_string(settings, "gtk-font-name", String(cString: text))
    }

    /// Whether `code` is written with Han characters (Chinese, Japanese, Korean).
    static func isHan(_ code: String) -> Bool {
        let language = code.lowercased().prefix { $0.isLetter }
        return ["zh", "ja", "ko"].contains(String(language))
    }

    /// The font families Pango draws each character of `text` with, in GTK's current font (tests:
    /// one family for the whole of a Chinese word).
    public static func families(of text: String) -> [String] {
        let label = gtk_label_new(nil)
        guard let label else { return [] }
        g_object_ref_sink(UnsafeMutableRawPointer(label))
        defer { g_object_unref(UnsafeMutableRawPointer(label)) }
        guard let layout = gtk_widget_create_pango_layout(label, text) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var families: [String] = []
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
               let font = item.pointee.analysis.font, let description = pango_font_describe(font) {
                families.append(pango_font_description_get_family(description).map { String(cString: $0) } ?? "")
                pango_font_description_free(description)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return families
    }

    /// GTK's font setting ("Cantarell 11").
    private static func fontName(_ settings: UnsafeMutableRawPointer) -> String? {
        var value = GValue()
        g_value_init(&value, GType(16 << 2)) // G_TYPE_STRING
        defer { g_value_unset(&value) }
        g_object_get_property(settings.assumingMemoryBound(to: GObject.self), "gtk-font-name", &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    /// The family fontconfig ranks first for a Han character ("文") in `language`, from `base`'s
    /// size and style.
    private static func hanFamily(language: String, base: String) -> String? {
        guard let label = gtk_label_new(nil) else { return nil }
        g_object_ref_sink(UnsafeMutableRawPointer(label))
        defer { g_object_unref(UnsafeMutableRawPointer(label)) }
        guard let context = gtk_widget_get_pango_context(label), let map = pango_context_get_font_map(context),
              let description = pango_font_description_from_string(base) else { return nil }
        defer { pango_font_description_free(description) }
        guard let fontset = pango_font_map_load_fontset(map, context, description, pango_language_from_string(language))
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(fontset)) }
        guard let font = pango_fontset_get_font(fontset, 0x6587), let described = pango_font_describe(font) else { return nil }
        defer {
            pango_font_description_free(described)
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        return pango_font_description_get_family(described).map { String(cString: $0) }
    }
}
