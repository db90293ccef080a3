/// The path rules shared by the tar reader, the tar writer and the manifest.
///
/// A safe archive path is relative, UTF-8, '/'-separated, with no empty, `.` or `..` component,
/// no backslash and no control character, so that unpacking can never leave the staging folder.
public enum ArchivePath {
    /// True when `path` may be written to or read from an archive.
    public static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        guard !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f || $0 == "\\" }) else {
            return false
        }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
}
