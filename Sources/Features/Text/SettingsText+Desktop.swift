import ThresholdCore

/// The texts of the desktop's Settings, What's new and migration pages, once (translated): the
/// pages lay them out and assemble no sentence themselves. (The texts every face's Settings shows
/// are in Features/Settings/SettingsText.swift.)
extension SettingsText {
    // MARK: Settings

    /// The page's title.
    public static var title: String { tr("Settings") }
    /// The button that opens Settings.
    public static var open: String { tr("Settings") }
    /// Sections.
    public static var notifications: String { tr("Notifications") }
    /// Sections.
    public static var appearance: String { tr("Appearance") }
    /// Sections.
    public static var appLock: String { tr("App lock") }
    /// Sections.
    public static var migration: String { tr("Migration") }
    /// The theme row's explanation.
    public static var themeFollowsDesktop: String { tr("Light or dark, as the desktop is set.") }
    /// The What's new row.
    public static var whatsNew: String { tr("What's new") }
    /// The export row.
    public static var migrateToAnotherDevice: String { tr("Migrate to another device") }

    // MARK: App lock

    /// The passcode row.
    public static var passcode: String { tr("Passcode", context: "settings row") }
    /// States.
    public static var on: String { tr("On", context: "state") }
    /// States.
    public static var off: String { tr("Off", context: "state") }
    /// Buttons of the passcode row.
    public static var setPasscode: String { tr("Set passcode") }
    /// Buttons of the passcode row.
    public static var changePasscode: String { tr("Change passcode") }
    /// Buttons of the passcode row.
    public static var turnOffPasscode: String { tr("Turn off the passcode") }
    /// The self-destruct row.
    public static var selfDestruct: String { tr("Self-destruct passcode") }
    /// The self-destruct row's state: the profile a self-destruct leaves.
    public static func selfDestructOn(_ name: String) -> String {
        tr("On: opens a new profile named {name}", ["name": .user(name)])
    }
    /// Buttons of the self-destruct row.
    public static var setSelfDestruct: String { tr("Set self-destruct passcode") }
    /// Buttons of the self-destruct row.
    public static var removeSelfDestruct: String { tr("Remove self-destruct passcode") }
    /// The self-destruct explanation in its dialog.
    public static var selfDestructExplanation: String {
        tr("Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode.")
    }
    /// The self-destruct dialog's name field.
    public static var selfDestructName: String { tr("Display name of the new profile") }
    /// The wipe-after row.
    public static var wipeAfter: String { tr("Wipe after wrong passcodes") }
    /// The wipe-after row's state.
    public static func wipeAfterOn(_ count: Int) -> String {
        trn("After {count} wrong passcode in a row", "After {count} wrong passcodes in a row", count: count)
    }
    /// The wipe-after dialog's explanation.
    public static func wipeAfterExplanation(_ limit: Int) -> String {
        tr("After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never.",
           ["limit": .number(limit)])
    }
    /// The wipe-after dialog's field.
    public static var wipeAfterField: String { tr("Wrong passcodes before wiping") }
    /// The protection row.
    public static var protection: String { tr("Protection") }
    /// The protection levels as the row shows them.
    public static func level(_ level: ProtectionLevel) -> String {
        switch level {
        case .passcode: tr("A passcode (the app lock)")
        case .keyring: tr("The desktop keyring")
        case .keyfile: tr("A key file beside the data (no passcode)")
        }
    }
    /// Why keyring and key file can't be chosen while the passcode is on.
    public static var levelNeedsPasscodeOff: String {
        tr("The passcode is on, so the data is protected by it. Turn it off first to choose another level.")
    }
    /// The dialog asking the current passcode before a lock change.
    public static var currentPasscodeTitle: String { tr("Enter your passcode") }
    /// The dialog asking the current passcode before a lock change.
    public static var currentPasscodeBody: String { tr("Changing the app lock asks for the passcode every time.") }
    /// Fields.
    public static var newPasscode: String { tr("New passcode") }
    /// Fields.
    public static var typeItAgain: String { tr("Type it again") }
    /// Buttons.
    public static var save: String { ButtonText.save }
    /// A Save button's accessible name beside a setting's field: "Save: Wipe after wrong passcodes".
    public static func saveSetting(_ setting: String) -> String {
        tr("Save: {setting}", context: "accessible name", ["setting": .text(setting)])
    }
    /// Buttons.
    public static var cancel: String { ButtonText.cancel }
    /// Buttons.
    public static var turnOff: String { tr("Turn off") }
    /// Buttons.
    public static var remove: String { tr("Remove") }
    /// Turning the passcode off.
    public static var turnOffBody: String {
        tr("Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it.")
    }
    /// Toasts after a change.
    public static var saved: String { tr("Saved.") }

