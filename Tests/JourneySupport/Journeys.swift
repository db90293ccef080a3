import Features
import ThresholdCore

/// The journeys every face runs: each seed journey that a data folder can start from, and each
/// defect issue 31 found where one face disagreed with another.
public enum Journeys {
    public static let all: [Journey] = [onboardingResume, hiddenProfileChats, wrongPasswordRevealsNothing, deleteInTwoStages, muteAndUnmute,
                                 nameCorrection, bioTooLong, wipeAfterRule, lockScreen, selfDestructInRunningApp, wipeInRunningApp,
                                 passcodeAlwaysForTheLock, passcodeAfterIdleDelay, settings, unknownLanguage, theme,
                                 operatorsAccepted, operatorsLeft, whatsNew,
                                 recoveryKey, migration, migrationOfSomeMiB, exportPasscode, selfDestructName,
                                 arabicUsageErrors, bioControlCharacters]

    /// Issue 31: a new user who pressed Create and quit came back on "Step 1 of 3" with no way back
    /// to Welcome and its "Migrate from another device"; the step count is now the same flow.
    public static let onboardingResume = Journey(
        name: "Create pressed, app quit and started again: Step 2 of 4, Back reaches Welcome",
        setup: .init(profiles: [], onboarded: false),
        steps: [
            (.welcomeCreate, .init(sees: [OnboardingText.progress(index: 2, total: 4)])),
            (.restart, .init(sees: [OnboardingText.progress(index: 2, total: 4), OnboardingText.createProfile],
                             doesNotSee: [OnboardingText.progress(index: 1, total: 3)])),
            (.back, .init(sees: [OnboardingText.progress(index: 1, total: 4), OnboardingText.migrate])),
        ],
        result: .init(visibleProfiles: []))

    /// Issue 31: an active hidden profile's chats can't be read ("No chat with Boss").
    public static let hiddenProfileChats = Journey(
        name: "hide a profile, reveal it by password, switch to it and read its chat",
        setup: .init(profiles: ["Ann", "Work"], messages: [("Work", "Boss", "Budget at nine")]),
        steps: [
            (.hide("Work", password: "blue heron 42"), .init()),
            (.reveal(password: "blue heron 42"), .init(sees: ["Work"])),
            (.switchTo("Work"), .init()),
            (.read(chat: "Boss"), .init(sees: ["Budget at nine"], doesNotSee: [tr("No chat with \"{name}\" in the active profile.", ["name": .user("Boss")])])),
        ],
        result: .init(visibleProfiles: ["Ann"], revealable: ("blue heron 42", "Work")))

    /// A wrong password shows nothing, and says no more than a search with no match.
    public static let wrongPasswordRevealsNothing = Journey(
        name: "a wrong password reveals nothing",
        setup: .init(profiles: ["Ann", "Work"]),
        steps: [
            (.hide("Work", password: "blue heron 42"), .init()),
            (.reveal(password: "blue heron 41"), .init(doesNotSee: ["Work"])),
        ],
        result: .init(visibleProfiles: ["Ann"], revealable: ("blue heron 42", "Work")))

    /// Deleting is two stages: which data, then a confirmation; cancelling at the second keeps it.
    public static let deleteInTwoStages = Journey(
        name: "delete a profile in two stages",
        setup: .init(profiles: ["Ann", "Bob", "Cy"]),
        steps: [
            (.delete("Bob", confirm: false), .init()),
            (.delete("Cy", confirm: true), .init()),
        ],
        result: .init(visibleProfiles: ["Ann", "Bob"]))

    public static let muteAndUnmute = Journey(
        name: "mute two profiles, unmute one",
        setup: .init(profiles: ["Ann", "Bob", "Cy"]),
        steps: [(.mute("Bob"), .init()), (.mute("Cy"), .init()), (.unmute("Bob"), .init())],
        result: .init(muted: ["Cy"]))

    /// Issue 31: a name needing correction is offered corrected in every form, never a dead end.
    public static let nameCorrection = Journey(
        name: "a name with surrounding spaces is offered corrected and created",
        setup: .init(profiles: ["Ann"]),
        steps: [(.create(name: "  Decoy", bio: ""), .init(sees: [DisplayNameCheck("  Decoy").problem ?? "?"]))],
        result: .init(visibleProfiles: ["Ann", "Decoy"]))

    /// Issue 31: a bio over the limit says why (Enter on Create did nothing; plain mode had its own text).
    public static let bioTooLong = Journey(
        name: "a bio over the limit is refused with the reason",
        setup: .init(profiles: ["Ann"]),
        steps: [(.create(name: "Eve", bio: String(repeating: "é", count: 81)),
                 .init(sees: [CreateProfileStep.Alert.bioTooLong(162).message]))],
        result: .init(visibleProfiles: ["Ann"]))

