import Features
import GTKKit

/// Step 1: the brand's logo (light or dark art), the tagline with "How it works", the three
/// highlights with icons, "Create your profile" and "Migrate from another device".
@MainActor
final class WelcomePage: DesktopPage {
    let layout: PageLayout
    /// The brand's logo art.
    let logo: Label
    /// The tagline.
    let tagline: Label
    /// Opens "How it works".
    let howItWorks: Button
    /// The highlights.
    let highlights = BoxedList()
    /// The primary action.
    let createProfile: Button
    /// The secondary action.
    let migrate: Button

    var root: Widget { layout.page }
    var initialFocus: Widget? { createProfile }

    /// Icons for the highlights, in order (the brand gives titles and texts only).
    static let highlightIcons = ["security-high-symbolic", "mail-mark-junk-symbolic", "network-workgroup-symbolic"]

    init(brand: BrandView, step: String?, send: @escaping @MainActor (OnboardingSession.Action) -> Void) {
        layout = PageLayout(title: brand.appName, step: step)
        logo = Label(brand.logo, wraps: false)
        logo.addStyleClass("brand-logo")
        logo.keepLeftToRight()      // art: right to left would mirror it
        logo.setAccessibleLabel(brand.appName)
        layout.column.append(logo)

        let taglineRow = Box(.horizontal, spacing: 6)
        taglineRow.setAlignment(horizontal: .center)
        tagline = Label(brand.tagline)
        tagline.addStyleClass("title-2")
        howItWorks = Button(icon: "dialog-information-symbolic", accessibleLabel: DesktopText.howItWorksTitle, style: .circular)
        howItWorks.addStyleClass("flat")
        taglineRow.append(tagline)
        taglineRow.append(howItWorks)
        layout.column.append(taglineRow)

        for (index, highlight) in brand.highlights.enumerated() {
            let row = ActionRow(title: highlight.title, subtitle: highlight.text)
            let icon = Image(icon: Self.highlightIcons[index % Self.highlightIcons.count], pixelSize: 24)
            icon.addStyleClass("accent")
            row.addPrefix(icon)
            highlights.add(row)
        }
        layout.column.append(highlights)

        let actions = Box(.vertical, spacing: 12)
        actions.setAlignment(horizontal: .center)
        createProfile = Button(DesktopText.createProfile, style: .suggestedPill)
        migrate = Button(DesktopText.migrate, style: .pill)
        actions.append(createProfile)
        actions.append(migrate)
        layout.column.append(actions)

        createProfile.onClicked { send(.welcome(.createProfile)) }
        migrate.onClicked { send(.welcome(.migrateFromAnotherDevice)) }
        howItWorks.onClicked { send(.welcome(.showHowItWorks)) }
    }

    /// Shows the logo art for light or dark.
    func setLogo(_ art: String) { logo.text = art }
}
