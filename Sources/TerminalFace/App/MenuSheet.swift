import Features
import Pictures
import Terminal

/// Draws a ``MenuState`` as a bordered sheet centered over the screen.
enum MenuSheet {
    /// Draws the sheet inside `area`. A message taller than the rows left for it is cut, ending
    /// in "…"; with `messageScroll` (the sheet's PgUp/PgDn offset) it scrolls instead, its last row
    /// saying there is more.
    ///
    /// With `pictures` (a terminal that draws images, and a profile with a picture, docs/pictures.md)
    /// each profile's item ("Switch to …") starts with the profile's initials badge, and its picture
    /// over it when it has one.
    static func draw(_ menu: MenuState, theme: Theme, in area: Rect, into buffer: inout Buffer,
                     messageScroll: Int? = nil, pictures: MenuPictures? = nil) {
        // A profile's item: its initials badge, and its picture over it when it has one.
        let badged = menu.items.map { item in pictures.flatMap { $0.name(item) } }
        let itemWidth = menu.items.indices.map { index in
            let item = menu.items[index]
            return DisplayWidth.of(item.title) + (item.detail.map { DisplayWidth.of($0) + 2 } ?? 0) + (badged[index] == nil ? 0 : 3)
        }.max() ?? 0
        let messageWidth = menu.message.map { DisplayWidth.of($0) } ?? 0
        let width = min(area.width - 4, max(30, itemWidth + 8, messageWidth + 4, DisplayWidth.of(menu.title) + 8))
        var messageLines = menu.message.map { TextWrap.wrap($0, width: max(1, width - 4)) } ?? []
        // The items stay visible: a message taller than the rows left for it is cut, ending in "…",
        // or scrolls (its last row then shows ▲▼ and the keys).
        var messageRows = max(1, area.height - 2 - 4 - menu.items.count - 1)
        var scrollMarks: String?
        // The sheet's blank rows above and below the items.
        var padding = (top: 1, bottom: 1)
        if let messageScroll, messageLines.count > messageRows, messageRows >= 2 {
            let shown = messageRows - 1
            let offset = min(max(0, messageScroll), messageLines.count - shown)
            scrollMarks = (offset > 0 ? "▲" : "") + (offset + shown < messageLines.count ? "▼" : "") + " " + tr("PgUp/PgDn")
            messageLines = Array(messageLines[offset..<(offset + shown)]) + [""]
        } else if messageLines.count > messageRows, let message = menu.message {
            // The blank rows give way to the message first (it was cut with two of them empty);
            // what still does not fit ends after a whole word with "…".
            padding = (0, 0)
            messageRows += 2
            messageLines = TextWrap.wrap(message, width: max(1, width - 4), maxLines: messageRows)
        }
        let natural = menu.items.count + 2 + padding.top + padding.bottom + (messageLines.isEmpty ? 0 : messageLines.count + 1)
        // An item too long for its row wraps onto the next rows while the screen has rows for it
        // ("Delete profile (local data…" at 40 columns while rows stayed empty): the sheet grows
        // first, then gives up its blank rows above and below the items; only items left
        // without a row end in "…".
        let itemLines = menu.items.indices.map { index in
            let item = menu.items[index]
            let used = 3 + (item.detail.map { DisplayWidth.of($0) + 1 } ?? 0) + (badged[index] == nil ? 0 : 3)
            return TextWrap.wrap(item.title, width: max(1, width - 2 - used))
        }
        let extraWanted = itemLines.reduce(0) { $0 + max(0, $1.count - 1) }
        let naturalPadding = padding
        var gap = 1
        var spare = max(0, area.height - 2 - natural)
        if extraWanted > spare, natural <= area.height - 2 {
            if padding.bottom == 1 { padding.bottom = 0; spare += 1 }
            if extraWanted > spare, padding.top == 1 { padding.top = 0; spare += 1 }
            // Last the blank row between the message and the items (French "Supprimer le profil
            // et les…" at 40x12, issue 35).
            if extraWanted > spare, !messageLines.isEmpty, gap == 1 { gap = 0; spare += 1 }
        }
        // Rows too few for every wrapped item (the Language sheet's "Follow the system
        // (LANGUAGE, …)" among twelve, 200 profiles' "Switch to …" at 40x12, issue 35): the items
        // keep their wrapped rows and the list scrolls by whole items instead of cutting one.
        let scrolls = extraWanted > 0 && (natural > area.height - 2 || extraWanted > spare)
        if scrolls {
            padding = (0, 0)
            gap = 1
        }
        var rowsLeft = natural <= area.height - 2 ? min(extraWanted, spare) : 0
        let itemRows = itemLines.map { lines in
            if scrolls { return max(1, lines.count) }
            let rows = 1 + min(max(0, lines.count - 1), rowsLeft)
            rowsLeft -= rows - 1
            return rows
        }
        let extra = itemRows.reduce(0, +) - menu.items.count
        let height = min(area.height - 2, natural + extra - (naturalPadding.top - padding.top)
                         - (naturalPadding.bottom - padding.bottom) - (1 - gap))
        let box = area.centered(width: width, height: height)
        buffer.fillSheet(box, over: area)
        let inner = buffer.drawBox(box, border: .rounded, style: theme.accentText, title: menu.title,
                                   titleStyle: theme.title)
        var y = inner.y + padding.top
        for line in messageLines {
            buffer.put(line, in: Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: 1), style: theme.muted)
            y += 1
        }
        if let scrollMarks {
            buffer.put(scrollMarks, in: Rect(x: inner.x + 1, y: y - 1, width: inner.width - 2, height: 1),
                       alignment: .trailing, style: theme.accentText)
        }
        if !messageLines.isEmpty { y += gap }
        let rows = max(0, inner.maxY - y)
        // Wrapped items all fit (rows were found for them), or the list scrolls by whole items,
        // keeping the selected one (and as many before it as fit) in view.
        var first = 0
        if scrolls {
            let selected = min(max(0, menu.selected), menu.items.count - 1)
            while first < selected, itemRows[first...selected].reduce(0, +) > rows { first += 1 }
        } else if extra == 0 {
            first = Layout.scroll(keeping: menu.selected, from: 0, count: menu.items.count, visibleRows: rows)
        }
        let itemsTop = y
        var drawn = first
        for (index, item) in menu.items.enumerated().dropFirst(first) where y < inner.maxY {
            // A scrolled list shows whole items: one that does not fit waits below the ↓ mark
            // (only an item taller than the whole list is cut to it).
            if scrolls, index > first, y + itemRows[index] > inner.maxY { break }
            drawn = index + 1
            let itemHeight = min(itemRows[index], inner.maxY - y)
            let row = Rect(x: inner.x, y: y, width: inner.width, height: itemHeight)
            let isSelected = index == menu.selected
            let style: Style
            if !item.isEnabled {
                style = theme.disabled
            } else if isSelected {
                style = item.isDestructive ? theme.danger.reversed : theme.selection
            } else {
                style = item.isDestructive ? theme.danger : theme.text
            }
            buffer.fill(row, style: isSelected ? style : .plain)
            buffer.put(isSelected ? "› " : "  ", in: row, style: style)
            var titleRect = Rect(x: row.x, y: y, width: row.width, height: 1).inset(by: Insets(left: 2, right: 1))
            if let detail = item.detail {
                let w = DisplayWidth.of(detail)
                buffer.put(detail, in: Rect(x: titleRect.maxX - w, y: y, width: w, height: 1),
                           style: isSelected ? style : theme.accentText.bold)
                titleRect.width = max(0, titleRect.width - w - 1)
            }
            var image: TerminalImage?
            if let name = badged[index], let pictures {
                // The profile's initials in its colour (under the picture), as in "Your chat profiles".
                let badge = Rect(x: titleRect.x, y: y, width: 2, height: 1)
                buffer.fill(badge, style: ProfileBadge.style(for: name))
                buffer.put(ProfileBadge.initials(name), in: badge, alignment: .center, style: ProfileBadge.style(for: name))
                image = pictures.picture(item).flatMap { ProfileThumbnails.image(for: $0, over: badge, chrome: pictures.chrome) }
                titleRect = titleRect.inset(by: Insets(left: 3, right: 0))
            }
            if itemHeight > 1 {
                // Wrapped: the title's lines one under another, the last cut if rows ran out.
                for (line, text) in TextWrap.wrap(item.title, width: max(1, titleRect.width), maxLines: itemHeight).enumerated() {
                    buffer.put(text, in: Rect(x: titleRect.x, y: y + line, width: titleRect.width, height: 1), style: style)
                }
            } else {
                buffer.put(item.title, in: titleRect, style: style)
            }
            // Last: a write to its cells after this would take it away (Buffer.add).
            if let image { buffer.add(image) }
            y += itemHeight
        }
        // Items out of view above or below: the ↑/↓ marks of the other lists (ListView), on the
        // sheet's right border, apart from an item's detail (the Language sheet at 40x12 showed 6
        // of 12 languages and no mark).
        if first > 0, itemsTop < inner.maxY {
            buffer.set(x: inner.maxX, y: itemsTop, symbol: "↑", style: theme.accentText)
        }
        if drawn < menu.items.count, y > itemsTop {
            buffer.set(x: inner.maxX, y: min(y, inner.maxY) - 1, symbol: "↓", style: theme.accentText)
        }
    }
}
