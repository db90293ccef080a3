import Features
import Brand
import Terminal
@testable import TerminalFace
import ThresholdCore

/// The onboarding, what's-new, migration and settings screens as states, for snapshots.
enum OnboardingCatalog {
    static var brand: Brand { Fixtures.chrome(dark: true).brand }

    /// The onboarding root showing `screen` as step `index` of 4.
    static func onboarding(_ size: TerminalSize, _ screen: OnboardingSession.Screen, step index: Int,
                           canGoBack: Bool = false, edit: (inout OnboardingState) -> Void = { _ in }) -> AppState {
        var state = AppState(size: size)
        var onboarding = OnboardingState()
        onboarding.flow = OnboardingFlowSnapshot(screen: screen, progressLabel: tr("Step {index} of {total}", ["index": .number(index), "total": .number(4)]), canGoBack: canGoBack)
        edit(&onboarding)
        state.root = .onboarding(onboarding)
        return state
    }

    static func conditions(_ edit: (inout ConditionsStep) -> Void = { _ in }) -> ConditionsStep {
        var step = ConditionsStep(operators: brand.operators, preselected: Set(brand.operators.map(\.id)),
                                  conditionsVersion: brand.conditions?.version ?? "")
        _ = step.start()
        edit(&step)
        return step
    }

    static var conditionsText: String { (try? brand.conditions?.loadText()) ?? "" }

    static func createProfile(name: String, bio: String = "", _ actions: [CreateProfileStep.Action] = [])
        -> (CreateProfileStep, (inout OnboardingState) -> Void) {
        var step = CreateProfileStep()
        _ = step.send(.setName(name))
        _ = step.send(.setBio(bio))
        for action in actions { _ = step.send(action) }
        return (step, { state in
            state.name = TextFieldState(text: name)
            state.bio = TextFieldState(text: bio)
        })
    }

