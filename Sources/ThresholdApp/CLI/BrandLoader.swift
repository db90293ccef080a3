import Brand
import Foundation

/// Picks the brand: `--brand FILE`, else the built-in one.
public enum BrandLoader {
    /// Loads the brand named by the flag, or the built-in brand.
    public static func load(flag: String?) throws(BrandError) -> Brand {
        guard let path = flag else { return try Brand.builtIn() }
        return try Brand.load(contentsOf: URL(fileURLWithPath: path))
    }
}
