/// Why a brand could not be used. Every case has a stable ``code``.
public enum BrandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file parsed badly or broke rules; all problems found, in file order.
    case invalid([BrandIssue])
    /// The brand file could not be read.
    case unreadable(path: String, reason: String)
    /// The conditions document named by the brand could not be read.
    case conditionsUnavailable(path: String, reason: String)

    /// A stable, machine-readable identifier of the error kind.
    public var code: String {
        switch self {
        case .invalid: "invalidBrand"
        case .unreadable: "brandUnreadable"
        case .conditionsUnavailable: "conditionsUnavailable"
        }
    }

    /// The problems of an ``invalid(_:)`` brand (empty otherwise).
    public var issues: [BrandIssue] {
        if case .invalid(let issues) = self { return issues }
        return []
    }

    /// One line per problem.
    public var description: String {
        switch self {
        case .invalid(let issues):
            issues.map(\.description).joined(separator: "\n")
        case .unreadable(let path, let reason):
            "\(path): the brand file \(reason)"
        case .conditionsUnavailable(let path, let reason):
            "\(path): the conditions document \(reason)"
        }
    }
}
