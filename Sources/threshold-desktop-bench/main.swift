import DesktopFace
import Features
import Foundation
import GTKKit
import Pictures
import ThresholdCore

// threshold-desktop-bench: the desktop targets of issues 18 and 32 as ratios in one run
// (docs/performance.md), each against a minimal libadwaita window or the small case.
//   threshold-desktop-bench all [--runs N]     run every measure (needs a display: scripts/desktop-bench)
// Children (spawned by `all`): first-frame minimal|welcome|welcome-sync DIR ; profiles N DIR ; chat N DIR ;
// memory minimal|profiles|chat DIR ; stalls minimal|typing|scrolling|labels DIR ; first-frame empty ;
// reveal window DIR (a hidden profile's password typed into "Your chat profiles" until its row is drawn)
// A first frame counts from the child's spawn until its paint (THRESHOLD_BENCH_SPAWNED); spawn to exit is
// printed beside it. THRESHOLD_BENCH_TRACE=1 also prints each first-frame child's steps with their CPU time.

/// The window size of every child: a desktop's, where home shows its two panes.
let windowSize: (width: Int32, height: Int32) = (1280, 800)

func seconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func peakMemoryKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
}

func seed(profiles: Int, messages: Int, in directory: String, pictures: Bool = false) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let store = try ThresholdStore(path: directory + "/threshold.db", kdfParameters: .owaspMinimum)
    _ = try store.seed(SeedPlan(profiles: profiles, chats: 1, messages: messages))
    if pictures {
        // A different picture for every profile (the avatars' textures are shared by equal bytes).
        for (index, profile) in try store.listProfiles().profiles.enumerated() {
            let rgb = PictureCodec.samplePixels(width: 96, height: 96, seed: UInt32(index + 1))
            guard let jpeg = PictureCodec.jpeg(rgb: rgb, width: 96, height: 96) else { continue }
            try store.setPicture(ProfileRef(profile.name), try PictureDecoder.picture(from: jpeg))
        }
    }
    let brand = try AppSession.loadBrand(flag: nil)
    try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
    try store.setWhatsNewSeenVersion(brand.whatsNew.first?.version.description ?? "")
    store.closeDatabase()
}

/// The password of the hidden profile "Work" in the reveal measure's store.
let revealPassword = "blue heron 42"

/// "Ann" visible and active, "Work" hidden behind ``revealPassword`` at OWASP's scrypt minimum
/// (as the full screen's reveal-latency measure in threshold-bench).
func seedReveal(in directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let store = try ThresholdStore(path: directory + "/threshold.db", kdfParameters: .owaspMinimum)
    try store.createProfile(name: "Ann")
    try store.createProfile(name: "Work")
    try store.activateProfile(ProfileRef("Ann"))
    try store.hideProfile("Work", password: revealPassword)
    let brand = try AppSession.loadBrand(flag: nil)
    try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
    try store.setWhatsNewSeenVersion(brand.whatsNew.first?.version.description ?? "")
    store.closeDatabase()
}

/// Runs the main loop until the window's next frame is painted.
@MainActor
func paint(_ window: Window) {
    var painted = false
    window.onNextFrame { painted = true }
    GTK.iterate(until: { painted }, seconds: 30)
}

/// Runs the main loop until the chat `showChat` opened is the page shown: since 2026-12-07 a chat is
/// read on the store's queue and shown when that read comes back, so a paint right after the click
/// drew the chat list (the chat measures timed nothing, the scrolling one ended "no chat page").
@MainActor
func waitForChat(_ app: DesktopApp?) {
    GTK.iterate(until: { app?.benchPage is ChatPageAccess }, seconds: 30)
}

/// The main thread's CPU time so far (what it computed, not what it waited for a core).
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// What the stalls measure found: wall-clock gaps, and the main thread's CPU time in each gap.
struct Stalls {
    var worst = 0.0, over16 = 0, median = 0.0
    /// The largest CPU time the main thread spent between two ticks, and how many gaps took over 16 ms of it.
    var worstCPU = 0.0, over16CPU = 0
}

