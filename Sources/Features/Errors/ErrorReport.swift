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
    /// A message for people in the user's language (``tr(_:context:_:)``): one whole sentence per
    /// error case. A detail that is only technical (the system's words for an errno, which check of
    /// an archive failed) is never put inside that sentence: it follows on a line of its own,
    /// marked "Technical detail:", as the lower module wrote it.
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
            // A list the language's way ("…、zh_CN (简体中文)"): the sentence around it says "one of" (a list, not "a or b": the "or system" follows), each code with its own name.
            let library = Texts.current.library
            let names = Formats.list(error.available.map { "\($0) (\(library.name(for: $0)))" })
            self.init(code: .unknownLanguage,
                      message: tr("Threshold has no \"{code}\" language. Choose one of: {languages}; or system, to follow LANGUAGE, LC_ALL, LC_MESSAGES and LANG.",
                                  ["code": .text(SafeText.echo(error.code)), "languages": .text(names)]),
                      exitCode: 2, extra: [("available", .array(error.available.map(JSONValue.string)))])
        case let error as ProfileError:
            var extra: [(String, JSONValue)] = []
            if case .invalidDisplayName(let valid) = error { extra = [("validName", valid.map(JSONValue.string) ?? .null)] }
            self.init(code: .of(error.code), message: Self.message(error), extra: extra)
        case let error as DataDirectoryError:
            self.init(code: .dataDirectoryUnavailable, message: Self.message(error))
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
            case .unreadable(let path, _):
                // Brand says only that it could not read the file: worded here whole.
                self.init(code: .invalidBrand, message: tr("The brand file {path} can't be read. Check the path given with --brand and that the file is yours to read.",
                                                           ["path": .user(path)]))
            case .invalid(let issues):
                // Each problem worded here from its code and values, after its location in the file.
                self.init(code: .invalidBrand, message: tr("The brand file can't be used. Its problems, for the brand's author:\n{problems}",
                                                           ["problems": .text(issues.map(BrandIssueText.line).joined(separator: "\n"))]))
            case .conditionsUnavailable:
                self.init(code: .of(error.code), message: tr("The conditions document can't be read.\nTechnical detail: {detail}",
                                                             ["detail": .text(error.description)]))
            }
        case let error as OnboardingError:
            self.init(code: .of(error.code), message: Self.message(error))
        case let error as DatabaseError:
            self = Self.database(error)
        case let error as SecretsError:
            self.init(code: .of(error.code), message: tr("A cryptographic operation failed; what was being done was not done.\nTechnical detail: {detail}",
                                                         ["detail": .text(error.description)]))
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
            self.init(code: .internalError, message: tr("Unexpected error.\nTechnical detail: {detail}", ["detail": .text(String(describing: type(of: error)))]))
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
    /// is set or how many attempts remain, as LockError's English text). A failed system call is
    /// worded from its errno (``SystemErrorText``); its English operation stays in the logs.
    private static func message(_ error: LockError) -> String {
        switch error {
        case .locked:
            tr("Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin.")
        case .wrongPasscode: tr("Wrong passcode.")
        case .lockOff: tr("Set a passcode first: threshold lock set.")
        case .samePasscode: tr("The passcode and the self-destruct passcode must differ. Choose another one.")
        case .invalidAttemptLimit:
            tr("The attempt limit must be a whole number from 1 to {limit}, or off.", ["limit": .number(ThresholdStore.maxWipeAfter)])
        case .passcodeMismatch: tr("The two passcodes typed differ. Nothing was changed; try again.")
        case .keyUnavailable(let why): message(why)
        case .keyFileDamaged:
            tr("The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased, and no passcode attempt was counted. Open the data with your recovery key (threshold lock recover), restore the file from a backup, or update Threshold.")
        case .databaseMissing:
            tr("The database threshold.db is missing beside its key file threshold.key (moved, deleted, or on a drive that is not mounted). Nothing was changed and no new database was made: put the file back, or remove threshold.key to start afresh.")
        case .keyFileUnreadable(let code):
            tr("The key file threshold.key beside the database can't be read. Nothing was changed or erased.\nTechnical detail: {detail}",
               ["detail": .text(keyFileReason(errno: code))])
        case .installUnfinished(let why):
            tr("Threshold could not finish setting up its data. Make the data folder writable or free some space, then start Threshold again: it finishes then.\nTechnical detail: {detail}",
               ["detail": .text(SystemErrorText.reason(errno: why.errno))])
        case .attemptNotRecorded(let why):
            tr("The passcode was not checked because the attempt could not be recorded. Make the data directory writable (free some disk space), then try again.\nTechnical detail: {detail}",
               ["detail": .text(SystemErrorText.reason(errno: why.errno))])
        case .keyStorageFailed(let why):
            tr("The key file could not be written. The previous settings are still in force.\nTechnical detail: {detail}",
               ["detail": .text(SystemErrorText.reason(errno: why.errno))])
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

    /// Why the data's key can't be had, each reason a whole sentence in the user's language (issue
    /// 35: ThresholdCore's English reason followed a sentence about the keyring, even when the key
    /// file was what was missing). Only libsecret's own message goes on the technical line.
    private static func message(_ reason: KeyUnavailableReason) -> String {
        switch reason {
        case .keyFileMissing:
            tr("The key file threshold.key is missing beside the database threshold.db (moved, deleted, or not copied with it). Without it the data can't be read: restore it from the backup you made with the database. Nothing was changed.")
        case .keyringKeyWrong:
            tr("The key in the desktop keyring does not open this data (the keyring entry or threshold.key was replaced). Nothing was changed.")
        case .keyringDidNotKeep: tr("The desktop keyring did not keep the key it was given. Nothing was changed.")
        case .libsecretMissing:
            tr("The desktop keyring can't be used: libsecret (libsecret-1.so.0) is not installed. Install libsecret-1-0, or choose another level (threshold lock level keyfile, or threshold lock set). Nothing was changed.")
        case .libsecretIncomplete:
            tr("The desktop keyring can't be used: the installed libsecret lacks a function Threshold needs. Update libsecret, or choose another level (threshold lock level keyfile, or threshold lock set). Nothing was changed.")
        case .outOfMemory:
            tr("The key from the desktop keyring could not be held in memory. Nothing was changed; close other programs and try again.")
        case .schemaRefused: tr("The desktop keyring can't be used: libsecret refused Threshold's entry format. Nothing was changed.")
        case .keyringFailed(_, let message):
            tr("The key for this data is not available from the desktop keyring (it is missing, locked or refused). Nothing was changed.\nTechnical detail: {detail}",
               ["detail": .text(message.map { SafeText.echo($0, limit: 200) } ?? SystemErrorText.reason(errno: 0))])
        }
    }

    /// Why threshold.key can't be read, in the user's language: the two reasons that need a hint
    /// (a symbolic link is never followed; the file must be the user's own), else the errno's words.
    private static func keyFileReason(errno code: Int32) -> String {
        switch code {
        case ELOOP: tr("It is a symbolic link; Threshold reads the key file only as a regular file in the data folder.")
        case EACCES, EPERM: tr("Permission denied; the key file must belong to you, with mode 0600.")
        default: SystemErrorText.reason(errno: code)
        }
    }

    /// A chat refusal in the user's language.
    private static func message(_ error: ChatError) -> String {
        switch error {
        case .unknownChat(let name): tr("No chat with \"{name}\" in the active profile.", ["name": .user(SafeText.echo(name))])
        case .noActiveProfile: tr("There is no active profile. Create one first.")
        case .unknownQueue: tr("No chat receives on this server queue.")
        case .messageTooLarge(let limit): tr("A message can be at most {limit} bytes long. Nothing was recorded.", ["limit": .number(limit)])
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
        case .lockFailed(let directory, let code):
            tr("Could not lock {directory}/threshold.lock. Check the folder's permissions.\nTechnical detail: {detail}",
               ["directory": .user(directory), "detail": .text(SystemErrorText.reason(errno: code))])
        }
    }

    /// A migration's failure in the user's language: one whole sentence per case and typed reason
    /// (``MigrationReason``); a technical reason (English, from Migration or Transport) follows on a
    /// line of its own. A reason Features worded itself (``MigrationReason/worded(_:)``) is the
    /// whole message, "Nothing was changed." included: nothing is added to it, so no two
    /// translated sentences are joined here (issue 35: Japanese got "。 何も…").
    private static func message(_ error: MigrationError) -> String {
        switch error {
        case .invalidLink(let why):
            switch why {
            case .worded(let text): return text
            case .link(let link): if let text = message(link) { return text }
            case .keyDoesNotOpenArchive:
                return tr("This migration link can't be used: its key does not open this archive; copy the whole link again. Nothing was changed.")
            case .badArchiveURL:
                return tr("This migration link can't be used: its archive URL is not an http or https URL with a host and a port from 1 to 65535. Nothing was changed.")
            default: break
            }
            return tr("This migration link can't be used. Nothing was changed.\nTechnical detail: {detail}", ["detail": .text(technical(why))])
        case .archiveNotFound(let why):
            switch why {
            case .noArchive(let path, false):
                return tr("No migration archive at {path}. Check the path and try again. Nothing was changed.", ["path": .user(SafeText.echo(path, limit: 200))])
            case .noArchive(let path, true):
                return tr("No migration archive at {path}. Copy the archive to this device and give its path (--archive FILE), or copy it to the same path as in the link, and try again. Nothing was changed.",
                          ["path": .user(SafeText.echo(path, limit: 200))])
            case .serverUnreachable(let host):
                return tr("The archive's server {host} can't be reached. Nothing was changed; check the network and try again.", ["host": .user(host)])
            case .serverStatus(let status, true):
                return tr("The archive's server answered {status} (no such archive); check that it is still shared. Nothing was changed.",
                          ["status": .text(String(status))])
            case .serverStatus(let status, false):
                return tr("The archive's server answered {status} (not the archive); check that it is still shared. Nothing was changed.",
                          ["status": .text(String(status))])
            default:
                return tr("The migration archive can't be found or read. Nothing was changed.\nTechnical detail: {detail}", ["detail": .text(technical(why))])
            }
        case .networkTimeout(let why):
            switch why {
            case .serverTimedOut(let host):
                return tr("The archive's server {host} timed out. Nothing was changed; check the network and try again.", ["host": .user(host)])
            case .nobodyCame(let seconds):
                return tr("No device took the archive within {duration}, so this device stopped listening. Nothing was changed.",
                          ["duration": .text(Formats.duration(seconds: Double(seconds)))])
            case .otherDeviceSilent:
                return tr("The other device did not answer in time. Nothing was changed; check the network and try again.")
            default:
                return tr("The network did not answer in time. Nothing was changed; check the network and try again.\nTechnical detail: {detail}",
                          ["detail": .text(technical(why))])
            }
        case .archiveCorrupted(let why):
            switch why {
            case .worded(let text): return text
            case .sizeDiffers(let actual, let expected):
                return tr("The migration archive is damaged or incomplete: its size ({actual} bytes) differs from the link's ({expected} bytes). Nothing was changed; export it again on the other device.",
                          ["actual": .number(Int(clamping: actual)), "expected": .number(Int(clamping: expected))])
            case .digestDiffers:
                return tr("The migration archive is damaged or incomplete: it does not match the link's SHA-256 digest. Nothing was changed; export it again on the other device.")
            case .transferIncomplete:
                return tr("The migration archive is damaged or incomplete: what arrived differs from what the other device sent. Nothing was changed; export it again on the other device.")
            default:
                return tr("The migration archive is damaged or incomplete. Nothing was changed; export it again on the other device.\nTechnical detail: {detail}",
                          ["detail": .text(technical(why))])
            }
        case .incompatibleVersion(let archive, let supported):
            return tr("The archive comes from a newer version of Threshold (schema {archive}; this version knows {supported}). Update Threshold, then import again. Nothing was changed.",
                      ["archive": .number(archive), "supported": .number(supported)])
        case .destinationNotEmpty:
            return tr("This device already holds Threshold data. Nothing was changed; to replace all data here with the archive, import again with --replace.")
        case .wrongArchivePasscode:
            return tr("That is not the passcode of the device the archive comes from. Nothing was changed; import again with that device's app passcode.")
        case .cancelled(let why):
            switch why {
            case .worded(let text): return text
            case .stoppedListening(let signal, false):
                return tr("Stopped on {signal}: no transfer was finished, and this device no longer listens. Nothing was changed.", ["signal": .text(signal)])
            case .stoppedListening(let signal, true):
                return tr("Stopped on {signal}: the transfer was not finished, and this device no longer listens. Nothing was changed.", ["signal": .text(signal)])
            case .importStopped: return tr("The import was stopped during the transfer. Nothing was imported.")
            case .shortCodeNotShown:
                return tr("This screen can't show the short code of a direct transfer: import with threshold migrate import or plain mode. Nothing was changed.")
            default:
                return tr("The migration was stopped. Nothing was changed.\nTechnical detail: {detail}", ["detail": .text(technical(why))])
            }
        case .connectionRefused(let why):
            if case .unreachable(let hosts, let port) = why {
                return tr("The other device can't be reached at {addresses} port {port}. Check that it still shows the link (its export --serve is running) and that both devices are on the same network. Nothing was changed.",
                          ["addresses": .text(Formats.list(hosts)), "port": .text(Formats.port(Int(port)))])
            }
            return tr("The other device can't be reached. Nothing was changed.\nTechnical detail: {detail}", ["detail": .text(technical(why))])
        case .connectionBroken(let why):
            switch why {
            case .closedBeforeStart:
                return tr("The other device closed the connection before the transfer began. Nothing was changed; start the import again (the other device keeps listening until its time limit).")
            case .connectionBroke(let received?):
                return tr("The connection to the other device broke after {size}. Nothing was changed; start the import again (the other device keeps listening until its time limit).",
                          ["size": .text(Formats.bytes(received))])
            case .connectionBroke(nil):
                return tr("The connection to the other device broke. Nothing was changed; start the import again (the other device keeps listening until its time limit).")
            default:
                return tr("The connection to the other device broke. Nothing was changed; start the import again (the other device keeps listening until its time limit).\nTechnical detail: {detail}",
                          ["detail": .text(technical(why))])
            }
        case .peerNotTrusted(let why):
            return tr("The other device was not trusted: it did not show the certificate the link names (another device, or someone in between). Nothing was imported.\nTechnical detail: {detail}",
                      ["detail": .text(technical(why))])
        case .transferRefused(let why):
            switch why {
            case .busy:
                return tr("The other device is already sending its data to another device, and refused this one. If that is not your other device, stop the export there (Ctrl-C) and start it again. Nothing was changed.")
            case .otherVersion:
                return tr("The other device runs another version of Threshold, whose direct transfer differs from this one's. Update Threshold on both devices to the same version, or move the data as a file (Export to a file there, then import that file here). Nothing was changed.")
            case .codeNotConfirmedBySource:
                return tr("On the other device the short code was not confirmed, so it sent nothing. If both devices show the same code, connect again with the same link and confirm it on both. Nothing was changed.")
            case .notThatLink:
                return tr("The other device refused this device: the link is not the one it shows, or that device runs an older version of Threshold. Copy the whole link again; if that does not help, update Threshold on both devices to the same version. Nothing was changed.")
            default:
                return tr("The other device refused the transfer. Nothing was changed.\nTechnical detail: {detail}", ["detail": .text(technical(why))])
            }
        case .shortCodeMismatch:
            return tr("The code you typed is not the one this device computed: the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link.")
        case .resumeRefused(let why):
            if case .dataChanged = why {
                return tr("The data on this device changed since the interrupted transfer began, so it can't be resumed. Stop the import on the new device and export again (a new link). Nothing was sent.")
            }
            return tr("The interrupted transfer can't be resumed. Nothing was sent.\nTechnical detail: {detail}", ["detail": .text(technical(why))])
        case .io(let why):
            if case .worded(let text) = why { return text }
            return tr("A file operation failed. Nothing was changed.\nTechnical detail: {detail}", ["detail": .text(technical(why))])
        case .database(let underlying):
            return database(underlying).message
        }
    }

    /// A reason's text for the "Technical detail" line: a system call's errno in the user's
    /// language (``SystemErrorText``), else the lower module's own English words.
    private static func technical(_ reason: MigrationReason) -> String {
        if case .system(_, let code) = reason { return SystemErrorText.reason(errno: code) }
        return reason.description
    }

    /// A link the parser refused, as one whole sentence; nil for a case whose reason is technical.
    private static func message(_ error: MigrationLinkError) -> String? {
        switch error {
        case .wrongScheme:
            tr("This is not a Threshold migration link (it must start with \"threshold:/migrate?\"). Nothing was changed.")
        case .wrongPath:
            tr("This Threshold link is not a migration link (expected \"threshold:/migrate?\"). Nothing was changed.")
        case .missingParameter(let name):
            tr("The migration link lacks its \"{name}\" part; copy the whole link again. Nothing was changed.", ["name": .text(name)])
        case .duplicateParameter(let name):
            tr("The migration link has \"{name}\" more than once. Nothing was changed.", ["name": .text(name)])
        case .unknownParameter(let name):
            tr("The migration link has an unknown part \"{name}\"; is this app up to date? Nothing was changed.", ["name": .text(SafeText.echo(name))])
        case .unsupportedVersion(let version):
            tr("The migration link's version {version} is not supported; update the app. Nothing was changed.", ["version": .text(SafeText.echo(version))])
        case .invalidKey:
            tr("The migration link's key is not a valid age key; copy the whole link again. Nothing was changed.")
        case .invalidDigest:
            tr("The migration link's sha256 is not 64 hexadecimal digits. Nothing was changed.")
        case .invalidSize:
            tr("The migration link's size is not a whole number of bytes. Nothing was changed.")
        case .invalidPort:
            tr("The migration link's port is not a number from 1 to 65535. Nothing was changed.")
        case .invalidPin:
            tr("The migration link's certificate pin is not 64 hexadecimal digits; copy the whole link again. Nothing was changed.")
        case .malformedQuery, .invalidArchiveLocation, .invalidHost, .invalidZone:
            nil
        }
    }

    /// The data directory's problem in the user's language.
    private static func message(_ error: DataDirectoryError) -> String {
        let path = TextArgument.user(error.path)
        return switch error.problem {
        case .isFile:
            tr("The data directory {path} can't be used: it is a file, not a folder. Choose another with --data-dir DIR or THRESHOLD_HOME.", ["path": path])
        case .otherOwner:
            tr("The data directory {path} can't be used: it belongs to another user. Choose another with --data-dir DIR or THRESHOLD_HOME.", ["path": path])
        case .cannotTighten(let why):
            tr("The data directory {path} can't be used: others may read it and its permissions can't be tightened. Choose another with --data-dir DIR or THRESHOLD_HOME.\nTechnical detail: {detail}",
               ["path": path, "detail": .text(why)])
        case .cannotCreate(let why):
            tr("The data directory {path} can't be created. Choose another with --data-dir DIR or THRESHOLD_HOME.\nTechnical detail: {detail}",
               ["path": path, "detail": .text(why)])
        }
    }

    /// An onboarding refusal: the ones a person can meet worded whole, the rest (a brand's or an
    /// app's programming mistake) as a technical detail.
    private static func message(_ error: OnboardingError) -> String {
        switch error {
        case .backNotAllowed: tr("Going back is not possible after this step has been completed.")
        case .noPreviousStep: tr("There is no previous step to go back to.")
        case .flowComplete: tr("Onboarding is already complete.")
        default: tr("Onboarding could not go on.\nTechnical detail: {detail}", ["detail": .text(error.description)])
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
                        message: tr("The database can't be opened. Check that the data directory is yours and writable.\nTechnical detail: {detail}",
                                    ["detail": .text(Self.technical(error))]))
        case .sqlite, .constraint, .misuse:
            ErrorReport(code: .databaseError, message: tr("The database reported an error; what was being done was not done.\nTechnical detail: {detail}",
                                                          ["detail": .text(error.message)]))
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
            ErrorReport(code: .of(error.code), message: tr("The disk reported an error while reading or writing the data. What was being saved was not saved; the data already stored was not changed.\nTechnical detail: {detail}", ["detail": .text(Self.technical(error))]))
        }
    }

    /// A database error's text for the "Technical detail" line: a failed system call's errno in
    /// the user's language (``SystemErrorText``; strerror's English stays in ``DatabaseError/message``
    /// for logs), else SQLite's own words.
    private static func technical(_ error: DatabaseError) -> String {
        error.errno.map { SystemErrorText.reason(errno: $0) } ?? error.message
    }

    /// A file operation outside SQLite (an export's folder, deleting local data).
    private static func file(_ error: NSError) -> ErrorReport {
        let posix = (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            ?? (error.domain == NSPOSIXErrorDomain ? error.code : nil)
        // The errno in the user's language (Foundation's description is English).
        let detail = posix.map { SystemErrorText.reason(errno: Int32(clamping: $0)) } ?? error.localizedDescription
        if let posix, posix == Int(EACCES) || posix == Int(EPERM) {
            return ErrorReport(code: .permissionDenied,
                               message: tr("Permission denied. Check the owner and mode of the data directory.\nTechnical detail: {detail}", ["detail": .text(detail)]))
        }
        return ErrorReport(code: .ioError, message: tr("A file operation failed.\nTechnical detail: {detail}", ["detail": .text(detail)]))
    }

    /// The error as the one JSON object printed with `--json`.
    public var json: JSONValue {
        // The message may carry data or an echoed argument: escaped as for a terminal (controls,
        // format and bidi characters), since a JSON reader may print it as it is.
        .object([("error", .object([("code", .string(code.rawValue)), ("message", .string(SafeText.forTerminal(message)))] + extra))])
    }
}
