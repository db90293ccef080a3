import GTKKit

/// The common shape of the stock pages: a scrolling column at a readable width, with the page's
/// buttons at its foot. Internal: apps build custom pages from GTKKit widgets directly.
@MainActor
struct PageLayout {
    let root: ScrolledWindow
    let column: Box
    let actions: Box

    init(spacing: Int32 = 18) {
        root = ScrolledWindow()
        column = Box(.vertical, spacing: spacing)
        column.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        actions = Box(.vertical, spacing: 12)
        actions.setAlignment(horizontal: .center)
        actions.setMargins(top: 12)
        let clamp = Clamp(maximumWidth: 520)
        let outer = Box(.vertical)
        outer.append(column)
        outer.append(actions)
        clamp.setContent(outer)
        root.setContent(clamp)
    }

    /// A large centred title.
    @discardableResult
    func addTitle(_ text: String) -> Label {
        let label = Label(text)
        label.addStyleClass("title-1")
        label.centerLines()
        column.append(label)
        return label
    }

    /// Body text, centred unless `leading`.
    @discardableResult
    func addText(_ text: String, leading: Bool = false, dim: Bool = false) -> Label {
        let label = Label(text)
        if leading { label.xAlign = 0 } else { label.centerLines() }
        if dim { label.addStyleClass("dim-label") }
        column.append(label)
        return label
    }

    /// The page's main button (a suggested pill).
    func addPrimary(_ title: String, _ handler: @escaping @MainActor () -> Void) -> Button {
        let button = Button(title, style: .suggestedPill)
        button.setSizeRequest(width: 220)
        button.onClicked(handler)
        actions.append(button)
        return button
    }

    /// A secondary button under the main one ("Not now").
    func addSecondary(_ title: String, _ handler: @escaping @MainActor () -> Void) -> Button {
        let button = Button(title, style: .pill)
        button.setSizeRequest(width: 220)
        button.onClicked(handler)
        actions.append(button)
        return button
    }
}
