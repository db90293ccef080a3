import Brand

/// Step 3, conditions of use: the operators with toggles, "View conditions" (the text in a pager),
/// "Configure operators", and Accept (disabled while none is selected). The document loads
/// asynchronously, with loading and failure states and retry.
public struct ConditionsStep: Sendable, Equatable {
    /// The screen's fixed explanation.
    public static var privacyNote: String { tr("Private chats, groups and your contacts are not accessible to server operators.") }

    /// One operator row.
    public struct Row: Sendable, Equatable {
        /// The brand's operator.
        public var server: ServerOperator
        /// Whether it is selected.
        public var selected: Bool
    }

    /// The conditions document's state.
    public enum Document: Sendable, Equatable {
        case loading
        case loaded(String)
        case failed(String)
    }

    /// A sheet over the screen.
    public enum Sheet: Sendable, Equatable {
        /// The full conditions text in a pager.
        case conditions
        /// "Configure operators": details of one operator.
        case configure(operatorID: String)
    }

    /// What the user (or the host) did.
    public enum Action: Sendable, Equatable {
        case toggle(operatorID: String)
        case viewConditions
        case configure(operatorID: String)
        case closeSheet
        case retry
        case accept
        case documentLoaded(String)
        case documentFailed(String)
        case accepted
        case acceptFailed(String)
        case dismissError
    }

    /// What the host does next.
    public enum Output: Sendable, Equatable {
        case none
        /// Load the conditions document off the UI loop, then send `.documentLoaded` or `.documentFailed`.
        case loadDocument
        /// Record acceptance for the selected operators, then send `.accepted` or `.acceptFailed`.
        case accept(selected: Set<String>, conditionsVersion: String)
        /// Accepted: go to the next step.
        case advance
    }

    /// The operators, in brand order.
    public private(set) var rows: [Row]
    /// The document's state.
    public private(set) var document: Document = .loading
    /// The open sheet.
    public private(set) var sheet: Sheet?
    /// True while acceptance is being recorded.
    public private(set) var isAccepting = false
    /// The last acceptance error, shown as an alert.
    public private(set) var error: String?
    /// The conditions version being accepted.
    public let conditionsVersion: String

    /// Starts with `preselected` operators selected (all of them on a first run). Send `.retry`
    /// or use ``start()`` to begin loading the document.
    public init(operators: [ServerOperator], preselected: Set<String>, conditionsVersion: String) {
        rows = operators.map { Row(server: $0, selected: preselected.contains($0.id)) }
        self.conditionsVersion = conditionsVersion
    }

    /// The first output: load the document.
    public mutating func start() -> Output {
        document = .loading
        return .loadDocument
    }

    /// The ids of the selected operators.
    public var selectedIDs: Set<String> { Set(rows.filter(\.selected).map(\.server.id)) }

    /// Whether Accept is enabled: an operator is selected and the conditions text loaded (nobody
    /// accepts conditions they could not read).
    public var canAccept: Bool {
        guard case .loaded = document else { return false }
        return !selectedIDs.isEmpty && !isAccepting
    }

    /// Why Accept is disabled, for the line beside it; nil while it is enabled or accepting.
    public var acceptHint: String? {
        if canAccept || isAccepting { return nil }
        switch document {
        case .loading: return tr("Waiting for the conditions to load.")
        case .failed: return tr("Retry loading the conditions first.")
        case .loaded: return ConditionsText.selectAtLeastOneOperator
        }
    }

    /// Applies an action.
    public mutating func send(_ action: Action) -> Output {
        switch action {
        case .toggle(let id):
            if let index = rows.firstIndex(where: { $0.server.id == id }) { rows[index].selected.toggle() }
            return .none
        case .viewConditions:
            sheet = .conditions
            return .none
        case .configure(let id):
            guard rows.contains(where: { $0.server.id == id }) else { return .none }
            sheet = .configure(operatorID: id)
            return .none
        case .closeSheet:
            sheet = nil
            return .none
        case .retry:
            return start()
        case .documentLoaded(let text):
            document = .loaded(text)
            return .none
        case .documentFailed(let reason):
            document = .failed(reason)
            return .none
        case .accept:
            guard canAccept else { return .none }
            isAccepting = true
            return .accept(selected: selectedIDs, conditionsVersion: conditionsVersion)
        case .accepted:
            isAccepting = false
            return .advance
        case .acceptFailed(let message):
            isAccepting = false
            error = message
            return .none
        case .dismissError:
            error = nil
            return .none
        }
    }
}
