/// An onboarding step's name for people, from its id (`welcome` -> "Welcome"): the ids stay in
/// JSON and in the brand file; people read the screen's title in their language.
public enum OnboardingStepName {
    /// The step's name; an id the built-in flow does not have (a brand's own step) as it is.
    public static func of(_ id: String) -> String {
        switch id {
        case "welcome": tr("Welcome")
        case "createProfile": tr("Create your profile")
        case "conditions": ConditionsText.title
        case "notifications": OnboardingText.pushNotifications
        default: id
        }
    }
}
