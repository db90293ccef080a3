import GTKKit

/// Terms to accept, one switch per item (each service, each use of data): a title, the text,
/// the switches, and an accept button that stays off until every required item is on.
///
/// The items switched on go to `onAccept` first (store them there), then the step completes.
@MainActor
public final class TermsPage: OnboardingPage {
    /// One switch.
    public struct Item: Sendable, Equatable, Identifiable {
        /// What `onAccept` gets back.
        public var id: String
        /// The row's title.
        public var title: String
        /// The line under it (a link's text, what the item covers).
        public var subtitle: String
        /// Whether the switch starts on.
        public var isOn: Bool
        /// Whether accepting needs it on.
        public var isRequired: Bool

        /// An item.
        public init(id: String, title: String, subtitle: String = "", isOn: Bool = false, isRequired: Bool = false) {
            self.id = id
            self.title = title
            self.subtitle = subtitle
            self.isOn = isOn
            self.isRequired = isRequired
        }
    }

    /// The id of the step this page shows.
    public let stepID: String
    /// The page's heading and accessible name.
    public let title: String
    /// The terms' text, or a summary of them.
    public let body: String
    /// The switches.
    public let items: [Item]
    /// The accept button's text.
    public let acceptTitle: String
    /// Said under a required item's title.
    public let requiredText: String
    /// The app's sentence for required items left off, given those items in the page's order
    /// (a language's own list, e.g. "Switch on Terms of service and Privacy policy to continue."):
    /// the message of ``OnboardingPageError/requiredItemsOff(items:message:)``. The kit has no
    /// wording of its own for it.
    public let requiredItemsOffMessage: @MainActor ([Item]) -> String
    private let onAccept: @MainActor (Set<String>) throws -> Void
    /// The ids switched on now.
    public private(set) var accepted: Set<String>
    /// The rows of the page shown last, in item order (tests).
    public private(set) var rows: [SwitchRow] = []
    /// The button of the page shown last (tests).
    public private(set) var acceptButton: Button?

    /// A terms page; `requiredItemsOffMessage` words the refusal while required items are off
    /// (``requiredItemsOffMessage``), `onAccept` stores the accepted ids before the step is recorded.
    public init(stepID: String, title: String, body: String, items: [Item], acceptTitle: String = "Accept",
                requiredText: String = "Required", requiredItemsOffMessage: @escaping @MainActor ([Item]) -> String,
                onAccept: @escaping @MainActor (Set<String>) throws -> Void = { _ in }) {
        self.stepID = stepID
        self.title = title
        self.body = body
        self.items = items
        self.acceptTitle = acceptTitle
        self.requiredText = requiredText
        self.requiredItemsOffMessage = requiredItemsOffMessage
        self.onAccept = onAccept
        accepted = Set(items.filter(\.isOn).map(\.id))
    }

    /// Whether every required item is on.
    public var canAccept: Bool { items.allSatisfy { !$0.isRequired || accepted.contains($0.id) } }

    /// Turns one item on or off (what its switch does).
    public func set(_ id: String, on: Bool) {
        if on { accepted.insert(id) } else { accepted.remove(id) }
        acceptButton?.isSensitive = canAccept
    }

    /// Stores the accepted ids through `onAccept` and finishes the page (refused until ``canAccept``,
    /// with ``OnboardingPageError/requiredItemsOff(items:message:)``).
    public func accept(context: PageContext) throws {
        guard canAccept else {
            let off = items.filter { $0.isRequired && !accepted.contains($0.id) }
            throw OnboardingPageError.requiredItemsOff(items: off, message: requiredItemsOffMessage(off))
        }
        try onAccept(accepted)
        try dismiss(context: context)
    }

    /// Builds the page for the step now shown.
    public func makeContent(context: PageContext) -> Widget {
        let layout = PageLayout()
        layout.addTitle(title)
        layout.addText(body)
        let list = BoxedList()
        rows = items.map { item in
            let subtitle = item.isRequired ? [item.subtitle, requiredText].filter { !$0.isEmpty }.joined(separator: " · ")
                : item.subtitle
            let row = SwitchRow(title: item.title, subtitle: subtitle.isEmpty ? nil : subtitle,
                                isOn: accepted.contains(item.id))
            row.onToggled { [weak self] on in self?.set(item.id, on: on) }
            list.add(row.row)
            return row
        }
        layout.column.append(list)
        acceptButton = layout.addPrimary(acceptTitle) { [weak self] in
            guard let self else { return }
            context.perform { try self.accept(context: context) }
        }
        acceptButton?.isSensitive = canAccept
        return layout.root
    }
}
