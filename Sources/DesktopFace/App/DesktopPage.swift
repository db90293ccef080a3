import GTKKit

/// A page of the window: its root widget and the control that takes the focus when it appears.
@MainActor
protocol DesktopPage: AnyObject {
    /// The page's root widget.
    var root: Widget { get }
    /// What has the keyboard focus when the page appears.
    var initialFocus: Widget? { get }
}
