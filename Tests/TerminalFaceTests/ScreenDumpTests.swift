import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace

/// With `THRESHOLD_SCREEN_DUMP=FOLDER`, writes every screen of the catalog in every shipped
/// language at 40x12 and 80x24 as text (`FOLDER/LANGUAGE.WIDTHxHEIGHT.txt`), for a person to read
/// (issue 35: hints and lines cut mid-word); without it, does nothing.
@Suite struct ScreenDumpTests {
    @Test func dumpEveryScreenInEveryLanguage() throws {
        guard let folder = ProcessInfo.processInfo.environment["THRESHOLD_SCREEN_DUMP"], !folder.isEmpty else { return }
        for language in ["en", "de", "fa", "zh_CN", "uk", "tr", "ar", "ru", "fr", "es", "ja", "qps"] {
            for size in [TerminalSize(width: 40, height: 12), TerminalSize(width: 80, height: 24)] {
                var out = ""
                Texts.with(Translator(preferences: [language])) {
                    for (name, state) in ScreenCatalog.all(size) {
                        let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines
                        out += "=== \(name)\n" + lines.map { "|" + $0 }.joined(separator: "\n") + "\n"
                    }
                }
                try out.write(toFile: "\(folder)/\(language).\(size.width)x\(size.height).txt", atomically: true, encoding: .utf8)
            }
        }
    }
}
