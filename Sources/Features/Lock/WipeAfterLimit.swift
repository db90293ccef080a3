import ThresholdCore

/// The one reading of a typed wipe-after limit, for every face (issue 31: four copies disagreed
/// about an empty entry, "off" and the range).
public enum WipeAfterLimit {
    /// The limit `text` asks for: nil for off (empty, "off", or the word the current language shows
    /// for off, in any case), or a whole number from 1 to ``AppSession/maxWipeAfter``.
    /// - Throws: ``ThresholdCore/LockError/invalidAttemptLimit`` for anything else.
    public static func parse(_ text: String) throws(LockError) -> Int? {
        // Digits as typed on any keyboard (a Persian one types ۵).
        let trimmed = TypedDigits.ascii(ProfileSearch.trimmed(text))
        let lowered = trimmed.lowercased()
        if trimmed.isEmpty || lowered == "off" || lowered == tr("Off", context: "state").lowercased() { return nil }
        guard trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(trimmed),
              (1...AppSession.maxWipeAfter).contains(value) else { throw .invalidAttemptLimit }
        return value
    }

    /// Whether `text` is a limit ``parse(_:)`` accepts.
    public static func isValid(_ text: String) -> Bool {
        do { _ = try parse(text); return true } catch { return false }
    }
}
