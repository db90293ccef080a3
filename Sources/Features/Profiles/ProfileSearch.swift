import ThresholdCore

/// The "Your chat profiles" field of every front end: the text filters visible profiles by name
/// and, tried as a password, reveals the hidden profiles it opens.
public enum ProfileSearch {
    /// `text` without leading and trailing white space, as compared with names and passwords.
    public static func trimmed(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }

    /// The visible profiles whose name contains `query` (case-insensitive), all of them when the
    /// query is empty (after trimming).
    public static func matching(_ profiles: [Profile], query: String) -> [Profile] {
        let needle = trimmed(query).lowercased()
        guard !needle.isEmpty else { return profiles }
        return profiles.filter { $0.name.lowercased().contains(needle) }
    }

    /// The hidden profiles `password` opens (one KDF run per hidden profile; call it off a UI
    /// loop). Any failure reveals nothing, and says nothing about why.
    public static func reveal(_ password: String, in store: ThresholdStore) -> [Profile] {
        let text = trimmed(password)
        guard !text.isEmpty else { return [] }
        return (try? store.listProfiles(revealing: text))?.profiles.filter(\.hidden) ?? []
    }
}
