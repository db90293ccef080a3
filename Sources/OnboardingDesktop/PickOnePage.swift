import Foundation
import GTKKit

/// Pick one item from a list, with a search field above it (a region, a language, a server).
///
/// Typing filters the list (case- and accent-insensitive, by title, subtitle or keywords, or by
/// the app's own ``Matcher``); a click or Enter on a row picks it, Enter in the search field picks
/// the first match. The pick goes to `onPick` first (store it there), then the step completes.
@MainActor
public final class PickOnePage: OnboardingPage {
    /// One choice.
    public struct Item: Sendable, Equatable, Identifiable {
        /// What `onPick` gets back and the app stores.
        public var id: String
        /// The row's title.
        public var title: String
        /// The smaller line under it.
        public var subtitle: String
        /// More words the search finds the item by (other names, codes).
        public var keywords: [String]

        /// An item.
        public init(id: String, title: String, subtitle: String = "", keywords: [String] = []) {
            self.id = id
            self.title = title
            self.subtitle = subtitle
            self.keywords = keywords
        }

        /// Whether `query` appears in the title, subtitle or keywords, ignoring case and accents
        /// ("zur" finds "Zürich"); a blank query matches everything.
        public func matches(_ query: String) -> Bool {
            let needle = Self.folded(query.trimmingCharacters(in: .whitespaces))
            guard !needle.isEmpty else { return true }
            return ([title, subtitle] + keywords).contains { Self.folded($0).contains(needle) }
        }

        static func folded(_ text: String) -> String {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
    }

    /// Decides whether an item matches the search text (the default is ``Item/matches(_:)``).
    public typealias Matcher = @MainActor (Item, String) -> Bool

    /// The id of the step this page shows.
    public let stepID: String
    /// The page's heading and accessible name.
    public let title: String
    /// The sentence above the search field.
    public let prompt: String
    /// Every choice, in display order.
    public let items: [Item]
    /// The search field's placeholder.
    public let searchPlaceholder: String
    /// Shown when nothing matches; `%@` is replaced by the search text.
    public let noMatchText: String
    private let matcher: Matcher
    private let onPick: @MainActor (Item) throws -> Void
    /// The items the list shows now.
    public private(set) var shownItems: [Item] = []
    /// The search field of the page shown last (tests).
    public private(set) var searchField: Entry?
    /// The list of the page shown last (tests).
    public private(set) var list: ListView<PickOneRow>?
    private var emptyLabel: Label?

    /// A pick-one page; `onPick` stores the choice before the step is recorded.
    public init(stepID: String, title: String, prompt: String = "", items: [Item],
                searchPlaceholder: String = "Search", noMatchText: String = "Nothing matches \u{201C}%@\u{201D}.",
                matches: Matcher? = nil, onPick: @escaping @MainActor (Item) throws -> Void = { _ in }) {
        self.stepID = stepID
        self.title = title
        self.prompt = prompt
        self.items = items
        self.searchPlaceholder = searchPlaceholder
        self.noMatchText = noMatchText
        self.matcher = matches ?? { item, query in item.matches(query) }
        self.onPick = onPick
    }

    /// Shows the items matching `query` (what typing in the search field does).
    public func filter(_ query: String) {
        shownItems = items.filter { matcher($0, query) }
        list?.setItems(keys: shownItems.map(\.id))
        emptyLabel?.text = noMatchText.replacingOccurrences(of: "%@", with: query)
        emptyLabel?.isVisible = shownItems.isEmpty
        list?.scrolling.isVisible = !shownItems.isEmpty
    }

    /// Stores `item` through `onPick`, then finishes the page.
    public func pick(_ item: Item, context: PageContext) throws {
        try onPick(item)
        try dismiss(context: context)
    }

    /// Builds the page for the step now shown.
    public func makeContent(context: PageContext) -> Widget {
        let column = Box(.vertical, spacing: 12)
        column.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        let heading = Label(title)
        heading.addStyleClass("title-2")
        heading.xAlign = 0
        column.append(heading)
        if !prompt.isEmpty {
            let label = Label(prompt)
            label.xAlign = 0
            column.append(label)
        }
        let search = Entry(placeholder: searchPlaceholder)
        search.setPrimaryIcon("system-search-symbolic")
        search.setAccessibleLabel(searchPlaceholder)
        column.append(search)
        let list = ListView<PickOneRow>(makeRow: { PickOneRow() }, bind: { [weak self] row, index in
            guard let self, index < self.shownItems.count else { return }
            row.show(self.shownItems[index])
        })
        list.addStyleClass("boxed-list")
        list.scrolling.setExpand(vertical: true)
        column.append(list.scrolling)
        let empty = Label("")
        empty.addStyleClass("dim-label")
        empty.setExpand(vertical: true)
        empty.setAlignment(vertical: .start)
        column.append(empty)
        let clamp = Clamp(maximumWidth: 560)
        clamp.setContent(column)
        self.searchField = search
        self.list = list
        self.emptyLabel = empty
        filter("")

        search.onChanged { [weak self, weak search] in
            guard let self, let search else { return }
            self.filter(search.text)
        }
        search.onActivate { [weak self] in
            guard let self, let first = self.shownItems.first else { return }
            context.perform { try self.pick(first, context: context) }
        }
        list.onActivate { [weak self] index in
            guard let self, index < self.shownItems.count else { return }
            let item = self.shownItems[index]
            context.perform { try self.pick(item, context: context) }
        }
        search.grabFocus()
        return clamp
    }
}

/// A row of a ``PickOnePage``: the item's title over its subtitle.
@MainActor
public final class PickOneRow: ListRow {
    /// The row's widget.
    public let root: Widget
    /// The title line.
    public let titleLabel = Label("", wraps: false)
    /// The subtitle line.
    public let subtitleLabel = Label("", wraps: false)

    init() {
        let box = Box(.vertical, spacing: 2)
        box.setMargins(top: 8, bottom: 8, start: 6, end: 6)
        titleLabel.xAlign = 0
        subtitleLabel.xAlign = 0
        subtitleLabel.addStyleClass("dim-label")
        subtitleLabel.addStyleClass("caption")
        box.append(titleLabel)
        box.append(subtitleLabel)
        root = box
    }

    func show(_ item: PickOnePage.Item) {
        titleLabel.text = item.title
        subtitleLabel.text = item.subtitle
        subtitleLabel.isVisible = !item.subtitle.isEmpty
        root.setAccessibleLabel(item.subtitle.isEmpty ? item.title : "\(item.title), \(item.subtitle)")
    }
}
