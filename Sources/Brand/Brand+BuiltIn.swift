extension Brand {
    /// The file name the built-in brand reports in diagnostics.
    public static let builtInFileName = "builtin-brand.json"

    /// The built-in brand's JSON text, e.g. as a starting point for a brand file of one's own.
    public static var builtInJSON: String { BuiltInBrandText.json }

    /// Threshold's own brand, embedded in the binary (no resource bundle to locate at start-up)
    /// and parsed through the same parser and rules as any brand file.
    ///
    /// - Throws: ``BrandError/invalid(_:)`` only if the embedded text is broken, which the test
    ///   suite rules out.
    public static func builtIn() throws(BrandError) -> Brand {
        try parse(BuiltInBrandText.json, fileName: builtInFileName)
    }
}
