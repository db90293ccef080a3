import Brand
import Foundation
import Migration
import Onboarding
import Pictures
import Secrets
import Storage
import ThresholdCore

/// The one place that turns any error into a stable code, a message for people and an exit code,
/// for every front end (the command line prints it, plain mode and the full screen show it).
///
/// Exit codes: 1 refused by a rule or bad data, 2 usage error. Messages never contain secrets.
/// Every code produced here is listed in the README; `internalError` is kept for errors no module
/// declares, never for a busy database, a held data directory or a permission problem.
public struct ErrorReport: Sendable, Equatable {
    /// The stable code, e.g. ``ErrorCode/unknownProfile`` (its `rawValue` is what `--json` prints).
    public let code: ErrorCode
    /// A message for people, in the user's language where Features translates it (``tr(_:context:_:)``);
    /// messages of lower modules' errors stay English for now (docs/languages.md).
    public let message: String
    /// The process exit code.
    public let exitCode: Int32
    /// Extra JSON members, e.g. `validName` for `invalidDisplayName`.
    public let extra: [(String, JSONValue)]
    /// The message itself already says that nothing was changed (every migration failure's but
    /// the database's), so a face showing an import's failure does not say it a second time
    /// (``MigrationImportText/failure(_:)``).
    public let saysNothingChanged: Bool

    public static func == (a: ErrorReport, b: ErrorReport) -> Bool {
        a.code == b.code && a.message == b.message && a.exitCode == b.exitCode && JSONValue.object(a.extra) == JSONValue.object(b.extra)
            && a.saysNothingChanged == b.saysNothingChanged
    }

    /// A report with the given parts.
    public init(code: ErrorCode, message: String, exitCode: Int32 = 1, extra: [(String, JSONValue)] = [],
                saysNothingChanged: Bool = false) {
        self.code = code
        self.message = message
        self.exitCode = exitCode
        self.extra = extra
        self.saysNothingChanged = saysNothingChanged
    }

    /// Maps any error.
    public init(_ error: any Error) {
        switch error {
        case let error as UsageError:
            self.init(code: .usage, message: error.message, exitCode: 2)
        case let error as UnknownLanguageError:
            let names = error.available.map { "\($0) (\(LanguageChoice.endonym($0)))" }.joined(separator: ", ")
            self.init(code: .unknownLanguage,
                      message: tr("Threshold has no \"{code}\" language. Choose one of: {languages}; or system, to follow LANGUAGE, LC_ALL, LC_MESSAGES and LANG.",
                                  ["code": .text(SafeText.echo(error.code)), "languages": .text(names)]),
                      exitCode: 2, extra: [("available", .array(error.available.map(JSONValue.string)))])
        case let error as ProfileError:
            var extra: [(String, JSONValue)] = []
            if case .invalidDisplayName(let valid) = error { extra = [("validName", valid.map(JSONValue.string) ?? .null)] }
            self.init(code: .of(error.code), message: Self.message(error), extra: extra)
        case let error as DataDirectoryError:
            self.init(code: .dataDirectoryUnavailable, message: error.message)
        case let error as SessionError:
            self.init(code: .of(error.code), message: Self.message(error))
        case let error as any ReportableError:
            self.init(code: .of(error.code), message: error.message, exitCode: error.exitCode)
        case let error as LockError:
            self.init(code: .of(error.code), message: Self.message(error))
        case let error as ChatError:
            self.init(code: .of(error.code), message: Self.message(error))
        case let error as OperatorError:
            self.init(code: .of(error.code), message: Self.message(error))
        case let error as PictureError:
            self.init(code: .of(error.code), message: Self.message(error))
        case let error as BrandError:
            switch error {
            case .invalid, .unreadable:
                self.init(code: .invalidBrand, message: tr("The brand file can't be used:") + "\n" + error.description)
            case .conditionsUnavailable:
                self.init(code: .of(error.code), message: error.description)
            }
        case let error as OnboardingError:
            self.init(code: .of(error.code), message: error.description)
        case let error as DatabaseError:
            self = Self.database(error)
        case let error as SecretsError:
            self.init(code: .of(error.code), message: error.description)
        case let error as MigrationError:
            if case .database(let underlying) = error {
                self = Self.database(underlying)
            } else {
                // Every other migration failure's message ends by saying that nothing was changed.
                self.init(code: .of(error.code), message: Self.message(error), saysNothingChanged: true)
            }
        case let error as CocoaError:
            self = Self.file(error as NSError)
        case let error as POSIXError:
            self = Self.file(error as NSError)
        default:
            self.init(code: .internalError, message: tr("Unexpected error: {type}.", ["type": .text(String(describing: type(of: error)))]))
        }
    }

