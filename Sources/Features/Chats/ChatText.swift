/// An opened chat's texts, once for every face (the plain and command-line transcript, the
/// desktop's chat page).
public enum ChatText {
    /// The chat's title.
    public static func title(_ contact: String) -> String { tr("Chat with {name}", ["name": .user(contact)]) }
    /// The sender of the user's own messages.
    public static var you: String { tr("You", context: "message sender") }
    /// A chat without messages.
    public static var noMessages: String { tr("No messages yet.") }
    /// The chat list of a profile without chats.
    public static var noChats: String { tr("No chats yet.") }
    /// What the empty chat list explains.
    public static var noChatsText: String { tr("Chats of this profile appear here when messages arrive.") }
    /// The mark of a chat that does not notify.
    public static var mutedMark: String { tr("muted", context: "chat mark") }
    /// One message as a screen reader says it.
    public static func spoken(sender: String, text: String) -> String {
        tr("{sender}: {text}", ["sender": .user(sender), "text": .text(text)])
    }
    /// One message and when it was sent as a screen reader says it (issue 35: the desktop joined
    /// them with ", " in every language); `time` as ``ChatTimeline`` writes it.
    public static func spoken(sender: String, text: String, time: String) -> String {
        tr("{message}, {time}", ["message": .text(spoken(sender: sender, text: text)), "time": .text(time)])
    }
}