    static func all(_ size: TerminalSize) -> [(String, AppState)] {
        var result: [(String, AppState)] = []
        var starting = AppState(size: size)
        starting.root = .onboarding(OnboardingState())
        result.append(("onboarding-starting", starting))

        result.append(("welcome", onboarding(size, .welcome(WelcomeStep()), step: 1)))
        result.append(("welcome-migrate-focused", onboarding(size, .welcome(WelcomeStep()), step: 1) { $0.focus = 1 }))
        var howItWorks = WelcomeStep()
        _ = howItWorks.send(.showHowItWorks)
        result.append(("how-it-works", onboarding(size, .welcome(howItWorks), step: 1)))

        result.append(("onboarding-create-profile", onboarding(size, .createProfile(CreateProfileStep()), step: 2,
                                                               canGoBack: true)))
        let (corrected, correctedEdit) = createProfile(name: "  @bob", bio: "Hello 👋 from the terminal")
        result.append(("onboarding-create-profile-corrected", onboarding(size, .createProfile(corrected), step: 2,
                                                                         canGoBack: true) {
            correctedEdit(&$0)
            $0.focus = 1
        }))
        let (valid, validEdit) = createProfile(name: "Ann")
        result.append(("onboarding-create-profile-valid", onboarding(size, .createProfile(valid), step: 2,
                                                                     canGoBack: true) {
            validEdit(&$0)
            $0.focus = 2
        }))
        let (invalid, invalidEdit) = createProfile(name: "  @bob", [.submit])
        result.append(("onboarding-create-profile-correct-alert", onboarding(size, .createProfile(invalid), step: 2,
                                                                             canGoBack: true) {
            invalidEdit(&$0)
            $0.alertFocus = 1
        }))
        let (duplicate, duplicateEdit) = createProfile(name: "Ann", [.submit, .failed(.duplicateName("Ann"))])
        result.append(("onboarding-create-profile-duplicate", onboarding(size, .createProfile(duplicate), step: 2,
                                                                         canGoBack: true, edit: duplicateEdit)))

        result.append(("conditions-loading", onboarding(size, .conditions(conditions()), step: 3)))
        let loaded = conditions { _ = $0.send(.documentLoaded(conditionsText)) }
        result.append(("conditions", onboarding(size, .conditions(loaded), step: 3)))
        result.append(("conditions-failed", onboarding(size, .conditions(conditions {
            _ = $0.send(.documentFailed("the file conditions.txt can't be read"))
        }), step: 3) { $0.focus = 2 }))
        result.append(("conditions-none-selected", onboarding(size, .conditions(conditions {
            _ = $0.send(.documentLoaded(conditionsText))
            for server in brand.operators { _ = $0.send(.toggle(operatorID: server.id)) }
        }), step: 3) { $0.focus = 4 }))
        result.append(("conditions-pager", onboarding(size, .conditions(conditions {
            _ = $0.send(.documentLoaded(conditionsText))
            _ = $0.send(.viewConditions)
        }), step: 3) { $0.pager = PagerState(offset: 2) }))
        result.append(("conditions-configure", onboarding(size, .conditions(conditions {
            _ = $0.send(.documentLoaded(conditionsText))
            _ = $0.send(.configure(operatorID: brand.operators.last?.id ?? ""))
        }), step: 3)))

        let notifications = NotificationsStep(offer: brand.notifications)
        result.append(("notifications", onboarding(size, .notifications(notifications), step: 4)))
        var off = notifications
        _ = off.send(.select(.off))
        result.append(("notifications-off", onboarding(size, .notifications(off), step: 4) { $0.focus = 4 }))
        var info = notifications
        _ = info.send(.showInfo)
        result.append(("notifications-info", onboarding(size, .notifications(info), step: 4)))
        var noToken = notifications
        _ = noToken.send(.submit)
        _ = noToken.send(.saved(.waitingForToken))
        result.append(("notifications-no-token", onboarding(size, .notifications(noToken), step: 4)))

        let page = InfoPageStep(page: InfoStep(id: "tour", title: "A short tour",
                                               body: "Chats live on this device. Press p in the chat list to switch profiles."))
        result.append(("info-page", onboarding(size, .info(page), step: 2) { $0.focus = 0 }))

        var home = ScreenCatalog.home(size)
        let entries = brand.whatsNew.sorted { $0.version > $1.version }
        home.stack = [.whatsNew(WhatsNewState(pager: WhatsNewPager(entries: Array(entries.prefix(2))),
                                              recordsSeen: entries.first?.version.description))]
        result.append(("whats-new", home))
        var second = WhatsNewPager(entries: entries)
        second.next()
        home.stack = [.whatsNew(WhatsNewState(pager: second, recordsSeen: nil))]
        result.append(("whats-new-page-2", home))

        var migrate = onboarding(size, .welcome(WelcomeStep()), step: 1)
        migrate.stack = [.migrationImport(MigrationImportState())]
        result.append(("migration-import", migrate))
        var screen = MigrationImportState()
        screen.link = TextFieldState(text: "threshold:/migrate?v=1&archive=%2Ftmp%2Fa.age&key=AGE-SECRET-KEY-1QQQ")
        screen.status = .importing(TransferProgress(label: TransferProgress.label(.unpacking), completed: 12 << 20, total: 40 << 20,
                                                            bytesPerSecond: 8 << 20, etaSeconds: 4))
        migrate.stack = [.migrationImport(screen)]
        result.append(("migration-import-progress", migrate))
        // A direct transfer's receive after a resume, then with Esc's question.
        var receiving = screen
        receiving.link = TextFieldState(text: "threshold:/migrate?v=2&direct=192.168.1.20%2C127.0.0.1&port=40123&pin=00&key=AGE-SECRET-KEY-1QQQ")
        receiving.status = .importing(TransferProgress(label: TransferProgress.label(.unpacking), completed: 230 << 20, total: 410 << 20,
                                                       bytesPerSecond: 11 << 20, etaSeconds: 17, resumes: 1, resumedAt: 212 << 20))
        migrate.stack = [.migrationImport(receiving)]
        result.append(("migration-import-receiving-resumed", migrate))
        receiving.confirmingStop = true
        migrate.stack = [.migrationImport(receiving)]
        result.append(("migration-import-receiving-stop", migrate))
        screen.status = .failed(ErrorReport(code: .archiveNotFound,
                                            message: "No migration archive at /tmp/a.age. Copy the archive to this device (same path as in the link) and try again."))
        screen.focus = .importButton
        migrate.stack = [.migrationImport(screen)]
        result.append(("migration-import-failed", migrate))
        screen.status = .confirmReplace
        migrate.stack = [.migrationImport(screen)]
        result.append(("migration-import-replace", migrate))
        screen.status = .askArchivePath(ErrorReport(code: .archiveNotFound, message: "No migration archive at /tmp/a.age."))
        screen.archivePath = TextFieldState(text: "/media/usb/threshold-export.age")
        migrate.stack = [.migrationImport(screen)]
        result.append(("migration-import-ask-path", migrate))
        screen.status = .askPasscode(afterWrongPasscode: true)
        screen.passcode = TextFieldState(text: "2468")
        migrate.stack = [.migrationImport(screen)]
        result.append(("migration-import-ask-passcode", migrate))
        screen.status = .confirmDecline
        screen.passcode = TextFieldState()
        migrate.stack = [.migrationImport(screen)]
        result.append(("migration-import-decline", migrate))

        var settingsState = NotificationSettingsState()
        settingsState.settings = NotificationSettings(mode: .periodic, tokenState: .waitingForToken, intervalMinutes: 10,
                                                      nextCheckAt: 1_767_225_600)
        settingsState.selected = 1
        var notificationSettings = ScreenCatalog.home(size)
        notificationSettings.stack = [.settings(selected: 2), .notificationSettings(settingsState)]
        result.append(("settings-notifications", notificationSettings))

        var operatorsState = OperatorSettingsState()
        operatorsState.loaded([
            OperatorState(id: "lumen", enabled: true, roles: ["storage", "proxy"], acceptedVersion: "2026-01",
                          acceptedAt: 1_767_225_600),
            OperatorState(id: "harbor", enabled: false, roles: [], acceptedVersion: nil, acceptedAt: nil),
        ])
        var operatorSettings = ScreenCatalog.home(size)
        operatorSettings.stack = [.settings(selected: 3), .operatorSettings(operatorsState)]
        result.append(("settings-operators", operatorSettings))
        operatorsState.conditions = .loaded(conditionsText)
        operatorSettings.stack = [.settings(selected: 3), .operatorSettings(operatorsState)]
        result.append(("settings-operators-conditions", operatorSettings))
        return result
    }
}