    /// A profile rule's message in the user's language (ThresholdCore's `message` is the English
    /// one; the texts here are the same).
    private static func message(_ error: ProfileError) -> String {
        switch error {
        case .invalidDisplayName(let valid?): tr("Invalid display name. Correct name to \"{name}\"?", ["name": .user(valid)])
        case .invalidDisplayName(nil): tr("Invalid display name: it needs at least one letter, number or symbol.")
        case .duplicateName(let name): tr("A profile named \"{name}\" already exists. Choose another name.", ["name": .user(name)])
        case .bioTooLong(let bytes): tr("The bio is {size} bytes; the limit is {limit} bytes.", ["size": .number(bytes), "limit": .number(Bio.maxBytes)])
        case .unknownProfile(let name): tr("No profile named \"{name}\".", ["name": .user(SafeText.echo(name))])
        case .cantDeleteActiveProfile: tr("The active profile can't be deleted. Switch to another profile first.")
        case .cantHideActiveProfile: tr("The active profile can't be hidden. Switch to another profile first.")
        case .cantHideLastVisibleProfile: tr("The last visible profile can't be hidden. Create another profile first.")
        case .hiddenProfileAlwaysMuted: tr("Hidden profiles are always muted. Unhide the profile to unmute it.")
        case .emptyPassword: tr("The password can't be empty.")
        case .invalidPassword: tr("The password can't start or end with a space.")
        case .alreadyHidden: tr("This profile is already hidden.")
        case .notHidden: tr("This profile is not hidden.")
        case .sealedProfileDamaged: tr("This hidden profile's sealed data is damaged and can't be read.")
        }
    }

    /// An app-lock refusal in the user's language (never saying whether a self-destruct passcode
    /// is set or how many attempts remain, as LockError's English text).
    private static func message(_ error: LockError) -> String {
        switch error {
        case .locked:
            tr("Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin.")
        case .wrongPasscode: tr("Wrong passcode.")
        case .lockOff: tr("Set a passcode first: threshold lock set.")
        case .samePasscode: tr("The passcode and the self-destruct passcode must differ. Choose another one.")
        case .invalidAttemptLimit:
            tr("The attempt limit must be a whole number from 1 to {limit}, or off.", ["limit": .text(String(ThresholdStore.maxWipeAfter))])
        case .passcodeMismatch: tr("The two passcodes typed differ. Nothing was changed; try again.")
        case .keyUnavailable: error.message
        case .keyFileDamaged:
            tr("The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased, and no passcode attempt was counted. Open the data with your recovery key (threshold lock recover), restore the file from a backup, or update Threshold.")
        case .databaseMissing:
            tr("The database threshold.db is missing beside its key file threshold.key (moved, deleted, or on a drive that is not mounted). Nothing was changed and no new database was made: put the file back, or remove threshold.key to start afresh.")
        case .keyFileUnreadable(let why):
            tr("The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased.", ["reason": .text(why)])
        case .installUnfinished(let why):
            tr("Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then.", ["reason": .text(why)])
        case .attemptNotRecorded(let why):
            tr("The passcode was not checked because the attempt could not be recorded ({reason}). Make the data directory writable (free some disk space), then try again.", ["reason": .text(why)])
        case .keyStorageFailed(let why): tr("The key file could not be written ({reason}). The previous settings are still in force.", ["reason": .text(why)])
        case .passcodeOn: tr("The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level.")
        case .selfDestructTooLarge: tr("Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed.")
        case .keyringEntryMissing(hasRecoveryKey: true):
            tr("The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Open it with your recovery key: threshold lock recover. Nothing was changed.")
        case .keyringEntryMissing(hasRecoveryKey: false):
            tr("The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Threshold keeps no other copy and no recovery key was made: without that entry the data can't be read. Restore the keyring from a backup, or log in to the desktop session whose keyring holds it; nothing was changed.")
        case .malformedRecoveryKey:
            tr("That is not a recovery key: it has 40 letters and digits in 8 groups (a typo makes its check fail). Nothing was tried or changed.")
        case .wrongRecoveryKey: tr("This recovery key does not open this data. Nothing was changed.")
        case .noRecoveryKey: tr("This data has no recovery key. Nothing was changed.")
        case .recoveryKeyMismatch: tr("The recovery key typed back differs from the one shown. Nothing was stored; try again.")
        }
    }

