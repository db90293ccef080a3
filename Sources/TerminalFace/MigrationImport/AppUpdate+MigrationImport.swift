import Features
import Terminal

/// "Migrate from another device": type or paste the link, Import, watch the progress; a failure
/// offers Retry and Back, a destination with profiles asks before replacing them.
extension AppUpdate {
    /// Keys and pastes on the import screen.
    static func migrationImportEvent(_ state: inout AppState, _ screen: inout MigrationImportState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        if case .importing = screen.status { return (true, []) }
        if case .confirmReplace = screen.status {
            guard case .key(let key) = event else { return (true, []) }
            switch key.key {
            case .enter, .character("y"):
                return (true, startImport(&screen, replace: true))
            case .escape, .character("n"):
                screen.status = .editing
            default:
                break
            }
            return (true, [])
        }
        if case .key(let key) = event {
            if let handled = formNavigation(&state, &screen, key.key) { return handled }
            switch key.key {
            case .enter:
                switch screen.focus {
                case .link, .importButton:
                    return (true, startImport(&screen, replace: false))
                case .back:
                    pop(&state)
                    return (false, [])
                }
            default:
                break
            }
        }
        // Typing or pasting goes to the link field, wherever the focus is.
        let before = screen.link.text
        if screen.focus != .link, case .key(let key) = event, key.text == nil { return (true, []) }
        if screen.link.handle(event), screen.link.text != before {
            screen.focus = .link
            if case .failed = screen.status { screen.status = .editing }
        }
        return (true, [])
    }

    /// Starts the import (off the UI loop) when a link is there.
    static func startImport(_ screen: inout MigrationImportState, replace: Bool) -> [AppEffect] {
        guard screen.canImport else { return [] }
        screen.status = .importing(nil)
        return [.onboarding(.importArchive(link: screen.trimmedLink, replace: replace))]
    }

    /// Edits the import screen wherever it is in the stack.
    static func editMigrationImport(_ state: inout AppState, _ edit: (inout MigrationImportState) -> Void) {
        guard let index = state.stack.lastIndex(where: { if case .migrationImport = $0 { true } else { false } }),
              case .migrationImport(var screen) = state.stack[index] else { return }
        edit(&screen)
        state.stack[index] = .migrationImport(screen)
    }
}