    /// Issue 31: the wipe-after rule was written four times and the copies disagreed (empty was
    /// "off" in two faces and invalid in a third; 0 and 99999 were taken in plain mode; the command
    /// line was case-sensitive). One parser now: `WipeAfterLimit`.
    public static var limitProblem: String { ErrorReport(LockError.invalidAttemptLimit).message }

    public static let wipeAfterRule = Journey(
        name: "wipe after wrong passcodes: refused values keep the limit, empty and off turn it off",
        setup: .init(profiles: ["Ann"], passcode: "2468"),
        steps: [
            (.wipeAfter("5"), .init()),
            (.wipeAfter("0"), .init(sees: [limitProblem])),
            (.wipeAfter("99999"), .init(sees: [limitProblem])),
            (.wipeAfter("OFF"), .init()),
            (.wipeAfter("٣"), .init()),
        ],
        result: .init(wipeAfter: .some(3)))

    /// What the lock screen says of a wrong passcode (never how many tries are left).
    public static var wrongPasscode: String { ErrorReport(LockError.wrongPasscode).message }

    /// The lock screen: a wrong passcode shows nothing and is counted (one more and the limit of
    /// 3 would be reached: see ``wipeInRunningApp``), the right one opens.
    public static let lockScreen = Journey(
        name: "the lock screen: a wrong passcode opens nothing, the right one opens",
        setup: .init(profiles: ["Ann", "Bob"], passcode: "2468", wipeAfter: 3, unlockAtStart: false),
        steps: [
            (.unlock("1357"), .init(sees: [wrongPasscode], doesNotSee: ["Ann"])),
            (.unlock("1358"), .init(sees: [wrongPasscode], doesNotSee: ["Ann"])),
            (.unlock("2468"), .init(sees: ["Ann"])),
        ],
        result: .init(visibleProfiles: ["Ann", "Bob"], wipeAfter: .some(3), lockOn: true))

    /// Issue 31: a self-destruct typed at the running app's lock screen lost the single-writer lock
    /// (a second app opened, `migrate import --replace` ran under it) and then the profile made
    /// after it.
    public static let selfDestructInRunningApp = Journey(
        name: "self-destruct at the lock screen: the app keeps the folder to itself, a profile made after it is kept",
        setup: .init(profiles: ["Ann", "Work"], passcode: "2468", selfDestruct: ("1357", "Decoy"), unlockAtStart: false),
        steps: [
            (.unlock("1357"), .init(sees: ["Decoy"], doesNotSee: ["Work"])),
            (.secondApp, .init(sees: [JourneyFolder.dataInUse])),
            (.importReplacing, .init(sees: [JourneyFolder.dataInUse])),
            (.create(name: "Kept", bio: ""), .init()),
        ],
        result: .init(visibleProfiles: ["Decoy", "Kept"], lockOn: true))

    /// Issue 31: the same after the wipe-after limit is reached at the running app's lock screen.
    public static let wipeInRunningApp = Journey(
        name: "wipe after 2 wrong passcodes at the lock screen: the app keeps the folder to itself",
        setup: .init(profiles: ["Ann"], passcode: "2468", wipeAfter: 2, unlockAtStart: false),
        steps: [
            (.unlock("1111"), .init(sees: [wrongPasscode])),
            (.unlock("2222"), .init(doesNotSee: ["Ann"])),
            (.secondApp, .init(sees: [JourneyFolder.dataInUse])),
            (.importReplacing, .init(sees: [JourneyFolder.dataInUse])),
        ],
        result: .init(visibleProfiles: [], lockOn: false))

    /// What a face adds to the step's text when it answered a passcode prompt.
    public static var asked: String { JourneyFolder.passcodeAsked }

    /// PRODUCT.md 7: the passcode just typed at the lock screen grants the sensitive actions, but
    /// changing the lock asks it every time.
    public static let passcodeAlwaysForTheLock = Journey(
        name: "right after unlocking, creating a profile asks nothing; changing the lock asks the passcode every time",
        setup: .init(profiles: ["Ann"], passcode: "2468"),
        steps: [
            (.create(name: "Carl", bio: ""), .init(doesNotSee: [asked])),
            (.wipeAfter("5"), .init(sees: [asked])),
            (.wipeAfter("6"), .init(sees: [asked])),
        ],
        result: .init(visibleProfiles: ["Ann", "Carl"], wipeAfter: .some(6)))

