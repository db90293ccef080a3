import CGTK

/// A round avatar with coloured initials (`AdwAvatar`); the colour follows the text.
@MainActor
public final class Avatar: Widget {
    /// An avatar `size` pixels wide showing the initials of `text`.
    public init(text: String, size: Int32 = 40) {
        super.init(taking: adw_avatar_new(size, text, 1))
    }

    /// The name the initials and the colour come from.
    public var text: String {
        get { adw_avatar_get_text(opaque).map { String(cString: $0) } ?? "" }
        set { adw_avatar_set_text(opaque, newValue) }
    }
}
