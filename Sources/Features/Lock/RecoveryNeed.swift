import ThresholdCore

/// Why an app's recovery form is on screen: the one decision behind its explanation and whether
/// it can go back to the lock screen (``AppSession/recoveryNeed``). The faces only draw it.
public enum RecoveryNeed: Sendable, Equatable {
    /// Chosen from the lock screen ("Forgot passcode?"): Back returns to it.
    case forgottenPasscode
    /// The desktop keyring has no key for this data and a recovery key was made.
    case keyringEntryGone
    /// `threshold.key` fails its checks (docs/security.md, "Damage before attempts"): no passcode
    /// can open it, so none is asked (no attempt counted, nothing wiped); its recovery slot can.
    case keyFileDamaged

    /// Whether the lock screen is behind the form (only for a forgotten passcode).
    public var canGoBack: Bool { self == .forgottenPasscode }

    /// The text above the form.
    public var explanation: String {
        switch self {
        case .forgottenPasscode: RecoveryAppText.recoverExplanation
        case .keyringEntryGone: RecoveryAppText.keyringGoneExplanation
        case .keyFileDamaged: RecoveryAppText.keyFileDamagedExplanation
        }
    }
}
