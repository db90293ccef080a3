import Features

/// What a face showed of an import's verifying phase (issue 31: "Verifying… (0%)" sat for 20-50 s
/// on a 205 MiB import while the source said "ETA 1 s"): a face's driver adds these marks to what
/// the user saw, read from the progress lines it showed.
public enum JourneyProgress {
    /// A verifying line between 0% and 100% was shown: the phase moved.
    public static let verifyingMoved = "[verifying moved]"
    /// The verifying phase was shown at 100%.
    public static let verifyingDone = "[verifying done]"

    /// The percentages of every "Verifying… (N%)" line in `text`.
    public static func verifyingPercents(in text: String) -> [Int] {
        let prefix = TransferProgress.label(.verifying) + "… ("
        var found: [Int] = []
        var rest = text[...]
        while let range = rest.range(of: prefix) {
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            if let value = Int(digits), rest.dropFirst(digits.count).hasPrefix("%") { found.append(value) }
        }
        return found
    }

    /// `text` with the marks its verifying lines earn.
    public static func marked(_ text: String) -> String {
        let percents = verifyingPercents(in: text)
        var marks: [String] = []
        if percents.contains(where: { $0 > 0 && $0 < 100 }) { marks.append(verifyingMoved) }
        if percents.contains(100) { marks.append(verifyingDone) }
        return ([text] + marks).joined(separator: "\n")
    }
}

/// Journeys that run `threshold` with arguments (``Journey/Intent/command(_:environment:)``).
public enum JourneyCommands {
    /// Why a face with no arguments to give can't do such a journey.
    public static let noCommandLine = "a usage error is the command line's: this face takes no arguments to get wrong (`threshold language` and the usage texts are the command line's)"
}

/// Journeys that migrate (``Journey/Intent/export(passcode:)``, ``Journey/Intent/importOnNewDevice``).
public enum JourneyMigration {
    /// Why a face runs the migration with a small archive only.
    public static let smallArchiveOnly = "the multi-MiB import is the model's and the command line's (where its progress lines are read); this face runs the migration with a small archive (the journey above)"
}
