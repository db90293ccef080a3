/// "Step n of N" for screens and screen readers.
public struct StepProgress: Equatable, Hashable, Sendable {
    /// 1-based position of the current step in this session's flow.
    public let index: Int
    /// Number of steps in this session's flow.
    public let total: Int

    /// Creates a progress value.
    public init(index: Int, total: Int) {
        self.index = index
        self.total = total
    }

    /// Fraction of the flow reached when this step is shown, in `0...1` (0 for an empty flow).
    public var fraction: Double {
        total > 0 ? Double(index) / Double(total) : 0
    }

    /// Text for assistive technologies, e.g. "Step 2 of 4".
    public var accessibilityLabel: String { "Step \(index) of \(total)" }
}