    /// A chat refusal in the user's language.
    private static func message(_ error: ChatError) -> String {
        switch error {
        case .unknownChat(let name): tr("No chat with \"{name}\" in the active profile.", ["name": .user(SafeText.echo(name))])
        case .noActiveProfile: tr("There is no active profile. Create one first.")
        case .unknownQueue: tr("No chat receives on this server queue.")
        case .messageTooLarge(let limit): tr("A message can be at most {limit} bytes long. Nothing was recorded.", ["limit": .text(String(limit))])
        }
    }

    /// An operator refusal in the user's language.
    private static func message(_ error: OperatorError) -> String {
        switch error {
        case .noOperatorSelected: tr("Select at least one operator to accept the conditions.")
        case .unknownOperator(let id): tr("No operator with id \"{id}\". See 'threshold operators list'.", ["id": .text(SafeText.echo(id))])
        }
    }

    /// A picture file refused (nothing was changed), in the user's language.
    private static func message(_ error: PictureError) -> String {
        switch error {
        case .notAnImage: tr("The file is not a PNG or JPEG image. Nothing was changed.")
        case .damaged: tr("The image can't be read: it is damaged, incomplete or in an unsupported colour format. Nothing was changed.")
        case .tooManyPixels(let width, let height):
            tr("The image is too large to decode ({width} × {height} pixels; the limit is {limit} megapixels). Nothing was changed.",
               ["width": .number(width), "height": .number(height), "limit": .number(PictureDecoder.maximumPixels / 1_000_000)])
        case .fileTooLarge(let bytes):
            tr("The file is too large ({size} bytes; the limit is {limit} bytes). Nothing was changed.",
               ["size": .number(bytes), "limit": .number(PictureDecoder.maximumFileBytes)])
        case .symbolicLink: tr("The path is a symbolic link: give the image file itself. Nothing was changed.")
        case .unreadable(let why): tr("The image file can't be read: {reason}. Nothing was changed.", ["reason": .text(why)])
        case .tooDetailed: tr("The image has too much fine detail to keep as a small picture. Choose another one; nothing was changed.")
        }
    }

    /// A data directory another process holds, in the user's language.
    private static func message(_ error: SessionError) -> String {
        switch error {
        case .dataInUse(let directory):
            tr("Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed.",
               ["directory": .user(directory)])
        case .lockFailed:
            error.message
        }
    }

    /// A migration's failure in the user's language. The sentence around it is translated; the
    /// detail a case carries is Migration's own English text (which file, which check failed), or
    /// Features' translated one where Features throws it (docs/languages.md).
    private static func message(_ error: MigrationError) -> String {
        switch error {
        case .invalidLink(let why):
            tr("This migration link can't be used: {detail} Nothing was changed.", ["detail": .text(why)])
        case .archiveNotFound(let why):
            tr("The migration archive can't be found or read: {detail} Nothing was changed.", ["detail": .text(why)])
        case .networkTimeout(let why):
            tr("{detail} Nothing was changed; check the network and try again.", ["detail": .text(why)])
        case .archiveCorrupted(let why):
            tr("The migration archive is damaged or incomplete: {detail} Nothing was changed; export it again on the other device.", ["detail": .text(why)])
        case .incompatibleVersion(let archive, let supported):
            tr("The archive comes from a newer version of Threshold (schema {archive}; this version knows {supported}). Update Threshold, then import again. Nothing was changed.",
               ["archive": .number(archive), "supported": .number(supported)])
        case .destinationNotEmpty:
            tr("This device already holds Threshold data. Nothing was changed; to replace all data here with the archive, import again with --replace.")
        case .wrongArchivePasscode:
            tr("That is not the passcode of the device the archive comes from. Nothing was changed; import again with that device's app passcode.")
        case .cancelled(let why):
            tr("{detail} Nothing was changed.", ["detail": .text(why)])
        case .connectionRefused(let why):
            tr("{detail} Nothing was changed.", ["detail": .text(why)])
        case .connectionBroken(let why):
            tr("{detail} Nothing was changed; start the import again (the other device keeps listening until its time limit).", ["detail": .text(why)])
        case .peerNotTrusted(let why):
            tr("The other device was not trusted: {detail}", ["detail": .text(why)])
        case .transferRefused(let why):
            tr("{detail} Nothing was changed.", ["detail": .text(why)])
        case .shortCodeMismatch:
            tr("The code you typed is not the one this device computed: the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link.")
        case .resumeRefused(let why):
            tr("{detail} Nothing was sent.", ["detail": .text(why)])
        case .io(let why):
            tr("A file operation failed: {detail}. Nothing was changed.", ["detail": .text(why)])
        case .database(let underlying):
            tr("Database error: {detail}.", ["detail": .text(underlying.message)])
        }
    }

