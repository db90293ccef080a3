import Features
import Terminal

/// The app's one view: a pure function from state to a buffer of cells.
enum AppView {
    /// Draws `state` at its size.
    static func render(_ state: AppState, chrome: AppChrome) -> Buffer {
        var buffer = Buffer(size: state.size)
        draw(state, chrome: chrome, into: &buffer)
        return buffer
    }

    /// Draws `state` into `buffer` (of the state's size).
    static func draw(_ state: AppState, chrome launched: AppChrome, into buffer: inout Buffer) {
        // Settings › Theme and Settings › Language apply at once: the launch's chrome with the
        // theme chosen since and the brand in the language shown now.
        let chrome = launched.forFrame(theme: state.themeSetting)
        let theme = chrome.theme
        guard state.size.fits(Layout.minimumSize) else {
            let lines = ScreenText.terminalTooSmall(needs: (Layout.minimumSize.width, Layout.minimumSize.height),
                                                    has: (state.size.width, state.size.height))
            buffer.render(TooSmallMessage(required: Layout.minimumSize, actual: state.size, theme: theme, lines: lines),
                          in: buffer.area)
            return
        }
        // The top full screen, then the sheets above it.
        let base = state.stack.lastIndex(where: { !$0.isSheet })
        if let base {
            drawScreen(state.stack[base], state: state, chrome: chrome, into: &buffer)
        } else {
            drawRoot(state, chrome: chrome, into: &buffer)
        }
        for route in state.stack[((base ?? -1) + 1)...] {
            if case .menu(let menu) = route {
                MenuSheet.draw(menu, theme: theme, in: buffer.area, into: &buffer,
                               pictures: MenuPictures(snapshot: state.snapshot, chrome: chrome))
                Frame.replaceHints(tr("↑↓ choose  Enter select  Esc close"), chrome: chrome, into: &buffer)
            }
            if case .lock(.passcode(let prompt)) = route {
                PasscodeSheet.draw(prompt, theme: theme, appName: chrome.brand.appName, in: buffer.area, into: &buffer)
            }
        }
        if let progress = state.removalRekey {
            Frame.replaceHints(RekeyText.progress(copied: progress.copied, total: progress.total), chrome: chrome, into: &buffer)
        }
        if let alert = state.alert {
            buffer.render(alertBox(alert, theme: theme), in: buffer.area)
        }
    }

    private static func drawRoot(_ state: AppState, chrome: AppChrome, into buffer: inout Buffer) {
        switch state.root {
        case .loading:
            Frame.draw(title: chrome.brand.appName, trailing: nil, hints: tr("Ctrl-C quit"), chrome: chrome, into: &buffer)
            buffer.put(tr("Loading…"), in: Rect(x: 0, y: state.size.height / 2, width: state.size.width, height: 1),
                       alignment: .center, style: chrome.theme.muted)
        case .onboarding(let onboarding):
            OnboardingScreen.draw(onboarding, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .home:
            ChatListScreen.draw(state, chrome: chrome, into: &buffer)
        case .locked(let prompt):
            LockScreen.draw(prompt, chrome: chrome, into: &buffer)
        }
    }

    private static func drawScreen(_ route: Route, state: AppState, chrome: AppChrome, into buffer: inout Buffer) {
        switch route {
        case .menu:
            break
        case .profiles(let screen):
            ProfilesScreen.draw(screen, snapshot: state.snapshot, isBusy: state.isBusy, chrome: chrome, into: &buffer)
        case .createProfile(let form):
            CreateProfileScreen.draw(form, isBusy: state.isBusy, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .hideProfile(let form):
            HideProfileScreen.draw(form, isBusy: state.isBusy, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .settings(let selected):
            SettingsScreen.draw(selected: selected, snapshot: state.snapshot, chrome: chrome, into: &buffer)
        case .lock(let route):
            LockScreens.draw(route, state: state, chrome: chrome, into: &buffer)
        case .whatsNew(let screen):
            WhatsNewScreen.draw(screen, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .migrationImport(let screen):
            MigrationImportScreen.draw(screen, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .migrationExport(let screen):
            MigrationExportScreen.draw(screen, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .notificationSettings(let screen):
            NotificationSettingsScreen.draw(screen, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .operatorSettings(let screen):
            OperatorSettingsScreen.draw(screen, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .chat(let screen):
            ChatScreen.draw(screen, chrome: chrome, into: &buffer)
        case .about:
            AboutScreen.draw(scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        }
    }

    /// The alert's box: its message scrolls with PgUp/PgDn where it is taller than the screen.
    static func alertBox(_ alert: AlertState, theme: Theme) -> AlertBox {
        AlertBox(title: alert.title, message: alert.message, buttons: alert.buttons.map(\.label),
                 focusedButton: alert.focused, isDestructive: alert.isDestructive, theme: theme,
                 messageScroll: alert.scroll, scrollHint: tr("PgUp/PgDn"))
    }
}
