/// One stage of deleting a profile, once for every face: the first asks what goes (the local data
/// only, or also the profile's connections on the servers), the second asks to confirm, saying what
/// goes and that it is final. Each stage opens with Cancel focused, so a stray Enter deletes
/// nothing (issue 31: the desktop's first stage focused the destructive choice). The full screen's
/// menu and alert, plain mode's choice and the desktop's dialogs draw a stage; the command line
/// asks the second stage's question.
public struct ProfileDeleteStage: Sendable, Equatable {
    /// An answer to a stage.
    public enum Choice: Sendable, Equatable {
        /// Delete the local data only (first stage).
        case localOnly
        /// Delete the local data and the server connections (first stage).
        case withServerData
        /// Delete, as chosen in the first stage (second stage).
        case delete(serverData: Bool)
        /// Nothing is deleted.
        case cancel

        /// The button's label.
        public var label: String {
            switch self {
            case .localOnly: ProfileDeleteText.localOnly
            case .withServerData: ProfileDeleteText.withServerData
            case .delete: ButtonText.delete
            case .cancel: ButtonText.cancel
            }
        }

        /// Whether the answer deletes (drawn as destructive).
        public var isDestructive: Bool { self != .cancel }
    }

    /// The profile's name.
    public let name: String
    /// The stage's title.
    public let title: String
    /// The question or what the delete removes.
    public let message: String
    /// The answers in order: the deleting ones first, then Cancel.
    public let choices: [Choice]

    /// The answer focused when the stage opens: Cancel.
    public var focused: Choice { .cancel }

    /// The stage that follows `choice`: the confirmation after a first-stage choice, nil after the
    /// second stage or Cancel (delete, or nothing).
    public func next(after choice: Choice) -> ProfileDeleteStage? {
        switch choice {
        case .localOnly: .confirm(name, serverData: false)
        case .withServerData: .confirm(name, serverData: true)
        case .delete, .cancel: nil
        }
    }

    /// The first stage for the profile called `name`.
    public static func choose(_ name: String) -> ProfileDeleteStage {
        ProfileDeleteStage(name: name, title: ProfileDeleteText.title, message: ProfileDeleteText.choice(name),
                           choices: [.localOnly, .withServerData, .cancel])
    }

    /// The second stage: confirm deleting `name` (with its server connections when `serverData`).
    public static func confirm(_ name: String, serverData: Bool) -> ProfileDeleteStage {
        ProfileDeleteStage(name: name, title: ProfileDeleteText.confirmTitle,
                           message: ProfileDeleteText.confirmation(name, serverData: serverData),
                           choices: [.delete(serverData: serverData), .cancel])
    }

    /// What the second stage deletes, when `choice` is its answer to delete.
    public static func serverData(of choice: Choice) -> Bool? {
        if case .delete(let serverData) = choice { return serverData }
        return nil
    }
}
