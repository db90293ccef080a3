import ThresholdCore

/// Create profile and Edit profile outside onboarding, as one headless model: the name and bio as
/// typed, their live checks, and what Create (or Save) does. Every face draws it and maps its keys
/// or buttons to it; none decides the rules (issue 31: the full screen and plain mode each had
/// their own copy, and said different things about a bio over the limit). Onboarding's create
/// step is ``CreateProfileStep``, with the same checks and alerts.
public struct ProfileForm: Equatable, Sendable {
    /// What the form is for.
    public enum Purpose: Equatable, Sendable {
        /// A new profile.
        case create
        /// Editing a profile whose name and bio were these.
        case edit(name: String, bio: String)
    }

    /// What pressing Create (or Save) does.
    public enum Submission: Equatable, Sendable {
        /// Create this profile.
        case create(name: String, bio: String)
        /// Update the edited profile (nil keeps that part).
        case update(name: String?, bio: String?)
        /// Nothing changed: close the form.
        case unchanged
        /// Refused, with the reason (the invalid-name alert offers the corrected name).
        case refused(CreateProfileStep.Alert)
    }

    /// What the form is for.
    public let purpose: Purpose
    /// The name as typed.
    public var name: String
    /// The bio as typed, without the control characters no face's field keeps (ESC, BEL: issue 31,
    /// plain mode stored them; the desktop's field keeps what it is given).
    public var bio: String {
        didSet { if bio.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) { bio = SafeText.typed(bio) } }
    }

    /// An empty form, or one filled with the profile being edited.
    public init(_ purpose: Purpose) {
        self.purpose = purpose
        switch purpose {
        case .create: (name, bio) = ("", "")
        case .edit(let name, let bio): (self.name, self.bio) = (name, bio)
        }
    }

    /// Whether the form edits a profile.
    public var isEditing: Bool { purpose != .create }
    /// The live check of the name (with the text shown under the field).
    public var nameCheck: DisplayNameCheck { DisplayNameCheck(name) }
    /// The bio's size as the limit counts it.
    public var bioBytes: Int { Bio.byteCount(bio) }
    /// Whether the bio fits.
    public var bioFits: Bool { bioBytes <= Bio.maxBytes }
    /// Whether Create (Save) goes ahead as typed.
    public var canSubmit: Bool { nameCheck.isValid && bioFits }
    /// Whether Create (Save) can be pressed: whenever a name is typed. Pressing answers every
    /// problem with its reason (``submit()``), so the button is never a silent dead end.
    public var canPress: Bool { nameCheck != .empty }
    /// The bio's limit, as ``bioBytes`` counts.
    public var bioLimit: Int { Bio.maxBytes }

    /// Create or Save pressed.
    public func submit() -> Submission {
        switch nameCheck {
        case .valid: break
        case .correctable(let corrected): return .refused(.invalidName(corrected: corrected))
        case .empty, .invalid: return .refused(.invalidName(corrected: nil))
        }
        guard bioFits else { return .refused(.bioTooLong(bioBytes)) }
        guard case .edit(let oldName, let oldBio) = purpose else { return .create(name: name, bio: bio) }
        let newName = name == oldName ? nil : name
        let newBio = bio == oldBio ? nil : bio
        return newName == nil && newBio == nil ? .unchanged : .update(name: newName, bio: newBio)
    }

    /// "Correct name" chosen in the invalid-name alert.
    public mutating func useCorrectedName() {
        if let corrected = nameCheck.corrected { name = corrected }
    }
}
