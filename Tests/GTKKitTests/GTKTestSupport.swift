import Foundation
import GTKKit
import Testing

/// Whether GTK could open a display: the widget tests need one (`scripts/desktop-tests` starts
/// Xvfb and a D-Bus session for them).
let displayAvailable: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
}()

/// The trait of every widget test: skipped, with the reason, where no display can be opened.
let needsDisplay = Testing.ConditionTrait.enabled(if: displayAvailable,
    "no display: run scripts/desktop-tests (Xvfb + dbus-run-session) for the desktop widget tests")
