/// The `Onboarding` module. See docs/architecture.md.
public enum OnboardingModule {
    /// The module's name, for diagnostics.
    public static let name = "Onboarding"
}
