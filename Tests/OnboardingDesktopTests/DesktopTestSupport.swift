import Foundation
import GTKKit
import Testing

/// Whether GTK can open a display: the page tests need one (`scripts/desktop-tests` starts Xvfb
/// and a D-Bus session for them).
let displayAvailable: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
}()

/// The trait of every test that makes widgets: skipped, with the reason, where there is no display.
let needsDisplay = Testing.ConditionTrait.enabled(if: displayAvailable,
    "no display: run scripts/desktop-tests (Xvfb + dbus-run-session) for the onboarding desktop page tests")

/// Writes light and dark screenshots of `window` as `NAME-light.png` / `NAME-dark.png` into
/// `$THRESHOLD_SCREENSHOTS/kit` when that variable is set (docs/screenshots/kit).
@MainActor
func screenshot(_ window: Window, _ name: String) throws {
    guard let root = ProcessInfo.processInfo.environment["THRESHOLD_SCREENSHOTS"], !root.isEmpty else { return }
    let folder = root + "/kit"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let wasDark = StyleManager.isDark
    for (scheme, suffix) in [(StyleManager.Scheme.light, "light"), (.dark, "dark")] {
        StyleManager.setScheme(scheme)
        settle()
        try Screenshot.write(window, to: "\(folder)/\(name)-\(suffix).png")
    }
    StyleManager.setScheme(wasDark ? .dark : .light)
    settle()
}

/// Lets GTK lay out, map and draw what changed (a few frames).
@MainActor
func settle() {
    for _ in 0..<5 {
        GTK.drainEvents()
        usleep(20_000)
    }
    GTK.drainEvents()
}

/// Clicks `button` as a person would and waits until `done` (at most 5 s).
@MainActor
func click(_ button: Button?, until done: () -> Bool) {
    guard let button else { return }
    button.activate()
    wait(until: done)
}

/// Runs GTK's main loop without blocking until `done` or `timeout` seconds have passed (a
/// blocking iteration would wait for ever when nothing more happens).
@MainActor
func wait(until done: () -> Bool, timeout: Double = 5) {
    let deadline = Date().addingTimeInterval(timeout)
    while !done() && Date() < deadline {
        GTK.drainEvents()
        usleep(10_000)
    }
}
