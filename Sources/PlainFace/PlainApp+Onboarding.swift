import Features

/// Plain mode's onboarding, what's new and settings: the same `OnboardingSession` as the full
/// screen, as numbered menus and line prompts.
extension PlainApp {
    /// Runs the onboarding session until the flow is finished, or until "Migrate from another
    /// device" returns (imported, or back to a fresh session on the store then in place).
    func onboarding() throws {
        let session = try self.session.onboardingSession()
        var request = session.start()
        while true {
            switch request {
            case .finished:
                // A new user never sees what's new: the newest version counts as seen.
                try self.session.recordNewestWhatsNewIfFresh()
                io.write("\n" + tr("You're all set.") + "\n")
                return
            case .loadConditionsDocument:
                // No UI loop to keep responsive here: load at once.
                request = try session.send(.conditions(OnboardingSession.loadConditions(of: brand)))
            case .openMigration:
                // An import attempt closes and reopens the store, so this session (bound to the
                // old store) ends either way: on success the chat list of the imported data
                // follows; on Back, `run` starts a fresh session on the store in place (welcome).
                _ = try migrateFromAnotherDevice()
                return
            case .none:
                request = try step(session)
            }
        }
    }

    /// Shows the current step and applies the user's answer.
    private func step(_ session: OnboardingSession) throws -> OnboardingSession.Request {
        if let progress = session.progress { io.write("\n[" + OnboardingText.progress(progress) + "]") }
        switch session.screen {
        case .welcome:
            io.write("\n" + OnboardingText.appAndTagline(app: brand.appName, tagline: brand.tagline) + "\n")
            for highlight in brand.highlights { io.write("- " + OnboardingText.highlight(title: highlight.title, text: highlight.text) + "\n") }
            let options = [OnboardingText.createProfile, OnboardingText.migrate, OnboardingText.howItWorks]
            guard let choice = try choose(OnboardingStepName.of("welcome"), options, cancel: ButtonText.quit) else { throw Quit() }
            switch choice {
            case 0: return try session.send(.welcome(.createProfile))
            case 1: return try session.send(.welcome(.migrateFromAnotherDevice))
            default:
                io.write("\n" + OnboardingText.howItWorks + "\n\(ScreenText.howItWorks)\n")
                return .none
            }
        case .createProfile:
            return try createProfileStep(session)
        case .conditions(let step):
            return try conditionsStep(session, step)
        case .notifications(let step):
            return try notificationsStep(session, step)
        case .info(let step):
            io.write("\n\(step.page.title)\n\(step.page.body)\n")
            let options = step.canSkip ? [OnboardingText.continueButton, OnboardingText.skip] : [OnboardingText.continueButton]
            guard let choice = try choose(step.page.title, options, cancel: ButtonText.quit) else { throw Quit() }
            return try session.send(.info(choice == 0 ? .continue : .skip))
        case .complete:
            return .finished
        }
    }

    private func createProfileStep(_ session: OnboardingSession) throws -> OnboardingSession.Request {
        io.write("\n" + OnboardingText.createProfile + "\n\(ScreenText.createProfileFooter)\n")
        var name = try line(session.canGoBack ? tr("Display name (empty to go back): ") : tr("Display name: "))
        if name.isEmpty {
            return session.canGoBack ? try session.send(.back) : .none
        }
        // The name is settled first, as the full screen shows its correction live under the field.
        guard let accepted = try settledName(name, session) else { return .none }
        name = accepted
        // Giving up on a bio over the limit starts the step again (nothing was created yet).
        guard let bio = try askBio(prompt: tr("Bio (optional, at most {count} bytes): ", ["count": .number(Bio.maxBytes)])) else { return .none }
        _ = try session.send(.createProfile(.setBio(bio)))
        while true {
            let request = try session.send(.createProfile(.submit))
            guard case .createProfile(let step) = session.screen, let alert = step.alert else {
                io.write(tr("Profile \"{name}\" created.", ["name": .user(name)]) + "\n")
                return request
            }
            // Only a refusal from the store is left here (a name taken meanwhile, a failure).
            io.write(PromptText.alert(title: alert.title, message: alert.message) + "\n")
            _ = try session.send(.createProfile(.dismissAlert))
            let retyped = try line(tr("Display name: "))
            if retyped.isEmpty { return .none }
            guard let accepted = try settledName(retyped, session) else { return .none }
            name = accepted
        }
    }

