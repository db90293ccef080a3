/// The texts of choosing a profile picture on the desktop (the create and edit-profile pages).
public enum PictureText {
    /// The button that opens the file dialog.
    public static var choose: String { tr("Choose picture…") }
    /// The button that removes the picture (the initials show again).
    public static var remove: String { tr("Remove picture") }
    /// The file dialog's title.
    public static var dialogTitle: String { tr("Choose a profile picture") }
    /// The file dialog's accept button.
    public static var open: String { tr("Open", context: "file chooser") }
    /// The file dialog's cancel button.
    public static var cancel: String { ButtonText.cancel }
    /// The file dialog's filter (PNG and JPEG files).
    public static var filterName: String { tr("Images (PNG, JPEG)") }
}
