import Features
import GTKKit

/// What a click on a notification does: the window comes forward and a chat's notification opens
/// that chat (``ApplicationNotificationSink``'s `app.open-chat`).
extension DesktopApp {
    /// Opens the chat `target` names (`[profile, contact]`) when it can be opened now: the app is
    /// past its lock screen and onboarding, and the profile is visible (a hidden profile never
    /// notifies). Another visible profile is made active first, as choosing it in the switcher does.
    /// Otherwise the window only comes forward.
    public func openChat(fromNotification target: [String]) {
        defer { window.present() }
        guard target.count == 2, session != nil, route != .lock, route != .recovery, route != .onboarding,
              route != .dataInUse, route != .dataDeleted else { return }
        let (profile, contact) = (target[0], target[1])
        guard let summary = snapshot.profileSummaries.first(where: { $0.name == profile && !$0.hidden }) else { return }
        guard !summary.active else {
            showChat(contact)
            return
        }
        // The switch on the store queue (issue 33), then the chat, unless a later click changed the page.
        let token = beginNavigation()
        let navigation = clicks.navigation
        onStoreThenHome(token: token, { session in
            if navigation.current == token { try session.activateProfile(ProfileRef(profile)) }
        }) { [weak self] _, _ in
            guard let self else { return }
            if self.isLatest(token) { self.showChat(contact) } else { self.redrawHome() }
        }
    }
}
