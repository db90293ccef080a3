import Features
import Terminal

/// The one layout of every form and onboarding step: a body that may be taller than the screen,
/// and the primary action row(s) pinned below it, above the key hints.
///
/// A screen draws its body into ``canvas`` with the same coordinates it would use on the screen
/// (rows from 2 down, the columns of the screen), marks the focused control's rows, then calls
/// ``present(into:footerHeight:scroll:status:theme:footer:)``. When body and footer fit, the body
/// is copied in place and the footer follows it after one blank row, so large terminals look as
/// if drawn directly. When they do not, the footer (and the status line, if any) sits on the
/// rows just above the hints, and the body is shown through the rows between the title bar and
/// the footer, scrolled so the focused control is visible, with "▲▼ PgUp/PgDn" on the blank row
/// above the footer when there is more above or below. The scroll offset comes from ``AppState/bodyScroll`` (PgUp/PgDn).
struct ScreenBody {
    /// The first row of a body on the screen (below the title bar and a blank row).
    static let top = 2
    /// The most rows a body can have; more are dropped.
    static let capacity = 64

    /// The body's own cells, as wide as the screen.
    var canvas: Buffer
    /// The screen row below the last body row drawn.
    var y: Int
    /// The rows of the focused control, kept visible when the body scrolls.
    private(set) var focus: ClosedRange<Int>?

    /// A body for a screen as wide as `buffer`.
    init(for buffer: Buffer) {
        canvas = Buffer(width: buffer.width, height: Self.capacity)
        y = Self.top
    }

    /// Marks rows `first...last` as the focused control's.
    mutating func focus(_ first: Int, _ last: Int? = nil) {
        focus = first...max(first, last ?? first)
    }

    /// The first body row shown when `rows` rows are visible: the stored offset, moved as little
    /// as needed to show the focused control, within the body.
    func offset(scroll: Int, rows: Int) -> Int {
        let count = max(0, y - Self.top)
        var offset = min(max(0, scroll), max(0, count - rows))
        if let focus {
            let last = focus.upperBound - Self.top, first = focus.lowerBound - Self.top
            offset = Layout.scroll(keeping: last, from: offset, count: count, visibleRows: rows)
            offset = Layout.scroll(keeping: first, from: offset, count: count, visibleRows: rows)
        }
        return offset
    }

    /// Copies the body into `buffer`, then calls `footer` with the row where its `footerHeight`
    /// rows start, and draws `status` on the row above the hints. The footer follows the body
    /// after a blank row, or with `atBottom` sits a blank row above the hints; when that does not
    /// fit, it sits right above the hints (and the status line) and the body scrolls. Returns the
    /// footer's first row.
    @discardableResult
    func present(into buffer: inout Buffer, footerHeight: Int, atBottom: Bool = false, scroll: Int,
                 status: String? = nil, theme: Theme, footer: (Int, inout Buffer) -> Void) -> Int {
        let hints = buffer.height - 1
        let statusRows = status == nil ? 0 : 1
        let natural = atBottom ? hints - 1 - statusRows - footerHeight : y + 1
        let footerY: Int
        if y + 1 <= natural, natural + footerHeight + statusRows <= hints {
            buffer.blit(rows: Self.top..<min(y, hints), of: canvas, at: Self.top)
            footerY = natural
        } else {
            footerY = max(1, hints - statusRows - footerHeight)
            let window = 1..<max(1, footerY - 1)
            let rows = window.count
            let offset = offset(scroll: scroll, rows: rows)
            let first = Self.top + offset
            buffer.blit(rows: first..<min(y, first + rows), of: canvas, at: window.lowerBound)
            // The scroll indicator, on the blank row above the footer (where sheets cover it too).
            let marks = (offset > 0 ? "▲" : "") + (first + rows < y ? "▼" : "")
            if !marks.isEmpty, footerY - 1 >= 1 {
                buffer.put(marks + " " + tr("PgUp/PgDn"), in: Rect(x: 0, y: footerY - 1, width: buffer.width - 1, height: 1),
                           alignment: .trailing, style: theme.accentText)
            }
        }
        footer(footerY, &buffer)
        if let status { Frame.status(status, style: theme.muted, into: &buffer) }
        return footerY
    }
}

extension Buffer {
    /// Copies the rows `rows` of `source` (same width) to this buffer starting at row `y`.
    mutating func blit(rows: Range<Int>, of source: Buffer, at y: Int) {
        for row in rows {
            var x = 0
            while x < source.width {
                let cell = source[x, row]
                if cell.width > 0 { put(cell.symbol, x: x, y: y + row - rows.lowerBound, style: cell.style) }
                x += max(cell.width, 1)
            }
        }
    }
}
