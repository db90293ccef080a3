import CGTK

/// Textures of avatar pictures, decoded once per picture and shared by every ``Avatar`` showing it
/// (a list of 1,000 profiles rebinds its recycled rows as it scrolls). Holds at most ``capacity``
/// textures; the oldest goes first.
@MainActor
public enum AvatarTextures {
    /// The most textures kept (a 256 x 256 texture is 256 KiB).
    public static let capacity = 256
    private static var textures: [[UInt8]: OpaquePointer] = [:]
    private static var order: [[UInt8]] = []

    /// The texture of the encoded image `bytes` (owned by the cache), or nil when GDK can't decode them.
    static func texture(for bytes: [UInt8]) -> OpaquePointer? {
        if let texture = textures[bytes] { return texture }
        let made: OpaquePointer? = bytes.withUnsafeBytes { buffer in
            let gbytes = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
            defer { g_bytes_unref(gbytes) }
            var error: UnsafeMutablePointer<GError>?
            let texture = gdk_texture_new_from_bytes(gbytes, &error)
            if let error { g_error_free(error) }
            return texture
        }
        guard let made else { return nil }
        if order.count >= capacity {
            let oldest = order.removeFirst()
            // An avatar showing it keeps its own reference (adw_avatar_set_custom_image takes one).
            if let texture = textures.removeValue(forKey: oldest) { g_object_unref(UnsafeMutableRawPointer(texture)) }
        }
        textures[bytes] = made
        order.append(bytes)
        return made
    }

    /// How many textures are kept now (tests).
    public static var count: Int { textures.count }
}
