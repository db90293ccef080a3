import Features
import Terminal

/// Settings › Notifications, Server operators and What's new, and the what's-new pages.
extension AppUpdate {
    /// Opens a settings entry of this file's kind (the others are in `settingsEvent`).
    static func openPreferences(_ state: inout AppState, _ entry: SettingsEntry) -> [AppEffect] {
        switch entry {
        case .notifications:
            push(&state, .notificationSettings(NotificationSettingsState()))
            return [.preferences(.loadNotifications)]
        case .operators:
            push(&state, .operatorSettings(OperatorSettingsState()))
            return [.preferences(.loadOperators)]
        case .whatsNew:
            return [.preferences(.openWhatsNew)]
        case .theme:
            return [.preferences(.loadTheme)]
        case .language:
            return [.preferences(.loadLanguage)]
        default:
            return []
        }
    }

    /// Applies a result of a settings effect.
    static func preferencesResult(_ state: inout AppState, _ result: PreferencesResult) -> [AppEffect] {
        switch result {
        case .notifications(let settings):
            updateRoute(&state, notification: { screen in
                if screen.settings == nil, let mode = settings.mode,
                   let index = NotificationSettingsState.modes.firstIndex(of: mode) {
                    screen.selected = index
                }
                screen.settings = settings
                screen.isSaving = false
            })
        case .operators(let operators):
            var leave = false
            var saved = false
            updateRoute(&state, operators: { screen in
                saved = screen.isSaving
                leave = screen.leavesWhenSaved
                screen.loaded(operators)
                screen.isSaving = false
                screen.leavesWhenSaved = false
            })
            if leave, case .operatorSettings = state.top { pop(&state) }
            // Accepting says so (it was silent).
            if saved { state.alert = .info(tr("Server operators"), SettingsText.saved) }
        case .conditions(let action):
            updateRoute(&state, operators: { screen in
                guard screen.conditions != nil else { return }
                switch action {
                case .documentLoaded(let text): screen.conditions = .loaded(text)
                case .documentFailed(let reason): screen.conditions = .failed(reason)
                default: break
                }
            })
        case .whatsNew(let entries):
            guard !entries.isEmpty else {
                state.alert = .info(SettingsText.whatsNew, tr("Nothing to show."))
                return []
            }
            push(&state, .whatsNew(WhatsNewState(pager: WhatsNewPager(entries: entries), recordsSeen: nil)))
        case .theme(let stored):
            push(&state, .menu(themeChooser(current: state.themeSetting ?? stored)))
        case .language(let stored):
            push(&state, .menu(languageChooser(current: stored)))
        case .themeSaved:
            break
        case .languageChanged(let chosen, let language, let flag):
            // The next frame shows a new language by itself; a choice that `--lang` keeps from
            // this run would otherwise look ignored (issue 35), so that one says it was saved.
            guard flag != nil, chosen != language else { break }
            state.alert = .info(SettingsText.language, SettingsText.languageSaved(chosen, inEffect: language, flag: flag))
        case .dataChecked(let check):
            state.alert = .info(SettingsText.checkData,
                                ([check.summary] + check.structureProblems.map(SafeText.forTerminal)).joined(separator: "\n"))
        case .failed(let report):
            updateRoute(&state, notification: { $0.isSaving = false })
            updateRoute(&state, operators: { $0.isSaving = false; $0.leavesWhenSaved = false })
            state.alert = .info(ScreenText.error, report.message)
        }
        return []
    }

    /// Settings › Theme: follow the terminal, light or dark; the current one is marked and selected.
    static func themeChooser(current: ThemeSetting) -> MenuState {
        let choices = ThemeSetting.allCases
        var menu = MenuState(title: SettingsText.theme, items: choices.map {
            MenuItem($0.title, detail: $0 == current ? "✓" : nil, .chooseTheme($0))
        })
        menu.selected = choices.firstIndex(of: current) ?? 0
        return menu
    }

    /// Settings › Language: follow the system, or one of the shipped languages (each in its own
    /// name, with its share translated when its catalog is partial, as on the desktop); the
    /// current choice is marked and selected, and the sheet scrolls.
    static func languageChooser(current: String?, library: CatalogLibrary = Texts.current.library) -> MenuState {
        let options = LanguageOption.all(systemName: SettingsText.followSystemLanguage, library: library)
        var menu = MenuState(title: SettingsText.language, items: options.map { option in
            MenuItem(option.name, detail: option.code == current ? "✓" : nil, .chooseLanguage(option.code))
        })
        menu.selected = options.firstIndex { $0.code == current } ?? 0
        return menu
    }

