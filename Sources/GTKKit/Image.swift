import CGTK

/// A symbolic icon from the icon theme (`GtkImage`).
@MainActor
public final class Image: Widget {
    /// An icon by its theme name (`bell-outline-symbolic`); `accessibleLabel` names it for screen readers.
    public init(icon: String, accessibleLabel: String? = nil, pixelSize: Int32? = nil) {
        super.init(taking: gtk_image_new_from_icon_name(icon))
        if let pixelSize { gtk_image_set_pixel_size(opaque, pixelSize) }
        if let accessibleLabel { setAccessibleLabel(accessibleLabel); tooltip = accessibleLabel }
    }

    /// Changes the icon.
    public func setIcon(_ name: String) { gtk_image_set_from_icon_name(opaque, name) }
}
