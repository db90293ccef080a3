import Features
import Foundation
import GTKKit

/// Onboarding: the session's steps drawn as pages, its requests and alerts.
extension DesktopApp {
    func startOnboarding() throws {
        guard let session else { return }
        let flow = try session.onboardingSession()
        if case .complete = flow.screen, !snapshot.needsOnboarding {
            showChatList()
            showWhatsNewIfDue()
            return
        }
        onboarding = flow
        handle(flow.start())
        renderOnboarding(rebuild: true)
    }

    /// Sends an onboarding action and shows the result.
    func send(_ action: OnboardingSession.Action) {
        if isOpening {
            actionsWhileOpening.append(action)
            return
        }
        guard let flow = onboarding else { return }
        let before = flow.screen
        do {
            let request = try flow.send(action)
            let sameStep = Self.sameStep(before, flow.screen)
            handle(request)
            if route == .onboarding { renderOnboarding(rebuild: !sameStep) }
        } catch {
            dialogs.error(error)
        }
    }

    static func sameStep(_ a: OnboardingSession.Screen, _ b: OnboardingSession.Screen) -> Bool {
        switch (a, b) {
        case (.welcome, .welcome), (.createProfile, .createProfile), (.conditions, .conditions),
             (.notifications, .notifications): true
        case (.info(let x), .info(let y)): x.page.id == y.page.id
        default: false
        }
    }

    func handle(_ request: OnboardingSession.Request) {
        switch request {
        case .none:
            break
        case .loadConditionsDocument:
            guard let session else { return }
            let brand = session.brand
            Thread.detachNewThread {
                let result = OnboardingSession.loadConditions(of: brand)
                MainThread.post { [weak self] in self?.send(.conditions(result)) }
            }
        case .openMigration:
            showMigrationImport()
        case .finished:
            onboarding = nil
            refresh()
            showChatList()
            showWhatsNewIfDue()
        }
    }

    var stepLabel: String? { onboarding?.progress.map { DesktopText.step($0.index, of: $0.total) } }

    func renderOnboarding(rebuild: Bool) {
        guard let flow = onboarding, let brand else { return }
        switch flow.screen {
        case .welcome(let step):
            // The Welcome shown while the session opened is the same page: kept (no second layout).
            let shownWhileOpening = welcomeWhileOpening.map { $0 == stepLabel && current is WelcomePage } ?? false
            welcomeWhileOpening = nil
            if rebuild && !shownWhileOpening || !(current is WelcomePage) {
                let page = WelcomePage(brand: brand, step: stepLabel) { [weak self] in self?.send($0) }
                show(page, route: .onboarding)
                updateLogo()
            }
            if step.sheet == .howItWorks {
                dialogs.ask(DesktopText.howItWorksTitle, DesktopText.howItWorks,
                            responses: [("ok", DesktopText.ok, .suggested)], defaultID: "ok", closeID: "ok") { [weak self] _ in
                    self?.send(.welcome(.closeSheet))
                }
            }
        case .createProfile(let step):
            let page: CreateProfilePage
            if !rebuild, let existing = current as? CreateProfilePage {
                page = existing
            } else {
                page = CreateProfilePage(step: stepLabel, canGoBack: flow.canGoBack,
                                         onChange: { [weak self] name, bio in
                                             self?.send(.createProfile(.setName(name)))
                                             self?.send(.createProfile(.setBio(bio)))
                                         },
                                         onSubmit: { [weak self] in self?.send(.createProfile(.submit)) },
                                         onBack: { [weak self] in self?.send(.back) })
                show(page, route: .onboarding)
            }
            if page.name.text != step.name { page.name.text = step.name }
            page.update(nameCheck: step.nameCheck, bioCount: step.bioByteCount, limit: step.bioLimit, canCreate: step.canSubmit)
            if let alert = step.alert, dialogs.last?.isShown != true { showCreateAlert(alert) }
        case .conditions(let step):
            let page: ConditionsPage
            if !rebuild, let existing = current as? ConditionsPage {
                page = existing
            } else {
                page = ConditionsPage(step: step, stepLabel: stepLabel) { [weak self] in self?.send($0) }
                show(page, route: .onboarding)
            }
            page.update(step)
            if let sheet = step.sheet, dialogs.last?.isShown != true { showConditionsSheet(sheet, step) }
            if let error = step.error, dialogs.last?.isShown != true {
                dialogs.inform(DesktopText.error, error) { [weak self] in self?.send(.conditions(.dismissError)) }
            }
        case .notifications(let step):
            let page: NotificationsPage
            if !rebuild, let existing = current as? NotificationsPage {
                page = existing
            } else {
                page = NotificationsPage(step: step, stepLabel: stepLabel) { [weak self] in self?.send($0) }
                show(page, route: .onboarding)
            }
            page.update(step)
            if step.showsInfo, dialogs.last?.isShown != true {
                // Each mode's sentence names the mode itself; one paragraph each.
                let text = step.modes.map { NotificationsStep.explanation($0, intervalMinutes: step.intervalMinutes) }
                    .joined(separator: "\n\n")
                dialogs.inform(DesktopText.notificationsTitle, text) { [weak self] in self?.send(.notifications(.closeInfo)) }
            }
            if let alert = step.alert, dialogs.last?.isShown != true {
                dialogs.inform(alert.title, alert.message) { [weak self] in self?.send(.notifications(.dismissAlert)) }
            }
        case .info(let step):
            if rebuild || !(current is InfoPage) {
                show(InfoPage(step: step, stepLabel: stepLabel) { [weak self] in self?.send($0) }, route: .onboarding)
            }
        case .complete:
            onboarding = nil
            refresh()
            showChatList()
        }
    }

    func showCreateAlert(_ alert: CreateProfileStep.Alert) {
        if case .invalidName(let corrected?) = alert {
            dialogs.ask(alert.title, alert.message,
                        responses: [("cancel", DesktopText.cancel, .normal), ("use", DesktopText.useCorrectedName, .suggested)],
                        defaultID: "use", closeID: "cancel") { [weak self] id in
                self?.send(.createProfile(id == "use" ? .useCorrectedName : .dismissAlert))
                _ = corrected
            }
        } else {
            dialogs.inform(alert.title, alert.message) { [weak self] in self?.send(.createProfile(.dismissAlert)) }
        }
    }

    func showConditionsSheet(_ sheet: ConditionsStep.Sheet, _ step: ConditionsStep) {
        switch sheet {
        case .conditions:
            guard case .loaded(let text) = step.document else { return }
            let label = Label(text)
            label.xAlign = 0
            label.isSelectable = true
            let scroller = ScrolledWindow()
            scroller.setSizeRequest(width: 420, height: 320)
            scroller.setContent(label)
            dialogs.ask(DesktopText.conditionsTitle, nil, responses: [("close", DesktopText.ok, .suggested)],
                        defaultID: "close", closeID: "close", extra: scroller) { [weak self] _ in
                self?.send(.conditions(.closeSheet))
            }
        case .configure:
            let text = step.rows.map { row in
                row.server.tradeName + " (" + row.server.legalName + ")\n" + Formats.list(row.server.serverDomains)
            }.joined(separator: "\n\n")
            dialogs.inform(DesktopText.configureOperators, text) { [weak self] in self?.send(.conditions(.closeSheet)) }
        }
    }
}
