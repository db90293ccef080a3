import ThresholdCore

/// Step 2, create profile: display name (required) with live correction, optional bio with a byte
/// counter, Create enabled only when both are valid. Creating is a commit point.
public struct CreateProfileStep: Sendable, Equatable {
    /// An alert over the form.
    public enum Alert: Sendable, Equatable {
        /// Another visible profile has the name.
        case duplicateName(String)
        /// The name is not in normal form; `corrected` is what would be accepted.
        case invalidName(corrected: String?)
        /// The bio is over ``Bio/maxBytes`` (its size in bytes): Create says why instead of doing nothing.
        case bioTooLong(Int)
        /// Any other failure, with its message.
        case error(String)

        /// The alert's title.
        public var title: String {
            switch self {
            case .duplicateName: Self.duplicateNameTitle
            case .invalidName: Self.invalidNameTitle
            case .bioTooLong: tr("Bio too long")
            case .error: Self.errorTitle
            }
        }

        /// The title of a refusal because the name is taken (the seed's alert), for every face.
        public static var duplicateNameTitle: String { tr("Duplicate display name!") }
        /// The title of a refusal because the name is not in normal form (the seed's alert).
        public static var invalidNameTitle: String { tr("Invalid display name!") }
        /// The title of any other failure to create a profile (the seed's alert).
        public static var errorTitle: String { tr("Error creating profile") }

        /// The alert's text.
        public var message: String {
            switch self {
            case .duplicateName(let name): tr("You already have a chat profile with the same display name (\"{name}\"). Please choose another name.", ["name": .user(name)])
            case .invalidName(let corrected?): tr("Correct name to \"{name}\"?", ["name": .user(corrected)])
            case .invalidName(nil): tr("The name needs at least one letter, number or symbol.")
            case .bioTooLong(let bytes): tr("The bio is {size} bytes; the limit is {limit} bytes.", ["size": .number(bytes), "limit": .number(Bio.maxBytes)])
            case .error(let message): message
            }
        }
    }

    /// What the user (or the host) did.
    public enum Action: Sendable, Equatable {
        case setName(String)
        case setBio(String)
        case submit
        /// Accept the corrected name offered by an invalid-name alert.
        case useCorrectedName
        case dismissAlert
        /// The host created the profile.
        case created
        /// The host's attempt failed.
        case failed(ProfileError)
    }

    /// What the host does next.
    public enum Output: Sendable, Equatable {
        case none
        /// Create the profile (then send `.created` or `.failed`).
        case create(name: String, bio: String)
        /// The profile exists: go to the next step.
        case advance
    }

    /// The name as typed.
    public private(set) var name = ""
    /// The bio as typed.
    public private(set) var bio = ""
    /// The open alert, if any.
    public private(set) var alert: Alert?
    /// True while the host is creating the profile.
    public private(set) var isCreating = false

    /// Creates an empty form.
    public init() {}

    /// The name the app would accept, when the typed one differs from it (nil when valid or empty).
    public var correctedName: String? {
        guard !name.isEmpty, case .invalid(let corrected) = DisplayName.validate(name) else { return nil }
        return corrected
    }

    /// The typed name's check (the same rules as every profile form: ``ProfileForm/nameCheck``).
    public var nameCheck: DisplayNameCheck { DisplayNameCheck(name) }

    /// The bio's limit in bytes.
    public var bioLimit: Int { Bio.maxBytes }

    /// Whether the typed name is valid as it is.
    public var isNameValid: Bool {
        !name.isEmpty && DisplayName.validate(name) == .valid
    }

    /// The bio's size for the live counter.
    public var bioByteCount: Int { Bio.byteCount(bio) }

    /// Whether the bio fits.
    public var isBioValid: Bool { bioByteCount <= Bio.maxBytes }

    /// Whether Create is enabled.
    public var canCreate: Bool { isNameValid && isBioValid && !isCreating }

    /// Applies an action.
    public mutating func send(_ action: Action) -> Output {
        switch action {
        case .setName(let text):
            name = text
            return .none
        case .setBio(let text):
            // As typed into any face's field: control characters (ESC, BEL) are dropped.
            bio = SafeText.typed(text)
            return .none
        case .submit:
            guard alert == nil, !isCreating else { return .none }
            if !name.isEmpty, case .invalid(let corrected) = DisplayName.validate(name) {
                alert = .invalidName(corrected: corrected)
                return .none
            }
            if !isBioValid {
                alert = .bioTooLong(bioByteCount)
                return .none
            }
            guard canCreate else { return .none }
            isCreating = true
            return .create(name: name, bio: bio)
        case .useCorrectedName:
            if case .invalidName(let corrected?) = alert { name = corrected }
            alert = nil
            return .none
        case .dismissAlert:
            alert = nil
            return .none
        case .created:
            isCreating = false
            return .advance
        case .failed(let error):
            isCreating = false
            switch error {
            case .duplicateName(let taken): alert = .duplicateName(taken)
            case .invalidDisplayName(let corrected): alert = .invalidName(corrected: corrected)
            default: alert = .error(ErrorReport(error).message)
            }
            return .none
        }
    }
}
