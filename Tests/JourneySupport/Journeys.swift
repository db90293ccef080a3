import Features
import ThresholdCore

/// The journeys every face runs: each seed journey that a data folder can start from, and each
/// defect issue 31 found where one face disagreed with another.
public enum Journeys {
    public static let all: [Journey] = [onboardingResume, hiddenProfileChats, wrongPasswordRevealsNothing, deleteInTwoStages, muteAndUnmute,
                                 nameCorrection, bioTooLong, wipeAfterRule]

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
}
