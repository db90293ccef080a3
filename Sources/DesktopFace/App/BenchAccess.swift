import GTKKit

/// What `threshold-desktop-bench` drives on "Your chat profiles": the search field, typed into
/// (each change runs the page's filter).
@MainActor
public protocol ProfilesPageAccess: AnyObject {
    /// Types `text` at the end of the search-or-password field.
    func type(_ text: String)
    /// Deletes the field's last character.
    func backspace()
    /// The names of the hidden profiles the typed text revealed (their rows are in the list).
    var revealedNames: [String] { get }
}

/// What `threshold-desktop-bench` drives on a chat: scrolling its timeline.
@MainActor
public protocol ChatPageAccess: AnyObject {
    /// Scrolls by `pixels` (negative: towards older messages).
    func scroll(by pixels: Double)
}

extension ProfilesPage: ProfilesPageAccess {
    func type(_ text: String) { search.type(text) }
    func backspace() { search.backspace() }
    var revealedNames: [String] { revealed.map(\.name) }
}

extension ChatPage: ChatPageAccess {
    func scroll(by pixels: Double) { list.scroll(by: pixels) }
}

extension DesktopApp {
    /// The page shown now, for the bench's drivers.
    public var benchPage: AnyObject? { currentPage }
}
