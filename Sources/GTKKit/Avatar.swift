import CGTK

/// A round avatar with coloured initials (`AdwAvatar`); the colour follows the text. It shows a
/// picture instead when one is set (``setImage(_:)``).
@MainActor
public final class Avatar: Widget {
    /// The encoded bytes shown now (nil: the initials).
    private var shownImage: [UInt8]?

    /// An avatar `size` pixels wide showing the initials of `text`.
    public init(text: String, size: Int32 = 40) {
        super.init(taking: adw_avatar_new(size, text, 1))
    }

    /// The name the initials and the colour come from.
    public var text: String {
        get { adw_avatar_get_text(opaque).map { String(cString: $0) } ?? "" }
        set { adw_avatar_set_text(opaque, newValue) }
    }

    /// Shows the encoded image in `bytes` (PNG or JPEG) in the circle instead of the initials
    /// (`adw_avatar_set_custom_image` with a `GdkTexture`); nil shows the initials again. Bytes GDK
    /// can't decode leave the initials: an avatar never fails. Textures are shared by
    /// ``AvatarTextures``, so recycled list rows decode each picture once.
    public func setImage(_ bytes: [UInt8]?) {
        guard bytes != shownImage else { return }
        shownImage = bytes
        guard let bytes, let texture = AvatarTextures.texture(for: bytes) else {
            adw_avatar_set_custom_image(opaque, nil)
            return
        }
        adw_avatar_set_custom_image(opaque, texture)
    }

    /// Shows `pixels` (RGB, 3 bytes each, rows packed, as decoded by the app) in the circle instead
    /// of the initials; nil shows the initials again. `key` names the picture (its encoded bytes, say):
    /// the texture is made once per key and shared (``AvatarTextures``). Faster than
    /// ``setImage(_:)`` for a list, since the app can decode small (GDK's loader decodes whole).
    public func setImage(key: [UInt8]?, pixels: () -> (rgb: [UInt8], width: Int, height: Int)?) {
        guard key != shownImage else { return }
        shownImage = key
        guard let key, let texture = AvatarTextures.texture(forKey: key, pixels: pixels) else {
            adw_avatar_set_custom_image(opaque, nil)
            return
        }
        adw_avatar_set_custom_image(opaque, texture)
    }

    /// Whether a picture is shown instead of the initials.
    public var showsImage: Bool { adw_avatar_get_custom_image(opaque) != nil }
}
