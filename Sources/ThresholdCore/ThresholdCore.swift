/// Placeholder.
public enum ThresholdCoreModule { public static let name = "ThresholdCore" }
