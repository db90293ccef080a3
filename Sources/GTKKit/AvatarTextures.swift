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
        guard let made = Textures.decoded(bytes) else { return nil }
        keep(made, for: bytes)
        return made
    }

    /// The texture of the picture named `key`, made from `pixels` (RGB) the first time; nil when
    /// there are none.
    static func texture(forKey key: [UInt8], pixels: () -> (rgb: [UInt8], width: Int, height: Int)?) -> OpaquePointer? {
        // Keys of encoded images and of pixels never collide: a marker byte is appended.
        let cacheKey = key + [0xFF]
        if let texture = textures[cacheKey] { return texture }
        guard let (rgb, width, height) = pixels(), let texture = Textures.rgb(rgb, width: width, height: height) else { return nil }
        keep(texture, for: cacheKey)
        return texture
    }

    private static func keep(_ texture: OpaquePointer, for key: [UInt8]) {
        if order.count >= capacity {
            let oldest = order.removeFirst()
            // An avatar showing it keeps its own reference (adw_avatar_set_custom_image takes one).
            if let old = textures.removeValue(forKey: oldest) { g_object_unref(UnsafeMutableRawPointer(old)) }
        }
        textures[key] = texture
        order.append(key)
    }

    /// How many textures are kept now (tests).
    public static var count: Int { textures.count }
}
