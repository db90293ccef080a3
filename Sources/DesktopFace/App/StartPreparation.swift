import Features
import Foundation
import GTKKit
import Synchronization

/// What the window's start can have ready before GTK is (issue 32): the brand read and shown in
/// the chosen language, Welcome's "Step 1 of N", and the fonts of Welcome's first frame. GTK's
/// own start-up keeps the main thread busy for about 80 ms of CPU; this runs beside it on a
/// thread of its own, so the main thread finds the work done when it builds Welcome. Nothing
/// here changes what is shown: when the preparation is not there or was made for another
/// language or brand, the window reads the brand itself, as before.
final class StartPreparation: Sendable {
    /// What the thread read.
    struct Prepared: Sendable {
        /// The brand, localized (nil when it can't be loaded: the session's opening says why).
        var brand: DesktopStartPreview.ShownBrand?
        /// Welcome's step on a fresh data folder.
        var progress: (index: Int, total: Int)?
        /// The language and brand file it was read for.
        var languages: [String]
        var brandFile: String?
    }

    /// The process's preparation, once ``DesktopApp/prepareStart(environment:)`` has started it.
    static let current = Mutex<StartPreparation?>(nil)

    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<Prepared?>(nil)

    /// Starts reading on a thread of its own.
    init(environment: [String: String]) {
        Thread.detachNewThread { [self] in
            let languages = Texts.current.languages
            let brand = DesktopStartPreview.brand(environment: environment)
            let progress = brand.flatMap(DesktopStartPreview.welcomeProgress(of:))
            result.withLock {
                $0 = Prepared(brand: brand, progress: progress, languages: languages, brandFile: environment["THRESHOLD_BRAND"])
            }
            if let brand { FontWarmup.run(Self.fontSamples(brand, progress: progress)) }
            done.signal()
        }
    }

    /// Waits for the thread (at most `milliseconds`: it runs while GTK starts and is done long
    /// before); nil when it is not done then.
    func wait(milliseconds: Int) -> Prepared? {
        guard done.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
        done.signal()
        return result.withLock { $0 }
    }

    /// Welcome's texts in the fonts libadwaita 1.2 draws them in at GTK's default "Sans 10"
    /// (13.3330078125 px; "smaller" 11.111328125 px): the header's bold title and its step, the
    /// logo's monospace art (light and dark: the scheme is known only once GTK runs), the tagline
    /// (`title-2`: weight 800, 15 pt), the highlights' titles and texts, the bold buttons.
    static func fontSamples(_ brand: DesktopStartPreview.ShownBrand, progress: (index: Int, total: Int)?) -> [FontWarmup.Sample] {
        let regular = "Sans 13.3330078125px", smaller = "Sans 11.111328125px", bold = "Sans Bold 13.3330078125px"
        var samples = [
            FontWarmup.Sample(brand.appName + DesktopText.createProfile + DesktopText.migrate, font: bold),
            FontWarmup.Sample((brand.logo.light + brand.logo.dark).joined(separator: "\n"), font: "monospace 13px"),
            FontWarmup.Sample(brand.tagline, font: "Sans Ultra-Bold 20px"),
            FontWarmup.Sample(brand.highlights.map(\.title).joined(separator: " "), font: regular),
            FontWarmup.Sample(brand.highlights.map(\.text).joined(separator: " "), font: smaller),
        ]
        if let progress { samples.append(FontWarmup.Sample(DesktopText.step(progress.index, of: progress.total), font: smaller)) }
        return samples
    }
}

extension DesktopApp {
    /// Starts reading the brand and making Welcome's fonts ready on a thread of its own; call
    /// before GTK starts, after the language is chosen, with the environment the window will be
    /// launched with (``launchOpening(window:dataDirectoryFlag:environment:deviceToken:language:notifier:)``
    /// then takes them; without this call it reads them itself).
    public nonisolated static func prepareStart(environment: [String: String]) {
        StartPreparation.current.withLock { current in
            if current == nil { current = StartPreparation(environment: environment) }
        }
    }

    /// The prepared brand and step when they were read for this language and brand file; the
    /// prepared fonts become GTK's in any case (they only change how fast text is drawn).
    static func takePreparation(environment: [String: String]) -> StartPreparation.Prepared? {
        guard let preparation = StartPreparation.current.withLock({ $0 }),
              let prepared = preparation.wait(milliseconds: 1000) else { return nil }
        FontWarmup.adopt()
        guard prepared.languages == Texts.current.languages, prepared.brandFile == environment["THRESHOLD_BRAND"] else { return nil }
        return prepared
    }
}
