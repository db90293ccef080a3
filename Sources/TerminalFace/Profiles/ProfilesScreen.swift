import Features
import Pictures
import Terminal

/// "Your chat profiles": the search/password field, the rows, the banner line.
enum ProfilesScreen {
    /// Draws the screen.
    static func draw(_ screen: ProfilesState, snapshot: HomeSnapshot, isBusy: Bool, chrome: AppChrome,
                     into buffer: inout Buffer) {
        let theme = chrome.theme
        let size = buffer.size
        Frame.draw(title: ProfilesText.title, trailing: nil,
                   hints: tr("Type a name or password  ↑↓ choose  Enter actions  Esc back"),
                   chrome: chrome, into: &buffer)
        let field = Rect(x: 2, y: 2, width: size.width - 4, height: 1)
        buffer.render(TextField(state: screen.search, placeholder: ProfilesText.searchPlaceholder,
                                isFocused: true, theme: theme), in: field)
        let rows = screen.rows(visible: snapshot.profiles, active: snapshot.active)
        let list = Rect(x: 1, y: 4, width: Layout.rowWidth(size.width), height: Layout.profilesListHeight(size))
        let first = Layout.scroll(keeping: screen.selected, from: screen.scroll, count: rows.count,
                                  visibleRows: list.height)
        var y = list.y
        var index = first
        while index < rows.count, y < list.maxY {
            let row = Rect(x: list.x, y: y, width: list.width, height: 1)
            let selected = index == screen.selected
            switch rows[index] {
            case .profile(let profile):
                drawProfile(profile, isActive: profile.id == snapshot.active?.id, selected: selected, row: row,
                            chrome: chrome, picture: chrome.drawsPictures && !profile.hidden ? snapshot.pictures[profile.id] : nil,
                            into: &buffer)
            case .addProfile:
                let style = selected ? theme.selection : theme.accentText
                if selected { buffer.fill(row, style: style) }
                buffer.put(selected ? "› " : "  ", in: row, style: style)
                buffer.put("+", in: Rect(x: row.x + 2, y: y, width: ProfileBadge.width, height: 1),
                           alignment: .center, style: style)
                buffer.put(ProfilesText.addProfile, in: Rect(x: row.x + 3 + ProfileBadge.width, y: y,
                                                   width: row.width - 4 - ProfileBadge.width, height: 1), style: style)
            case .unlockToReveal:
                // Selected like any row: Enter in the field opens its passcode prompt when it is
                // the selected one.
                // The last row wraps onto the list's free rows below it (German was cut with "…"
                // at 40 columns, issue 35); it ends in "…" only where there are none.
                let style = selected ? theme.selection : theme.accentText
                let lines = TextWrap.wrap(ProfilesText.unlockToReveal, width: max(1, row.width - 2),
                                          maxLines: index == rows.count - 1 ? max(1, list.maxY - y) : 1)
                if selected { buffer.fill(Rect(x: row.x, y: y, width: row.width, height: lines.count), style: style) }
                buffer.put(selected ? "› " : "  ", in: row, style: style)
                for (line, text) in lines.enumerated() {
                    buffer.put(text, in: Rect(x: row.x + 2, y: y + line, width: row.width - 2, height: 1), style: style)
                }
                y += lines.count - 1
            }
            y += 1
            index += 1
        }
        if first > 0 { buffer.set(x: list.maxX - 1, y: list.y, symbol: "↑", style: theme.muted) }
        if index < rows.count { buffer.set(x: list.maxX - 1, y: list.maxY - 1, symbol: "↓", style: theme.muted) }
        // While the text waits for the pause the list says it will be checked; while the check
        // runs the status line says so. "No matching profiles." only once the search really found
        // nothing: never beside "Unlock to look for hidden profiles…" (the hidden ones were not
        // looked for yet).
        if rows.isEmpty && !screen.isRevealing {
            let empty = screen.isAwaitingPause ? ProfilesText.checking : ProfilesText.noMatch
            buffer.put(empty, in: Rect(x: list.x + 2, y: list.y, width: list.width - 2, height: 1), style: theme.muted)
        }
        if isBusy {
            Frame.status(tr("Working…"), style: theme.muted, into: &buffer)
        } else if screen.isRevealing {
            Frame.status(ProfilesText.checking, style: theme.muted, into: &buffer)
        } else if screen.showsHiddenBanner {
            Frame.status(ProfilesText.hiddenBanner, style: theme.accentText, firstFree: y, into: &buffer)
        }
    }

    /// One profile row: active mark, initials, name, then unread badge, muted and hidden marks.
    /// With `picture` (a terminal that draws images, docs/pictures.md) the picture covers the
    /// middle two cells of the initials' badge (two cells are about square); without, a profile
    /// that has one gets the "picture set" mark.
    static func drawProfile(_ profile: Profile, isActive: Bool, selected: Bool, row: Rect, chrome: AppChrome,
                            picture: ProfilePicture? = nil, into buffer: inout Buffer) {
        let theme = chrome.theme
        let base = selected ? theme.selection : theme.text
        if selected { buffer.fill(row, style: base) }
        buffer.put(isActive ? "✓" : (selected ? "›" : " "), x: row.x, y: row.y,
                   style: isActive && !selected ? theme.success.bold : base, clip: row)
        ProfileBadge.draw(profile.name, x: row.x + 2, y: row.y, clip: row, into: &buffer)
        var marks: [(String, Style)] = []
        if profile.unread > 0 {
            let badge = selected ? base : (profile.muted ? theme.muted.bold : theme.accentText.bold)
            marks.append((Formats.number(profile.unread), badge))
        }
        if profile.muted { marks.append((chrome.mark(.muted), selected ? base : theme.muted)) }
        if profile.hidden { marks.append((chrome.mark(.hidden), selected ? base : theme.muted)) }
        let pictureArea = Rect(x: row.x + 3, y: row.y, width: 2, height: 1)
        let image = pictureArea.intersection(row) == pictureArea ? picture.flatMap { ProfileThumbnails.image(for: $0, over: pictureArea, chrome: chrome) } : nil
        if profile.hasPicture && image == nil { marks.append((chrome.mark(.picture), selected ? base : theme.muted)) }
        var x = row.maxX - 1
        for (text, style) in marks.reversed() {
            x -= DisplayWidth.of(text)
            buffer.put(text, x: x, y: row.y, style: style, clip: row)
            x -= 2
        }
        let nameX = row.x + 3 + ProfileBadge.width
        buffer.put(profile.name, in: Rect(x: nameX, y: row.y, width: max(0, x - nameX), height: 1),
                   style: isActive ? base.bold : base)
        // Last: a write to its cells after this would take it away (Buffer.add).
        if let image { buffer.add(image) }
    }
}