    /// Issue 31: the desktop never asked the passcode again after the idle delay. With a delay of
    /// 0 (`THRESHOLD_LOCK_DELAY=0`) every sensitive action asks; muting is not one.
    public static let passcodeAfterIdleDelay = Journey(
        name: "with no lock delay every sensitive action asks the passcode again; muting asks nothing",
        setup: .init(profiles: ["Ann", "Bob", "Cy"], passcode: "2468", lockDelay: 0),
        steps: [
            (.create(name: "Carl", bio: ""), .init(sees: [asked])),
            (.delete("Bob", confirm: true), .init(sees: [asked])),
            (.mute("Cy"), .init(doesNotSee: [asked])),
        ],
        result: .init(visibleProfiles: ["Ann", "Cy", "Carl"], muted: ["Cy"]))

    /// Settings: a language is stored (English: the test process's texts stay as they are), and
    /// Check data (issue 31: no face offered it) reads every page.
    public static let settings = Journey(
        name: "Settings: the language chosen is stored, Check data finds no damage",
        setup: .init(profiles: ["Ann"]),
        steps: [
            (.language("en"), .init()),
            (.checkData, .init(sees: ["no damage found"])),
        ],
        result: .init(language: .some("en")))

    /// Issue 31: `threshold language xx` was accepted and stored.
    public static let unknownLanguage = Journey(
        name: "an unknown language code is refused and the stored language kept",
        setup: .init(profiles: ["Ann"]),
        steps: [
            (.language("en"), .init()),
            (.language("xx"), .init(sees: [ErrorReport(UnknownLanguageError(code: "xx", available: CatalogLibrary.shipped.choosable)).message])),
        ],
        result: .init(language: .some("en")))

    public static let theme = Journey(
        name: "Settings › Theme: the theme chosen is stored",
        setup: .init(profiles: ["Ann"]),
        steps: [(.theme("light"), .init()), (.theme("dark"), .init())],
        result: .init(theme: .some("dark")))

    /// Settings › Server operators: both are in use after onboarding; one switched off and
    /// accepted is no longer used.
    public static let operatorsAccepted = Journey(
        name: "Server operators: an operator switched off and accepted is no longer used",
        setup: .init(profiles: ["Ann"]),
        steps: [(.toggleOperator("harbor"), .init()), (.acceptOperators, .init())],
        result: .init(operatorsInUse: ["lumen"]))

    /// Issue 31: Space then Esc silently threw the change away. Leaving with a change asks;
    /// Accept keeps it, Discard drops it.
    public static let operatorsLeft = Journey(
        name: "Server operators: leaving with a change asks; Accept keeps it, Discard drops it",
        setup: .init(profiles: ["Ann"]),
        steps: [
            (.toggleOperator("harbor"), .init()),
            (.leaveOperators(keep: true), .init(sees: [OperatorSettingsText.unsavedTitle])),
            (.toggleOperator("harbor"), .init()),
            (.leaveOperators(keep: false), .init(sees: [OperatorSettingsText.unsavedTitle])),
        ],
        result: .init(operatorsInUse: ["lumen"]))

    /// The brand's newest what's-new entry.
    static var newest: WhatsNewEntry? { JourneyFolder.brand.whatsNew.max { $0.version < $1.version } }

    /// Settings › What's new shows the newest version's changes first.
    public static let whatsNew = Journey(
        name: "Settings › What's new shows the newest version's changes",
        setup: .init(profiles: ["Ann"]),
        steps: [(.whatsNew, .init(sees: [newest?.title ?? "?"]))],
        result: .init(visibleProfiles: ["Ann"]))

    /// The lock screen's "Forgot passcode?": the recovery key opens the data and asks a new
    /// passcode, which opens it from then on (the runner's check opens the folder with it).
    public static let recoveryKey = Journey(
        name: "forgot the passcode: the recovery key opens the data under a new passcode",
        setup: .init(profiles: ["Ann", "Bob"], passcode: "2468", unlockAtStart: false, recoveryKey: true),
        steps: [(.recover(newPasscode: "9753 1864"), .init(doesNotSee: [wrongPasscode]))],
        result: .init(visibleProfiles: ["Ann", "Bob"], lockOn: true, passcodeOpens: "9753 1864"))

    /// The start of the migration link an export shows once it wrote the archive (every face
    /// shows the link itself; the words around it are each face's).
    public static let linkHeading = "threshold:/migrate?"


    /// Issue 31: migration end to end: export to a file (the passcode asked by each face its own
    /// way: a prompt, a sheet, a dialog, `--passcode-stdin`), import on a new device (the lock
    /// travels: the other device's passcode asked), then finalize by deleting this device's data.
    /// The progress of each phase: ``migrationOfSomeMiB``.
    public static let migration = Journey(
        name: "migration: export to a file (the passcode asked), import on a new device, finalize by deleting this device's data",
        setup: .init(profiles: ["Ann", "Bob"], passcode: "2468"),
        steps: [
            (.export(passcode: nil), .init(sees: [linkHeading])),
            (.importOnNewDevice, .init(sees: [importedUnderThePasscode])),
            (.finalize(deleteLocal: true), .init()),
        ],
        result: .init(archivesWritten: 0, newDeviceProfiles: ["Ann", "Bob"], sourceDeleted: true))

