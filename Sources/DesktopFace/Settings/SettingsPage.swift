import Brand
import Features
import GTKKit

/// Preferences (`AdwPreferencesWindow`, over the main window) in five pages: General (language as
/// a combo row, the theme, which follows the desktop, What's new, About with the version), Privacy
/// & lock (passcode, self-destruct passcode, wipe-after, the recovery key, re-encrypting all data,
/// the protection level), Notifications (the three modes), Migration (to another device) and Data
/// (check it). Thin: every change goes through the handlers, which call Features; the dialogs
/// they open are the main window's, as before.
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
        /// Saves a wipe-after limit (nil: off).
        var wipeAfter: @MainActor (Int?) -> Void
        /// Saves the operators as chosen; the states as stored, or nil after a refusal (shown).
        var operators: @MainActor (OperatorChoices) -> [OperatorState]?
        var makeRecoveryKey: @MainActor () -> Void
        var removeRecoveryKey: @MainActor () -> Void
        var rekey: @MainActor () -> Void
        var level: @MainActor (ProtectionLevel) -> Void
        var whatsNew: @MainActor () -> Void
        var export: @MainActor () -> Void
        var checkData: @MainActor () -> Void
    }

    /// The preferences window and its pages.
    let window: PreferencesWindow
    let generalPage = PreferencesPage(name: "general", title: DesktopWindowText.generalPage, icon: "preferences-system-symbolic")
    let privacyPage = PreferencesPage(name: "privacy", title: DesktopWindowText.privacyPage, icon: "channel-secure-symbolic")
    let notificationsPage = PreferencesPage(name: "notifications", title: DesktopWindowText.notificationsPage,
                                            icon: "preferences-system-notifications-symbolic")
    let migrationPage = PreferencesPage(name: "migration", title: DesktopWindowText.migrationPage, icon: "send-to-symbolic")
    let dataPage = PreferencesPage(name: "data", title: DesktopWindowText.dataPage, icon: "drive-harddisk-symbolic")
    /// Closes Preferences, back to home (as the window's close button and Esc do).
    let backButton: MenuCommand
    let notifications = BoxedList(title: SettingsText.notifications)
    private(set) var modeChoices: [(mode: NotificationSettings.Mode, button: CheckButton, row: ActionRow)] = []
    let languages = BoxedList(title: SettingsText.language)
    /// The language: follow the system, English, then each catalog by its own name.
    let languageRow: ComboRow
    /// The language code of each of the row's options, in order (nil: follow the system).
    let languageCodes: [String?]
    let appearance = BoxedList(title: SettingsText.appearance)
    let lock = BoxedList(title: SettingsText.appLock)
    let passcodeRow = ActionRow(title: SettingsText.passcode)
    let setPasscode = Button("", style: .flat)
    let turnOffPasscode = Button(SettingsText.turnOffPasscode, style: .destructive)
    let selfDestructRow = ActionRow(title: SettingsText.selfDestruct)
    let setSelfDestruct = Button(DesktopWindowText.setSelfDestructButton, style: .flat)
    let removeSelfDestruct = Button(SettingsText.removeSelfDestruct, style: .destructive)
    let wipeAfterRow = ActionRow(title: SettingsText.wipeAfter)
    /// The limit, 0 shown as "Off"; typed text is read by Features' `WipeAfterLimit`.
    let wipeAfterSpin = SpinButton(range: 0...AppSession.maxWipeAfter, value: 0)
    /// Saves the limit shown (sensitive only when it differs from the stored one).
    let saveWipeAfter = Button(SettingsText.save, style: .flat)
    private var storedWipeAfter: Int?
    /// Preferences › Conditions of use (operators and the conditions' text).
    let conditions: ConditionsPreferences
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
    let migrationGroup = BoxedList(title: SettingsText.migration)
    let dataGroup = BoxedList(title: DesktopWindowText.dataPage)
    let rekeyGroup = BoxedList()
    let whatsNewRow = ActionRow(title: SettingsText.whatsNew)
    let exportRow = ActionRow(title: SettingsText.migrateToAnotherDevice)
    let checkDataRow = ActionRow(title: SettingsText.checkData)
    let about = BoxedList(title: SettingsText.about)
    let versionRow: ActionRow
    private var updating = false

    var root: Widget { window }
    var initialFocus: Widget? { nil }
    /// The window's title (Preferences, in the language chosen).
    var title: String { window.title }

    init(parent: Window, appName: String, brand: Brand, operators: [OperatorState], handlers: Handlers) {
        window = PreferencesWindow(parent: parent, title: DesktopWindowText.preferences)
        window.nameInternals(search: DesktopWindowText.searchPreferences, back: DesktopText.back)
        backButton = MenuCommand(run: handlers.back)
        versionRow = ActionRow(title: appName, subtitle: SettingsText.version(AppVersion.current))
        let options = LanguageOption.all(systemName: DesktopWindowText.followSystemLanguage)
        languageCodes = options.map(\.code)
        languageRow = ComboRow(title: SettingsText.language, options: options.map(\.name))
        languageRow.onSelected { [languageCodes] index in
            guard languageCodes.indices.contains(index) else { return }
            handlers.language(languageCodes[index])
        }
        languages.add(languageRow)
        conditions = ConditionsPreferences(brand: brand, states: operators, save: handlers.operators)
        for page in [generalPage, privacyPage, notificationsPage, conditions.page, migrationPage, dataPage] { window.add(page) }

        for mode in NotificationSettings.Mode.allCases {
            let radio = Self.radio(after: modeChoices.first?.button, label: NotificationsStep.title(NotificationMode(mode)))
            let row = ActionRow(title: NotificationsStep.title(NotificationMode(mode)))
            row.addPrefix(radio)
            row.setActivatableWidget(radio)
            radio.onToggled { [unowned self] on in if on && !self.updating { handlers.notificationMode(mode) } }
            notifications.add(row)
            modeChoices.append((mode, radio, row))
        }
        notificationsPage.add(notifications)
        generalPage.add(languages)

        let theme = ActionRow(title: SettingsText.theme, subtitle: SettingsText.themeFollowsDesktop)
        theme.addPrefix(Image(icon: "weather-clear-night-symbolic"))
        appearance.add(theme)
        generalPage.add(appearance)

        for button in [setPasscode, turnOffPasscode, setSelfDestruct, removeSelfDestruct, saveWipeAfter,
                       makeRecoveryKey, removeRecoveryKey, rekey] {
            button.setAlignment(vertical: .center)
        }
        passcodeRow.addSuffix(setPasscode)
        passcodeRow.addSuffix(turnOffPasscode)
        setSelfDestruct.setAccessibleLabel(SettingsText.setSelfDestruct)
        selfDestructRow.addSuffix(setSelfDestruct)
        selfDestructRow.addSuffix(removeSelfDestruct)
        wipeAfterSpin.setAccessibleLabel(SettingsText.wipeAfterField)
        wipeAfterSpin.setAccessibleDescription(SettingsText.wipeAfterExplanation(AppSession.maxWipeAfter))
        saveWipeAfter.setAccessibleLabel(SettingsText.saveSetting(SettingsText.wipeAfter))
        wipeAfterRow.addSuffix(wipeAfterSpin)
        wipeAfterRow.addSuffix(saveWipeAfter)
        wipeAfterRow.setActivatableWidget(wipeAfterSpin)
        // What is typed is read by the one rule (a Persian ۵ too, "off" or the word for it);
        // a refusal is said in its one wording, under the row, and the value stays.
        wipeAfterSpin.onInput { [unowned self] text in
            do {
                let limit = try WipeAfterLimit.parse(text)
                self.wipeAfterRow.subtitle = self.wipeAfterState
                return limit ?? 0
            } catch {
                self.wipeAfterRow.subtitle = ErrorReport(error).message
                return nil
            }
        }
        wipeAfterSpin.onOutput { $0 == 0 ? SettingsText.off : nil }
        // As wide as the word for 0 in this language and the largest number ("Kapalı" was "Kapa").
        wipeAfterSpin.fitWidth(to: [SettingsText.off, Formats.number(AppSession.maxWipeAfter)])
        wipeAfterSpin.onChanged { [unowned self] value in
            guard !self.updating else { return }
            self.wipeAfterRow.subtitle = self.wipeAfterState
            // Save shows only while the field differs from what is stored: at 360 px the title
            // keeps the room (in Ukrainian and Russian it was broken inside its words beside it).
            let changed = (value == 0 ? nil : value) != self.storedWipeAfter
            self.saveWipeAfter.isSensitive = changed
            self.saveWipeAfter.isVisible = changed
        }
        saveWipeAfter.onClicked { [unowned self] in
            self.wipeAfterSpin.commit()
            handlers.wipeAfter(self.wipeAfterSpin.value == 0 ? nil : self.wipeAfterSpin.value)
        }
        lock.add(passcodeRow)
        lock.add(selfDestructRow)
        lock.add(wipeAfterRow)
        recoveryRow.addSuffix(makeRecoveryKey)
        recoveryRow.addSuffix(removeRecoveryKey)
        rekeyRow.addSuffix(rekey)
        lock.add(recoveryRow)
        lock.add(rekeyRow)
        privacyPage.add(lock)
        rekeyProgress.isVisible = false
        rekeyProgress.setAccessibleLabel(RecoveryAppText.rekeyTitle)
        rekeyGroup.add(rekeyProgress)
        privacyPage.add(rekeyGroup)
        makeRecoveryKey.onClicked(handlers.makeRecoveryKey)
        removeRecoveryKey.onClicked(handlers.removeRecoveryKey)
        rekey.onClicked(handlers.rekey)
        setPasscode.onClicked(handlers.setPasscode)
        turnOffPasscode.onClicked(handlers.turnOffPasscode)
        setSelfDestruct.onClicked(handlers.setSelfDestruct)
        removeSelfDestruct.onClicked(handlers.removeSelfDestruct)

        for level in ProtectionLevel.allCases {
            let radio = Self.radio(after: levelChoices.first?.button, label: SettingsText.level(level))
            let row = ActionRow(title: SettingsText.level(level))
            row.addPrefix(radio)
            row.setActivatableWidget(radio)
            radio.onToggled { [unowned self] on in if on && !self.updating { handlers.level(level) } }
            protection.add(row)
            levelChoices.append((level, radio, row))
        }
        privacyPage.add(protection)

        for (row, handler, group) in [(whatsNewRow, handlers.whatsNew, more), (exportRow, handlers.export, migrationGroup),
                                      (checkDataRow, handlers.checkData, dataGroup)] {
            row.addSuffix(Image(icon: "go-next-symbolic"))
            row.onActivated(handler)
            group.add(row)
        }
        generalPage.add(more)
        about.add(versionRow)
        generalPage.add(about)
        migrationPage.add(migrationGroup)
        dataPage.add(dataGroup)
        // The mouse's back button closes it too, as in the main window.
        window.onMouseBack { [weak self] in self?.backButton.activate() }
        // Closed by its button or Esc: back to home, as the handler does.
        window.onClose { [weak self] in
            guard let self, !self.closing else { return }
            self.closing = true
            handlers.back()
        }
    }

    /// Whether the window is being closed by the app (not by the person).
    private var closing = false

    /// Shows the window over the main one.
    func present() { window.present() }

    /// Closes the window without running Back (the app shows something else).
    func dismiss() {
        guard !closing else { return }
        closing = true
        window.close()
    }

    /// The stored limit in words.
    private var wipeAfterState: String { storedWipeAfter.map(SettingsText.wipeAfterOn) ?? SettingsText.off }

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
            choice.row.subtitle = NotificationsStep.summary(NotificationMode(choice.mode),
                                                                intervalMinutes: notifications.intervalMinutes)
        }
        languageRow.show(languageCodes.firstIndex(of: language) ?? 0)
        passcodeRow.subtitle = status.isOn ? SettingsText.on : SettingsText.off
        setPasscode.label = status.isOn ? SettingsText.changePasscode : SettingsText.setPasscode
        turnOffPasscode.isVisible = status.isOn
        selfDestructRow.subtitle = status.selfDestructName.map(SettingsText.selfDestructOn) ?? SettingsText.off
        setSelfDestruct.isSensitive = status.isOn
        removeSelfDestruct.isVisible = status.selfDestructOn
        storedWipeAfter = status.wipeAfter
        wipeAfterSpin.value = status.wipeAfter ?? 0
        wipeAfterRow.subtitle = wipeAfterState
        wipeAfterSpin.isSensitive = status.isOn
        saveWipeAfter.isSensitive = false
        saveWipeAfter.isVisible = false
        recoveryRow.subtitle = RecoveryAppText.state(hasRecoveryKey)
        makeRecoveryKey.label = hasRecoveryKey ? ButtonText.replace : RecoveryAppText.make
        removeRecoveryKey.isVisible = hasRecoveryKey
        protection.setDescription(status.isOn ? SettingsText.levelNeedsPasscodeOff : nil)
        for choice in levelChoices {
            choice.button.isChecked = choice.level == status.level
            choice.row.isSensitive = choice.level == status.level || status.canChoose(choice.level)
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
