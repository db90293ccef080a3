import Features
import GTKKit

/// The face's alerts, as libadwaita message dialogs; the last one shown is kept for tests.
@MainActor
final class Dialogs {
    private unowned let window: Window
    /// The dialog shown last (still open or not).
    private(set) var last: MessageDialog?
    /// Told of every key or click in a dialog (the app lock's idle delay).
    var onInput: (@MainActor () -> Void)?

    init(window: Window) { self.window = window }

    /// A dialog with responses `(id, label, appearance)`; `handler` gets the chosen id.
    @discardableResult
    func ask(_ heading: String, _ body: String?, responses: [(String, String, MessageDialog.Appearance)],
             defaultID: String, closeID: String, extra: Widget? = nil,
             _ handler: @escaping @MainActor (String) -> Void) -> MessageDialog {
        let dialog = MessageDialog(parent: window, heading: heading, body: body)
        for (id, label, appearance) in responses { dialog.addResponse(id, label, appearance: appearance) }
        dialog.setDefault(defaultID, close: closeID)
        if let extra { dialog.setExtraChild(extra) }
        if let onInput { dialog.onInput(onInput) }
        last = dialog
        dialog.present(handler)
        return dialog
    }

    /// A dialog with one OK button.
    func inform(_ heading: String, _ body: String, _ done: @escaping @MainActor () -> Void = {}) {
        ask(heading, body, responses: [("ok", DesktopText.ok, .suggested)], defaultID: "ok", closeID: "ok") { _ in done() }
    }

    /// An error's message (from the one error mapper).
    func error(_ error: any Error) {
        inform(DesktopText.error, ErrorReport(error).message)
    }
}
