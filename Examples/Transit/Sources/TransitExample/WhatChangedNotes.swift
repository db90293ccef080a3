/// The content of the "what changed" page of one release.
public struct WhatChangedNotes: Hashable, Sendable {
    /// The heading.
    public let title: String
    /// One line per change.
    public let lines: [String]

    /// Creates notes.
    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }
}
