import Foundation

/// Byte counts as people read them: "812 B", "12.0 MiB".
public enum ByteCount {
    /// `count` in the largest binary unit that keeps it at or above 1.
    public static func format(_ count: UInt64) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(count)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(count) B" : String(format: "%.1f %@", value, units[unit])
    }
}
