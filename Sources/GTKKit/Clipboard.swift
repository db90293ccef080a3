import CGTK

/// The desktop's clipboard (`GdkClipboard` of the default display).
@MainActor
public enum Clipboard {
    /// How many times this process copied: the number of the last copy.
    public private(set) static var lastCopy = 0
    private static var expiry: MainLoopTimer?

    /// Puts `text` on the clipboard; with `forgetAfter`, empties it again after that many seconds
    /// (``forget(_:)``: unless something else was copied since), for a text that holds a secret
    /// (a migration link holds its archive's key: issue 33). Returns the copy's number.
    @discardableResult
    public static func copy(_ text: String, forgetAfter seconds: UInt32? = nil) -> Int {
        lastCopy += 1
        let copied = lastCopy
        expiry = seconds.map { seconds in MainLoopTimer.after(milliseconds: seconds * 1000) { forget(copied) } }
        guard let display = gdk_display_get_default() else { return copied }
        gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
        return copied
    }

    /// Empties the clipboard when it still holds copy number `copied` of this process (nothing
    /// this process or another application copied since).
    public static func forget(_ copied: Int) {
        guard copied == lastCopy, let display = gdk_display_get_default() else { return }
        let clipboard = gdk_display_get_clipboard(display)
        // Local: the content is still this process's own (another application's copy is not).
        guard gdk_clipboard_is_local(clipboard) != 0 else { return }
        gdk_clipboard_set_content(clipboard, nil)
        expiry = nil
    }
}

/// The direction every widget lays out in (`gtk_widget_set_default_direction`): right to left
/// mirrors boxes, header bars and rows for Arabic or Hebrew.
@MainActor
public enum TextLayoutDirection {
    /// Sets the default direction; widgets made afterwards (and those that did not set their own) follow.
    public static func set(rightToLeft: Bool) {
        gtk_widget_set_default_direction(rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }

    /// Whether the default direction is right to left.
    public static var isRightToLeft: Bool { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }
}

/// A progress bar with its text (`GtkProgressBar`).
@MainActor
public final class ProgressBar: Widget {
    /// An empty bar showing its text.
    public init() {
        super.init(taking: gtk_progress_bar_new())
        gtk_progress_bar_set_show_text(opaque, 1)
    }

    /// How much is done, 0...1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(opaque) }
        set { gtk_progress_bar_set_fraction(opaque, min(1, max(0, newValue))) }
    }

    /// The text on the bar.
    public var text: String {
        get { gtk_progress_bar_get_text(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_progress_bar_set_text(opaque, newValue) }
    }
}
