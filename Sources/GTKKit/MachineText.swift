import CGTK
import CGTKShim

/// Machine text on screen: a link, a path, a code, a command or an option, a host name, in a label
/// of its own or inside a sentence. The one place that lays it out (issues 32 and 35):
///
/// - Pango ends a line that breaks inside a word with a hyphen it inserts; in machine text that is
///   a character that isn't there ("…&sh-" / "a256=…" is not the link). Machine text is laid out
///   without inserted hyphens (`pango_attr_insert_hyphens_new(FALSE)`).
/// - A short run inside a sentence (an option such as "--data-dir", a host, a file name) is kept on
///   one line (`pango_attr_allow_breaks_new(FALSE)`): broken at its own hyphen ("--data-" / "dir")
///   it reads as two words. A long one (a link, a long path) may still break, anywhere.
/// - In a right-to-left window each run is isolated left to right (U+2066...U+2069), and a
///   paragraph holding right-to-left words but starting with machine text gets a right-to-left
///   mark (U+200F) first: Pango takes a paragraph's direction from its first strong letter without
///   skipping isolates, so "smp.a.example و xftp.b.example" was laid out left to right.
///
/// `Label`, `StatusPage`'s description, `ActionRow`'s subtitle, `BoxedList`'s description and
/// `MessageDialog`'s body go through it; a label that holds nothing but machine text (a link, a
/// code) is marked whole (`Label.showsMachineText()`).
public enum MachineText {
    /// A run of machine text: UTF-8 byte offsets (as Pango counts), and whether it stays on one line.
    public struct Run: Sendable, Equatable {
        public let bytes: Range<Int>
        public let keepsWhole: Bool
    }

    /// Longest run kept on one line, in characters (a 360 px window holds about 40).
    static let longestUnbroken = 30

    /// The runs of machine text in `text`.
    public static func runs(in text: String) -> [Run] {
        var runs: [Run] = []
        var token: [Unicode.Scalar] = []
        var tokenStart = 0
        var offset = 0
        func finish() {
            defer { token = [] }
            guard !token.isEmpty else { return }
            var start = tokenStart
            var scalars = token[...]
            while let first = scalars.first, "(\"'[<«“‘".unicodeScalars.contains(first) {
                start += 1
                scalars = scalars.dropFirst()
            }
            while let last = scalars.last, ".,;:!?)\"']>»”’".unicodeScalars.contains(last) { scalars = scalars.dropLast() }
            let word = String(String.UnicodeScalarView(scalars))
            guard let kind = kind(of: word) else { return }
            runs.append(Run(bytes: start..<(start + word.utf8.count),
                            keepsWhole: kind != .link && word.count <= longestUnbroken))
        }
        for scalar in text.unicodeScalars {
            if scalar.value > 0x20 && scalar.value < 0x7F {
                if token.isEmpty { tokenStart = offset }
                token.append(scalar)
            } else {
                finish()
            }
            offset += String(scalar).utf8.count
        }
        finish()
        return runs
    }

    enum Kind { case link, option, path, host, identifier }

    /// What a word of ASCII letters and signs is, when it is machine text.
    static func kind(of word: String) -> Kind? {
        let chars = Array(word)
        guard chars.count >= 2 else { return nil }
        if word.contains("://") || word.hasPrefix("www.") { return .link }
        if chars[0] == "-", chars[1] == "-" || chars[1].isLetter { return .option }
        if chars[0] == "~" || (chars[0] == "/" && chars.count > 1) || word.contains("/") && chars.count > 3 { return .path }
        if word.contains("\\") || word.contains("=") || word.contains("&") || word.contains("_") || word.contains("@") {
            return .identifier
        }
        // A host, an address or a file name: a dot (or a port's colon) between letters or digits.
        for index in 1..<(chars.count - 1) where chars[index] == "." || chars[index] == ":" {
            if chars[index - 1].isLetter || chars[index - 1].isNumber, chars[index + 1].isLetter || chars[index + 1].isNumber,
               chars.contains(where: \.isLetter) || chars.filter({ $0 == "." }).count >= 3 || word.contains("::") {
                return .host
            }
        }
        return nil
    }

