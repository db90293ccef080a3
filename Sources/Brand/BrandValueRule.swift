/// The rule an `invalidValue` ``BrandIssue``'s value breaks (its second value), so a front end
/// says in the user's language what the field takes (issue 35: only the English log message did).
public enum BrandValueRule: String, Sendable, CaseIterable {
    /// An operator id: a-z, 0-9 and `-`, starting with a letter or digit.
    case operatorID
    /// A server domain name such as `smp.example.org`.
    case serverDomain
    /// A conditions file's path is absolute (`/`, `~`): it must be relative to the brand file.
    case relativePath
    /// A conditions file's path climbs out of the brand file's folder (`..`).
    case insideFolder
    /// A step's `type` other than `stock` or `info`.
    case stepType
    /// An info step given a stock step's id.
    case stockStepID
    /// An info step id: letters, digits, `-` and `_`, starting with a letter.
    case stepID
}