    /// What every face says after importing a locked device's archive: the data is under the
    /// passcode (the other device's, which travelled with it).
    public static var importedUnderThePasscode: String {
        tr("Protection: the data on this device is under a passcode (the app lock).")
    }

    /// Issue 31: a 205 MiB import sat at "Verifying… (0%)" for 20-50 s. About 20 MiB of messages:
    /// the verifying phase moves between 0% and 100%, and keeping this device warns of two devices.
    /// (The model shows every report; the command line paces its line to ten a second, so its run
    /// sets `THRESHOLD_TEST_PROGRESS_GAP=0`, read by debug builds only, and sees every report
    /// however fast the machine verifies.)
    public static let migrationOfSomeMiB = Journey(
        name: "migration of about 20 MiB: the import's verifying phase moves; keeping this device warns",
        setup: .init(profiles: ["Ann"], seededMessages: 250_000),
        steps: [
            (.export(passcode: nil), .init(sees: [TransferProgress.label(.snapshot), TransferProgress.label(.packing), linkHeading])),
            (.importOnNewDevice, .init(sees: [TransferProgress.label(.unpacking), TransferProgress.label(.verifying),
                                              JourneyProgress.verifyingMoved, JourneyProgress.verifyingDone])),
            (.finalize(deleteLocal: false), .init(sees: [MigrationExport.twoDevicesWarning])),
        ],
        result: .init(visibleProfiles: ["Ann", "Profile 1"], archivesWritten: 1, newDeviceProfiles: ["Ann", "Profile 1"], sourceDeleted: false))

    /// Issue 31: Export's passcode prompt. A wrong passcode is refused and writes nothing (one
    /// archive in all, the right passcode's); the right one exports.
    public static let exportPasscode = Journey(
        name: "export: a wrong passcode is refused and writes nothing; the right one exports",
        setup: .init(profiles: ["Ann"], passcode: "2468"),
        steps: [
            (.export(passcode: "1357"), .init(sees: [wrongPasscode], doesNotSee: [linkHeading])),
            (.export(passcode: nil), .init(sees: [linkHeading])),
        ],
        result: .init(visibleProfiles: ["Ann"], archivesWritten: 1))

    /// Issue 31: the self-destruct name "  Decoy" was refused without the corrected name that
    /// Create profile offers.
    public static let selfDestructName = Journey(
        name: "the self-destruct profile's name \"  Decoy\" is offered corrected, as Create profile offers it",
        setup: .init(profiles: ["Ann"], passcode: "2468"),
        steps: [(.selfDestruct(name: "  Decoy", passcode: "1357 9753"), .init(sees: [DisplayNameCheck("  Decoy").problem ?? "?"]))],
        result: .init(visibleProfiles: ["Ann"], selfDestructName: .some("Decoy")))

    /// Issue 31: Arabic usage errors printed `\u{200E}` literally; `threshold language xx` was
    /// accepted. A usage error is whole sentences with its usage line, in the language asked for
    /// (`LANGUAGE` or `--lang`).
    public static let arabicUsageErrors = Journey(
        name: "usage errors in Arabic (LANGUAGE, --lang) print no literal \\u{200E}; an unknown language code is refused with the list",
        setup: .init(profiles: ["Ann"]),
        steps: [
            (.command(["profiles", "frobnicate"], environment: ["LANGUAGE": "ar"]),
             .init(sees: ["threshold profiles", "الاستخدام:"], doesNotSee: ["\\u{200E}", "\\u{200F}", "frobnicate frobnicate", "Unknown"])),
            (.command(["--lang", "ar", "lock", "wipe-after"], environment: [:]),
             .init(sees: ["threshold lock", "الاستخدام:"], doesNotSee: ["\\u{200E}", "\\u{200F}", "Usage"])),
            (.command(["language", "xx"], environment: [:]),
             .init(sees: [ErrorReport(UnknownLanguageError(code: "xx", available: CatalogLibrary.shipped.choosable)).message])),
        ],
        result: .init(language: .some(nil)))

    /// Issue 31: plain mode stored ESC and BEL in a bio that the other faces strip. (An ESC typed
    /// in the full screen is the Esc key, so the journey types a BEL; plain mode's ESC:
    /// PlainAppTests.)
    public static let bioControlCharacters = Journey(
        name: "a bio typed with a BEL is stored without it",
        setup: .init(profiles: ["Ann"]),
        steps: [(.create(name: "Eve", bio: "Night\u{07} shift"), .init())],
        result: .init(visibleProfiles: ["Ann", "Eve"], bio: ("Eve", "Night shift")))
}
