import Features
import Terminal

extension AppUpdate {
    /// The chat list: ↑/↓ choose a chat, Enter reads it, `p` (or Tab) opens the user picker,
    /// `s` settings, `q` quits.
    static func chatListEvent(_ state: inout AppState, _ event: TerminalEvent) -> [AppEffect] {
        guard case .key(let key) = event else { return [] }
        let chats = state.snapshot.chats
        switch key.key {
        case .up:
            state.chatSelection = max(0, state.chatSelection - 1)
        case .down:
            state.chatSelection = min(max(0, chats.count - 1), state.chatSelection + 1)
        case .pageUp:
            state.chatSelection = max(0, state.chatSelection - Layout.chatListHeight(state.size))
        case .pageDown:
            state.chatSelection = min(max(0, chats.count - 1), state.chatSelection + Layout.chatListHeight(state.size))
        case .home:
            state.chatSelection = 0
        case .end:
            state.chatSelection = max(0, chats.count - 1)
        case .enter:
            guard chats.indices.contains(state.chatSelection) else { return [] }
            // Enter opens the chat (read-only, newest last); opening marks it read.
            guard !state.isBusy else { return [] }
            state.isBusy = true
            return [.openChat(chats[state.chatSelection].contact)]
        case .tab:
            push(&state, .menu(userPicker(state.snapshot)))
        case .character("p") where key.modifiers.isEmpty:
            push(&state, .menu(userPicker(state.snapshot)))
        case .character("s") where key.modifiers.isEmpty:
            push(&state, .settings(selected: 0))
        case .character("q") where key.modifiers.isEmpty:
            state.shouldQuit = true
        default:
            break
        }
        return []
    }

    /// The user picker: "Your chat profiles" and settings first (always in reach), then a row to
    /// switch to each other visible profile (the sheet scrolls), then Close.
    static func userPicker(_ snapshot: HomeSnapshot) -> MenuState {
        var items = [MenuItem(ProfilesText.title, .openProfiles), MenuItem(SettingsText.title, .openSettings)]
        for profile in snapshot.profiles where !profile.active {
            items.append(MenuItem(ProfilesText.switchTo(profile.name),
                                  detail: profile.unread > 0 ? Formats.number(profile.unread) : nil,
                                  .perform(.activate(ProfileRef(profile.name)))))
        }
        items.append(MenuItem(ButtonText.close, .close))
        let active = snapshot.active.map { tr("Active profile: {name}", ["name": .user($0.name)]) }
        return MenuState(title: ProfilesText.profilesMenu, message: active, items: items)
    }

    /// Settings: ↑/↓ choose, Enter opens, Esc goes back.
    static func settingsEvent(_ state: inout AppState, _ selected: inout Int, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        guard case .key(let key) = event else { return (true, []) }
        let entries = SettingsEntry.allCases
        switch key.key {
        case .escape:
            pop(&state)
            return (false, [])
        case .up, .backTab:
            selected = max(0, selected - 1)
        case .down, .tab:
            selected = min(entries.count - 1, selected + 1)
        case .home:
            selected = 0
        case .end:
            selected = entries.count - 1
        case .pageUp:
            selected = max(0, selected - max(1, state.size.height - 5))
        case .pageDown:
            selected = min(entries.count - 1, selected + max(1, state.size.height - 5))
        case .enter:
            let entry = entries[min(selected, entries.count - 1)]
            guard entry.opensOnEnter else { break }
            switch entry {
            case .profiles: push(&state, .profiles(ProfilesState()))
            case .createProfile: push(&state, .createProfile(CreateProfileState(origin: .profiles)))
            case .appLock: return (true, openAppLock(&state))
            case .migrationExport: return (true, openMigrationExport(&state))
            case .notifications, .operators, .whatsNew, .language, .theme:
                return (true, openPreferences(&state, entries[min(selected, entries.count - 1)]))
            case .about: push(&state, .about)
            case .checkData:
                state.alert = .info(SettingsText.checkData, SettingsText.checkingData)
                return (true, [.preferences(.checkData)])
            case .dataDirectory: break  // not opensOnEnter
            }
        default:
            break
        }
        return (true, [])
    }

    /// Settings › About: Esc, Enter or `q` goes back (PgUp/PgDn scroll a long page).
    static func aboutEvent(_ state: inout AppState, _ event: TerminalEvent) -> (Bool, [AppEffect]) {
        guard case .key(let key) = event else { return (true, []) }
        switch key.key {
        case .escape, .enter, .character("q"):
            pop(&state)
            return (false, [])
        default:
            return (true, [])
        }
    }

    /// An opened chat: ↑/↓ and Page keys scroll, Home/End jump, Esc goes back.
    static func chatEvent(_ state: inout AppState, _ screen: inout ChatViewState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        guard case .key(let key) = event else { return (true, []) }
        let page = max(1, state.size.height - 5)
        let last = max(0, screen.messages.count - 1)
        switch key.key {
        case .escape, .enter:
            pop(&state)
            return (false, [])
        case .up: screen.scrollFromEnd = min(last, screen.scrollFromEnd + 1)
        case .down: screen.scrollFromEnd = max(0, screen.scrollFromEnd - 1)
        case .pageUp: screen.scrollFromEnd = min(last, screen.scrollFromEnd + page)
        case .pageDown: screen.scrollFromEnd = max(0, screen.scrollFromEnd - page)
        case .home: screen.scrollFromEnd = last
        case .end: screen.scrollFromEnd = 0
        default: break
        }
        return (true, [])
    }
}
