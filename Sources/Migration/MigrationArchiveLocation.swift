/// Where a migration archive can be fetched from: a local file, an http(s) URL, or (link version 2)
/// the other device itself, serving it once over pinned TLS (``DirectTransferEndpoint``).
public enum MigrationArchiveLocation: Sendable, Equatable, CustomStringConvertible {
    /// An absolute file path.
    case file(path: String)
    /// An `http://` or `https://` URL with a host.
    case url(String)
    /// The source device, listening for one direct transfer (docs/migration.md, "Direct transfer").
    case direct(DirectTransferEndpoint)

    /// Classifies and checks a decoded `archive` value.
    public init(parsing text: String) throws(MigrationLinkError) {
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            throw .invalidArchiveLocation("it contains control characters")
        }
        let lower = text.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            let rest = text.drop(while: { $0 != ":" }).dropFirst(3)
            let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            let host = authority.split(separator: "@").last.map { $0.split(separator: ":").first ?? "" } ?? ""
            guard !host.isEmpty, !text.contains(" ") else { throw .invalidArchiveLocation("the URL has no host") }
            self = .url(text)
        } else if text.contains("://") {
            throw .invalidArchiveLocation("only http and https URLs are supported")
        } else if text.hasPrefix("/") {
            guard text.count > 1, !text.split(separator: "/").contains("..") else {
                throw .invalidArchiveLocation("the file path is not a plain absolute path")
            }
            self = .file(path: text)
        } else if text.isEmpty {
            throw .invalidArchiveLocation("it is empty")
        } else {
            throw .invalidArchiveLocation("a file path must be absolute")
        }
    }

    /// The path or URL as text.
    public var description: String {
        switch self {
        case .file(let path): path
        case .url(let url): url
        case .direct(let endpoint): endpoint.description
        }
    }
}
