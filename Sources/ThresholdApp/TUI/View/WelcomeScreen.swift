import Terminal

/// The minimal first-run screen: logo, tagline, the three highlights, "Create your profile".
/// The onboarding flow replaces it (see ``RootRoute``).
enum WelcomeScreen {
    /// The "How it works" text.
    static let howItWorks = "Threshold has no user identifiers: your profiles live on this device and are "
        + "shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, "
        + "and anybody can host one."

    /// Draws the screen.
    static func draw(_ welcome: WelcomeState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let brand = chrome.brand
        Frame.draw(title: brand.appName, trailing: nil, hints: "Enter create your profile  i how it works  Ctrl-C quit",
                   chrome: chrome, into: &buffer)
        let width = buffer.width
        let logo = chrome.logo
        let logoWidth = logo.map { DisplayWidth.of($0) }.max() ?? 0
        // Logo + gap + tagline + gap + highlights + gap + button.
        let needed = logo.count + 1 + 1 + 1 + brand.highlights.count + 1 + 1
        let showsLogo = !logo.isEmpty && logoWidth <= width - 4 && needed <= buffer.height - 3
        var y = 2
        if showsLogo {
            let x = (width - logoWidth) / 2
            for line in logo {
                buffer.put(line, x: x, y: y, style: theme.title)
                y += 1
            }
            y += 1
        } else {
            buffer.put(brand.appName, in: Rect(x: 0, y: y, width: width, height: 1), alignment: .center,
                       style: theme.title)
            y += 2
        }
        buffer.put("\(brand.tagline)  (i)", in: Rect(x: 2, y: y, width: width - 4, height: 1), alignment: .center,
                   style: theme.accentText)
        y += 2
        let titleWidth = brand.highlights.map { DisplayWidth.of($0.title) }.max() ?? 0
        let textWidth = brand.highlights.map { DisplayWidth.of($0.text) }.max() ?? 0
        let blockWidth = min(width - 4, titleWidth + 2 + textWidth)
        let blockX = (width - blockWidth) / 2
        for highlight in brand.highlights {
            buffer.put(highlight.title, in: Rect(x: blockX, y: y, width: titleWidth, height: 1), style: theme.text.bold)
            buffer.put(highlight.text, in: Rect(x: blockX + titleWidth + 2, y: y,
                                                width: max(0, blockWidth - titleWidth - 2), height: 1),
                       style: theme.muted)
            y += 1
        }
        y += 1
        let button = Button("Create your profile", isFocused: true, theme: theme)
        button.render(in: Rect(x: (width - button.width) / 2, y: y, width: button.width, height: 1), buffer: &buffer)
        if welcome.showsHowItWorks {
            let menu = MenuState(title: "How it works", message: howItWorks,
                                 items: [MenuItem("Create your profile", .openCreateProfile)])
            MenuSheet.draw(menu, theme: theme, in: buffer.area, into: &buffer)
        }
    }
}
