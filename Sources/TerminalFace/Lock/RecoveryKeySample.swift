import Terminal

/// What a recovery key looks like, shown in its field while it is empty: eight groups of five
/// (`RecoveryKey`'s form). Where the field is narrower than the whole sample, it breaks after a
/// dash and goes on on the rows under the field, so the whole form is readable at 40 columns
/// (it was "XXXXX-XXXXX-…", cut to the field; issue 35).
enum RecoveryKeySample {
    static let groups = Array(repeating: "XXXXX", count: 8)

    /// The sample's rows for a field `width` columns wide (one column is left for the caret).
    static func rows(width: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        for (index, group) in groups.enumerated() {
            let piece = group + (index < groups.count - 1 ? "-" : "")
            if !row.isEmpty, DisplayWidth.of(row + piece) > max(1, width - 1) {
                rows.append(row)
                row = ""
            }
            row += piece
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// Draws the field at `rect`'s first row with the sample's first row as its placeholder, and
    /// the sample's other rows under it while the field is empty; returns the rows used (the
    /// field's, and the sample's while it shows).
    @discardableResult
    static func drawField(_ field: TextField, in rect: Rect, theme: Theme, into buffer: inout Buffer) -> Int {
        let sample = rows(width: rect.width)
        var field = field
        field.placeholder = sample.first ?? ""
        buffer.render(field, in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
        guard field.state.text.isEmpty else { return 1 }
        for (index, row) in sample.dropFirst().enumerated() {
            buffer.put(row, in: Rect(x: rect.x, y: rect.y + 1 + index, width: rect.width, height: 1), style: field.placeholderStyle)
        }
        return sample.count
    }
}
