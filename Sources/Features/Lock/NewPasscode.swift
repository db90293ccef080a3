import Secrets
import ThresholdCore

/// A new passcode as every face asks for it: the rules, the "type it again" check and the
/// short-passcode warning, written once.
public enum NewPasscode {
    /// Passcodes shorter than this (in characters) get ``warning(for:)``.
    public static let shortLength = 8

    /// Whether the two entries match (compared in constant time, so timing says nothing of either).
    public static func matches(_ first: String, _ again: String) -> Bool {
        ConstantTime.equals(Array(first.utf8), Array(again.utf8))
    }

    /// What is wrong with a passcode typed into a form with its confirmation, for the hint line;
    /// nil when it can be saved. `confirmation` nil: a face that asks for it later (or never, on
    /// standard input).
    public static func problem(_ passcode: String, confirmation: String?) -> String? {
        if passcode.isEmpty { return tr("Enter a passcode.") }
        if ProfileSearch.trimmed(passcode) != passcode { return tr("The passcode can't start or end with a space.") }
        guard let confirmation else { return nil }
        if confirmation.isEmpty { return tr("Type the passcode again.") }
        if !matches(confirmation, passcode) { return tr("The passcodes don't match.") }
        return nil
    }

    /// A warning to show, in every face, when `passcode` is short (nil otherwise). It does not
    /// refuse the passcode: a person may choose a short one knowingly.
    public static func warning(for passcode: String) -> String? {
        guard passcode.count < shortLength else { return nil }
        return tr("This passcode is short. Whoever copies the data folder can try every 4-digit code within minutes and every 6-digit code within hours, without this device. A passphrase of several words is far stronger.")
    }
}
