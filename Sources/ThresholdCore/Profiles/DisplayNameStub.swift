// Temporary until the real DisplayName/Bio land from the qrnames branch.
public enum DisplayName {
    public static func normalize(_ s: String) -> String { s.trimmingCharacters(in: .whitespaces) }
}
public enum Bio {
    public static let maxBytes = 160
    public static func byteCount(_ s: String) -> Int { s.utf8.count }
}
import Foundation
