import Foundation
import GTKKit

/// Where the desktop face sends notifications (a real server, or a test's recorder).
@MainActor
public protocol NotificationSink: AnyObject {
    /// Shows a notification; `id` replaces an earlier one with the same id.
    func show(id: String, title: String, body: String)
}

/// Sends notifications to `org.freedesktop.Notifications` on the session bus, off the main thread
/// (a slow server never stalls the window). Failures are dropped: a missing server means no popup.
public final class FreedesktopNotificationSink: NotificationSink {
    private let appName: String

    /// A sink naming `appName` as the sender.
    public init(appName: String) { self.appName = appName }

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

    /// An empty recorder.
    public init() {}

    public func show(id: String, title: String, body: String) { shown.append((id, title, body)) }
}
