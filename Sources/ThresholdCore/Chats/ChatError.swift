/// A chat operation refused.
public enum ChatError: Error, Sendable, Equatable {
    /// The active profile has no chat with this contact.
    case unknownChat(String)
    /// There is no active profile (onboarding has not created one).
    case noActiveProfile
    /// No chat of any profile receives on this server queue.
    case unknownQueue
    /// The message is longer than any profile receives (the limit, in UTF-8 bytes).
    case messageTooLarge(Int)

    /// The stable code of the command line and JSON interface.
    public var code: String {
        switch self {
        case .unknownChat: "unknownChat"
        case .noActiveProfile: "noActiveProfile"
        case .unknownQueue: "unknownQueue"
        case .messageTooLarge: "messageTooLarge"
        }
    }

    /// A message for people.
    public var message: String {
        switch self {
        case .unknownChat(let name): "No chat with \"\(name)\" in the active profile."
        case .noActiveProfile: "There is no active profile. Create one first."
        case .unknownQueue: "No chat receives on this server queue."
        case .messageTooLarge(let limit): "A message can be at most \(limit) bytes long. Nothing was recorded."
        }
    }
}
