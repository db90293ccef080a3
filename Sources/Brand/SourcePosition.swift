/// A position in a text file: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public let line: Int
    /// 1-based column, in Unicode scalars.
    public let column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders positions as they appear in the file.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
