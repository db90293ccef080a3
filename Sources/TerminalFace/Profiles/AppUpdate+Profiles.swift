import Features
import Terminal

extension AppUpdate {
    /// "Your chat profiles": typing edits the search/password field, ↑/↓/Tab choose a row, Enter
    /// opens the row's actions (or "Add profile"), Esc goes back.
    static func profilesEvent(_ state: inout AppState, _ screen: inout ProfilesState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        let count = screen.rows(visible: state.snapshot.profiles, active: state.snapshot.active).count
        let visibleRows = Layout.profilesListHeight(state.size)
        if case .key(let key) = event {
            switch key.key {
            case .escape:
                pop(&state)
                return (false, [])
            case .up, .backTab:
                select(&screen, screen.selected - 1, count: count, visibleRows: visibleRows)
                return (true, [])
            case .down, .tab:
                select(&screen, screen.selected + 1, count: count, visibleRows: visibleRows)
                return (true, [])
            case .pageUp:
                select(&screen, screen.selected - max(1, visibleRows - 1), count: count, visibleRows: visibleRows)
                return (true, [])
            case .pageDown:
                select(&screen, screen.selected + max(1, visibleRows - 1), count: count, visibleRows: visibleRows)
                return (true, [])
            case .home where screen.search.text.isEmpty:
                select(&screen, 0, count: count, visibleRows: visibleRows)
                return (true, [])
            case .end where screen.search.text.isEmpty:
                select(&screen, count - 1, count: count, visibleRows: visibleRows)
                return (true, [])
            case .enter:
                openRow(&state, screen)
                return (true, [])
            default:
                break
            }
        }
        let before = screen.search.text
        guard screen.search.handle(event), screen.search.text != before else { return (true, []) }
        return (true, searchChanged(&screen))
    }

    /// The field's text changed: the finder forgets what the old text revealed and waits for a pause.
    static func searchChanged(_ screen: inout ProfilesState) -> [AppEffect] {
        screen.selected = 0
        screen.scroll = 0
        return effects(screen.finder.textChanged(screen.search.text))
    }

    /// Tries the field's text as a password now (one KDF run off the UI loop).
    static func startReveal(_ screen: inout ProfilesState) -> [AppEffect] {
        effects(screen.finder.revealNow(screen.search.text))
    }

    /// The pause is over: the finder tries the text as a password, unless it changed since.
    /// With the app lock on and its grant ended, the text is not tried: the list offers the
    /// explicit "Unlock to look for hidden profiles" row instead (no prompt opens while typing;
    /// Enter on that row asks the passcode, in a prompt of its own).
    static func revealTimerFired(_ state: inout AppState, _ generation: Int) -> [AppEffect] {
        var effects: [AppEffect] = []
        let allowed = state.authorization.allows(.revealProfiles, at: state.now)
        updateProfiles(&state) { screen in
            effects = Self.effects(screen.finder.pauseEnded(generation: generation, text: screen.search.text, allowed: allowed))
        }
        return effects
    }

    /// A reveal attempt finished: show what it found, unless the text changed since.
    /// (A change of the text bumps the generation: with the same one, the text is the one tried.)
    static func revealFinished(_ state: inout AppState, _ generation: Int, _ profiles: [Profile]) {
        updateProfiles(&state) { screen in
            screen.finder.revealFinished(generation: generation, password: screen.query, found: profiles)
        }
    }

    /// The finder's work as the app's effects.
    private static func effects(_ effect: ProfileFinder<Profile>.Effect?) -> [AppEffect] {
        switch effect {
        case .waitForPause(let generation)?:
            [.scheduleReveal(generation: generation, delay: AppEffect.revealPause)]
        case .reveal(let generation, let password)?:
            [.reveal(generation: generation, password: password)]
        case nil:
            []
        }
    }

    /// Moves the selection and scrolls it into view.
    static func select(_ screen: inout ProfilesState, _ index: Int, count: Int, visibleRows: Int) {
        guard count > 0 else { return }
        screen.selected = min(max(0, index), count - 1)
        screen.scroll = Layout.scroll(keeping: screen.selected, from: screen.scroll, count: count,
                                      visibleRows: visibleRows)
    }

    /// Enter on a row: the profile's action menu, or the create form for "Add profile".
    static func openRow(_ state: inout AppState, _ screen: ProfilesState) {
        let rows = screen.rows(visible: state.snapshot.profiles, active: state.snapshot.active)
        guard rows.indices.contains(screen.selected) else { return }
        switch rows[screen.selected] {
        case .addProfile:
            push(&state, .createProfile(CreateProfileState(origin: .profiles)))
        case .profile(let profile):
            push(&state, .menu(profileActions(profile, screen: screen, snapshot: state.snapshot)))
        case .unlockToReveal:
            // Enter on the row, or in the field while it is the selected row (no visible profile
            // matches): an empty passcode prompt that says what it is for. The text in the field
            // is never put in it, and never tried as a passcode.
            push(&state, .lock(.passcode(PasscodePromptState(purpose: .search))))
        }
    }