    /// `text` as a window of `direction` shows it: in a right-to-left one each run isolated left to
    /// right and, where a paragraph with right-to-left words starts with machine text, a
    /// right-to-left mark first. Left-to-right text, and text without runs, is returned as it is.
    public static func shown(_ text: String, rightToLeft: Bool) -> String {
        guard rightToLeft, containsRightToLeft(text) else { return text }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph -> String in
            let line = String(paragraph)
            let found = runs(in: line)
            guard !found.isEmpty, containsRightToLeft(line) else { return line }
            var bytes = Array(line.utf8)
            // From the end, so earlier offsets stay right; a run already isolated is left alone.
            for run in found.reversed() {
                let before = run.bytes.lowerBound >= 3 ? Array(bytes[(run.bytes.lowerBound - 3)..<run.bytes.lowerBound]) : []
                if before == Array("\u{2068}".utf8) || before == Array("\u{2066}".utf8) { continue }
                bytes.insert(contentsOf: Array("\u{2069}".utf8), at: run.bytes.upperBound)
                bytes.insert(contentsOf: Array("\u{2066}".utf8), at: run.bytes.lowerBound)
            }
            let isolated = String(decoding: bytes, as: UTF8.self)
            return firstStrongIsLeftToRight(isolated) ? "\u{200F}" + isolated : isolated
        }
        return paragraphs.joined(separator: "\n")
    }

    /// The attributes that lay out `text`'s machine text (all of it when `whole`), or nil when
    /// there is none. The caller owns the list.
    static func attributes(for text: String, whole: Bool) -> OpaquePointer? {
        let found = whole ? [Run(bytes: 0..<text.utf8.count, keepsWhole: false)] : runs(in: text)
        guard !found.isEmpty, let list = pango_attr_list_new() else { return nil }
        for run in found {
            if let hyphens = pango_attr_insert_hyphens_new(0) {
                hyphens.pointee.start_index = guint(run.bytes.lowerBound)
                hyphens.pointee.end_index = guint(run.bytes.upperBound)
                pango_attr_list_insert(list, hyphens)
            }
            if run.keepsWhole, let breaks = pango_attr_allow_breaks_new(0) {
                breaks.pointee.start_index = guint(run.bytes.lowerBound)
                breaks.pointee.end_index = guint(run.bytes.upperBound)
                pango_attr_list_insert(list, breaks)
            }
        }
        return list
    }

    /// Lays out the machine text of the `GtkLabel` `label` (its whole text when `whole`), from the
    /// text it shows now; clears what an earlier text set.
    @MainActor
    static func apply(to label: UnsafeMutablePointer<GtkWidget>, whole: Bool = false) {
        let pointer = OpaquePointer(UnsafeMutableRawPointer(label))
        let text = gtk_label_get_text(pointer).map { String(cString: $0) } ?? ""
        let list = attributes(for: text, whole: whole)
        // Most texts have none: no new layout for them.
        if list == nil && gtk_label_get_attributes(pointer) == nil { return }
        gtk_label_set_attributes(pointer, list)
        if let list { pango_attr_list_unref(list) }
    }

    /// Lays out the machine text of every `GtkLabel` under `root` showing `text` (libadwaita's own
    /// labels: a status page's description, a row's subtitle, a group's description).
    @MainActor
    static func apply(under root: UnsafeMutablePointer<GtkWidget>, showing text: String) {
        // No early return for a text without machine text: a label that showed some before keeps
        // its old ranges until `apply(to:)` clears them.
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if cgtk_is_a(UnsafeMutableRawPointer(widget), gtk_label_get_type()) != 0,
               let shown = gtk_label_get_text(OpaquePointer(UnsafeMutableRawPointer(widget))), String(cString: shown) == text {
                apply(to: widget)
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(root)
    }

    /// Whether `text` holds a right-to-left letter (Hebrew, Arabic and the scripts between).
    static func containsRightToLeft(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isRightToLeft)
    }

    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// Whether the first letter with a direction is a left-to-right one, as Pango finds a
    /// paragraph's direction (isolates not skipped).
    private static func firstStrongIsLeftToRight(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if isRightToLeft(scalar) || scalar.value == 0x200F { return false }
            if scalar.properties.isAlphabetic || scalar.value == 0x200E { return true }
        }
        return false
    }
}