    /// Sets the typed name and, while it is not in normal form, offers the corrected one (yes by
    /// default) or asks again; nil when the user gives up with an empty line.
    private func settledName(_ typed: String, _ session: OnboardingSession) throws -> String? {
        var name = typed
        while true {
            _ = try session.send(.createProfile(.setName(name)))
            guard case .createProfile(let step) = session.screen, !step.isNameValid else { return name }
            let alert = CreateProfileStep.Alert.invalidName(corrected: step.correctedName)
            if let corrected = step.correctedName {
                // The title on its line, the question ("Correct name to X?") with its hint as the prompt.
                io.write(alert.title + "\n")
                if try confirm(alert.message, defaultYes: true) {
                    name = corrected
                    continue
                }
            } else {
                io.write(PromptText.alert(title: alert.title, message: alert.message) + "\n")
            }
            name = try line(tr("Display name: "))
            if name.isEmpty { return nil }
        }
    }

    private func conditionsStep(_ session: OnboardingSession, _ step: ConditionsStep) throws -> OnboardingSession.Request {
        io.write("\n" + ConditionsText.title + "\n\(ConditionsStep.privacyNote)\n")
        switch step.document {
        case .loading: io.write(ConditionsText.loading + "\n")
        case .loaded: io.write(tr("Conditions version {version}.", ["version": .text(step.conditionsVersion)]) + "\n")
        case .failed(let reason): io.write(ConditionsText.loadFailed(reason) + "\n")
        }
        var options = step.rows.map { "[\($0.selected ? "x" : " ")] " + OperatorDetails.summary($0.server) }
        let view = options.count
        options.append(ConditionsText.view)
        let configure = options.count
        options.append(ConditionsText.configure)
        if case .failed = step.document { options.append(tr("Retry loading the conditions")) }
        options.append(ButtonText.accept)
        // Why Accept does nothing yet, on its own line (the sentence is whole in every language).
        if let hint = step.acceptHint { io.write(hint + "\n") }
        guard let choice = try choose(tr("Choose operators (a number toggles), then accept"), options, cancel: ButtonText.quit) else {
            throw Quit()
        }
        if step.rows.indices.contains(choice) {
            return try session.send(.conditions(.toggle(operatorID: step.rows[choice].server.id)))
        }
        if choice == view {
            if case .loaded(let text) = step.document { io.write("\n\(text)\n") }
            return .none
        }
        if choice == configure {
            return try configureOperators(session, step)
        }
        if choice == options.count - 1 {
            guard step.canAccept else {
                io.write((step.acceptHint ?? ConditionsText.selectAtLeastOneOperator) + "\n")
                return .none
            }
            let request = try session.send(.conditions(.accept))
            if case .conditions(let after) = session.screen, let error = after.error {
                io.write(tr("Error accepting conditions: {error}", ["error": .text(error)]) + "\n")
                _ = try session.send(.conditions(.dismissError))
            }
            return request
        }
        return try session.send(.conditions(.retry))
    }

    /// "Configure operators": one operator's details, and its switch.
    private func configureOperators(_ session: OnboardingSession, _ step: ConditionsStep) throws -> OnboardingSession.Request {
        let names = step.rows.map(\.server.tradeName)
        guard let index = try choose(ConditionsText.configure, names) else { return .none }
        let row = step.rows[index]
        io.write("\n")
        for (label, value) in OperatorDetails.rows(row.server) { io.write(OperatorDetails.field(label, value) + "\n") }
        let wanted = try confirm(OperatorDetails.useOperator, defaultYes: row.selected)
        guard wanted != row.selected else { return .none }
        return try session.send(.conditions(.toggle(operatorID: row.server.id)))
    }

    private func notificationsStep(_ session: OnboardingSession, _ step: NotificationsStep) throws
        -> OnboardingSession.Request {
        io.write("\n" + OnboardingText.pushNotifications + "\n\(ScreenText.notificationsExplanation)\n")
        // As on the full screen: pick a mode (the chosen one is marked), then the action, whose
        // words follow the choice ("Enable notifications", or "Use chat" with Off).
        var current = step
        while true {
            var options = current.modes.map {
                ($0 == current.selected ? "(•) " : "( ) ") + NotificationsStep.explanation($0, intervalMinutes: current.intervalMinutes)
            }
            options.append(current.buttonTitle)
            guard let choice = try choose(tr("Notification mode"), options, cancel: ButtonText.quit) else { throw Quit() }
            guard current.modes.indices.contains(choice) else { break }
            _ = try session.send(.notifications(.select(current.modes[choice])))
            guard case .notifications(let updated) = session.screen else { return .none }
            current = updated
        }
        let request = try session.send(.notifications(.submit))
        if case .notifications(let after) = session.screen, let alert = after.alert {
            io.write(PromptText.alert(title: alert.title, message: alert.message) + "\n")
            return try session.send(.notifications(.dismissAlert))
        }
        return request
    }

    // MARK: What's new and settings

