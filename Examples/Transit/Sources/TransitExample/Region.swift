import Foundation

/// A transit region the app serves: where its stops and timetables come from.
public struct Region: Hashable, Sendable, Identifiable {
    /// Stable identifier, stored once chosen.
    public let id: String
    /// The name shown in the picker, e.g. "Puget Sound".
    public let name: String
    /// The place, e.g. "Seattle, WA, United States".
    public let area: String
    /// The main operator, shown on the home screen.
    public let agency: String

    /// Creates a region.
    public init(id: String, name: String, area: String, agency: String) {
        self.id = id
        self.name = name
        self.area = area
        self.agency = agency
    }

    /// Whether `query` appears in the name or the area, ignoring case and accents
    /// ("zur" finds "Zürich"). An empty or blank query matches everything.
    public func matches(_ query: String) -> Bool {
        let needle = Region.folded(query.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else { return true }
        return Region.folded(name).contains(needle) || Region.folded(area).contains(needle)
    }

    /// The regions of `list` that match `query`, in list order.
    public static func filter(_ list: [Region], by query: String) -> [Region] {
        list.filter { $0.matches(query) }
    }

    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
