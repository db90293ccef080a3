import Foundation
import Terminal

/// The line-by-line front end, used when standard input or output is not a terminal, with
/// `--plain`, or with `TERM=dumb`: the same pages as prompts, for screen readers and scripts.
/// End of input stops the app with the progress saved (the next launch resumes).
public struct TransitPlainUI {
    private let app: TransitApp
    private let readLine: () -> String?
    private let write: (String) -> Void

    /// Wraps an app; `readLine` returns nil at end of input, `write` must not buffer (a prompt
    /// has to be visible before the app waits for the answer).
    public init(app: TransitApp, readLine: @escaping () -> String?, write: @escaping (String) -> Void) {
        self.app = app
        self.readLine = readLine
        self.write = write
    }

    /// Runs the first run (when needed), then prints the home screen and returns.
    public func run() throws {
        while case .onboarding(let onboarding) = app.mode, let page = onboarding.page {
            if let progress = onboarding.progress { write("\n\(progress.accessibilityLabel)\n") }
            let answered: Bool
            switch page {
            case .location: answered = try askLocation(onboarding)
            case .region: answered = try askRegion(onboarding)
            case .alerts: answered = try askAlerts(onboarding.alertsStep)
            case .whatChanged(let notes): answered = try showNotes(notes, onboarding)
            }
            guard answered else { return }
        }
        let home = try app.loadHome()
        write("\n" + home.title + "\n" + home.lines.map { "  " + $0 + "\n" }.joined())
    }

    private func ask(_ prompt: String) -> String? {
        write(prompt)
        guard var line = readLine() else { return nil }
        if line.hasSuffix("\r") { line.removeLast() }
        return line.trimmingCharacters(in: .whitespaces)
    }

    private func askLocation(_ onboarding: TransitOnboarding) throws -> Bool {
        write("Use your location? Threshold Transit can show the stops around you; your location stays on this device.\n")
        while let answer = ask("Allow location? [a]llow / [n]ot now: ")?.lowercased() {
            switch answer {
            case "a", "allow", "y", "yes": try onboarding.allowLocation()
            case "n", "not now", "no": try onboarding.declineLocation()
            default:
                write("Answer a (allow) or n (not now).\n")
                continue
            }
            return true
        }
        return false
    }

    private func askRegion(_ onboarding: TransitOnboarding) throws -> Bool {
        write("Choose your region.\n")
        var shown = Region.bundled
        list(shown)
        let backHint = onboarding.canGoBack ? ", or back" : ""
        while let answer = ask("Region (type part of a name, or its number\(backHint)): ") {
            if answer.lowercased() == "back", onboarding.canGoBack {
                try onboarding.back()
                return true
            }
            if let number = Int(answer), (1...shown.count).contains(number) {
                try onboarding.chooseRegion(shown[number - 1])
                return true
            }
            let found = Region.filter(Region.bundled, by: answer)
            if found.count == 1 {
                try onboarding.chooseRegion(found[0])
                return true
            }
            if found.isEmpty {
                write("No region matches \"\(Self.escaped(answer))\".\n")
            } else {
                shown = found
                list(shown)
            }
        }
        return false
    }

    private func list(_ regions: [Region]) {
        for (index, region) in regions.enumerated() { write("  \(index + 1). \(region.name) (\(region.area))\n") }
    }

    private func askAlerts(_ step: ServiceAlertsStep) throws -> Bool {
        write("Service alerts: choose the alerts to follow.\n")
        while true {
            for (index, alert) in step.options.enumerated() {
                write("  \(index + 1). [\(step.selected.contains(alert) ? "x" : " ")] \(alert.title)\n")
            }
            guard let answer = ask("Toggle by number, or press Enter to continue: ") else { return false }
            if answer.isEmpty {
                try step.confirm()
                return true
            }
            if let number = Int(answer), (1...step.options.count).contains(number) {
                step.toggle(step.options[number - 1])
            } else {
                write("Type a number from 1 to \(step.options.count), or nothing to continue.\n")
            }
        }
    }

    private func showNotes(_ notes: WhatChangedNotes, _ onboarding: TransitOnboarding) throws -> Bool {
        write(notes.title + "\n" + notes.lines.map { "  • " + $0 + "\n" }.joined())
        guard ask("Press Enter to continue: ") != nil else { return false }
        try onboarding.finishNotes()
        return true
    }

    /// Typed text echoed back with control characters shown as `?`, so input can't drive the terminal.
    public static func escaped(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { DisplayWidth.isControl($0) ? "?" : $0 }))
    }
}