/// Runs the main loop for `seconds` (a page's own work after its first frame: growing lists,
/// pictures), so a stalls measure starts once the page has settled.
@MainActor
func settle(_ seconds: Double = 0.5) {
    let until = Date().addingTimeInterval(seconds)
    GTK.iterate(until: { Date() >= until }, seconds: seconds + 1)
}

/// The main loop's longest stalls while `step` runs every `interval` ms (`steps` times): a 2 ms
/// ticker notes the gaps between its ticks; a gap minus the tick is the time the loop was busy or
/// waited for a core. The main thread's CPU time in each gap tells the two apart: on a shared,
/// loaded machine a gap can be long while the process does little (it waits to be scheduled).
@MainActor
func stalls(steps: Int, interval: UInt32, _ step: @escaping @MainActor (Int) -> Void) -> Stalls {
    // Since 2026-12-06 (evening): measured from a settled page (before, its first gap was the rest of
    // the page's own opening work: 20 ms of CPU for "Your chat profiles", before any key).
    settle()
    var last = seconds(), lastCPU = threadCPUSeconds()
    var gaps: [Double] = [], cpuGaps: [Double] = []
    var done = 0
    // `THRESHOLD_BENCH_TRACE=1`: each gap of over 8 ms of CPU to stderr, with the step before it and its bounds.
    let trace = ProcessInfo.processInfo.environment["THRESHOLD_BENCH_TRACE"] != nil
    let ticker = MainLoopTimer.every(milliseconds: 2) {
        let now = seconds(), cpu = threadCPUSeconds()
        gaps.append(max(0, now - last - 0.002))
        cpuGaps.append(cpu - lastCPU)
        if trace, cpu - lastCPU > 0.008 {
            // With the gap's bounds on the monotonic clock (perf's `-k CLOCK_MONOTONIC` samples can be
            // matched to it: what the long gaps did).
            FileHandle.standardError.write(Data(String(format: "step %d: gap %.1f ms, CPU %.1f ms, from %.6f to %.6f\n", done - 1,
                                                       (now - last) * 1000, (cpu - lastCPU) * 1000, last, now).utf8))
        }
        last = now
        lastCPU = cpu
    }
    let driver = MainLoopTimer.every(milliseconds: interval) {
        if done < steps { step(done) }
        done += 1
    }
    GTK.iterate(until: { done > steps }, seconds: 120)
    // The last step's frame and idle work.
    let end = seconds() + 0.4
    GTK.iterate(until: { seconds() > end }, seconds: 1)
    driver.cancel()
    ticker.cancel()
    let sorted = gaps.sorted()
    return Stalls(worst: sorted.last ?? 0, over16: gaps.filter { $0 > 0.016 }.count,
                  median: sorted.isEmpty ? 0 : sorted[sorted.count / 2],
                  worstCPU: cpuGaps.max() ?? 0, over16CPU: cpuGaps.filter { $0 > 0.016 }.count)
}

/// The child's extra output for a stalls measure.
func describe(_ result: Stalls) -> String {
    String(format: " %.6f %d %.6f %.6f %d", result.worst, result.over16, result.median, result.worstCPU, result.over16CPU)
}

/// A row of the scrolling floor: one wrapped label, GTK's cheapest row.
@MainActor
final class LabelRow: ListRow {
    let label = Label("", wraps: true)
    var root: Widget { label }
}

/// The process's CPU time so far, every thread (the data opened on a thread included).
func processCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// When the parent spawned this child, on the machine's monotonic clock (`THRESHOLD_BENCH_SPAWNED`,
/// set by ``run(_:)`` for a first-frame child): its first frame counts from there.
let spawned = ProcessInfo.processInfo.environment["THRESHOLD_BENCH_SPAWNED"].flatMap(Double.init)

