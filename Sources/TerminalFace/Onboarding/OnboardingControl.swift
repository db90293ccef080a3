import Features

/// A focusable part of an onboarding screen, in Tab order (see ``OnboardingState/controls``).
enum OnboardingControl: Equatable, Sendable {
    // Welcome.
    case createProfile
    case migrateFromAnotherDevice
    case howItWorks
    // Create profile.
    case nameField
    case bioField
    case create
    // Conditions.
    case operatorRow(String)
    case viewConditions
    case configureOperators
    case retry
    case accept
    // Notifications.
    case mode(NotificationMode)
    case notificationsInfo
    case enableNotifications
    // Brand info page.
    case continueButton
    case skip
}

