/// The kind of JSON value a brand field takes, or the kind found there: the values of a
/// `wrongType` ``BrandIssue`` (expected, then found), so a front end names both in the user's
/// language (issue 35: only the English log message said "expected an object, found a string").
public enum BrandValueKind: String, Sendable, CaseIterable {
    case object, array, string, boolean, integer, number, null
    /// A stock step's name or an info step object (`steps`).
    case stringOrObject
    /// One text, or an object of texts by language code.
    case stringOrLanguages
    /// One list, or an object of lists by language code.
    case arrayOrLanguages
}
