/// How much demo data ``ThresholdStore/seed(_:)`` writes.
public struct SeedPlan: Sendable, Equatable {
    /// Profiles to create.
    public var profiles: Int
    /// Chats in all, spread over the profiles.
    public var chats: Int
    /// Messages in all, spread over the chats.
    public var messages: Int
    /// One incoming message in `unreadEvery` stays unread.
    public var unreadEvery: Int
    /// The server address of every chat's queue.
    public var server: String

    /// Creates a plan.
    public init(profiles: Int = 3, chats: Int = 12, messages: Int = 120, unreadEvery: Int = 10,
                server: String = ThresholdStore.defaultServer) {
        self.profiles = profiles
        self.chats = chats
        self.messages = messages
        self.unreadEvery = unreadEvery
        self.server = server
    }
}
