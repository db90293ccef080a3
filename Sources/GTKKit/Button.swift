import CGTK
import CGTKShim
import Foundation

/// A push button (`GtkButton`): a text label, or an icon with an accessible name.
@MainActor
public final class Button: Widget {
    /// A button with a text label; `_` before a letter makes it the mnemonic (Alt+letter).
    public init(_ label: String, style: Style = .plain) {
        super.init(taking: gtk_button_new_with_mnemonic(label))
        // GTK 4.8 names a mnemonic button twice over ("Create Create"); give screen readers the label once.
        setAccessibleLabel(label.replacingOccurrences(of: "_", with: ""))
        cgtk_accessible_reset_labelled_by(widget)
        apply(style)
    }

    /// A button showing a symbolic icon; `accessibleLabel` is what screen readers speak.
    public init(icon: String, accessibleLabel: String, style: Style = .plain) {
        super.init(taking: gtk_button_new_from_icon_name(icon))
        setAccessibleLabel(accessibleLabel)
        tooltip = accessibleLabel
        apply(style)
    }

    /// A flat button showing `child` (an avatar); `accessibleLabel` is what screen readers speak.
    /// The caller keeps `child`'s wrapper to change it.
    public init(child: Widget, accessibleLabel: String) {
        super.init(taking: gtk_button_new())
        gtk_button_set_child(typed(GtkButton.self), child.widget)
        setAccessibleLabel(accessibleLabel)
        tooltip = accessibleLabel
        apply(.flat)
    }

    /// libadwaita's button styles.
    public enum Style: Sendable { case plain, suggested, destructive, flat, pill, suggestedPill, circular }

    private func apply(_ style: Style) {
        switch style {
        case .plain: break
        case .suggested: addStyleClass("suggested-action")
        case .destructive: addStyleClass("destructive-action")
        case .flat: addStyleClass("flat")
        case .pill: addStyleClass("pill")
        case .suggestedPill: addStyleClass("suggested-action"); addStyleClass("pill")
        case .circular: addStyleClass("circular")
        }
    }

    /// The text shown.
    public var label: String {
        get { gtk_button_get_label(typed(GtkButton.self)).map { String(cString: $0) } ?? "" }
        set {
            gtk_button_set_use_underline(typed(GtkButton.self), 1)
            gtk_button_set_label(typed(GtkButton.self), newValue)
            setAccessibleLabel(newValue.replacingOccurrences(of: "_", with: ""))
            cgtk_accessible_reset_labelled_by(widget)
        }
    }

    /// Runs `handler` when the button is clicked (mouse, Enter, Space, or `activate()`).
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> UInt {
        Signals.connect(raw, "clicked", handler)
    }
}
