import GTKKit

/// The first page of a flow: the app's art, a title, a few highlight rows (icon, title, detail)
/// and one button.
///
/// ```swift
/// WelcomePage(stepID: "welcome", art: .icon("mail-send-symbolic"), title: "Welcome to Courier",
///             highlights: [.init(icon: "lock-symbolic", title: "Private", detail: "Only you read your mail.")])
/// ```
@MainActor
public final class WelcomePage: OnboardingPage {
    /// One highlight row.
    public struct Highlight: Sendable, Equatable {
        /// A themed icon name.
        public var icon: String
        /// The row's title.
        public var title: String
        /// The sentence under it.
        public var detail: String

        /// A highlight row.
        public init(icon: String, title: String, detail: String) {
            self.icon = icon
            self.title = title
            self.detail = detail
        }
    }

    /// The id of the step this page shows.
    public let stepID: String
    /// The page's heading and accessible name.
    public let title: String
    /// The picture above the title.
    public let art: PageArt?
    /// The rows under the title.
    public let highlights: [Highlight]
    /// The button's text.
    public let buttonTitle: String
    /// The button of the page shown last (tests).
    public private(set) var continueButton: Button?

    /// A welcome page.
    public init(stepID: String, art: PageArt? = nil, title: String, highlights: [Highlight] = [],
                buttonTitle: String = "Continue") {
        self.stepID = stepID
        self.art = art
        self.title = title
        self.highlights = highlights
        self.buttonTitle = buttonTitle
    }

    /// Builds the page for the step now shown.
    public func makeContent(context: PageContext) -> Widget {
        let layout = PageLayout(spacing: 24)
        if let art {
            let widget = art.makeWidget(size: 128)
            widget.setAlignment(horizontal: .center)
            layout.column.append(widget)
        }
        layout.addTitle(title)
        let rows = Box(.vertical, spacing: 18)
        for highlight in highlights {
            let row = Box(.horizontal, spacing: 16)
            let icon = Image(icon: highlight.icon, pixelSize: 32)
            icon.addStyleClass("accent")
            icon.setAlignment(vertical: .start)
            row.append(icon)
            let text = Box(.vertical, spacing: 4)
            let heading = Label(highlight.title)
            heading.xAlign = 0
            heading.addStyleClass("heading")
            let detail = Label(highlight.detail)
            detail.xAlign = 0
            detail.addStyleClass("dim-label")
            text.append(heading)
            text.append(detail)
            text.setExpand(horizontal: true)
            row.append(text)
            rows.append(row)
        }
        layout.column.append(rows)
        continueButton = layout.addPrimary(buttonTitle) { [weak self] in
            guard let self else { return }
            context.perform { try self.dismiss(context: context) }
        }
        return layout.root
    }
}