    /// A database failure. Matched by the kind's name, so kinds Storage adds later (disk full,
    /// read-only) get their own code here without breaking the build meanwhile.
    private static func database(_ error: DatabaseError) -> ErrorReport {
        switch error.kind {
        case .schemaTooNew:
            ErrorReport(code: .incompatibleVersion,
                        message: tr("This data was written by a newer version of Threshold. Update Threshold; the data was not changed."))
        case .busy:
            ErrorReport(code: .dataInUse, message: tr("The data is in use by another Threshold process. Try again when it is done."))
        case .corrupt:
            ErrorReport(code: .databaseCorrupted, message: tr("The database file is damaged or not a Threshold database. It was not changed."))
        case .cannotOpen:
            ErrorReport(code: .cannotOpenDatabase,
                        message: tr("The database can't be opened ({detail}). Check that the data directory is yours and writable.", ["detail": .text(error.message)]))
        case .sqlite, .constraint, .misuse:
            ErrorReport(code: .databaseError, message: tr("Database error: {detail}.", ["detail": .text(error.message)]))
        // Named faults (disk full, read-only, wrong or missing key, an empty file): Storage's own
        // stable code; the words are Storage's userMessage, in the user's language.
        case .diskFull:
            ErrorReport(code: .of(error.code), message: tr("The disk is full. Free some space and try again; what was being saved was not saved."))
        case .readOnly:
            ErrorReport(code: .of(error.code), message: tr("The data folder can't be written (read-only or no permission). Only reading works."))
        case .wrongKey:
            ErrorReport(code: .of(error.code), message: tr("The database key does not open this database. It was not changed."))
        case .keyRequired:
            ErrorReport(code: .of(error.code), message: tr("The database is encrypted and no key was given."))
        case .notEncrypted:
            ErrorReport(code: .of(error.code), message: tr("The database is not encrypted yet; it must be converted first."))
        case .emptyFile:
            ErrorReport(code: .of(error.code), message: tr("The database file is empty (0 bytes): the data is lost or was replaced. It was not treated as a new install."))
        case .ioError:
            ErrorReport(code: .of(error.code), message: tr("The disk reported an error while reading or writing the data ({detail}). What was being saved was not saved; the data already stored was not changed.", ["detail": .text(error.message)]))
        }
    }

    /// A file operation outside SQLite (an export's folder, deleting local data).
    private static func file(_ error: NSError) -> ErrorReport {
        let posix = (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            ?? (error.domain == NSPOSIXErrorDomain ? error.code : nil)
        if let posix, posix == Int(EACCES) || posix == Int(EPERM) {
            return ErrorReport(code: .permissionDenied,
                               message: tr("Permission denied: {detail} Check the owner and mode of the data directory.", ["detail": .text(error.localizedDescription)]))
        }
        return ErrorReport(code: .ioError, message: tr("A file operation failed: {detail}", ["detail": .text(error.localizedDescription)]))
    }

    /// The error as the one JSON object printed with `--json`.
    public var json: JSONValue {
        // The message may carry data or an echoed argument: escaped as for a terminal (controls,
        // format and bidi characters), since a JSON reader may print it as it is.
        .object([("error", .object([("code", .string(code.rawValue)), ("message", .string(SafeText.forTerminal(message)))] + extra))])
    }
}
