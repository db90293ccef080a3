import Foundation

/// Start-up in each language against English (issue 35: every language within 1.05x of English,
/// measured in one run). A data folder with one profile; `onboarding status --json` (prints no
/// text), `profiles list` (one translated line) and `--help` (some 40 texts), each run in every
/// shipped language through `LANG`, round-robin with the start rotated each round, so drift on a
/// shared machine hits every language alike. The figure is the child's CPU time (user + system,
/// `wait4`), median of `rounds`; `series` repeats the whole measurement (each series printed).
func benchLanguages(rounds: Int, series: Int) throws {
    let folder = temporaryFolder("languages")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    unsetenv("LANGUAGE")
    unsetenv("LC_ALL")
    unsetenv("LC_MESSAGES")
    unsetenv("THRESHOLD_LOCALE_DIR")
    setenv("LANG", "en_US.UTF-8", 1)
    guard try runProduct("threshold", ["--data-dir", folder, "profiles", "create", "Bench"]) == 0 else {
        throw LanguageBenchFailure("languages: could not create a profile")
    }
    let locales: [(String, String)] = [
        ("en", "en_US.UTF-8"), ("ar", "ar_EG.UTF-8"), ("de", "de_DE.UTF-8"), ("es", "es_ES.UTF-8"),
        ("fa", "fa_IR.UTF-8"), ("fr", "fr_FR.UTF-8"), ("ja", "ja_JP.UTF-8"), ("ru", "ru_RU.UTF-8"),
        ("tr", "tr_TR.UTF-8"), ("uk", "uk_UA.UTF-8"), ("zh_CN", "zh_CN.UTF-8"),
    ]
    let commands: [[String]] = [["onboarding", "status", "--json"], ["profiles", "list"], ["--help"]]
    let path = productsDirectory + "/threshold"
    print("languages: CPU time of `threshold` per language, median of \(rounds) round-robin runs, \(series) series; load \(loadAverage())")
    var worst: [String: Double] = [:]
    for number in 1...series {
        for command in commands {
            var times = [[Double]](repeating: [], count: locales.count)
            for round in 0..<rounds {
                for step in 0..<locales.count {
                    let which = (step + round) % locales.count
                    setenv("LANG", locales[which].1, 1)
                    let outcome = try runChild(path, ["--data-dir", folder] + command)
                    guard outcome.status == 0 else {
                        throw LanguageBenchFailure("languages: \(command.joined(separator: " ")) in \(locales[which].0) exited \(outcome.status ?? -1)")
                    }
                    times[which].append(outcome.cpuSeconds)
                }
            }
            let english = median(times[0])
            var line = String(format: "  series %d %-26@ en %6.2f ms", number, command.joined(separator: " ") as NSString, english * 1000)
            for (index, locale) in locales.enumerated().dropFirst() {
                let ratio = median(times[index]) / english
                worst[command.joined(separator: " ") + " " + locale.0] = max(worst[command.joined(separator: " ") + " " + locale.0] ?? 0, ratio)
                line += String(format: "  %@ %.3f", locale.0 as NSString, ratio)
            }
            print(line + "  (load \(loadAverage()))")
        }
    }
    let missed = worst.filter { $0.value > 1.05 }.sorted { $0.key < $1.key }
    print(missed.isEmpty ? "languages: every language within 1.05x of English in every series: ok"
                         : "languages: above 1.05x in some series: " + missed.map { String(format: "%@ %.3f", $0.key as NSString, $0.value) }.joined(separator: ", "))
}

/// A bench that could not run as set up.
struct LanguageBenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
