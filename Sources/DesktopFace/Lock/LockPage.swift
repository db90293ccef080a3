import Features
import GTKKit

/// The lock screen at start: a lock icon, the passcode field and Unlock. The field is emptied as
/// soon as its text is taken, right or wrong.
@MainActor
final class LockPage: DesktopPage {
    let page = ToolbarPage()
    let status = StatusPage(title: DesktopText.lockTitle, description: DesktopText.lockText,
                            icon: "system-lock-screen-symbolic")
    /// The passcode field.
    let passcode = Entry(placeholder: DesktopText.passcode, secret: true)
    /// Unlocks.
    let unlock = Button(DesktopText.unlock, style: .suggestedPill)
    /// "Wrong passcode".
    let error = Label("")
    /// "Forgot passcode? Use the recovery key".
    let useRecoveryKey = Button(RecoveryAppText.forgotPasscode, style: .flat)

    var root: Widget { page }
    var initialFocus: Widget? { passcode }

    init(onUnlock: @escaping @MainActor (String) -> Void, onRecovery: @escaping @MainActor () -> Void = {}) {
        passcode.setAccessibleLabel(DesktopText.passcode)
        error.addStyleClass("error")
        error.isVisible = false
        let column = Box(.vertical, spacing: 12)
        column.append(LabeledEntry(passcode))
        column.append(error)
        unlock.setAlignment(horizontal: .center)
        column.append(unlock)
        useRecoveryKey.setAlignment(horizontal: .center)
        useRecoveryKey.onClicked(onRecovery)
        column.append(useRecoveryKey)
        let clamp = Clamp(maximumWidth: 360)
        clamp.setContent(column)
        status.setContent(clamp)
        page.setContent(status)
        let submit: @MainActor () -> Void = { [unowned self] in
            let text = self.passcode.text
            self.passcode.clear()
            guard !text.isEmpty else { return }
            self.unlock.isSensitive = false
            onUnlock(text)
        }
        passcode.onActivate(submit)
        unlock.onClicked(submit)
    }

    /// After a wrong passcode.
    func showWrong() {
        error.text = DesktopText.wrongPasscode
        error.isVisible = true
        passcode.markError(true)
        unlock.isSensitive = true
        passcode.grabFocus()
    }
}
