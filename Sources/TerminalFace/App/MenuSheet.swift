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
        let messageRows = max(1, area.height - 2 - 4 - menu.items.count - 1)
        var scrollMarks: String?
        if let messageScroll, messageLines.count > messageRows, messageRows >= 2 {
            let shown = messageRows - 1
            let offset = min(max(0, messageScroll), messageLines.count - shown)
            scrollMarks = (offset > 0 ? "▲" : "") + (offset + shown < messageLines.count ? "▼" : "") + " " + tr("PgUp/PgDn")
            messageLines = Array(messageLines[offset..<(offset + shown)]) + [""]
        } else if messageLines.count > messageRows {
            messageLines = Array(messageLines.prefix(messageRows))
            messageLines[messageRows - 1] += "…"
        }
        let height = min(area.height - 2, menu.items.count + 4 + (messageLines.isEmpty ? 0 : messageLines.count + 1))
        let box = area.centered(width: width, height: height)
        buffer.fillSheet(box, over: area)
        let inner = buffer.drawBox(box, border: .rounded, style: theme.accentText, title: menu.title,
                                   titleStyle: theme.title)
        var y = inner.y + 1
        for line in messageLines {
            buffer.put(line, in: Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: 1), style: theme.muted)
            y += 1
        }
        if let scrollMarks {
            buffer.put(scrollMarks, in: Rect(x: inner.x + 1, y: y - 1, width: inner.width - 2, height: 1),
                       alignment: .trailing, style: theme.accentText)
        }
        if !messageLines.isEmpty { y += 1 }
        let rows = max(0, inner.maxY - y)
        let first = Layout.scroll(keeping: menu.selected, from: 0, count: menu.items.count, visibleRows: rows)
        for (index, item) in menu.items.enumerated().dropFirst(first).prefix(rows) {
            let row = Rect(x: inner.x, y: y, width: inner.width, height: 1)
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
            var titleRect = row.inset(by: Insets(left: 2, right: 1))
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
            buffer.put(item.title, in: titleRect, style: style)
            // Last: a write to its cells after this would take it away (Buffer.add).
            if let image { buffer.add(image) }
            y += 1
        }
    }
}
