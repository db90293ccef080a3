import Features
import Foundation
import Terminal
import TerminalFace

/// Terminal targets (PRODUCT.md 10): drawing "Your chat profiles" with 1,000 profiles in memory
/// (goal: under 2 ms), and the bytes one keystroke in its search field writes (goal: under 200).
func benchTerminal() {
    let size = TerminalSize(width: 80, height: 24)
    _ = TUIBenchmark.drawProfilesScreen(profiles: 1_000, size: size)
    var times: [Double] = []
    for _ in 0..<201 {
        times.append(time { _ = TUIBenchmark.drawProfilesScreen(profiles: 1_000, size: size) })
    }
    let draw = median(times)
    print(String(format: "%-28@ median %6.3f ms over 201 draws (goal < 2 ms) %@", "draw profiles screen, 1,000" as NSString,
                 draw * 1000, (draw < 0.002 ? "ok" : "MISSED") as NSString))
    // The same draw in German (docs/languages.md): every text goes through the catalog.
    let german = Texts.with(Translator(preferences: ["de"])) { () -> Double in
        _ = TUIBenchmark.drawProfilesScreen(profiles: 1_000, size: size)
        var times: [Double] = []
        for _ in 0..<201 { times.append(time { _ = TUIBenchmark.drawProfilesScreen(profiles: 1_000, size: size) }) }
        return median(times)
    }
    print(String(format: "%-28@ median %6.3f ms over 201 draws (goal < 2 ms) %@", "  the same in German" as NSString,
                 german * 1000, (german < 0.002 ? "ok" : "MISSED") as NSString))
    let bytes = TUIBenchmark.keystrokeBytes(profiles: 1_000, size: size)
    print(String(format: "%-28@ %4d bytes (goal < 200) %@", "one keystroke in search" as NSString, bytes,
                 (bytes < 200 ? "ok" : "MISSED") as NSString))
}
