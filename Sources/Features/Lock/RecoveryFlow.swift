import Brand
import Secrets
import ThresholdCore

/// A recovery key being made in an app (the full screen, the desktop): generated, shown once in
/// its groups, typed back, then stored (``AppSession/storeRecoveryKey(_:typedBack:)``). The text
/// lives only while its screen is open; it is never logged.
public struct RecoveryKeyDraft: Sendable, Equatable {
    /// The key as shown: 8 groups of 5 characters, dash-separated.
    public let text: String

    /// A draft of an already made key's text (tests; the faces use ``generate()``).
    public init(text: String) { self.text = text }

    /// A new key from the system's CSPRNG.
    public static func generate() throws -> RecoveryKeyDraft {
        RecoveryKeyDraft(text: try RecoveryKey.generate().text)
    }

    /// The groups of 5 characters.
    public var groups: [String] { text.split(separator: "-").map(String.init) }

    /// The groups laid out `perLine` to a line, separated by two spaces (a person copies them
    /// group by group; the dashes are optional when typed back).
    public func lines(groupsPerLine perLine: Int) -> [String] {
        let all = groups
        let step = max(1, perLine)
        return stride(from: 0, to: all.count, by: step).map { all[$0..<min(all.count, $0 + step)].joined(separator: "  ") }
    }

    /// Whether `typed` is this key typed back (case, spaces and dashes aside; constant time).
    public func matches(_ typed: String) -> Bool {
        guard let key = try? RecoveryKey.parse(text) else { return false }
        return Recovery.matches(typed, key)
    }
}

/// What a re-key run from an app did, for its message.
public struct RekeyOutcome: Sendable, Equatable {
    /// A recovery key existed and opened the old key: it opens nothing now.
    public var droppedRecoveryKey: Bool

    public init(droppedRecoveryKey: Bool) { self.droppedRecoveryKey = droppedRecoveryKey }

    /// The message after it (``RekeyText/done``, and that the old recovery key is void).
    public var message: String {
        droppedRecoveryKey ? RekeyText.done + "\n\n" + RecoveryKeyText.droppedByRekeyInApp : RekeyText.done
    }
}

/// How a recovery from an app's lock screen ended.
public enum RecoveryOutcome: Sendable, Equatable {
    /// The data is open, protected at the level chosen.
    case recovered(ProtectionLevel)
    /// A wrong recovery key reached the attempt limit: everything was wiped (the app carries on
    /// as a fresh install, as after the last wrong passcode). Said with the same words as a wrong
    /// key (``LockError/wrongRecoveryKey``), as the command line says it.
    case wiped
}

/// The rules of the recovery form of the apps' lock screens (a forgotten passcode, or a keyring
/// entry gone): the key typed, the level chosen, for the passcode level a new passcode typed twice.
public enum RecoveryForm {
    /// The levels offered, in order.
    public static let levels: [ProtectionLevel] = [.passcode, .keyring, .keyfile]

    /// What stops the form from being sent, in words; nil when it can be. An empty key field says
    /// nothing (the hint line stays quiet until something is typed).
    public static func problem(key: String, level: ProtectionLevel, passcode: String, confirmation: String) -> String? {
        if ProfileSearch.trimmed(key).isEmpty { return tr("Type the recovery key.") }
        if (try? RecoveryKey.parse(key)) == nil { return ErrorReport(LockError.malformedRecoveryKey).message }
        guard level == .passcode else { return nil }
        return NewPasscode.problem(passcode, confirmation: confirmation)
    }

    /// Whether the key field holds a well-formed key (its checksum matches).
    public static func isWellFormed(_ key: String) -> Bool { (try? RecoveryKey.parse(key)) != nil }
}