/// `THRESHOLD_BENCH_TRACE=1`: a first-frame child notes when each step of its start ended, from
/// its spawn, with the main thread's and the process's CPU time, and prints them to stderr (where
/// its time goes: issue 32).
@MainActor
final class StartTrace {
    static let shared = StartTrace()
    private var marks: [(String, Double, Double, Double)] = []
    var isOn: Bool { spawned != nil && ProcessInfo.processInfo.environment["THRESHOLD_BENCH_TRACE"] != nil }

    func mark(_ name: String) {
        guard isOn, let spawned else { return }
        marks.append((name, seconds() - spawned, threadCPUSeconds(), processCPUSeconds()))
    }

    func print(_ mode: String) {
        guard isOn else { return }
        let text = marks.map { String(format: "%@ %.1f (main CPU %.1f, all %.1f)", $0.0 as NSString, $0.1 * 1000, $0.2 * 1000, $0.3 * 1000) }
        FileHandle.standardError.write(Data("trace \(mode): \(text.joined(separator: "; "))\n".utf8))
    }
}

/// Builds a window the measured way, measures and prints "seconds peakKiB [worst over16]", exits.
@MainActor
func child(_ arguments: [String]) -> Never {
    StartTrace.shared.mark("main")
    if arguments[0] == "first-frame" && arguments[1] == "welcome" {
        // As threshold-desktop starts: the language chosen, then the brand and Welcome's fonts
        // read on a thread while GTK starts (issue 32).
        DesktopCommandLine.useLanguage(environment: [:], flag: nil)
        DesktopApp.prepareStart(environment: [:])
    }
    guard GTK.initialize() else { print("no display"); exit(3) }
    StartTrace.shared.mark("gtk")
    let kind = arguments[0], mode = arguments[1], directory = arguments.count > 2 ? arguments[2] : NSTemporaryDirectory()
    let window = Window(title: "Threshold", width: windowSize.width, height: windowSize.height)
    let started = seconds()
    let minimal = mode == "minimal"
    var app: DesktopApp?
    let entry = Entry(placeholder: "Threshold")
    // The scrolling floor: a list of 10,000 labels, no store, no app (what GTK costs alone).
    let labels = ListView<LabelRow>(makeRow: LabelRow.init) { row, index in
        row.label.text = "Message \(index + 1): a line of text about as long as the seeded ones"
    }
    if mode == "empty" {
        // The floor of the first frame: GTK's own window with nothing in it.
    } else if mode == "labels" {
        labels.scrolling.setExpand(vertical: true)
        labels.setItems(keys: (0..<10_000).map(String.init))
        window.setContent(labels.scrolling)
    } else if minimal {
        let box = Box(.vertical, spacing: 12)
        box.append(Label("Threshold"))
        box.append(entry)
        window.setContent(box)
    } else if kind == "first-frame" && mode == "welcome" {
        // As threshold-desktop starts: the data opened on a thread while the window is built (issue 32).
        app = DesktopApp.launchOpening(window: window, dataDirectoryFlag: directory, environment: [:], deviceToken: nil,
                                       notifier: RecordingNotificationSink())
    } else {
        app = DesktopApp.launch(window: window, dataDirectoryFlag: directory, environment: [:], deviceToken: nil,
                                notifier: RecordingNotificationSink())
    }
    StartTrace.shared.mark("built")
    window.present()
    StartTrace.shared.mark("presented")
    paint(window)
    var elapsed = seconds() - started
    if kind == "first-frame", let spawned {
        // From the spawn to the paint (since 2026-12-07, deskperf6): before, the parent counted
        // until the child had exited, which added the process's teardown (and that of any thread
        // still running then) to a measure of a first frame.
        elapsed = seconds() - spawned
    }
    // The CPU time used until the paint, the main thread's and every thread's: what the first frame
    // cost whatever the machine's load (the wall clock above also holds the waits for a core).
    let cpuUntilPaint = (main: threadCPUSeconds(), all: processCPUSeconds())
    StartTrace.shared.mark("painted")
    if kind == "first-frame" { StartTrace.shared.print(mode) }
    if ProcessInfo.processInfo.environment["THRESHOLD_BENCH_TRACE"] != nil, let app {
        // Whether the data was still opening when the first frame was painted (launchOpening).
        FileHandle.standardError.write(Data("first frame at \(Int(elapsed * 1000)) ms, data still opening: \(app.isOpening)\n".utf8))
    }
    var extra = kind == "first-frame" ? String(format: " %.6f %.6f", cpuUntilPaint.main, cpuUntilPaint.all) : ""
    switch (kind, mode) {
    case ("profiles", _), ("memory", "profiles"):
        // "Your chat profiles" built and drawn, from the chat list.
        let start = seconds()
        app?.showProfiles()
        paint(window)
        elapsed = seconds() - start
    case ("chat", _), ("memory", "chat"):
        // A chat opened beside the list and drawn at its first unread message.
        guard let contact = app?.snapshot.chats.first?.contact else { print("no chat"); leave(4) }
        let start = seconds()
        app?.showChat(contact)
        waitForChat(app)
        paint(window)
        elapsed = seconds() - start
    case ("stalls", "minimal"):
        entry.grabFocus()
        let typed = "Profile 5"
        let characters = Array(typed)
        let result = stalls(steps: typed.count * 2, interval: 120) { index in
            if index < characters.count { entry.type(String(characters[index])) } else { entry.backspace() }
        }
        extra = describe(result)
    case ("stalls", "typing"):
        // Typing "Profile 5" into the search field and deleting it again, a key every 120 ms (the
        // reveal's 300 ms pause is not reached, as while typing).
        app?.showProfiles()
        paint(window)
        guard let page = app?.benchPage as? ProfilesPageAccess else { print("no profiles page"); leave(4) }
        let typed = "Profile 5"
        let characters = Array(typed)
        let result = stalls(steps: typed.count * 2, interval: 120) { index in
            if index < characters.count { page.type(String(characters[index])) } else { page.backspace() }
        }
        extra = describe(result)
    case ("reveal", _):
        // From the last key of the hidden profile's password until its row is drawn: the 300 ms
        // pause, the KDF on its thread, the row added and painted (PRODUCT.md 10, "Reveal by typing").
        app?.showProfiles()
        paint(window)
        settle()
        guard let page = app?.benchPage as? ProfilesPageAccess else { print("no profiles page"); leave(4) }
        for character in revealPassword.dropLast() { page.type(String(character)) }
        paint(window)
        let start = seconds()
        page.type(String(revealPassword.last ?? " "))
        GTK.iterate(until: { page.revealedNames.contains("Work") }, seconds: 30)
        guard page.revealedNames.contains("Work") else { print("not revealed"); leave(4) }
        paint(window)
        elapsed = seconds() - start
    case ("stalls", "labels"):
        // The floor of the chat's scrolling: the same steps in a list of 10,000 labels, from its end.
        labels.scrollToEnd()
        paint(window)
        paint(window)
        let result = stalls(steps: 150, interval: 16) { _ in labels.scroll(by: -600) }
        extra = describe(result)
    case ("stalls", "scrolling"):
        // A chat of 10,000 messages scrolled from its end to its start, a step every 16 ms.
        guard let contact = app?.snapshot.chats.first?.contact else { print("no chat"); leave(4) }
        app?.showChat(contact)
        waitForChat(app)
        paint(window)
        guard let chat = app?.benchPage as? ChatPageAccess else { print("no chat page"); leave(4) }
        let result = stalls(steps: 150, interval: 16) { _ in chat.scroll(by: -600) }
        extra = describe(result)
    default:
        break
    }
    print(String(format: "%.6f %d", elapsed, peakMemoryKiB()) + extra)
    app?.stop()
    leave(0)
}

