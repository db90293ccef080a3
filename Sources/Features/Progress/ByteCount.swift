/// Byte counts as people read them: "812 B", "12.0 MiB" ("12,0 MiB" in German).
public enum ByteCount {
    /// `count` in the largest binary unit that keeps it at or above 1, in the user's language
    /// (``Formats/bytes(_:)``).
    public static func format(_ count: UInt64) -> String {
        Formats.bytes(count)
    }
}
