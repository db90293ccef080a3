import Features
import Terminal

/// "Migrate from another device": type or paste the link, Import, watch the progress; a failure
/// offers Retry and Back, a destination with profiles asks before replacing them.
extension AppUpdate {
    /// Keys and pastes on the import screen.
    static func migrationImportEvent(_ state: inout AppState, _ screen: inout MigrationImportState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        switch screen.status {
        case .askPasscode:
            return (true, passcodeEvent(&screen, event))
        case .confirmDecline:
            guard case .key(let key) = event else { return (true, []) }
            switch key.key {
            case .enter, .character("y"):
                screen.status = .importing(nil)
                return (true, [.onboarding(.answerTravellingLock(.decline))])
            case .escape, .character("n"):
                screen.status = .askPasscode(afterWrongPasscode: false)
            default:
                break
            }
            return (true, [])
        case .askArchivePath:
            return (true, archivePathEvent(&screen, event))
        case .compareCode:
            return (true, shortCodeEvent(&screen, event))
        default:
            break
        }
        if case .importing = screen.status { return (true, importingEvent(&screen, event)) }
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
            // Another link: the path given for the last one no longer applies.
            screen.chosenArchivePath = nil
            switch screen.status {
            case .failed, .stopped: screen.status = .editing
            default: break
            }
        }
        return (true, [])
    }

    /// While the import runs: Esc asks "Stop the import?"; y (or Enter) stops it (nothing changes
    /// on this device: it ends before its commit point), n or Esc goes on.
    static func importingEvent(_ screen: inout MigrationImportState, _ event: TerminalEvent) -> [AppEffect] {
        guard case .key(let key) = event, !screen.stopping else { return [] }
        if screen.confirmingStop {
            switch key.key {
            case .enter, .character("y"), .character("Y"):
                screen.confirmingStop = false
                screen.stopping = true
                return [.onboarding(.stopImport)]
            case .escape, .character("n"), .character("N"):
                screen.confirmingStop = false
            default:
                break
            }
            return []
        }
        if key.key == .escape { screen.confirmingStop = true }
        return []
    }

    /// Starts the import (off the UI loop) when a link is there.
    static func startImport(_ screen: inout MigrationImportState, replace: Bool) -> [AppEffect] {
        guard screen.canImport else { return [] }
        screen.confirmingStop = false
        screen.stopping = false
        screen.status = .importing(nil)
        return [.onboarding(.importArchive(link: screen.trimmedLink, replace: replace, archivePath: screen.chosenArchivePath))]
    }

    /// A direct transfer's code: y (or Enter) when both devices show it, n when they differ (the
    /// import stops, nothing changed), Esc stops the import.
    static func shortCodeEvent(_ screen: inout MigrationImportState, _ event: TerminalEvent) -> [AppEffect] {
        guard case .key(let key) = event else { return [] }
        let answer: ShortCodeAnswer
        switch key.key {
        case .enter, .character("y"), .character("Y"): answer = .matches
        case .character("n"), .character("N"): answer = .differs
        case .escape: answer = .cancel
        default: return []
        }
        screen.status = .importing(nil)
        return [.onboarding(.answerShortCode(answer))]
    }

    /// The passcode of a locked archive's device: Enter answers (empty asks whether to import
    /// without it), Esc stops the import; the field is cleared as soon as it is answered.
    private static func passcodeEvent(_ screen: inout MigrationImportState, _ event: TerminalEvent) -> [AppEffect] {
        if case .key(let key) = event {
            switch key.key {
            case .enter:
                let passcode = screen.passcode.text
                screen.passcode = TextFieldState()
                if passcode.isEmpty {
                    screen.status = .confirmDecline
                    return []
                }
                screen.status = .importing(nil)
                return [.onboarding(.answerTravellingLock(.passcode(passcode)))]
            case .escape:
                screen.passcode = TextFieldState()
                screen.status = .importing(nil)
                return [.onboarding(.answerTravellingLock(.cancel))]
            default:
                break
            }
        }
        _ = screen.passcode.handle(event)
        return []
    }

    /// Where the archive is: Enter imports from that path (checked against the link's digest as
    /// always), Esc goes back to the link.
    private static func archivePathEvent(_ screen: inout MigrationImportState, _ event: TerminalEvent) -> [AppEffect] {
        if case .key(let key) = event {
            switch key.key {
            case .enter:
                let path = ProfileSearch.trimmed(screen.archivePath.text)
                guard !path.isEmpty else { return [] }
                screen.chosenArchivePath = path
                return startImport(&screen, replace: false)
            case .escape:
                screen.status = .editing
                screen.focus = .link
                return []
            default:
                break
            }
        }
        _ = screen.archivePath.handle(event)
        return []
    }

    /// Edits the import screen wherever it is in the stack.
    static func editMigrationImport(_ state: inout AppState, _ edit: (inout MigrationImportState) -> Void) {
        guard let index = state.stack.lastIndex(where: { if case .migrationImport = $0 { true } else { false } }),
              case .migrationImport(var screen) = state.stack[index] else { return }
        edit(&screen)
        state.stack[index] = .migrationImport(screen)
    }
}
