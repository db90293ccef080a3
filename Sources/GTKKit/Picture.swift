import CGTK

/// An image drawn from PNG (or JPEG, SVG...) bytes in memory (`GtkPicture` over a `GdkTexture`):
/// a brand logo, a QR code.
@MainActor
public final class Picture: Widget {
    /// The texture drawn, as a `GdkPaintable*`.
    public let paintable: OpaquePointer

    /// A picture of the encoded image in `bytes`; throws when the bytes are not an image.
    public convenience init(encoded bytes: [UInt8]) throws(PictureError) {
        guard let texture = Textures.decoded(bytes) else { throw PictureError.notAnImage }
        self.init(texture: texture)
    }

    /// A picture of `texture`, whose reference it takes over.
    init(texture: OpaquePointer) {
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

extension Picture {
    /// A picture of a square grid of dark and light modules (a QR code), `scale` pixels a module,
    /// with a light quiet zone of `quietZone` modules around it, drawn from memory (RGB bytes,
    /// `GdkMemoryTexture`), so nothing is encoded to a file format first.
    public convenience init(modules size: Int, quietZone: Int = 4, scale: Int = 6,
                            isDark: (_ x: Int, _ y: Int) -> Bool) throws(PictureError) {
        guard size > 0, scale > 0, quietZone >= 0 else { throw PictureError.notAnImage }
        let side = (size + 2 * quietZone) * scale
        let stride = side * 3
        var pixels = [UInt8](repeating: 255, count: stride * side)
        for y in 0..<size {
            for x in 0..<size where isDark(x, y) {
                for dy in 0..<scale {
                    let row = ((quietZone + y) * scale + dy) * stride
                    for dx in 0..<scale {
                        let at = row + ((quietZone + x) * scale + dx) * 3
                        pixels[at] = 0
                        pixels[at + 1] = 0
                        pixels[at + 2] = 0
                    }
                }
            }
        }
        guard let texture = Textures.rgb(pixels, width: side, height: side) else { throw PictureError.notAnImage }
        self.init(texture: texture)
    }

    /// Keeps the picture at its own size (a QR code must not be scaled down below its modules).
    public func keepNaturalSize() {
        gtk_picture_set_can_shrink(opaque, 0)
    }
}
