import CGTK

extension Entry {
    /// Adds `text` at the end, as typing it would (one "changed"; setting ``text`` deletes all and
    /// inserts again, two changes).
    public func type(_ text: String) {
        // Positions count characters, not bytes.
        var position = Int32(String(cString: gtk_editable_get_text(opaque)).count)
        gtk_editable_insert_text(opaque, text, -1, &position)
    }

    /// Deletes the last character, as Backspace at the end would.
    public func backspace() {
        let count = Int32(String(cString: gtk_editable_get_text(opaque)).count)
        guard count > 0 else { return }
        gtk_editable_delete_text(opaque, count - 1, count)
    }
}
