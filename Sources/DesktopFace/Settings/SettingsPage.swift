import Features
import GTKKit

/// Settings: notifications (the three modes), language, the theme (it follows the desktop), the
/// app lock (passcode, self-destruct passcode, wipe-after, the recovery key, re-encrypting all data,
/// the protection level), What's new,
/// migrating to another device, and About with the version. A thin page: every change goes
/// through the handlers, which call Features.
@MainActor
final class SettingsPage: DesktopPage {
    /// What the page's controls ask for.
    struct Handlers {
        var back: @MainActor () -> Void
        var notificationMode: @MainActor (NotificationSettings.Mode) -> Void
        var language: @MainActor (String?) -> Void
        var setPasscode: @MainActor () -> Void
        var turnOffPasscode: @MainActor () -> Void
        var setSelfDestruct: @MainActor () -> Void
        var removeSelfDestruct: @MainActor () -> Void
        var wipeAfter: @MainActor () -> Void
        var makeRecoveryKey: @MainActor () -> Void
        var removeRecoveryKey: @MainActor () -> Void
        var rekey: @MainActor () -> Void
        var level: @MainActor (ProtectionLevel) -> Void
        var whatsNew: @MainActor () -> Void
        var export: @MainActor () -> Void
        var checkData: @MainActor () -> Void
    }

    let layout = PageLayout(title: SettingsText.title)
    let backButton = Button(icon: "go-previous-symbolic", accessibleLabel: DesktopText.back)
    let notifications = BoxedList(title: SettingsText.notifications)
    private(set) var modeChoices: [(mode: NotificationSettings.Mode, button: CheckButton, row: ActionRow)] = []
    let languages = BoxedList(title: SettingsText.language)
    private(set) var languageChoices: [(code: String?, button: CheckButton)] = []
    let appearance = BoxedList(title: SettingsText.appearance)
    let lock = BoxedList(title: SettingsText.appLock)
    let passcodeRow = ActionRow(title: SettingsText.passcode)
    let setPasscode = Button("", style: .flat)
    let turnOffPasscode = Button(SettingsText.turnOffPasscode, style: .destructive)
    let selfDestructRow = ActionRow(title: SettingsText.selfDestruct)
    let setSelfDestruct = Button(SettingsText.setSelfDestruct, style: .flat)
    let removeSelfDestruct = Button(SettingsText.removeSelfDestruct, style: .destructive)
    let wipeAfterRow = ActionRow(title: SettingsText.wipeAfter)
    let changeWipeAfter = Button(icon: "document-edit-symbolic", accessibleLabel: SettingsText.wipeAfter, style: .flat)
    let recoveryRow = ActionRow(title: RecoveryAppText.recoveryKey)
    let makeRecoveryKey = Button("", style: .flat)
    let removeRecoveryKey = Button(LockSettingsText.remove, style: .destructive)
    let rekeyRow = ActionRow(title: RecoveryAppText.rekeyTitle, subtitle: RecoveryAppText.rekeySubtitle)
    let rekey = Button(RecoveryAppText.rekeyButton, style: .flat)
    /// The re-key's progress, under the App lock list while it runs.
    let rekeyProgress = ProgressBar()
    let protection = BoxedList(title: SettingsText.protection)
    private(set) var levelChoices: [(level: ProtectionLevel, button: CheckButton, row: ActionRow)] = []
    let more = BoxedList()
    let whatsNewRow = ActionRow(title: SettingsText.whatsNew)
    let exportRow = ActionRow(title: SettingsText.migrateToAnotherDevice)
    let checkDataRow = ActionRow(title: SettingsText.checkData)
    let about = BoxedList(title: SettingsText.about)
    let versionRow: ActionRow
    private var updating = false

    var root: Widget { layout.page }
    var initialFocus: Widget? { backButton }

