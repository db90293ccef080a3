import Secrets

/// A new passcode typed twice, as every front end asks for it.
public enum NewPasscode {
    /// Whether the two entries match (compared in constant time, so timing says nothing of either).
    public static func matches(_ first: String, _ again: String) -> Bool {
        ConstantTime.equals(Array(first.utf8), Array(again.utf8))
    }
}
