import CGTK
import CGTKShim

/// A modal question with a heading, a body and response buttons (`AdwMessageDialog`).
///
/// The dialog keeps itself alive while shown: it is released after its response.
@MainActor
public final class MessageDialog: Widget {
    /// How a response button looks.
    public enum Appearance: Sendable { case normal, suggested, destructive }

    /// The response ids, in the order added.
    public private(set) var responses: [String] = []
    private var labels: [String: String] = [:]
    private var extra: Widget?
    private var keepAlive: MessageDialog?
    /// The parent outlives the dialog: a dialog finalized after its parent would disconnect from a
    /// freed window.
    private let parent: Window?

    /// A dialog over `parent` with a heading and a body (plain text; its machine text, a path or
    /// an option, laid out by `MachineText`).
    public init(parent: Window?, heading: String, body: String?) {
        self.parent = parent
        givenBody = body
        let shown = body.map { MachineText.shown($0, rightToLeft: TextLayoutDirection.isRightToLeft) }
        super.init(taking: cgtk_message_dialog_new(parent?.typed(GtkWindow.self), heading, shown))
        gtk_window_set_modal(typed(GtkWindow.self), 1)
        gtk_window_set_hide_on_close(typed(GtkWindow.self), 0)
        if let shown { MachineText.apply(under: widget, showing: shown) }
    }
    private let givenBody: String?

    private var dialog: UnsafeMutablePointer<AdwMessageDialog> { typed(AdwMessageDialog.self) }

    /// The heading.
    public var heading: String { adw_message_dialog_get_heading(dialog).map { String(cString: $0) } ?? "" }

    /// The body.
    public var body: String { givenBody ?? "" }

    /// Adds a response button; `id` is what the handler receives.
    public func addResponse(_ id: String, _ label: String, appearance: Appearance = .normal) {
        adw_message_dialog_add_response(dialog, id, label)
        switch appearance {
        case .normal: break
        case .suggested: adw_message_dialog_set_response_appearance(dialog, id, ADW_RESPONSE_SUGGESTED)
        case .destructive: adw_message_dialog_set_response_appearance(dialog, id, ADW_RESPONSE_DESTRUCTIVE)
        }
        responses.append(id)
        labels[id] = label
        // One accessible name: GTK 4.8 names a button by its label child twice (the "labelled by"
        // relation and the contents: "Delete Delete"), as `Button` avoids for its own.
        for button in responseButtons(id) {
            cgtk_accessible_set_label(button, label.replacingOccurrences(of: "_", with: ""))
            cgtk_accessible_reset_labelled_by(button)
        }
    }

    /// The response Enter chooses and the one Esc chooses.
    public func setDefault(_ id: String, close: String) {
        adw_message_dialog_set_default_response(dialog, id)
        adw_message_dialog_set_close_response(dialog, close)
    }

    /// A widget under the body (a password entry, a choice).
    public func setExtraChild(_ child: Widget) {
        adw_message_dialog_set_extra_child(dialog, child.widget)
        extra = child
    }

    /// Whether a response can be chosen now.
    public func setResponseEnabled(_ id: String, _ enabled: Bool) {
        adw_message_dialog_set_response_enabled(dialog, id, enabled ? 1 : 0)
    }

    /// Shows the dialog; `handler` receives the response id once, then the dialog closes.
    public func present(_ handler: @escaping @MainActor (String) -> Void) {
        keepAlive = self
        Signals.connectPointer(raw, "response") { [weak self] response in
            let id = response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            handler(id)
            self?.keepAlive = nil
        }
        // The default response's button has the focus until the user moves it (Cancel in a
        // destructive question): GTK focuses the first button it finds, and again when libadwaita
        // stacks the buttons after the first layout (destructive ones first, Cancel last).
        var userMoved = false
        onInput { userMoved = true }
        Signals.connectPointer(raw, "notify::focus-widget") { [weak self] _ in
            guard let self, !userMoved, let id = adw_message_dialog_get_default_response(self.dialog).map({ String(cString: $0) }),
                  let focused = self.focusedResponse, focused != id else { return }
            self.focusResponse(id)
        }
        gtk_window_present(typed(GtkWindow.self))
    }

    /// Moves the keyboard focus to the button of response `id` (the one on screen: libadwaita
    /// keeps a row and a column of the buttons and shows one).
    public func focusResponse(_ id: String) {
        for button in responseButtons(id) where gtk_widget_get_mapped(button) != 0 {
            gtk_widget_grab_focus(button)
            return
        }
    }

    /// The response whose button has the keyboard focus, if any.
    public var focusedResponse: String? {
        guard let focus = gtk_window_get_focus(typed(GtkWindow.self)) else { return nil }
        return responses.first { responseButtons($0).contains(focus) }
    }

    private func responseButtons(_ id: String) -> [UnsafeMutablePointer<GtkWidget>] {
        guard let label = labels[id] else { return [] }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        func collect(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if cgtk_is_a(widget, gtk_button_get_type()) != 0,
               let text = gtk_button_get_label(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)),
               String(cString: text) == label {
                found.append(widget)
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                collect(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        collect(self.widget)
        return found
    }

    /// Chooses a response as a click on its button would (tests, keyboard).
    public func respond(_ id: String) { cgtk_message_dialog_emit_response(widget, id) }

    /// Whether the dialog is still shown.
    public var isShown: Bool { keepAlive != nil }

    /// Whether the dialog offers the response `id` (a button with it).
    public func hasResponse(_ id: String) -> Bool { adw_message_dialog_has_response(dialog, id) != 0 }

    /// Whether the response `id` can be chosen now (its button is enabled).
    public func isResponseEnabled(_ id: String) -> Bool {
        hasResponse(id) && adw_message_dialog_get_response_enabled(dialog, id) != 0
    }
}