    init(appName: String, handlers: Handlers) {
        versionRow = ActionRow(title: appName, subtitle: SettingsText.version(SettingsCommands.appVersion))
        layout.page.header.packStart(backButton)
        backButton.onClicked(handlers.back)

        for mode in NotificationSettings.Mode.allCases {
            let radio = Self.radio(after: modeChoices.first?.button, label: NotificationsStep.title(NotificationMode(mode)))
            let row = ActionRow(title: NotificationsStep.title(NotificationMode(mode)))
            row.addPrefix(radio)
            row.setActivatableWidget(radio)
            radio.onToggled { [unowned self] on in if on && !self.updating { handlers.notificationMode(mode) } }
            notifications.add(row)
            modeChoices.append((mode, radio, row))
        }
        layout.column.append(notifications)

        for option in SettingsCommands.languageOptions() {
            let radio = Self.radio(after: languageChoices.first?.button, label: option.name)
            let row = ActionRow(title: option.name)
            row.addPrefix(radio)
            row.setActivatableWidget(radio)
            radio.onToggled { [unowned self] on in if on && !self.updating { handlers.language(option.code) } }
            languages.add(row)
            languageChoices.append((option.code, radio))
        }
        layout.column.append(languages)

        let theme = ActionRow(title: SettingsText.theme, subtitle: SettingsText.themeFollowsDesktop)
        theme.addPrefix(Image(icon: "weather-clear-night-symbolic"))
        appearance.add(theme)
        layout.column.append(appearance)

        for button in [setPasscode, turnOffPasscode, setSelfDestruct, removeSelfDestruct, changeWipeAfter,
                       makeRecoveryKey, removeRecoveryKey, rekey] {
            button.setAlignment(vertical: .center)
        }
        passcodeRow.addSuffix(setPasscode)
        passcodeRow.addSuffix(turnOffPasscode)
        selfDestructRow.addSuffix(setSelfDestruct)
        selfDestructRow.addSuffix(removeSelfDestruct)
        wipeAfterRow.addSuffix(changeWipeAfter)
        wipeAfterRow.setActivatableWidget(changeWipeAfter)
        lock.add(passcodeRow)
        lock.add(selfDestructRow)
        lock.add(wipeAfterRow)
        recoveryRow.addSuffix(makeRecoveryKey)
        recoveryRow.addSuffix(removeRecoveryKey)
        rekeyRow.addSuffix(rekey)
        lock.add(recoveryRow)
        lock.add(rekeyRow)
        layout.column.append(lock)
        rekeyProgress.isVisible = false
        rekeyProgress.setAccessibleLabel(RecoveryAppText.rekeyTitle)
        layout.column.append(rekeyProgress)
        makeRecoveryKey.onClicked(handlers.makeRecoveryKey)
        removeRecoveryKey.onClicked(handlers.removeRecoveryKey)
        rekey.onClicked(handlers.rekey)
        setPasscode.onClicked(handlers.setPasscode)
        turnOffPasscode.onClicked(handlers.turnOffPasscode)
        setSelfDestruct.onClicked(handlers.setSelfDestruct)
        removeSelfDestruct.onClicked(handlers.removeSelfDestruct)
        changeWipeAfter.onClicked(handlers.wipeAfter)

        for level in SettingsCommands.protectionLevels {
            let radio = Self.radio(after: levelChoices.first?.button, label: SettingsText.level(level))
            let row = ActionRow(title: SettingsText.level(level))
            row.addPrefix(radio)
            row.setActivatableWidget(radio)
            radio.onToggled { [unowned self] on in if on && !self.updating { handlers.level(level) } }
            protection.add(row)
            levelChoices.append((level, radio, row))
        }
        layout.column.append(protection)

        for (row, handler) in [(whatsNewRow, handlers.whatsNew), (exportRow, handlers.export), (checkDataRow, handlers.checkData)] {
            row.addSuffix(Image(icon: "go-next-symbolic"))
            row.onActivated(handler)
            more.add(row)
        }
        layout.column.append(more)
        about.add(versionRow)
        layout.column.append(about)
    }

    private static func radio(after first: CheckButton?, label: String) -> CheckButton {
        let radio = CheckButton("")
        if let first { radio.joinGroup(of: first) }
        radio.setAccessibleLabel(label)
        return radio
    }

    /// Shows the stored settings.
    func update(notifications: NotificationSettings, language: String?, lock status: LockStatus, hasRecoveryKey: Bool) {
        updating = true
        defer { updating = false }
        // An install that skipped the notifications step (made by an import, or on the command
        // line) has no mode yet: said, rather than three unticked choices and no word.
        self.notifications.setDescription(notifications.mode == nil ? NotificationSettingsText.summary(notifications) : nil)
        for choice in modeChoices {
            choice.button.isChecked = choice.mode == notifications.mode
            choice.row.subtitle = NotificationsStep.explanation(NotificationMode(choice.mode),
                                                                intervalMinutes: notifications.intervalMinutes)
        }
        for choice in languageChoices { choice.button.isChecked = choice.code == language }
        passcodeRow.subtitle = status.isOn ? SettingsText.on : SettingsText.off
        setPasscode.label = status.isOn ? SettingsText.changePasscode : SettingsText.setPasscode
        turnOffPasscode.isVisible = status.isOn
        selfDestructRow.subtitle = status.selfDestructName.map(SettingsText.selfDestructOn) ?? SettingsText.off
        setSelfDestruct.isSensitive = status.isOn
        removeSelfDestruct.isVisible = status.selfDestructOn
        wipeAfterRow.subtitle = status.wipeAfter.map(SettingsText.wipeAfterOn) ?? SettingsText.off
        changeWipeAfter.isSensitive = status.isOn
        recoveryRow.subtitle = RecoveryAppText.state(hasRecoveryKey)
        makeRecoveryKey.label = hasRecoveryKey ? tr("Replace", context: "button") : RecoveryAppText.make
        removeRecoveryKey.isVisible = hasRecoveryKey
        protection.setDescription(status.isOn ? SettingsText.levelNeedsPasscodeOff : nil)
        for choice in levelChoices {
            choice.button.isChecked = choice.level == status.level
            choice.row.isSensitive = choice.level == status.level || SettingsCommands.canChoose(choice.level, status: status)
        }
    }
}

extension SettingsPage {
    /// While a re-key runs: the bar and its pages; nil hides it.
    func showRekey(_ progress: (copied: Int, total: Int)?) {
        rekey.isSensitive = progress == nil
        rekeyProgress.isVisible = progress != nil
        guard let progress else { return }
        rekeyProgress.fraction = progress.total > 0 ? min(1, Double(progress.copied) / Double(progress.total)) : 0
        rekeyProgress.text = RekeyText.progress(copied: progress.copied, total: progress.total)
    }
}