    /// At launch: the versions the user missed, newest first; then the newest counts as seen.
    func whatsNewAtLaunch() throws {
        let missed = try session.whatsNewAtLaunch()
        guard !missed.isEmpty else { return }
        printWhatsNew(missed)
        try session.markWhatsNewSeen()
    }

    private func printWhatsNew(_ entries: [WhatsNewEntry]) {
        guard !entries.isEmpty else { return }
        io.write("\n" + SettingsText.whatsNew + "\n")
        for entry in entries {
            io.write(ScreenText.whatsNewHeading(version: entry.version.description, title: entry.title) + "\n")
            for item in entry.items { io.write("  - \(item)\n") }
        }
    }

    /// Settings: the notification mode, what's new, operators and conditions, the app lock, and
    /// migrating to another device (as on the full screen).
    func settings() throws {
        while true {
            let current = try session.notificationSettings()
            let mode = NotificationSettingsText.modeName(current.mode)
            let entries = [tr("Notifications ({mode})", ["mode": .text(mode)]), SettingsText.whatsNew, tr("Operators and conditions"), SettingsText.appLock,
                           SettingsText.migrateToAnotherDevice, tr("Language ({language})", ["language": .text(Texts.current.library.name(for: Texts.current.language))]),
                           SettingsText.checkData]
            guard let choice = try choose(SettingsText.title, entries) else { return }
            switch choice {
            case 0: try notificationSettings(current)
            case 1: printWhatsNew(session.whatsNewEntries)
            case 2: try operatorSettings()
            case 3: try lockSettings()
            case 4: try migrateToAnotherDevice()
            case 5: try languageSettings()
            default: checkData()
            }
        }
    }

    /// Settings › Check data: every page read and checked; the result, then the structure's problems.
    private func checkData() {
        io.write(SettingsText.checkingData + "\n")
        do {
            let check = try session.checkData()
            io.write(([check.summary] + check.structureProblems.map { "  " + SafeText.forTerminal($0) }).joined(separator: "\n") + "\n")
        } catch {
            report(error)
        }
    }

    /// The language setting: follow the system, or one of the shipped languages.
    private func languageSettings() throws {
        // Each in its own name, with its share translated when its catalog is partial (as on the desktop).
        let options = LanguageOption.all(systemName: SettingsText.followSystemLanguage)
        guard let choice = try choose(SettingsText.language, options.map(\.name)) else { return }
        let code = options[choice].code
        let translator = try session.changeLanguage(code)
        io.write(Texts.with(translator) { SettingsText.languageSaved(code, inEffect: translator.language) } + "\n")
    }

    private func notificationSettings(_ current: NotificationSettings) throws {
        io.write(NotificationSettingsText.details(current) + "\n")
        let modes = NotificationSettings.Mode.allCases
        let options = modes.map { NotificationsStep.explanation(NotificationMode($0), intervalMinutes: current.intervalMinutes) }
        guard let picked = try choose(tr("Notification mode"), options) else { return }
        let saved = try session.setNotificationMode(modes[picked])
        io.write(NotificationSettingsText.summary(saved) + "\n")
    }

    /// Operators and conditions: a number toggles an operator, then accept (or view the conditions).
    private func operatorSettings() throws {
        var selection = OperatorSelection(try session.operatorStates())
        while true {
            var options = brand.operators.map { "[\(selection.isSelected($0.id) ? "x" : " ")] \($0.tradeName) (\($0.tag)): \($0.legalName)" }
            options += [ConditionsText.view, tr("Accept conditions for the selected operators")]
            guard let choice = try choose(tr("Operators (a number toggles)"), options) else {
                // Features' rule: leaving with an unsaved pick asks (its question, its answers).
                guard case .ask(let question) = selection.leaving else { return }
                io.write(question.message + "\n")
                guard let answer = try choose(question.title, question.answers.map(\.label)),
                      question.answers[answer] == .accept else { return }
                if accept(question.selected) { return }
                continue
            }
            if brand.operators.indices.contains(choice) {
                selection.toggle(brand.operators[choice].id)
            } else if choice == brand.operators.count {
                switch OnboardingSession.loadConditions(of: brand) {
                case .documentLoaded(let text): io.write("\n\(text)\n")
                case .documentFailed(let reason): io.write(ConditionsText.loadFailed(reason) + "\n")
                default: break
                }
            } else if accept(selection.selected) {
                return
            }
        }
    }

    /// Accepts the conditions for `selected` and says so; false (the error said) when refused.
    private func accept(_ selected: Set<String>) -> Bool {
        do {
            try session.acceptConditions(selected: selected)
            io.write(ScreenText.conditionsAccepted(selected.count) + "\n")
            return true
        } catch {
            report(error)
            return false
        }
    }
}