/// The apps' texts of the re-key and the recovery key (the command line's are ``RekeyText`` and
/// ``RecoveryKeyText``, whose sentences the apps reuse).
public enum RecoveryAppText {
    /// The lock screen's way to the recovery form.
    public static var forgotPasscode: String { tr("Forgot passcode? Use the recovery key") }
    /// The recovery form's title.
    public static var recoverTitle: String { tr("Use the recovery key") }
    /// Above the recovery form.
    public static var recoverExplanation: String {
        tr("The recovery key opens the data if the passcode is forgotten or the keyring entry is lost. Then choose how to protect the data from now on.")
    }
    /// Above the recovery form when the data could not be opened at all (the keyring entry is gone).
    public static var keyringGoneExplanation: String {
        tr("The desktop keyring has no key for this data (its entry was removed, or this is another keyring). This data has a recovery key: type it to open the data, then choose how to protect it from now on.")
    }
    /// Above the recovery form when `threshold.key` is damaged (``RecoveryNeed/keyFileDamaged``).
    public static var keyFileDamagedExplanation: String {
        tr("The key file threshold.key is damaged, so no passcode can open the data. No attempt was counted and nothing was erased. This data has a recovery key: type it to open the data, then choose how to protect it from now on.")
    }
    /// The level question of the recovery form.
    public static var protectWith: String { tr("Protect the data with") }
    /// The button that runs the recovery.
    public static var open: String { tr("Open the data", context: "button") }
    /// While the recovery runs.
    public static var opening: String { tr("Opening the data…") }

    /// The lock settings' row.
    public static var recoveryKey: String { tr("Recovery key") }
    /// The row's state.
    public static func state(_ has: Bool) -> String { has ? tr("Made", context: "recovery key state") : tr("None", context: "recovery key state") }
    /// The row's help (what Enter and x do).
    public static func help(_ has: Bool) -> String {
        has ? tr("A recovery key exists: it opens the data if the passcode is forgotten or the keyring entry is lost. Enter replaces it with a new one (the old one then opens nothing); x removes it.")
            : tr("None: a forgotten passcode or a lost keyring entry means the data can't be read. Enter makes one; it is shown once and stored nowhere.")
    }
    /// Copies the key (the desktop).
    public static var copy: String { tr("Copy", context: "button") }
    /// After Copy.
    public static var copied: String { tr("Recovery key copied. Paste it where you keep it, then clear the clipboard.") }
    /// Making a key: the button that goes on to typing it back.
    public static var wroteItDown: String { tr("I wrote it down", context: "button") }
    /// Making a key: the second step's explanation (the key is hidden now).
    public static var typeBackExplanation: String {
        tr("The key is hidden now. Type it from what you wrote down (dashes and spaces don't matter): it is stored only if it matches.")
    }
    /// Replacing: the confirmation's title.
    public static var replaceTitle: String { tr("Replace the recovery key?") }
    /// Replacing: the confirmation's text.
    public static var replaceMessage: String {
        tr("A new recovery key is made and shown once; the old one then opens nothing.")
    }
    /// Removing: the confirmation's title.
    public static var removeTitle: String { tr("Remove the recovery key?") }
    /// Removing: the confirmation's text.
    public static var removeMessage: String {
        tr("The recovery key then opens nothing. Without one, a forgotten passcode or a lost keyring entry means the data can't be read.")
    }
    /// The offer's title (when a level is chosen).
    public static var offerTitle: String { tr("Make a recovery key?") }
    /// The offer's buttons.
    public static var notNow: String { tr("Not now", context: "button") }
    public static var make: String { tr("Make one", context: "button") }

    /// The re-key row and its confirmation.
    public static var rekeyTitle: String { tr("Re-encrypt all data") }
    /// The re-key row's subtitle (the desktop).
    public static var rekeySubtitle: String { tr("A new database key, every page re-encrypted") }
    public static var rekeyHelp: String {
        tr("Enter makes a new database key and re-encrypts every page under it. Do this if you think the passcode or a copy of threshold.key leaked: an old copy then opens nothing written from now on.")
    }
    public static var rekeyConfirmTitle: String { tr("Re-encrypt all data under a new key?") }
    public static var rekeyConfirmMessage: String {
        tr("A new database key is made and every page is copied under it, in one step that can't half happen; it takes about as long as copying the data. The passcode and the protection level stay as they are; a recovery key made before opens nothing afterwards.")
    }
    public static var rekeyButton: String { tr("Re-encrypt", context: "button") }
    /// The question after a passcode change (``RekeyText/question``) has these buttons.
    public static var keepKey: String { tr("Keep the key", context: "button") }
}

extension AppSession {
    /// Stores `draft` once it was typed back: ``LockError/recoveryKeyMismatch`` (nothing stored)
    /// when `typedBack` is not it.
    public func storeRecoveryKey(_ draft: RecoveryKeyDraft, typedBack: String) throws {
        let key = try RecoveryKey.parse(draft.text)
        guard Recovery.matches(typedBack, key) else { throw LockError.recoveryKeyMismatch }
        try setRecoveryKey(key)
    }