    /// What's new: ←/→ (or Tab) page, PgUp/PgDn scroll a long page, Esc or Enter closes (recording the newest as seen
    /// when shown at launch).
    static func whatsNewEvent(_ state: inout AppState, _ screen: inout WhatsNewState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        guard case .key(let key) = event else { return (true, []) }
        switch key.key {
        case .right, .tab, .down:
            screen.pager.next()
        case .left, .backTab, .up:
            screen.pager.previous()
        case .escape, .enter:
            pop(&state)
            return (false, screen.recordsSeen.map { [.onboarding(.markWhatsNewSeen($0))] } ?? [])
        default:
            break
        }
        return (true, [])
    }

    /// Settings › Notifications: ↑/↓ choose a mode, Enter or Space saves it, Esc goes back.
    static func notificationSettingsEvent(_ state: inout AppState, _ screen: inout NotificationSettingsState,
                                          _ event: TerminalEvent) -> (Bool, [AppEffect]) {
        guard case .key(let key) = event else { return (true, []) }
        let count = NotificationSettingsState.modes.count
        switch key.key {
        case .escape:
            pop(&state)
            return (false, [])
        case .up, .backTab:
            screen.selected = (screen.selected + count - 1) % count
            state.bodyScroll = 0  // the modes are at the body's top: back in view
        case .down, .tab:
            screen.selected = (screen.selected + 1) % count
            state.bodyScroll = 0
        case .enter, .character(" "):
            guard !screen.isSaving, screen.settings != nil else { return (true, []) }
            screen.isSaving = true
            return (true, [.preferences(.setNotificationMode(NotificationSettingsState.modes[screen.selected]))])
        default:
            break
        }
        return (true, [])
    }

    /// Settings › Server operators: ↑/↓ choose, Space/Enter toggles an operator, Enter on the
    /// buttons opens the conditions or accepts them for the selected operators; the pager scrolls.
    static func operatorSettingsEvent(_ state: inout AppState, _ screen: inout OperatorSettingsState,
                                      _ event: TerminalEvent) -> (Bool, [AppEffect]) {
        guard case .key(let key) = event else { return (true, []) }
        if let document = screen.conditions {
            switch key.key {
            case .escape, .enter, .character("q"):
                screen.conditions = nil
            default:
                if case .loaded(let text) = document {
                    _ = SheetLayout.scroll(&screen.pager, text: text, key: key, size: state.size)
                }
            }
            return (true, [])
        }
        let count = screen.rowCount
        switch key.key {
        case .escape:
            if !screen.isSaving, case .ask(let question) = screen.selection.leaving {
                state.alert = alert(question)
                return (true, [])
            }
            pop(&state)
            return (false, [])
        case .up, .backTab:
            screen.focus = (screen.focus + count - 1) % count
        case .down, .tab:
            screen.focus = (screen.focus + 1) % count
        case .enter, .character(" "):
            if screen.operators.indices.contains(screen.focus) {
                screen.toggle(screen.operators[screen.focus].id)
            } else if screen.focus == screen.operators.count, key.key == .enter {
                screen.conditions = .loading
                screen.pager = PagerState()
                return (true, [.preferences(.loadConditions)])
            } else if key.key == .enter, screen.selection.canAccept, !screen.isSaving {
                screen.isSaving = true
                return (true, [.preferences(.acceptConditions(screen.selected))])
            }
        default:
            break
        }
        return (true, [])
    }

    /// Features' question for leaving with an unsaved pick, as an alert: the answers left to right
    /// as the full screen lays a question out (the leaving one first), the model's answer focused.
    static func alert(_ question: UnsavedOperatorsQuestion) -> AlertState {
        let answers = Array(question.answers.reversed())
        let buttons = answers.map { answer in
            switch answer {
            case .accept: AlertButton(answer.label, .acceptOperatorChanges(question.selected))
            case .discard: AlertButton(answer.label, .discardOperatorChanges)
            }
        }
        return AlertState(title: question.title, message: question.message, buttons: buttons,
                          focused: answers.firstIndex(of: question.focused))
    }

    /// Edits the notification settings screen wherever it is in the stack.
    static func updateRoute(_ state: inout AppState, notification edit: (inout NotificationSettingsState) -> Void) {
        guard let index = state.stack.lastIndex(where: { if case .notificationSettings = $0 { true } else { false } }),
              case .notificationSettings(var screen) = state.stack[index] else { return }
        edit(&screen)
        state.stack[index] = .notificationSettings(screen)
    }

    /// Edits the operators screen wherever it is in the stack.
    static func updateRoute(_ state: inout AppState, operators edit: (inout OperatorSettingsState) -> Void) {
        guard let index = state.stack.lastIndex(where: { if case .operatorSettings = $0 { true } else { false } }),
              case .operatorSettings(var screen) = state.stack[index] else { return }
        edit(&screen)
        state.stack[index] = .operatorSettings(screen)
    }
}
