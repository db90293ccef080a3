import CPageCipher
import Glibc

extension Database {
    /// Overwrites the regular file at `path` with zeros over its whole length, in place, and syncs
    /// it (a symbolic link is not followed; a missing file is fine). Called on a replaced key or
    /// database file through a second name kept for this, before that last name goes, so the blocks
    /// the file system then frees hold zeros (docs/security.md, "Nothing earlier survives"). The VFS
    /// does the same to a log before it is unlinked or shortened.
    /// - Returns: 0, or the system's error number.
    public static func overwriteInPlace(_ path: String) -> Int32 {
        tpc_overwrite_file(path)
    }
}