/// Ends a child once its window was built: its output flushed, then `_exit`, without the process's
/// exit handlers. `exit` ran them while the app's store queue could still be at work (the live
/// check every 250 ms, a chat's read): OpenSSL's handler frees its locks, and the store thread's
/// next digest (`EVP_Digest` under `ThresholdStore.isLockOn`) crashed with signal 11 on a NULL
/// rwlock (2026-12-07, deskperf9: caught in a core). The app now keeps OpenSSL's state to the end
/// and `stopForExit()` waits for the store; a child still leaves this way, measured without its teardown.
func leave(_ status: Int32) -> Never {
    fflush(nil) // every stream (the measures went to stdout, a pipe: buffered)
    _exit(status)
}

struct Sample {
    var seconds: Double
    var peakKiB: Int
    /// A first-frame child's time from its spawn until it had exited (the measure before 2026-12-07).
    var untilExit = 0.0
    var worst = 0.0, over16 = 0, median = 0.0
    var worstCPU = 0.0, over16CPU = 0
    /// A first-frame child's CPU time until its paint: the main thread's and every thread's.
    var cpuMain = 0.0, cpuAll = 0.0
}

/// The wall-clock time of `threshold profiles reveal --password-stdin` on `directory` (the release
/// binary beside this one), nil when it is not built or fails.
func revealCommand(_ directory: String) -> Double? {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("threshold")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return nil }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--data-dir", directory, "profiles", "reveal", "--password-stdin"]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let started = Date()
    guard (try? process.run()) != nil else { return nil }
    input.fileHandleForWriting.write(Data((revealPassword + "\n").utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? Date().timeIntervalSince(started) : nil
}

func run(_ arguments: [String]) -> Sample? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    let trace = ProcessInfo.processInfo.environment["THRESHOLD_BENCH_TRACE"] != nil
    process.standardError = trace ? FileHandle.standardError : FileHandle.nullDevice
    let firstFrame = arguments[0] == "first-frame"
    if firstFrame {
        // The child's first frame (and its trace) counts from here.
        process.environment = ProcessInfo.processInfo.environment.merging(["THRESHOLD_BENCH_SPAWNED": String(seconds())]) { $1 }
    }
    let started = Date()
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let parts = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    guard parts.count >= 2, let inside = Double(parts[0]), let peak = Int(parts[1]) else { return nil }
    // A first frame counts from the spawn to the paint (the child's clock is the same monotonic
    // one), the rest from inside the process; spawn to exit is kept as the measure before 7 December.
    var sample = Sample(seconds: inside, peakKiB: peak)
    if firstFrame { sample.untilExit = Date().timeIntervalSince(started) }
    if trace, firstFrame {
        FileHandle.standardError.write(Data(String(format: "parent %@: spawn to paint %.1f ms, to exit %.1f ms\n",
                                                   arguments[1] as NSString, sample.seconds * 1000, sample.untilExit * 1000).utf8))
    }
    if firstFrame, parts.count >= 4 {
        sample.cpuMain = Double(parts[2]) ?? 0
        sample.cpuAll = Double(parts[3]) ?? 0
    } else if parts.count >= 5 {
        sample.worst = Double(parts[2]) ?? 0
        sample.over16 = Int(parts[3]) ?? 0
        sample.median = Double(parts[4]) ?? 0
    }
    if parts.count >= 7 {
        sample.worstCPU = Double(parts[5]) ?? 0
        sample.over16CPU = Int(parts[6]) ?? 0
    }
    return sample
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first, first != "all" {
    MainActor.assumeIsolated { child(arguments) }
}
var runs = 7
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let n = Int(arguments[index + 1]) { runs = n }
// `THRESHOLD_BENCH_KEEP=DIR` keeps the seeded data in DIR and reuses it in later runs (profiling one child).
let kept = ProcessInfo.processInfo.environment["THRESHOLD_BENCH_KEEP"]
let root = kept ?? NSTemporaryDirectory() + "threshold-desktop-bench-\(getpid())"
defer { if kept == nil { try? FileManager.default.removeItem(atPath: root) } }
if let kept, FileManager.default.fileExists(atPath: kept + "/reveal/threshold.db") {
    // Seeded by an earlier run.
} else { do {
    try seed(profiles: 10, messages: 1, in: root + "/p10")
    try seed(profiles: 1000, messages: 1, in: root + "/p1000")
    try seed(profiles: 1000, messages: 1, in: root + "/p1000pictures", pictures: true)
    try seed(profiles: 1, messages: 10, in: root + "/m10")
    try seed(profiles: 1, messages: 10_000, in: root + "/m10000")
    try seedReveal(in: root + "/reveal")
} catch {
    print("seeding failed: \(error)")
    exit(1)
} }
var samples: [String: [Sample]] = [:]
/// `THRESHOLD_BENCH_ONLY=welcome,minimal,...` runs only those measures (profiling one part).
let only = ProcessInfo.processInfo.environment["THRESHOLD_BENCH_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
@MainActor func measure(_ name: String, _ arguments: [String]) {
    if let only, !only.contains(name) { return }
    if let sample = run(arguments) { samples[name, default: []].append(sample) }
}
// Both sides warm (since 2026-12-07, deskperf7): one unrecorded child of each first-frame kind
// before the measured rounds, so the first round's fonts, icons and pages of the binary are not
// colder for one side than for the other.
for kind in ["empty", "minimal", "welcome", "welcome-sync"] where only?.contains(kind) ?? true {
    _ = run(["first-frame", kind, root + "/warm-up-\(kind)-\(getpid())"])
}
for index in 0..<runs {
    // Alternate, so a noisy neighbour slows both sides alike; a fresh data directory for Welcome.
    measure("empty", ["first-frame", "empty"])
    measure("minimal", ["first-frame", "minimal"])
    measure("welcome", ["first-frame", "welcome", root + "/fresh-\(getpid())-\(index)"])
    // The same with the data opened before the window is shown (DesktopApp.launch, as before issue 32's change).
    measure("welcome-sync", ["first-frame", "welcome-sync", root + "/fresh-sync-\(getpid())-\(index)"])
    measure("p10", ["profiles", "10", root + "/p10"])
    measure("p1000", ["profiles", "1000", root + "/p1000"])
    measure("p1000pictures", ["profiles", "1000", root + "/p1000pictures"])
    measure("m10", ["chat", "10", root + "/m10"])
    measure("m10000", ["chat", "10000", root + "/m10000"])
    measure("memory-minimal", ["memory", "minimal"])
    measure("memory-profiles", ["memory", "profiles", root + "/p1000"])
    measure("memory-chat", ["memory", "chat", root + "/m10000"])
    measure("stalls-minimal", ["stalls", "minimal"])
    measure("stalls-typing", ["stalls", "typing", root + "/p1000"])
    measure("stalls-scrolling", ["stalls", "scrolling", root + "/m10000"])
    measure("stalls-labels", ["stalls", "labels"])
    if only == nil || only?.contains("reveal") == true {
        // The command and the window alternated, as the other pairs.
        if let seconds = revealCommand(root + "/reveal") {
            samples["reveal-command", default: []].append(Sample(seconds: seconds + Double(ProfileFinder<Profile>.pauseMilliseconds) / 1000,
                                                                 peakKiB: 0))
        }
        measure("reveal", ["reveal", "window", root + "/reveal"])
    }
}
@MainActor func values(_ name: String, _ key: (Sample) -> Double) -> [Double] { (samples[name] ?? []).map(key) }
@MainActor func line(_ name: String, _ base: String, _ measured: String, unit: String, scale: Double, target: Double,
          _ key: (Sample) -> Double = { $0.seconds }) {
    let a = values(base, key), b = values(measured, key)
    let ratio = median(b) / median(a)
    print(String(format: "%-48@ %9.2f %@ vs %9.2f %@  ratio %.2f (target <= %.2f) %@", name as NSString,
                 median(b) * scale, unit, median(a) * scale, unit, ratio, target, ratio <= target ? "ok" : "MISSED"))
}
@MainActor func stallLine(_ name: String, _ key: String) {
    let list = samples[key] ?? []
    let worst = list.map(\.worst).max() ?? .nan
    let over = list.map(\.over16)
    print(String(format: "%-48@ worst %6.1f ms, median run's worst %6.1f ms, stalls > 16 ms per run: %@ (goal: none)",
                 name as NSString, worst * 1000, median(list.map(\.worst)) * 1000,
                 over.map(String.init).joined(separator: ",") as NSString))
    // The same gaps counted in the main thread's CPU time: the work itself, without the waits
    // for a core that a loaded machine adds (the minimal window's line shows that floor).
    print(String(format: "%-48@ CPU in a gap: worst %6.1f ms, median run's worst %6.1f ms, over 16 ms per run: %@",
                 "" as NSString, (list.map(\.worstCPU).max() ?? .nan) * 1000, median(list.map(\.worstCPU)) * 1000,
                 list.map { String($0.over16CPU) }.joined(separator: ",") as NSString))
}
print("threshold-desktop-bench, \(runs) runs each, medians, window \(windowSize.width)x\(windowSize.height)")
line("first frame: Welcome vs minimal window", "minimal", "welcome", unit: "ms", scale: 1000, target: 1.2)
line("first frame (floor): minimal vs empty window", "empty", "minimal", unit: "ms", scale: 1000, target: 1.2)
// Beside the ratio of the medians: the median of the rounds' own ratios (a Welcome child against
// the minimal child spawned just before it, under nearly the same load), and the CPU time each
// used until its paint (the load of a shared machine moves the wall clock, hardly the CPU time).
@MainActor func pairedLine(_ name: String, _ base: String, _ measured: String) {
    let a = values(base) { $0.seconds }, b = values(measured) { $0.seconds }
    guard a.count == b.count, !a.isEmpty else { return }
    let ratios = zip(b, a).map { $0 / $1 }
    print(String(format: "%-48@ median %.2f, rounds %@", name as NSString, median(ratios),
                 ratios.map { String(format: "%.2f", $0) }.joined(separator: " ") as NSString))
}
pairedLine("first frame, per round: Welcome / minimal", "minimal", "welcome")
line("first frame, main thread's CPU: Welcome vs minimal", "minimal", "welcome", unit: "ms", scale: 1000, target: 1.2) { $0.cpuMain }
line("first frame, all threads' CPU: Welcome vs minimal", "minimal", "welcome", unit: "ms", scale: 1000, target: 1.2) { $0.cpuAll }
line("first frame, data opened first (before): vs minimal", "minimal", "welcome-sync", unit: "ms", scale: 1000, target: 1.2)
line("first frame, spawn to exit: Welcome vs minimal", "minimal", "welcome", unit: "ms", scale: 1000, target: 1.2) { $0.untilExit }
line("first frame, spawn to exit (floor): minimal vs empty", "empty", "minimal", unit: "ms", scale: 1000, target: 1.2) { $0.untilExit }
line("profiles page: 1,000 vs 10 profiles", "p10", "p1000", unit: "ms", scale: 1000, target: 2.0)
line("profiles page: 1,000 with pictures vs without", "p1000", "p1000pictures", unit: "ms", scale: 1000, target: 2.0)
line("chat opened: 10,000 vs 10 messages", "m10", "m10000", unit: "ms", scale: 1000, target: 2.0)
line("peak memory: 1,000 profiles vs minimal", "memory-minimal", "memory-profiles", unit: "KiB", scale: 1, target: 1.5) {
    Double($0.peakKiB)
}
line("peak memory: 10,000-message chat vs minimal", "memory-minimal", "memory-chat", unit: "KiB", scale: 1, target: 1.5) {
    Double($0.peakKiB)
}
if samples["reveal-command"] != nil {
    line("reveal: row drawn vs `profiles reveal` + pause", "reveal-command", "reveal", unit: "ms", scale: 1000, target: 1.2)
} else if samples["reveal"] != nil {
    print("reveal: the window's row drawn after \(Int(median(values("reveal") { $0.seconds }) * 1000)) ms; no release `threshold` beside the bench for the baseline")
}
stallLine("main loop, typing in a minimal window's entry", "stalls-minimal")
stallLine("main loop, typing in search (1,000 profiles)", "stalls-typing")
stallLine("main loop, scrolling a 10,000-message chat", "stalls-scrolling")
stallLine("main loop, scrolling 10,000 labels (the floor)", "stalls-labels")