    /// ``rekey(newPasscode:progress:)``, saying whether a recovery key was dropped by it.
    public func rekeyFromApp(newPasscode: String? = nil,
                             progress: ((_ copied: Int, _ total: Int) -> Void)? = nil) throws -> RekeyOutcome {
        let had = try hasRecoveryKey()
        try rekey(newPasscode: newPasscode, progress: progress)
        return RekeyOutcome(droppedRecoveryKey: had)
    }

    /// The recovery of an app's lock screen or recovery screen: `typedKey` parsed
    /// (``LockError/malformedRecoveryKey``, nothing counted), then ``recover(with:level:newPasscode:)``
    /// (at the passcode level a wrong key counts as an attempt, as in `threshold lock recover`).
    /// The last allowed wrong key wipes everything: ``RecoveryOutcome/wiped``.
    public func recover(typedKey: String, level: ProtectionLevel, newPasscode: String?) throws -> RecoveryOutcome {
        let key = try RecoveryKey.parse(typedKey)
        // A damaged key file counts nothing (its counter can't be trusted) and can't say its level.
        let wasLocked = recoveryNeed == .keyFileDamaged ? false : try isLockOn()
        do {
            try recover(with: key, level: level, newPasscode: newPasscode)
        } catch LockError.wrongRecoveryKey where wasLocked {
            if try !isLockOn() && store.isUnlocked { return .wiped }
            throw LockError.wrongRecoveryKey
        }
        return .recovered(level)
    }

    /// Whether only a recovery key opens this session's data: it was opened with
    /// ``openForRecovery(dataDirectoryFlag:environment:brand:deviceToken:kdfParameters:keyring:)``
    /// and is still locked without a passcode to ask for (``recoveryNeed``).
    public var needsRecoveryKey: Bool { recoveryNeed != nil }

    /// Why only the recovery key opens this session's data, nil when it does not need it: a
    /// damaged `threshold.key` (at any level: no passcode is asked, so no attempt counts), or a
    /// keyring entry gone. The faces show ``RecoveryNeed/explanation`` on their recovery form.
    public var recoveryNeed: RecoveryNeed? {
        guard !store.isUnlocked else { return nil }
        if store.isKeyFileDamaged() { return .keyFileDamaged }
        return (try? store.isLockOn()) == false ? .keyringEntryGone : nil
    }

    /// Whether an app whose opening failed with `error` can try the recovery key instead
    /// (``openForRecovery(dataDirectoryFlag:environment:brand:deviceToken:kdfParameters:keyring:)``):
    /// the keyring entry is gone and a recovery key was made, or `threshold.key` is damaged (the
    /// recovery open then fails with the same `keyFileDamaged` when the file has no recovery slot
    /// left, and the app shows that error).
    public static func offersRecovery(after error: any Error) -> Bool {
        switch error as? LockError {
        case .keyringEntryMissing(hasRecoveryKey: true)?, .keyFileDamaged?: true
        default: false
        }
    }

    /// Opens an app's session on data no key but the recovery key opens (``offersRecovery(after:)``):
    /// as ``open(dataDirectoryFlag:environment:brand:deviceToken:interactive:kdfParameters:passLock:)``
    /// for an interactive app, but with the store left locked (``needsRecoveryKey``) instead of
    /// failing, so the app's recovery screen can run ``recover(typedKey:level:newPasscode:)`` on it.
    /// `keyring`: the desktop's Secret Service (tests: a double).
    public static func openForRecovery(dataDirectoryFlag: String?, environment: [String: String], brand: Brand,
                                       deviceToken: any DeviceTokenProvider,
                                       kdfParameters: ScryptParameters = .owaspMinimum,
                                       keyring: any Keyring = SecretServiceKeyring()) throws -> AppSession {
        try open(dataDirectoryFlag: dataDirectoryFlag, environment: environment, brand: brand, deviceToken: deviceToken,
                 interactive: true, kdfParameters: kdfParameters, passLock: { _ in }) { path, parameters in
            try ThresholdStore.openForRecovery(path: path, kdfParameters: parameters, keyring: keyring)
        }
    }
}
