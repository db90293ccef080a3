import CGTK

/// An image drawn from PNG (or JPEG, SVG...) bytes in memory (`GtkPicture` over a `GdkTexture`):
/// a brand logo, a QR code.
@MainActor
public final class Picture: Widget {
    /// The texture drawn, as a `GdkPaintable*`.
    public let paintable: OpaquePointer

    /// A picture of the encoded image in `bytes`; throws when the bytes are not an image.
    public init(encoded bytes: [UInt8]) throws(PictureError) {
        let texture: OpaquePointer? = bytes.withUnsafeBytes { buffer in
            let gbytes = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
            defer { g_bytes_unref(gbytes) }
            var error: UnsafeMutablePointer<GError>?
            let texture = gdk_texture_new_from_bytes(gbytes, &error)
            if let error { g_error_free(error) }
            return texture
        }
        guard let texture else { throw PictureError.notAnImage }
        paintable = texture
        super.init(taking: gtk_picture_new_for_paintable(texture))
        gtk_picture_set_can_shrink(opaque, 1)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(paintable))
    }

    /// The image's own size in pixels.
    public var intrinsicSize: (width: Int32, height: Int32) {
        (gdk_paintable_get_intrinsic_width(paintable), gdk_paintable_get_intrinsic_height(paintable))
    }

    /// What a screen reader says for the picture.
    public func setAlternativeText(_ text: String) {
        setAccessibleLabel(text)
    }
}

/// Why bytes could not become a picture.
public enum PictureError: Error, Sendable, Equatable {
    /// GDK could not decode the bytes as an image.
    case notAnImage
}
