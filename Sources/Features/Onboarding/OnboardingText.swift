import Onboarding

/// The onboarding texts more than one face shows (the welcome's choices, the step counter),
/// written once: a face keeps only the texts about its own controls (issue 31).
public enum OnboardingText {
    /// The welcome's heading in plain mode: the app's name and its tagline (issue 35: joined with
    /// an ASCII ": " in code, "Threshold: メッセージングの未来"; the punctuation is the translator's).
    public static func appAndTagline(app: String, tagline: String) -> String {
        tr("{app}: {tagline}", ["app": .user(app), "tagline": .user(tagline)])
    }
    /// A brand highlight in plain mode: its title and its sentence.
    public static func highlight(title: String, text: String) -> String {
        tr("{title}: {text}", ["title": .user(title), "text": .user(text)])
    }
    /// Welcome's first choice, and the create step's title.
    public static var createProfile: String { tr("Create your profile") }
    /// Welcome's second choice, and the import's title.
    public static var migrate: String { tr("Migrate from another device") }
    /// The explanation's title, opened from Welcome.
    public static var howItWorks: String { tr("How it works") }
    /// An info page's way on.
    public static var continueButton: String { tr("Continue") }
    /// An info page's way past, when the brand allows it.
    public static var skip: String { tr("Skip") }
    /// The notifications step's button that explains the modes.
    public static var howNotificationsWork: String { tr("How notifications work") }
    /// The notifications step's title.
    public static var pushNotifications: String { tr("Push notifications") }

    /// "Step 2 of 4".
    public static func progress(_ progress: StepProgress) -> String {
        self.progress(index: progress.index, total: progress.total)
    }

    /// "Step 2 of 4", from the two numbers.
    public static func progress(index: Int, total: Int) -> String {
        tr("Step {index} of {total}", ["index": .number(index), "total": .number(total)])
    }
}
