import Features
import Terminal

/// Step 1, welcome: the brand's logo (light or dark variant by theme), the tagline with its "How it
/// works" info action, the three highlights, "Create your profile" and "Migrate from another device".
enum WelcomeScreen {
    /// Draws the step.
    static func draw(_ step: WelcomeStep, onboarding: OnboardingState, scroll: Int, chrome: AppChrome,
                     into buffer: inout Buffer) {
        let theme = chrome.theme
        let brand = chrome.brand
        Frame.draw(title: brand.appName, trailing: onboarding.flow?.progressLabel,
                   hints: tr("Tab move  Enter choose  c create  m migrate  i how it works  Ctrl-C quit"),
                   chrome: chrome, into: &buffer)
        let width = buffer.width
        let logo = chrome.logo
        let logoWidth = logo.map { DisplayWidth.of($0) }.max() ?? 0
        // The highlights side by side (title, then text) where a row holds both; otherwise each
        // title on its own row with its text wrapped under it (at 40 columns the texts were cut
        // mid-word: "No user identifi…").
        let titleWidth = brand.highlights.map { DisplayWidth.of($0.title) }.max() ?? 0
        let textWidth = brand.highlights.map { DisplayWidth.of($0.text) }.max() ?? 0
        let sideBySide = titleWidth + 2 + textWidth <= width - 4
        let stackedTextWidth = max(1, width - 6)
        let highlightRows = sideBySide ? brand.highlights.count
            : brand.highlights.reduce(0) { $0 + 1 + TextWrap.wrap($1.text, width: stackedTextWidth).count }
        // Logo + gap + tagline + gap + highlights + gap + two buttons.
        let needed = logo.count + 1 + 1 + 1 + highlightRows + 1 + 3
        let showsLogo = !logo.isEmpty && logoWidth <= width - 4 && needed <= buffer.height - 3
        var body = ScreenBody(for: buffer)
        var y = body.y
        if showsLogo {
            let x = (width - logoWidth) / 2
            for line in logo {
                body.canvas.put(line, x: x, y: y, style: theme.title)
                y += 1
            }
            y += 1
        } else {
            body.canvas.put(brand.appName, in: Rect(x: 0, y: y, width: width, height: 1), alignment: .center,
                       style: theme.title)
            y += 2
        }
        let info = onboarding.focused == .howItWorks ? "[i]" : "(i)"
        let tagline = "\(brand.tagline)  "
        let taglineWidth = DisplayWidth.of(tagline) + 3
        let taglineX = max(2, (width - taglineWidth) / 2)
        body.canvas.put(tagline, in: Rect(x: taglineX, y: y, width: max(0, width - taglineX - 5), height: 1),
                        style: theme.accentText)
        if onboarding.focused == .howItWorks { body.focus(y) }
        body.canvas.put(info, in: Rect(x: min(width - 4, taglineX + taglineWidth - 3), y: y, width: 3, height: 1),
                   style: onboarding.focused == .howItWorks ? theme.selection : theme.accentText)
        y += 2
        let blockWidth = min(width - 4, titleWidth + 2 + textWidth)
        let blockX = (width - blockWidth) / 2
        for highlight in brand.highlights {
            if sideBySide {
                body.canvas.put(highlight.title, in: Rect(x: blockX, y: y, width: titleWidth, height: 1),
                                style: theme.text.bold)
                body.canvas.put(highlight.text, in: Rect(x: blockX + titleWidth + 2, y: y,
                                                         width: max(0, blockWidth - titleWidth - 2), height: 1),
                                style: theme.muted)
                y += 1
            } else {
                body.canvas.put(highlight.title, in: Rect(x: 2, y: y, width: width - 4, height: 1), style: theme.text.bold)
                y += 1
                y += body.canvas.putWrapped(highlight.text, in: Rect(x: 4, y: y, width: stackedTextWidth, height: 4),
                                            style: theme.muted)
            }
        }
        body.y = y
        body.present(into: &buffer, footerHeight: 2, scroll: scroll, theme: theme) { top, buffer in
            for (index, (title, control)) in [(OnboardingText.createProfile, OnboardingControl.createProfile),
                                              (OnboardingText.migrate, .migrateFromAnotherDevice)].enumerated() {
                let button = Button(title, isFocused: onboarding.focused == control, theme: theme)
                button.render(in: Rect(x: (width - button.width) / 2, y: top + index, width: button.width, height: 1),
                              buffer: &buffer)
            }
        }
        if step.sheet == .howItWorks {
            let menu = MenuState(title: OnboardingText.howItWorks, message: ScreenText.howItWorks,
                                 items: [MenuItem(OnboardingText.createProfile, .openCreateProfile)])
            MenuSheet.draw(menu, theme: theme, in: buffer.area, into: &buffer, messageScroll: scroll)
            // The sheet's keys, not Welcome's below it (issue 31: "c create  m migrate" showed here).
            Frame.replaceHints(tr("↑↓ choose  Enter select  Esc close"), chrome: chrome, into: &buffer)
        }
    }
}
