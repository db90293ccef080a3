import ThresholdCore

/// A display name as typed into any form (Create profile, Edit profile, the self-destruct
/// profile's name), checked by the peer's rules (PRODUCT.md 3.2) with the text a face shows: one
/// place, so every form offers the corrected name the same way (issue 31: the self-destruct form
/// refused "  Decoy" without offering "Decoy").
public enum DisplayNameCheck: Equatable, Sendable {
    /// Nothing typed.
    case empty
    /// The name is in normal form.
    case valid
    /// The name differs from its normal form, which is offered.
    case correctable(String)
    /// No valid name can be made from it (no letter, number or symbol).
    case invalid

    /// Checks `text`.
    public init(_ text: String) {
        if text.isEmpty { self = .empty; return }
        switch DisplayName.validate(text) {
        case .valid: self = .valid
        case .invalid(corrected: let corrected?): self = .correctable(corrected)
        case .invalid(corrected: nil): self = .invalid
        }
    }

    /// Whether the name can be used as it is.
    public var isValid: Bool { self == .valid }

    /// The corrected name to offer, if any.
    public var corrected: String? {
        if case .correctable(let name) = self { return name }
        return nil
    }

    /// The name a form saves: the name itself when valid, the corrected one when it only needs
    /// correcting (the form shows ``problem`` offering it), nil when nothing usable was typed.
    public func usableName(for text: String) -> String? {
        switch self {
        case .valid: text
        case .correctable(let name): name
        case .empty, .invalid: nil
        }
    }

    /// What the form says under the field: nil when the name is valid.
    public var problem: String? {
        switch self {
        case .valid: nil
        case .empty: tr("Enter the display name of the new profile.")
        case .correctable(let name): tr("Correct name to \"{name}\"?", ["name": .user(name)])
        case .invalid: tr("The name needs at least one letter, number or symbol.")
        }
    }
}
