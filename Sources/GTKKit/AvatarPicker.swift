import CGTK

/// An avatar with "Choose picture…" and "Remove picture" under it: the part of a form that sets a
/// profile picture. "Choose" opens the desktop's file dialog on PNG and JPEG images; the app turns the
/// chosen file into the bytes it keeps (``onChosen``), and the avatar shows them at once, which is
/// the preview (GTK 4's file dialog has no preview area). No domain: the app decides what a valid
/// picture is and stores it.
@MainActor
public final class AvatarPicker: Widget {
    /// What the app does with a chosen file: returns the encoded bytes to show and keep, or throws
    /// (the picture stays as it was; ``onError`` gets the error).
    public typealias Load = @MainActor (_ path: String) throws -> [UInt8]

    /// The texts the picker shows (the app's, translated).
    public struct Texts: Sendable {
        public var choose: String
        public var remove: String
        public var dialogTitle: String
        public var accept: String
        public var cancel: String
        public var filterName: String

        /// The texts: the buttons, and the file dialog's title, buttons and filter name.
        public init(choose: String, remove: String, dialogTitle: String, accept: String, cancel: String, filterName: String) {
            self.choose = choose
            self.remove = remove
            self.dialogTitle = dialogTitle
            self.accept = accept
            self.cancel = cancel
            self.filterName = filterName
        }
    }

    /// The avatar: the picture, or the initials of ``text``.
    public let avatar: Avatar
    /// "Choose picture…".
    public let choose: Button
    /// "Remove picture" (shown while there is one).
    public let remove: Button
    /// The encoded picture shown now; nil for the initials.
    public private(set) var imageBytes: [UInt8]?
    /// Called after the picture changed (chosen or removed), with the new bytes.
    public var onChange: (@MainActor ([UInt8]?) -> Void)?
    /// Called when ``Load`` threw for a chosen file.
    public var onError: (@MainActor (any Error) -> Void)?
    private let box: Box
    private let texts: Texts
    private let load: Load

    /// A picker `size` pixels wide, showing the initials of `text` until a picture is chosen.
    public init(text: String, size: Int32 = 96, texts: Texts, load: @escaping Load) {
        avatar = Avatar(text: text, size: size)
        choose = Button(texts.choose)
        remove = Button(texts.remove)
        self.texts = texts
        self.load = load
        // The picker is its box (one more reference on it, given back by each wrapper).
        let box = Box(.vertical, spacing: 8)
        self.box = box
        super.init(taking: box.raw)
        avatar.setAlignment(horizontal: .center)
        let buttons = Box(.horizontal, spacing: 8)
        buttons.setAlignment(horizontal: .center)
        buttons.append(choose)
        buttons.append(remove)
        remove.isVisible = false
        box.append(avatar)
        box.append(buttons)
        choose.onClicked { [unowned self] in self.openDialog() }
        remove.onClicked { [unowned self] in self.setImage(nil, notify: true) }
    }

    /// The name the initials come from.
    public var text: String {
        get { avatar.text }
        set { avatar.text = newValue }
    }

    /// Shows `bytes` (nil: the initials) without calling ``onChange`` (the form's initial state).
    public func setImage(_ bytes: [UInt8]?) { setImage(bytes, notify: false) }

    /// What choosing `path` in the dialog does: ``Load`` it and show it, or report the error. Tests
    /// call it in place of the dialog.
    public func pick(path: String) {
        do {
            setImage(try load(path), notify: true)
        } catch {
            onError?(error)
        }
    }

    private func setImage(_ bytes: [UInt8]?, notify: Bool) {
        imageBytes = bytes
        avatar.setImage(bytes)
        remove.isVisible = bytes != nil
        if notify { onChange?(bytes) }
    }

    private func openDialog() {
        let chooser = FileChooser(over: self, title: texts.dialogTitle, accept: texts.accept, cancel: texts.cancel)
        chooser.addFilter(name: texts.filterName, mimeTypes: ["image/png", "image/jpeg"], patterns: ["*.png", "*.jpg", "*.jpeg", "*.PNG", "*.JPG", "*.JPEG"])
        chooser.present { [weak self] path in
            guard let self, let path else { return }
            self.pick(path: path)
        }
    }
}
