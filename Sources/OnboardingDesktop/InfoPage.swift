import GTKKit

/// A page of text: an optional picture, a title, a body and one button (release notes, a tip).
@MainActor
public final class InfoPage: OnboardingPage {
    /// The id of the step this page shows.
    public let stepID: String
    /// The page's heading and accessible name.
    public let title: String
    /// The text under the title; blank lines separate paragraphs.
    public let body: String
    /// The picture above the title.
    public let art: PageArt?
    /// The button's text.
    public let buttonTitle: String
    /// The button of the page shown last (tests).
    public private(set) var continueButton: Button?

    /// An info page.
    public init(stepID: String, art: PageArt? = nil, title: String, body: String, buttonTitle: String = "Continue") {
        self.stepID = stepID
        self.art = art
        self.title = title
        self.body = body
        self.buttonTitle = buttonTitle
    }

    /// Builds the page for the step now shown.
    public func makeContent(context: PageContext) -> Widget {
        let layout = PageLayout()
        if let art {
            let widget = art.makeWidget(size: 96)
            widget.setAlignment(horizontal: .center)
            layout.column.append(widget)
        }
        layout.addTitle(title)
        layout.addText(body)
        continueButton = layout.addPrimary(buttonTitle) { [weak self] in
            guard let self else { return }
            context.perform { try self.dismiss(context: context) }
        }
        return layout.root
    }
}
