import Foundation

/// The conditions of use the user accepts for the brand's operators.
public struct ConditionsDocument: Equatable, Sendable {
    /// Where the full text lives.
    public enum Source: Equatable, Sendable {
        /// The text is in the brand file.
        case inline(String)
        /// The text is in a file; `path` as written in the brand, `url` resolved against the
        /// brand file's directory.
        case file(path: String, url: URL)
    }

    /// Version id; a new id means existing users review the conditions again.
    public let version: String
    /// The text or where to find it.
    public let source: Source
    /// For a file: the brand's folder, which the file must stay inside once symbolic links are
    /// resolved (a brand can't show `/etc/passwd` as its conditions); nil: not checked.
    public let folder: URL?

    /// Creates a document.
    public init(version: String, source: Source, folder: URL? = nil) {
        self.version = version
        self.source = source
        self.folder = folder
    }

    /// The full text: inline, or read from disk (call off the UI loop; it may block).
    ///
    /// - Throws: ``BrandError/conditionsUnavailable(path:reason:)``.
    public func loadText() throws(BrandError) -> String {
        switch source {
        case .inline(let text):
            return text
        case .file(let path, let url):
            if let folder {
                // Both with symbolic links resolved: a link inside the folder may not lead out of it.
                let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
                let file = url.resolvingSymlinksInPath().standardizedFileURL.path
                guard file.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                    throw .conditionsUnavailable(path: path, reason: "lies outside the brand file's folder")
                }
            }
            do {
                let data = try Data(contentsOf: url)
                guard let text = String(data: data, encoding: .utf8) else {
                    throw BrandError.conditionsUnavailable(path: path, reason: "not valid UTF-8")
                }
                return text
            } catch let error as BrandError {
                throw error
            } catch {
                throw .conditionsUnavailable(path: path, reason: "cannot be read")
            }
        }
    }
}
