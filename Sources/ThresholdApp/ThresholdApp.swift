/// Placeholder.
public enum ThresholdAppModule { public static let name = "ThresholdApp" }
