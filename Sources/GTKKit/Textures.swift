import CGTK

/// GDK textures made from bytes in memory: the one place that hands encoded images to GDK's loader
/// and packed RGB pixels to a `GdkMemoryTexture` (``Picture`` and ``AvatarTextures`` both use it).
enum Textures {
    /// A texture of the encoded image in `bytes` (PNG, JPEG, SVG...), with one reference owned by
    /// the caller; nil when GDK can't decode the bytes.
    static func decoded(_ bytes: [UInt8]) -> OpaquePointer? {
        bytes.withUnsafeBytes { buffer in
            let gbytes = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
            defer { g_bytes_unref(gbytes) }
            var error: UnsafeMutablePointer<GError>?
            let texture = gdk_texture_new_from_bytes(gbytes, &error)
            if let error { g_error_free(error) }
            return texture
        }
    }

    /// A texture of `width` x `height` RGB pixels (3 bytes each, rows packed), with one reference
    /// owned by the caller; nil when the sizes don't match the bytes.
    static func rgb(_ pixels: [UInt8], width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, pixels.count == width * height * 3 else { return nil }
        return pixels.withUnsafeBytes { buffer in
            let gbytes = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
            defer { g_bytes_unref(gbytes) }
            return gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8, gbytes, gsize(width * 3))
        }
    }
}
