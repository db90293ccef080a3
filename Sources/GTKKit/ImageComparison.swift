import CGTK

/// Compares two images with a tolerance (screenshots differ by a pixel of anti-aliasing between
/// machines; byte-for-byte comparison would fail for nothing).
@MainActor
public enum ImageComparison {
    /// The share of pixels (0...1) whose colour differs by more than `threshold` (0...255) in any
    /// channel; nil when a file can't be read or the sizes differ.
    public static func difference(_ pathA: String, _ pathB: String, threshold: Int = 24) -> Double? {
        guard let a = pixels(pathA), let b = pixels(pathB), a.width == b.width, a.height == b.height else { return nil }
        var differing = 0
        let count = Int(a.width * a.height)
        for pixel in 0..<count {
            let offset = pixel * 4
            for channel in 0..<4 where abs(Int(a.bytes[offset + channel]) - Int(b.bytes[offset + channel])) > threshold {
                differing += 1
                break
            }
        }
        return count == 0 ? 0 : Double(differing) / Double(count)
    }

    /// The image's size and its pixels, 4 bytes each (GDK's memory format).
    public static func pixels(_ path: String) -> (width: Int32, height: Int32, bytes: [UInt8])? {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture)
        let stride = Int(width) * 4
        var bytes = [UInt8](repeating: 0, count: stride * Int(height))
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(stride))
        }
        return (width, height, bytes)
    }
}
