/// A profile operation refused by a rule or by bad input.
///
/// Descriptions never reveal whether a hidden profile exists: an unknown name and a wrong password
/// for a hidden profile are the same error, byte for byte.
public enum ProfileError: Error, Sendable, Equatable {
    /// The name differs from its normal form; `validName` is the corrected name, nil when none exists.
    case invalidDisplayName(validName: String?)
    /// Another visible profile has this name.
    case duplicateName(String)
    /// The bio is longer than ``Bio/maxBytes``.
    case bioTooLong(bytes: Int)
    /// No profile by this name (or a wrong password for a hidden one).
    case unknownProfile(String)
    /// The active profile can't be deleted while another visible profile exists.
    case cantDeleteActiveProfile
    /// Hiding would leave no visible profile.
    case cantHideLastVisibleProfile
    /// The active profile can't be hidden (switch to another first), as in the peer messenger.
    case cantHideActiveProfile
    /// Hidden profiles are always muted.
    case hiddenProfileAlwaysMuted
    /// The password is empty.
    case emptyPassword
    /// The password starts or ends with white space.
    case invalidPassword
    /// The profile is already hidden.
    case alreadyHidden
    /// The profile is not hidden.
    case notHidden
    /// A hidden profile's password opened its slot but the sealed data does not decrypt (damaged).
    case sealedProfileDamaged

    /// The stable code of the command line and JSON interface.
    public var code: String {
        switch self {
        case .invalidDisplayName: "invalidDisplayName"
        case .duplicateName: "duplicateName"
        case .bioTooLong: "bioTooLong"
        case .unknownProfile: "unknownProfile"
        case .cantDeleteActiveProfile: "cantDeleteActiveProfile"
        case .cantHideLastVisibleProfile: "cantHideLastVisibleProfile"
        case .cantHideActiveProfile: "cantHideActiveProfile"
        case .hiddenProfileAlwaysMuted: "hiddenProfileAlwaysMuted"
        case .emptyPassword: "emptyPassword"
        case .invalidPassword: "invalidPassword"
        case .alreadyHidden: "alreadyHidden"
        case .notHidden: "notHidden"
        case .sealedProfileDamaged: "sealedProfileDamaged"
        }
    }

    /// A message for people, saying what to do.
    public var message: String {
        switch self {
        case .invalidDisplayName(let valid?): "Invalid display name. Correct name to \"\(valid)\"?"
        case .invalidDisplayName(nil): "Invalid display name: it needs at least one letter, number or symbol."
        case .duplicateName(let name): "A profile named \"\(name)\" already exists. Choose another name."
        case .bioTooLong(let bytes): "The bio is \(bytes) bytes; the limit is \(Bio.maxBytes) bytes."
        case .unknownProfile(let name): "No profile named \"\(name)\"."
        case .cantDeleteActiveProfile: "The active profile can't be deleted. Switch to another profile first."
        case .cantHideLastVisibleProfile: "The last visible profile can't be hidden. Create another profile first."
        case .cantHideActiveProfile: "The active profile can't be hidden. Switch to another profile first."
        case .hiddenProfileAlwaysMuted: "Hidden profiles are always muted. Unhide the profile to unmute it."
        case .emptyPassword: "The password can't be empty."
        case .invalidPassword: "The password can't start or end with a space."
        case .alreadyHidden: "This profile is already hidden."
        case .notHidden: "This profile is not hidden."
        case .sealedProfileDamaged: "This hidden profile's sealed data is damaged and can't be read."
        }
    }
}
