import Features
import Foundation
import GTKKit

/// The lock screen: showing it, the passcode typed there, and what follows an unlock.
extension DesktopApp {
    func showLock() {
        let page = LockPage(onUnlock: { [weak self] passcode in self?.unlock(passcode) },
                            onRecovery: { [weak self] in self?.showRecovery(.forgottenPasscode) })
        show(page, route: .lock)
    }

    /// Back from the recovery page to the lock page.
    func showLockPage() { showLock() }

    /// After the data was opened (the passcode, or the recovery key): onboarding or the chat list.
    func openAfterUnlock() { afterUnlock() }

    func unlock(_ passcode: String) {
        guard let session else { return }
        // The KDF runs off the main loop; the passcode string is dropped with the closure.
        Thread.detachNewThread {
            let result = Result { try session.unlock(passcode: passcode) }
            MainThread.post { [weak self] in
                guard let self else { return }
                switch result {
                case .success: self.afterUnlock()
                case .failure: (self.current as? LockPage)?.showWrong()
                }
            }
        }
    }

    func afterUnlock() {
        guard let session else { return }
        // The live watch's baseline before the first read, so nothing committed in between is missed;
        // an owed re-key is left to the watch's first check, on the store queue.
        watch.baseline(session)
        do {
            snapshot = try session.homeSnapshot(pictures: .visibleAndActive)
            try startOnboarding()
        } catch {
            dialogs.error(error)
        }
        startLiveUpdates()
    }
}