    /// A profile's action menu: Features' ``ProfileRowMenu`` (title, marks, the actions its state
    /// allows), each action mapped to what it runs here.
    static func profileActions(_ profile: Profile, screen: ProfilesState, snapshot: HomeSnapshot) -> MenuState {
        let ref = screen.ref(for: profile)
        let menu = ProfileRowMenu(profile, isActive: profile.id == snapshot.active?.id,
                                  visibleCount: snapshot.profiles.count, revealed: ref.password != nil)
        var items: [MenuItem] = menu.actions.map { action in
            let command: MenuCommand = switch action {
            case .activate: .perform(.activate(ref))
            case .edit: .openEditForm(ref, name: profile.name, bio: profile.bio)
            case .mute: .perform(.setMuted(ref, true))
            case .unmute: .perform(.setMuted(ref, false))
            case .hide: .openHideForm(name: profile.name)
            case .unhide: .perform(.unhide(name: profile.name, password: ref.password ?? ""))
            case .delete: .openDelete(ref)
            }
            return MenuItem(action.title, command, isDestructive: ProfileRowMenu.isDestructive(action))
        }
        items.append(MenuItem(menu.cancel, .close))
        return MenuState(title: menu.title, message: menu.message, items: items)
    }

    /// The first stage of deleting (Features' ``ProfileDeleteStage``): local data only, or with
    /// the server connections; Cancel focused.
    static func deleteChoice(_ ref: ProfileRef) -> MenuState {
        let stage = ProfileDeleteStage.choose(ref.name)
        let items = stage.choices.map { choice in
            let command: MenuCommand = switch choice {
            case .localOnly: .confirmDelete(ref, serverData: false)
            case .withServerData: .confirmDelete(ref, serverData: true)
            case .delete(let serverData): .confirmDelete(ref, serverData: serverData)
            case .cancel: .close
            }
            return MenuItem(choice.label, command, isDestructive: choice.isDestructive)
        }
        var menu = MenuState(title: stage.title, message: stage.message, items: items)
        menu.selected = stage.choices.firstIndex(of: stage.focused) ?? menu.selected
        return menu
    }

    /// The second stage (Features' ``ProfileDeleteStage``) as an alert: the answers laid out as the
    /// full screen lays a question (Cancel first), Cancel focused.
    static func deleteConfirmation(_ ref: ProfileRef, serverData: Bool) -> AlertState {
        let stage = ProfileDeleteStage.confirm(ref.name, serverData: serverData)
        let choices = Array(stage.choices.reversed())
        let buttons = choices.map { choice in
            switch choice {
            case .cancel: AlertButton(choice.label)
            default: AlertButton(choice.label, .confirmDelete(ref, serverData: ProfileDeleteStage.serverData(of: choice) ?? serverData))
            }
        }
        return AlertState(title: stage.title, message: stage.message, buttons: buttons,
                          focused: choices.firstIndex(of: stage.focused), isDestructive: true)
    }

    /// Menus: ↑/↓/Tab choose, Enter picks (the menu closes first), Esc closes.
    static func menuEvent(_ state: inout AppState, _ menu: inout MenuState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        guard case .key(let key) = event else { return (true, []) }
        switch key.key {
        case .escape:
            pop(&state)
            return (false, [])
        case .up, .backTab:
            menu.move(by: -1)
        case .down, .tab:
            menu.move(by: 1)
        case .home:
            menu.move(by: -menu.selected)
        case .end:
            menu.move(by: menu.items.count - 1 - menu.selected)
        case .enter:
            guard menu.items.indices.contains(menu.selected), menu.items[menu.selected].isEnabled else {
                return (true, [])
            }
            pop(&state)
            return (false, run(&state, menu.items[menu.selected].command))
        default:
            break
        }
        return (true, [])
    }

    /// Does what a menu item says (the menu is already closed).
    static func run(_ state: inout AppState, _ command: MenuCommand) -> [AppEffect] {
        switch command {
        case .close:
            return []
        case .perform(let operation):
            return perform(&state, operation)
        case .openProfiles:
            push(&state, .profiles(ProfilesState()))
        case .openSettings:
            push(&state, .settings(selected: 0))
        case .openCreateProfile:
            push(&state, .createProfile(CreateProfileState(origin: .profiles)))
        case .openEditForm(let ref, let name, let bio):
            push(&state, .createProfile(CreateProfileState(origin: .edit(ref, name: name, bio: bio))))
        case .openHideForm(let name):
            push(&state, .hideProfile(HideFormState(name: name)))
        case .openDelete(let ref):
            push(&state, .menu(deleteChoice(ref)))
        case .confirmDelete(let ref, let serverData):
            state.alert = deleteConfirmation(ref, serverData: serverData)
        case .chooseTheme(let theme):
            // Applied at once (the view reads it), stored off the loop.
            state.themeSetting = theme
            return [.preferences(.setTheme(theme))]
        case .chooseLanguage(let code):
            return [.preferences(.setLanguage(code))]
        }
        return []
    }
}
