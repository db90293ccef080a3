import Foundation

/// The system's reason for a failed file operation (an errno), in the user's language: the common
/// ones worded, any other as "System error {number}." (issue 35: strerror's English, "No such file
/// or directory", was shown as the technical detail in every language).
public enum SystemErrorText {
    /// `code`'s reason as one short sentence.
    public static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: tr("No such file or folder.")
        case EACCES: tr("Permission denied.")
        case EPERM: tr("Operation not permitted.")
        case ENOSPC: tr("No space left on the disk.")
        case EROFS: tr("The disk is read-only.")
        case EEXIST: tr("The file already exists.")
        case ENOTDIR: tr("A part of the path is not a folder.")
        case EISDIR: tr("It is a folder, not a file.")
        case EIO: tr("The disk reported an input/output error.")
        case EBUSY: tr("The file or disk is in use.")
        case ENAMETOOLONG: tr("The file name is too long.")
        case ELOOP: tr("Too many symbolic links in the path.")
        case EMFILE: tr("Too many files are open.")
        // A step that failed without a system error number (a short write).
        case 0: tr("The system gave no reason.")
        default: tr("System error {number}.", ["number": .text(String(code))])
        }
    }
}
