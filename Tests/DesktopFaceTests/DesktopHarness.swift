import Features
import Foundation
import GTKKit
import Testing
import TestSupport
import ThresholdCore
@testable import DesktopFace

/// Whether GTK can open a display here (scripts/desktop-tests provides Xvfb and a D-Bus session).
let displayAvailable: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
}()

/// The trait of every desktop test: skipped, with the reason, without a display.
let needsDisplay = Testing.ConditionTrait.enabled(if: displayAvailable,
    "no display: run scripts/desktop-tests (Xvfb + dbus-run-session) for the desktop face tests")

/// One desktop window on a fresh data directory, driven in-process.
@MainActor
final class DesktopHarness {
    let directory = TemporaryDirectory("threshold-desktop")
    let window: Window
    let sink = RecordingNotificationSink()
    private(set) var app: DesktopApp?

    init(width: Int32 = 480, height: Int32 = 760) throws {
        try #require(GTK.initialize(), "GTK could not open the display")
        window = Window(title: "Threshold", width: width, height: height)
    }

    /// A store on the harness's directory for setting up data before the window opens (closed after).
    func withStore(_ body: (ThresholdStore) throws -> Void) throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try body(store)
        store.closeDatabase()
    }

    /// Profiles `names` (the first active), onboarding done, notifications `mode`.
    func seed(_ names: [String], mode: NotificationSettings.Mode = .instant) throws {
        try withStore { store in
            for name in names { _ = try store.createProfile(name: name) }
            try store.activateProfile(ProfileRef(names[0]))
            let brand = try AppSession.loadBrand(flag: nil)
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
            _ = try store.setNotificationMode(mode, deviceToken: "token", intervalMinutes: 10)
            try store.setWhatsNewSeenVersion(brand.whatsNew.first?.version.description ?? "")
        }
    }

    /// Runs the `threshold` command line on the harness's directory (another process, as a user or
    /// the messaging layer would).
    func run(_ arguments: [String], stdin: String? = nil) throws {
        let result = try BinaryRunner.run("threshold", ["--data-dir", directory.path] + arguments, stdin: stdin,
                                          environment: ["THRESHOLD_DEVICE_TOKEN": "token"])
        try #require(result.status == 0, "threshold \(arguments.joined(separator: " ")): \(result.stderr)")
    }

    /// `seed` through the command line: profiles `names` (the first active), the first operator
    /// accepted, notifications `mode`: onboarding complete.
    /// The live tests seed this way: every change comes from another process, as in real use.
    func seedWithCommandLine(_ names: [String], mode: String = "instant") throws {
        for name in names { try run(["profiles", "create", name]) }
        try run(["profiles", "activate", names[0]])
        let brand = try AppSession.loadBrand(flag: nil)
        if let first = brand.operators.first { try run(["operators", "accept", first.id]) }
        try run(["notifications", "mode", mode])
    }

    /// Opens the window on the directory.
    @discardableResult
    func launch(language: String? = nil, environment: [String: String] = [:]) -> DesktopApp {
        let app = DesktopApp.launch(window: window, dataDirectoryFlag: directory.path, environment: environment,
                                    deviceToken: nil, language: language, notifier: sink)
        self.app = app
        window.present()
        settle()
        return app
    }

    /// Lets GTK lay out and draw, and finishes work in flight.
    func settle(until done: () -> Bool = { true }) {
        GTK.iterate(until: { done() && !(self.app?.isBusy ?? false) }, seconds: 10)
        GTK.drainEvents()
    }

    /// Waits for the page of type `T`.
    func page<T>(_: T.Type) -> T? {
        settle(until: { self.app?.currentPage is T })
        return app?.currentPage as? T
    }

    /// Opens a row's menu and activates its item `label`, as a click would.
    func choose(_ label: String, in menu: MenuButton) {
        menu.popup()
        settle(until: { menu.isOpen })
        guard let item = menu.items.first(where: { $0.label == label }) else {
            Issue.record("no menu item \(label)")
            return
        }
        settle(until: { item.isMapped })
        item.activate()
        settle(until: { !menu.isOpen })
    }

    /// The labels of a row menu's items (the items are made when it opens).
    func menuLabels(_ menu: MenuButton) -> [String] {
        menu.popup()
        settle(until: { menu.isOpen })
        let labels = menu.items.map(\.label)
        menu.popdown()
        settle(until: { !menu.isOpen })
        return labels
    }

    /// Closes the window and the app's hold on the data.
    func close() {
        app?.stop()
        window.destroy()
        GTK.drainEvents()
        // A launch in a language (or a stored setting) made it the process's: the next suite
        // starts in English again.
        Texts.use(.english)
    }
}
