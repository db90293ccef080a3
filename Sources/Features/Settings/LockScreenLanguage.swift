import Foundation
import ThresholdCore

/// The language of the app lock's lock screen, which every face shows before the store is open
/// (PRODUCT.md 13: the language setting overrides the environment in every face). The setting
/// itself is inside the encrypted database; so while the lock is on, its code alone is kept
/// beside the data in `threshold.language` (``ThresholdStore/languageFileName``, mode 0600, the
/// code and nothing else; docs/formats.md), and the lock screen reads it there.
///
/// The one rule, for every face:
/// - the file exists only while a passcode locks the data and a language is chosen (without a
///   passcode every face opens the store before its first text and reads the setting itself);
///   ``AppSession`` keeps it so when the setting or the passcode changes, after each unlock and
///   each open of unlocked data (an install made before the file existed, an imported setting);
/// - a self-destruct, a wipe after the attempt limit and `migrate finalize --delete-local` remove it;
/// - `--lang` still wins; a missing, damaged or unknown code (another catalog folder, a hand
///   edit) falls back to the environment without a word, as if there were no setting.
///
/// What this gives away: someone with the disk learns the chosen language code (docs/security.md).
public enum LockScreenLanguage {
    /// The file's name in the data folder.
    public static let fileName = ThresholdStore.languageFileName
    /// The longest code read (a colon list of a few codes fits; anything longer is not a setting).
    static let maximumBytes = 64

    /// The file in `directory`.
    static func path(in directory: DataDirectory) -> String { directory.path + "/" + fileName }

    /// The code kept in `directory`, when it is one `library` can speak (or the pseudo-locale);
    /// `nil` when there is none, or it can't be read, is longer than a code, holds anything but a
    /// code's characters, or names a language without a catalog.
    public static func stored(in directory: DataDirectory, library: CatalogLibrary) -> String? {
        guard let bytes = contents(in: directory), !bytes.isEmpty else { return nil }
        return code(from: bytes, library: library)
    }

    /// The file's bytes: `nil` when it is missing, not a regular file (a link is not followed, a
    /// FIFO not waited on), or longer than ``maximumBytes``.
    static func contents(in directory: DataDirectory) -> [UInt8]? {
        let fd = open(path(in: directory), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumBytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, maximumBytes + 1) }
        guard count >= 0, count <= maximumBytes else { return nil }
        return Array(bytes[0..<count])
    }

    /// The code in a file's bytes (a final newline allowed), checked as the setting is checked.
    static func code(from bytes: [UInt8], library: CatalogLibrary) -> String? {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        let allowed = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.@:".utf8))
        guard !bytes.isEmpty, bytes.allSatisfy(allowed.contains) else { return nil }
        let code = String(decoding: bytes, as: UTF8.self)
        guard !LanguageChoice.isSystemDefault(code), (try? library.check(language: code)) != nil else { return nil }
        let named = code.split(separator: ":").allSatisfy { $0 == PseudoLocale.code || !LanguageChoice.candidates(for: String($0)).isEmpty }
        return named ? code : nil
    }

    /// Keeps `code` in `directory` (written beside and renamed over, 0600, never through a link),
    /// or removes the file for `nil`. Best effort: a file that can't be written is removed, so the
    /// lock screen follows the environment rather than an older choice; nothing is thrown (the
    /// setting itself is already saved).
    static func keep(_ code: String?, in directory: DataDirectory) {
        let target = path(in: directory)
        guard let code else {
            unlink(target)
            unlink(target + ".tmp")
            return
        }
        let bytes = Array((code + "\n").utf8)
        var info = stat()
        if contents(in: directory) == bytes, lstat(target, &info) == 0, info.st_mode & 0o077 == 0 { return }
        let temporary = target + ".tmp"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            unlink(target)
            return
        }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, synced, rename(temporary, target) == 0 else {
            unlink(temporary)
            unlink(target)
            return
        }
    }

    /// The translator for the lock screen of the data in `directory`: `flag` (`--lang`), else the
    /// kept code, else `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`.
    public static func translator(for directory: DataDirectory, environment: [String: String], flag: String?) -> Translator {
        let library = Texts.library(environment: environment)
        return Texts.choose(environment: environment, setting: stored(in: directory, library: library), flag: flag)
    }
}

extension AppSession {
    /// The language setting a face starts in: the stored setting when the data is open, else (the
    /// lock screen's) the code kept for it (``LockScreenLanguage``); `nil` follows the environment.
    public func startLanguageSetting(environment: [String: String]) -> String? {
        if store.isUnlocked { return (try? languageSetting()) ?? nil }
        return LockScreenLanguage.stored(in: dataDirectory, library: Texts.library(environment: environment))
    }

    /// Makes ``LockScreenLanguage``'s file agree with the open data: the setting while a passcode
    /// locks it, no file otherwise. Does nothing while the data is locked.
    func keepLockScreenLanguage() {
        guard store.isUnlocked, let lockOn = try? store.isLockOn() else { return }
        let setting = lockOn ? ((try? languageSetting()) ?? nil) : nil
        LockScreenLanguage.keep(setting, in: dataDirectory)
    }
}

extension LockDoor {
    /// The language of the prompts that pass this door (the command line's passcode prompt, plain
    /// mode's): ``LockScreenLanguage/translator(for:environment:flag:)`` for the data behind it.
    public func translator(environment: [String: String], flag: String?) -> Translator {
        LockScreenLanguage.translator(for: DataDirectory(path: (store.databasePath as NSString).deletingLastPathComponent),
                                      environment: environment, flag: flag)
    }
}