    // MARK: What's new

    /// The pager's buttons.
    public static var newer: String { tr("Newer", context: "what's new pager") }
    /// The pager's buttons.
    public static var older: String { tr("Older", context: "what's new pager") }
    /// The pager's close button.
    public static var close: String { ButtonText.close }
    /// A page's heading.
    public static func versionHeading(_ version: String, _ title: String) -> String {
        tr("Version {version}: {title}", ["version": .text(version), "title": .text(title)])
    }
    /// "n of N".
    public static func page(_ position: Int, of total: Int) -> String {
        tr("{position} of {total}", ["position": .number(position), "total": .number(total)])
    }
    /// Nothing to show.
    public static var noWhatsNew: String { tr("No release notes in this app.") }
}

/// The texts of the desktop's migration pages (export, finalize, import), once (translated).
public enum MigrationPageText {
    // MARK: Export

    /// The export page's title.
    public static var exportTitle: String { tr("Migrate to another device") }
    /// What the export does.
    public static var exportExplanation: String {
        tr("Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else.")
    }
    /// The export button.
    public static var export: String { tr("Export", context: "button") }
    /// While exporting.
    public static var exporting: String { tr("Exporting…") }
    /// While importing.
    public static var importing: String { tr("Importing…") }
    /// After the export.
    public static var exported: String { tr("The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link.") }
    /// The QR code's accessible name.
    public static var qrCode: String { tr("QR code of the migration link") }
    /// The link's label.
    public static var link: String { tr("Migration link") }
    /// The copy button.
    public static var copyLink: String { tr("Copy link") }
    /// After copying.
    public static var copied: String { tr("Link copied.") }
    /// The archive's place.
    public static func archiveAt(_ path: String) -> String { tr("Archive: {path}", ["path": .user(path)]) }

    // MARK: Finalize

    /// The finalize section.
    public static var finalizeTitle: String { tr("Finalize the migration") }
    /// Finalize: keep this device.
    public static var keepUsing: String { tr("Keep using this device") }
    /// Finalize: delete local data.
    public static var deleteLocalData: String { tr("Delete local data") }
    /// The warning when keeping both.
    public static var twoDevicesWarning: String {
        tr("Using Threshold on both devices breaks message delivery: keep using only the new one.")
    }
    /// The delete confirmation.
    public static var deleteConfirmTitle: String { tr("Delete local data?") }
    /// The delete confirmation.
    public static var deleteConfirmBody: String {
        tr("Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone.")
    }
    /// After the delete.
    public static var deletedTitle: String { tr("Local data deleted") }
    /// After the delete.
    public static func deletedBody(_ count: Int) -> String {
        trn("{count} file or folder was removed. Threshold can be closed now.",
            "{count} files and folders were removed. Threshold can be closed now.", count: count)
    }

    // MARK: Import

    /// The import page's title.
    public static var importTitle: String { OnboardingText.migrate }
    /// The import's help.
    public static var importHelp: String {
        tr("On the other device, open Settings › Migrate to another device and export or send, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), choose it with \"Choose the archive…\".")
    }
    /// The link field.
    public static var pasteLink: String { tr("Paste the migration link") }
    /// The file chooser button.
    public static var chooseArchive: String { tr("Choose the archive…") }
    /// The file chooser's title.
    public static var chooseArchiveTitle: String { tr("Choose the archive") }
    /// The file chooser's accept button.
    public static var open: String { tr("Open", context: "file chooser") }
    /// The chosen archive.
    public static func chosenArchive(_ path: String) -> String { tr("Archive: {path}", ["path": .user(path)]) }
    /// The import button.
    public static var `import`: String { tr("Import", context: "button") }
    /// Replace the data already here.
    public static var replace: String { tr("Replace") }
    /// The locked archive's question.
    public static var passcodeTitle: String { tr("Passcode of the other device") }
    /// Import without the travelling lock.
    public static var withoutPasscode: String { tr("Import without it") }
    /// Stop the import.
    public static var stop: String { tr("Stop the import") }
    /// The summary's title.
    public static var completeTitle: String { tr("Migration complete") }
    /// Go on to the chats.
    public static var openChats: String { tr("Open your chats") }
}
