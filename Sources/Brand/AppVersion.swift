/// A dotted numeric version such as `1.4` or `2.0.1`, ordered numerically.
public struct AppVersion: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The numeric components, e.g. `[2, 0, 1]`.
    public let components: [Int]

    /// Parses 1 to 4 dot-separated non-negative integers (no signs, no spaces); `nil` otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { return nil }
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let value = Int(part) else { return nil }
            components.append(value)
        }
        self.components = components
    }

    /// The components joined by dots.
    public var description: String { components.map(String.init).joined(separator: ".") }

    /// Numeric order; missing components count as 0 (`1.2` == `1.2.0` in order).
    public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for i in 0..<count {
            let a = i < lhs.components.count ? lhs.components[i] : 0
            let b = i < rhs.components.count ? rhs.components[i] : 0
            if a != b { return a < b }
        }
        return false
    }
}
