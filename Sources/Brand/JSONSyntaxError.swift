/// A JSON syntax error at a position. Internal to the parser; surfaced as a ``BrandIssue``.
package struct JSONSyntaxError: Error, Equatable, Sendable {
    package let position: SourcePosition
    package let message: String
}
