import Testing
@testable import Onboarding

@Test func moduleLinks() {
    #expect(OnboardingModule.name == "Onboarding")
}
