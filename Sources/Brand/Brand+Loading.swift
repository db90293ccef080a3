import Foundation

extension Brand {
    /// Parses and validates a brand document.
    ///
    /// - Parameters:
    ///   - text: the JSON text.
    ///   - fileName: the name used in error messages (e.g. `brand.json`).
    ///   - baseDirectory: the directory a conditions `path` is relative to (the brand file's
    ///     directory); the current directory when `nil`.
    /// - Throws: ``BrandError/invalid(_:)`` with every problem found, in file order.
    public static func parse(_ text: String, fileName: String = "brand.json",
                             baseDirectory: URL? = nil) throws(BrandError) -> Brand {
        try parse(bytes: Array(text.utf8), fileName: fileName, baseDirectory: baseDirectory)
    }

    /// Parses and validates a brand document given as UTF-8 bytes (invalid UTF-8 is reported,
    /// never trapped on).
    public static func parse(bytes: [UInt8], fileName: String = "brand.json",
                             baseDirectory: URL? = nil) throws(BrandError) -> Brand {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .invalid([BrandIssue(file: fileName, position: error.position, path: "",
                                       code: .syntaxError, message: "syntax error: \(error.message)")])
        }
        let decoder = BrandDecoder(file: fileName, baseDirectory: baseDirectory)
        let brand = decoder.brand(root)
        guard let brand, decoder.issues.isEmpty else {
            throw .invalid(decoder.issues.sorted { $0.position < $1.position })
        }
        return brand
    }

    /// Reads, parses and validates a brand file; a conditions `path` is resolved against the
    /// file's directory.
    public static func load(contentsOf url: URL) throws(BrandError) -> Brand {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: "cannot be read")
        }
        return try parse(bytes: Array(data), fileName: url.lastPathComponent,
                         baseDirectory: url.deletingLastPathComponent())
    }
}
