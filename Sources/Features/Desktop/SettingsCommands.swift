import Brand
import ThresholdCore

/// The operations of the desktop's Settings and What's new that are more than one session call:
/// the language choice, the attempt limit typed as text, the passcode check before a lock change
/// (changing the lock asks every time: ``Authorization/Requirement/always``) and what's new at launch.
public struct SettingsCommands: Sendable {
    /// The session whose settings are changed.
    public let session: AppSession

    /// Commands on `session`.
    public init(session: AppSession) { self.session = session }

    /// The app's version (About).
    public static var appVersion: String { AppVersion.current }

    /// One choice of the language setting.
    public struct LanguageOption: Sendable, Equatable {
        /// The stored code; nil follows the environment.
        public let code: String?
        /// The name shown (the language's own name, with the share translated when its catalog is
        /// partial; the system choice in the current language).
        public let name: String
    }

    /// Follow the system, English, then every shipped catalog, by code.
    public static func languageOptions() -> [LanguageOption] {
        // The desktop names no environment variables (issue 32): the system's language, said plainly.
        [LanguageOption(code: nil, name: DesktopWindowText.followSystemLanguage)]
            + CatalogLibrary.shipped.choosable.map { LanguageOption(code: $0, name: SettingsText.languageName($0)) }
    }

    /// The stored language (nil: the environment's).
    public func languageSetting() -> String? { (try? session.languageSetting()) ?? nil }

    /// Stores the language and makes it the process's (the `--lang` flag still wins, as at start);
    /// returns the translator now in use, whose direction the window follows.
    @discardableResult
    public func setLanguage(_ code: String?) throws -> Translator {
        try session.setLanguageSetting(code)
        return Texts.apply(setting: code)
    }

    /// The attempt limit typed into a field: empty is off (nil), else a whole number from 1 to
    /// ``AppSession/maxWipeAfter``. - Throws: `LockError.invalidAttemptLimit`.
    public static func attemptLimit(_ text: String) throws -> Int? { try WipeAfterLimit.parse(text) }

    /// The levels the protection row offers, in order (as `threshold lock level` does).
    public static let protectionLevels: [ProtectionLevel] = ProtectionLevel.allCases

    /// Whether `level` can be chosen now: keyring and key file only with the passcode off; the
    /// passcode level is chosen by setting a passcode.
    public static func canChoose(_ level: ProtectionLevel, status: LockStatus) -> Bool {
        level != .passcode && !status.isOn && status.level != level
    }

    /// Checks the current passcode before a lock change (one KDF run: call off the UI loop).
    /// True when a self-destruct passcode was typed and replaced the data (reload everything).
    /// - Throws: `LockError.wrongPasscode`.
    public func confirmPasscode(_ passcode: String) throws -> Bool {
        try ProfileCommands(session: session).grant(passcode: passcode)
    }

    /// Every what's-new entry, newest first (Settings › What's new).
    public var whatsNewEntries: [WhatsNewEntry] { session.brand.whatsNew.sorted { $0.version > $1.version } }

    /// What's new at launch: the versions missed since the last one seen, newest first, once;
    /// the newest then counts as seen. Nothing during onboarding, and nothing on a fresh install
    /// (whose newest version is recorded as seen).
    public func whatsNewAtLaunch() throws -> [WhatsNewEntry] {
        guard try !session.needsOnboarding() else { return [] }
        let entries = whatsNewEntries
        let seen = try session.whatsNewSeenVersion()
        let missed = WhatsNewPager.missed(in: entries, seen: seen)
        if let newest = entries.first, seen == nil || !missed.isEmpty {
            try session.setWhatsNewSeenVersion(newest.version.description)
        }
        return missed
    }
}

extension WhatsNewEntry {
    /// The version as text.
    public var versionText: String { version.description }
}
