import Features
import Foundation
import GTKKit

/// Where the desktop face sends notifications (a real server, or a test's recorder).
@MainActor
public protocol NotificationSink: AnyObject {
    /// Shows a notification; `id` replaces an earlier one with the same id.
    func show(id: String, title: String, body: String)
    /// Shows a new-message alert: one chat's replaces that chat's previous one, and a click opens it.
    func show(_ alert: NewMessageAlerts.Alert)
    /// Names the sender of the notifications from now on: the brand's app name (a white-label
    /// build's notifications carry its own name, not Threshold's).
    func setSenderName(_ name: String)
}

extension NotificationSink {
    /// By default an alert is shown by its id, title and body.
    public func show(_ alert: NewMessageAlerts.Alert) { show(id: alert.id, title: alert.title, body: alert.body) }
}

/// Notifications through the application (`GNotification`, which GLib sends to the session's
/// notification server): each carries the app's icon; an alert about a chat replaces that chat's
/// previous notification (its id) and its default action opens the chat (`app.open-chat` with the
/// profile and the contact); a profile's alert just raises the window.
public final class ApplicationNotificationSink: NotificationSink {
    /// The action a chat's notification runs when clicked, with `[profile, contact]`.
    public static let openChatAction = "open-chat"
    private let application: Application
    private let icon: String

    /// A sink sending through `application`, with the themed icon `icon` (the application id).
    public init(application: Application, icon: String) {
        self.application = application
        self.icon = icon
    }

    public func setSenderName(_ name: String) {
        // GLib's freedesktop backend names the sender with the process's application name.
        Application.setName(name)
    }

    public func show(id: String, title: String, body: String) {
        // No default action: a click activates the application, which raises its window.
        application.sendNotification(id: id, title: title, body: body, icon: icon)
    }

    public func show(_ alert: NewMessageAlerts.Alert) {
        if let chat = alert.chat {
            application.sendNotification(id: alert.id, title: alert.title, body: alert.body, icon: icon,
                                         action: "app." + Self.openChatAction, target: [chat.profile, chat.contact])
        } else {
            show(id: alert.id, title: alert.title, body: alert.body)
        }
    }
}

/// Notifications straight to the session's notification server (`GTKKit.NotificationServer`,
/// `org.freedesktop.Notifications` over GDBus) when there is one: a chat's notification replaces
/// that chat's previous popup (`replaces_id` from the server's reply to the last one), carries the
/// app's icon and desktop entry, and its default action (a click) opens that chat; a profile's
/// click raises the window. When the server is absent or refuses, the notification goes through
/// `GNotification` (``ApplicationNotificationSink``) instead.
public final class ServerNotificationSink: NotificationSink {
    private let server: NotificationServer
    private let fallback: any NotificationSink
    private var chats: [String: NewMessageAlerts.ChatTarget] = [:]

    /// A sink sending through `server`, falling back to `fallback`; a click on a chat's
    /// notification runs `openChat` with `[profile, contact]`, on another one `raise`.
    public init(server: NotificationServer, fallback: any NotificationSink,
                openChat: @escaping @MainActor ([String]) -> Void, raise: @escaping @MainActor () -> Void) {
        self.server = server
        self.fallback = fallback
        server.onClick { [weak self] key in
            if let chat = self?.chats[key] { openChat([chat.profile, chat.contact]) } else { raise() }
        }
    }

    public func setSenderName(_ name: String) {
        server.appName = name
        fallback.setSenderName(name)
    }

    /// The server's id for the notification shown last under `id` (tests).
    public func serverID(for id: String) -> UInt32? { server.id(for: id) }

    /// Why the server did not take the last notification, if it did not (tests).
    public var serverError: String? { server.lastError }

    public func show(id: String, title: String, body: String) {
        server.send(key: id, summary: title, body: body, defaultLabel: title) { [weak self] sent in
            if !sent { self?.fallback.show(id: id, title: title, body: body) }
        }
    }

    public func show(_ alert: NewMessageAlerts.Alert) {
        if let chat = alert.chat { chats[alert.id] = chat }
        server.send(key: alert.id, summary: alert.title, body: alert.body, defaultLabel: alert.title) { [weak self] sent in
            if !sent { self?.fallback.show(alert) }
        }
    }
}

/// Sends notifications to `org.freedesktop.Notifications` on the session bus, off the main thread
/// (a slow server never stalls the window). Failures are dropped: a missing server means no popup.
public final class FreedesktopNotificationSink: NotificationSink {
    private var appName: String

    /// A sink naming `appName` as the sender.
    public init(appName: String) { self.appName = appName }

    public func setSenderName(_ name: String) { appName = name }

    public func show(id: String, title: String, body: String) {
        let appName = appName
        Thread.detachNewThread {
            _ = try? FreedesktopNotifications.send(appName: appName, summary: title, body: body)
        }
    }
}

/// Remembers notifications instead of showing them (tests).
public final class RecordingNotificationSink: NotificationSink {
    /// What was shown, in order.
    public private(set) var shown: [(id: String, title: String, body: String)] = []
    /// The alerts among them, with their chats.
    public private(set) var alerts: [NewMessageAlerts.Alert] = []
    /// The sender's name, as last set (nil: never set).
    public private(set) var senderName: String?

    /// An empty recorder.
    public init() {}

    public func setSenderName(_ name: String) { senderName = name }

    public func show(id: String, title: String, body: String) { shown.append((id, title, body)) }

    public func show(_ alert: NewMessageAlerts.Alert) {
        alerts.append(alert)
        show(id: alert.id, title: alert.title, body: alert.body)
    }
}
