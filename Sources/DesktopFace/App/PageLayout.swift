import GTKKit

/// The body every Threshold page shares: a header bar with a title (and "Step n of N" under it
/// during onboarding), then a scrolling column at a readable width.
@MainActor
final class PageLayout {
    /// The page's root widget.
    let page = ToolbarPage()
    /// The title in the header bar.
    let title: WindowTitle
    /// The column the page's controls go into.
    let column = Box(.vertical, spacing: 18)
    private let clamp = Clamp(maximumWidth: 560)
    private let scroller = ScrolledWindow()

    /// A page titled `title`, with `step` ("Step 2 of 4") under the title and as the accessible
    /// description of the column, so a screen reader reads it with the page.
    init(title: String, step: String? = nil) {
        self.title = WindowTitle(title: title, subtitle: step ?? "")
        page.header.setTitleWidget(self.title)
        column.setMargins(top: 24, bottom: 24, start: 12, end: 12)
        clamp.setContent(column)
        scroller.setContent(clamp)
        page.setContent(scroller)
        if let step { column.setAccessibleDescription(step) ; page.setAccessibleDescription(step) }
    }
}
