/// The texts of the desktop face that no other layer of Features holds yet (the onboarding steps,
/// notices and errors bring their own), translated (`tr`). One place, so the desktop never
/// assembles sentences; many are the same English as the other faces' texts and share their
/// translations.
public enum DesktopText {
    /// "How it works" under the tagline of Welcome.
    public static var howItWorks: String { ScreenText.howItWorks }
    /// Welcome's primary action.
    public static var createProfile: String { OnboardingText.createProfile }
    /// Welcome's secondary action.
    public static var migrate: String { OnboardingText.migrate }
    /// The info button beside the tagline.
    public static var howItWorksTitle: String { OnboardingText.howItWorks }
    /// Create profile's title.
    public static var createProfileTitle: String { OnboardingText.createProfile }
    /// Create profile's name field.
    public static var displayName: String { ProfileFormText.displayName }
    /// Create profile's bio field.
    public static var bio: String { ProfileFormText.bio }
    /// Create profile's footer.
    public static var createFooter: String { ScreenText.createProfileFooter }
    /// Create profile's action.
    public static var create: String { ProfileFormText.create }
    /// The bio counter.
    public static func bioCount(_ count: Int, of limit: Int) -> String {
        tr("{count} / {limit} bytes", ["count": .number(count), "limit": .number(limit)])
    }
    /// Conditions' title.
    public static var conditionsTitle: String { ConditionsText.title }
    /// Conditions' operator list.
    public static var operators: String { ConditionsText.operators }
    /// Conditions' buttons.
    public static var viewConditions: String { ConditionsText.view }
    /// Conditions' buttons.
    public static var configureOperators: String { ConditionsText.configure }
    /// Conditions' primary action.
    public static var accept: String { ButtonText.accept }
    /// While the conditions document loads.
    public static var loadingConditions: String { ConditionsText.loading }
    /// Retry after a failed load.
    public static var retry: String { ButtonText.retry }
    /// Notifications' title.
    public static var notificationsTitle: String { tr("Notifications") }
    /// Notifications' explanation.
    public static var notificationsText: String { ScreenText.notificationsExplanation }
    /// The info button of Notifications.
    public static var aboutNotificationModes: String { OnboardingText.howNotificationsWork }
    /// Mode names.
    public static var instant: String { NotificationsStep.title(.instant) }
    /// Mode names.
    public static var periodic: String { NotificationsStep.title(.periodic) }
    /// Mode names.
    public static var off: String { NotificationsStep.title(.off) }
    /// The "Step n of N" read by screen readers and shown under the title.
    public static func step(_ number: Int, of total: Int) -> String {
        OnboardingText.progress(index: number, total: total)
    }
    /// A brand info step's buttons.
    public static var continueButton: String { OnboardingText.continueButton }
    /// A brand info step's buttons.
    public static var notNow: String { tr("Not now") }
    /// The chat list's empty state.
    public static var noChats: String { ChatText.noChats }
    /// The chat list's empty state.
    public static var noChatsText: String { ChatText.noChatsText }
    /// The button to the profiles screen.
    public static var yourChatProfiles: String { ProfilesText.title }
    /// The search-or-password field.
    public static var searchOrPassword: String { ProfilesText.searchPlaceholder }
    /// The "Add profile" row.
    public static var addProfile: String { ProfilesText.addProfile }
    /// The banner after hiding.
    public static var enterPasswordToShow: String { ProfilesText.hiddenBanner }
    /// No search result.
    public static var noMatchingProfiles: String { ProfilesText.noMatch }
    /// Hide dialog.
    public static var hideTitle: String { ProfileAction.hide.title }
    /// Hide dialog.
    public static func hideBody(_ name: String) -> String {
        tr("{name} will be shown only when its password is typed in the search field. It is muted while hidden.",
           ["name": .user(name)])
    }
    /// Password fields.
    public static var password: String { tr("Password") }
    /// Password fields.
    public static var confirmPassword: String { tr("Confirm password") }
    /// Hide / unhide / cancel.
    public static var hide: String { tr("Hide") }
    /// Hide / unhide / cancel.
    public static var cancel: String { ButtonText.cancel }
    /// Delete, first stage.
    public static var deleteTitle: String { ProfileDeleteText.title }
    /// Delete, first stage.
    public static func deleteChoiceBody(_ name: String) -> String { ProfileDeleteText.choice(name) }
    /// Delete choices.
    public static var deleteLocalOnly: String { ProfileDeleteText.localOnly }
    /// Delete choices.
    public static var deleteWithServer: String { ProfileDeleteText.withServerData }
    /// Delete, second stage.
    public static var deleteConfirmTitle: String { ProfileDeleteText.confirmTitle }
    /// Delete, second stage.
    public static func deleteConfirmBody(_ name: String, serverData: Bool) -> String {
        ProfileDeleteText.confirmation(name, serverData: serverData)
    }
    /// Delete.
    public static var delete: String { ButtonText.delete }
    /// Row marks for screen readers.
    public static var activeMark: String { tr("Active profile") }
    /// Row marks for screen readers.
    public static var mutedMark: String { tr("Muted profile") }
    /// Row marks for screen readers.
    public static var hiddenMark: String { tr("Hidden profile") }
    /// Row marks for screen readers.
    public static func unread(_ count: Int) -> String {
        trn("{count} unread message", "{count} unread messages", count: count)
    }
    /// Row menu.
    public static var profileActions: String { tr("Profile actions") }
    /// The lock screen.
    public static var lockTitle: String { tr("Threshold is locked") }
    /// The lock screen.
    public static var lockText: String { tr("Enter your passcode to open your profiles.") }
    /// The lock screen.
    public static var passcode: String { ScreenText.passcodeField }
    /// The lock screen.
    public static var unlock: String { tr("Unlock") }
    /// The lock screen.
    public static var wrongPasscode: String { ScreenText.wrongPasscode }
    /// A second window on the same data.
    public static var dataInUseTitle: String { tr("Threshold is already open") }
    /// The data can't be opened for another reason.
    public static var dataUnavailableTitle: String { tr("Threshold can't open its data") }
    /// An error dialog's heading.
    public static var error: String { ScreenText.error }
    /// Back.
    public static var back: String { ButtonText.back }
    /// Quit.
    public static var quit: String { ButtonText.quit }
    /// OK.
    public static var ok: String { ButtonText.ok }
    /// "Use corrected name".
    public static var useCorrectedName: String { ProfileFormText.correctName }
}

extension DesktopText {
    /// Edit profile's title and action.
    public static var editProfileTitle: String { ProfileAction.edit.title }
    /// Edit profile's action.
    public static var save: String { ButtonText.save }
}

extension DesktopText {
    /// `threshold-desktop --help`.
    public static var usage: String { tr("Usage:") + " threshold-desktop [--data-dir DIR] [--brand FILE] [--lang CODE]" }
    /// An option given without its value.
    public static func needsValue(_ option: String) -> String {
        tr("{option} needs a value.", ["option": .text(option)])
    }
    /// An option the app does not know.
    public static func unknownOption(_ option: String) -> String {
        tr("Unknown option {option}.", ["option": .user(option)])
    }
}
