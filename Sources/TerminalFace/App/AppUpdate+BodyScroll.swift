import Features
import Terminal

/// PgUp/PgDn scroll the body of a form or step (``ScreenBody``) when the screen on top has no
/// list or pager of its own; the offset resets when another screen comes on top.
extension AppUpdate {
    /// Scrolls the body by a page for PgUp/PgDn on a screen with a scrolling body; returns whether
    /// the key was used.
    static func scrollBody(_ state: inout AppState, _ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty, key.key == .pageUp || key.key == .pageDown, hasScrollingBody(state) else {
            return false
        }
        // "How it works" and the notifications' info show their message in a sheet (height - 9
        // rows with its one button): page by that.
        let page = max(1, state.size.height - (isShowingMessageSheet(state) ? 9 : 6))
        state.bodyScroll = key.key == .pageUp
            ? max(0, state.bodyScroll - page)
            : min(ScreenBody.capacity, state.bodyScroll + page)
        return true
    }

    /// Whether the screen on top is a form or step whose body scrolls (not a list, a pager or a sheet).
    static func hasScrollingBody(_ state: AppState) -> Bool {
        guard let top = state.stack.last else {
            switch state.root {
            case .onboarding(let onboarding):
                guard onboarding.stepAlert == nil else { return false }
                switch onboarding.screen {
                case .welcome: return true
                case .conditions(let step): return step.sheet == nil
                case .notifications: return true  // the body, or the info sheet's text
                case .createProfile, .info: return true
                case .complete: return false
                }
            case .loading, .home, .locked: return false
            }
        }
        switch top {
        case .createProfile, .hideProfile, .whatsNew, .migrationImport, .notificationSettings: return true
        case .operatorSettings(let screen): return screen.conditions == nil
        case .lock(.lockForm), .lock(.recover), .lock(.recoveryKey), .migrationExport, .about: return true
        default: return false
        }
    }

    /// Whether Welcome's "How it works" sheet or the notifications step's info sheet is open
    /// (its message scrolls with PgUp/PgDn).
    static func isShowingMessageSheet(_ state: AppState) -> Bool {
        guard state.stack.isEmpty, case .onboarding(let onboarding) = state.root else { return false }
        switch onboarding.screen {
        case .welcome(let step): return step.sheet == .howItWorks
        case .notifications(let step): return step.showsInfo
        default: return false
        }
    }

    /// Which screen is on top, as far as the body's scroll is concerned.
    static func bodyIdentity(_ state: AppState) -> [Int] {
        var identity = [state.stack.count]
        switch state.stack.last {
        case nil:
            switch state.root {
            case .onboarding(let onboarding):
                switch onboarding.screen {
                case .welcome(let step): identity.append(step.sheet == nil ? 1 : 10)
                case .createProfile: identity.append(2)
                case .conditions: identity.append(3)
                case .notifications(let step): identity.append(step.showsInfo ? 11 : 4)
                case .info(let page): identity += [5, page.page.id.hashValue]
                case .complete: identity.append(6)
                }
            case .locked: identity.append(7)
            case .loading, .home: identity.append(8)
            }
        case .whatsNew(let screen)?:
            identity += [9, screen.pager.page]
        case .migrationExport(let screen)?:
            // A new phase (the link after the explanation) starts at its top.
            let phase = switch screen.phase {
            case .intro: 0
            case .exporting: 1
            case .exported: 2
            case .failed: 3
            case .serving: 4
            case .served: 5
            case .deleted: 6
            }
            identity += [12, phase]
        default:
            break
        }
        return identity
    }
}
