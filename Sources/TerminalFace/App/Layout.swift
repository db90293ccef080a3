import Features
import Terminal

/// Sizes shared by `update` (scrolling) and the views, so both agree on what is visible.
enum Layout {
    /// The smallest terminal the screens are designed for; below it a "too small" message shows.
    static let minimumSize = TerminalSize(width: 40, height: 12)

    /// Rows of the chat list: all but the title bar, a gap, the status line and the key hints.
    static func chatListHeight(_ size: TerminalSize) -> Int { max(1, size.height - 4) }

    /// The widest a list row gets: on a wide terminal the unread count and marks stay near the
    /// name instead of at the far right edge.
    static let maxRowWidth = 80

    /// A list's row width on a screen `width` columns wide (one column of margin each side).
    static func rowWidth(_ width: Int) -> Int { min(max(0, width - 2), maxRowWidth) }

    /// Rows of the profile list: all but the title bar, a gap, the field, a gap, the banner line
    /// and the key hints.
    static func profilesListHeight(_ size: TerminalSize) -> Int { max(1, size.height - 6) }

    /// The first row to show so that `index` is visible, moving as little as possible from `scroll`.
    static func scroll(keeping index: Int, from scroll: Int, count: Int, visibleRows: Int) -> Int {
        guard visibleRows > 0, count > 0 else { return 0 }
        var result = min(max(0, scroll), max(0, count - visibleRows))
        if index < result { result = index }
        if index >= result + visibleRows { result = index - visibleRows + 1 }
        return max(0, result)
    }
}
