/// Where one face offers each ``UserAction``. Each face conforms once, with an exhaustive switch,
/// so a new action does not build until every face names its place for it, and a new face (the
/// desktop, another app's) adds its own conformance without touching the others. Tests check each
/// answer against the face itself (its usage text, menus, screens), and docs/parity.md against
/// ``FaceParityTable``.
public protocol FaceParity {
    /// The face's column title in docs/parity.md.
    static var faceName: String { get }
    /// How a person reaches `action` in this face, as one cell of the table (a command, a menu
    /// entry, a path of titles joined by " › ").
    static func entry(for action: UserAction) -> String
}

/// docs/parity.md's table: one row per action, one column per face.
public enum FaceParityTable {
    /// The table in Markdown, for `faces` in the given order.
    public static func markdown(_ faces: [any FaceParity.Type]) -> String {
        var lines = ["| Action | " + faces.map { $0.faceName }.joined(separator: " | ") + " |",
                     "|" + String(repeating: "---|", count: faces.count + 1)]
        for action in UserAction.allCases {
            lines.append("| \(action.title) | " + faces.map { $0.entry(for: action) }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
