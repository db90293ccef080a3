import DesktopFace
import Features
import Foundation
import GTKKit
import Pictures
import ThresholdCore

// threshold-desktop-bench: the desktop targets of issue 18 as ratios in one run (docs/performance.md).
//   threshold-desktop-bench all [--runs N]     run every measure (needs a display: scripts/desktop-bench)
// Children (spawned by `all`): first-frame minimal|welcome DIR ; profiles N DIR ; memory minimal|profiles DIR

@MainActor
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

func seedProfiles(_ count: Int, in directory: String, pictures: Bool = false) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let store = try ThresholdStore(path: directory + "/threshold.db", kdfParameters: .owaspMinimum)
    _ = try store.seed(SeedPlan(profiles: count, chats: 1, messages: 1))
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
    store.closeDatabase()
}

/// Builds a window the measured way and exits after its first painted frame.
@MainActor
func child(_ arguments: [String]) -> Never {
    guard GTK.initialize() else { print("no display"); exit(3) }
    let mode = arguments[1], directory = arguments.count > 2 ? arguments[2] : NSTemporaryDirectory()
    let window = Window(title: "Threshold", width: 480, height: 760)
    var app: DesktopApp?
    let started = seconds()
    switch (arguments[0], mode) {
    case ("first-frame", "minimal"), ("memory", "minimal"):
        window.setContent(Label("Threshold"))
    case ("first-frame", "welcome"):
        app = DesktopApp.launch(window: window, dataDirectoryFlag: directory, environment: [:], deviceToken: nil,
                                notifier: RecordingNotificationSink())
    case ("profiles", _), ("memory", "profiles"):
        app = DesktopApp.launch(window: window, dataDirectoryFlag: directory, environment: [:], deviceToken: nil,
                                notifier: RecordingNotificationSink())
    default:
        print("unknown child \(arguments)")
        exit(2)
    }
    window.present()
    var painted = false
    window.onNextFrame { painted = true }
    GTK.iterate(until: { painted }, seconds: 30)
    var elapsed = seconds() - started
    if arguments[0] == "profiles" || (arguments[0] == "memory" && mode == "profiles") {
        // "Your chat profiles" built and drawn, from the chat list.
        let start = seconds()
        app?.showProfiles()
        painted = false
        window.onNextFrame { painted = true }
        GTK.iterate(until: { painted }, seconds: 30)
        elapsed = seconds() - start
    }
    print(String(format: "%.6f %d", elapsed, peakMemoryKiB()))
    app?.stop()
    exit(0)
}

func run(_ arguments: [String]) -> (seconds: Double, peakKiB: Int)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let started = Date()
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let parts = String(decoding: data, as: UTF8.self).split(separator: " ")
    guard parts.count == 2, let inside = Double(parts[0]), let peak = Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    // First frame counts from the process start (spawn to paint), the rest from inside the process.
    let total = arguments[0] == "first-frame" ? Date().timeIntervalSince(started) : inside
    return (total, peak)
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
let root = NSTemporaryDirectory() + "threshold-desktop-bench-\(getpid())"
defer { try? FileManager.default.removeItem(atPath: root) }
do {
    try seedProfiles(10, in: root + "/p10")
    try seedProfiles(1000, in: root + "/p1000")
    try seedProfiles(1000, in: root + "/p1000pictures", pictures: true)
} catch {
    print("seeding failed: \(error)")
    exit(1)
}
var minimal: [Double] = [], welcome: [Double] = [], ten: [Double] = [], thousand: [Double] = []
var minimalPeak: [Double] = [], profilesPeak: [Double] = [], pictures: [Double] = []
for index in 0..<runs {
    // Alternate, so a noisy neighbour slows both sides alike; a fresh data directory for Welcome.
    if let m = run(["first-frame", "minimal"]) { minimal.append(m.seconds) }
    if let w = run(["first-frame", "welcome", root + "/fresh\(index)"]) { welcome.append(w.seconds) }
    if let a = run(["profiles", "10", root + "/p10"]) { ten.append(a.seconds) }
    if let b = run(["profiles", "1000", root + "/p1000"]) { thousand.append(b.seconds) }
    if let c = run(["profiles", "1000", root + "/p1000pictures"]) { pictures.append(c.seconds) }
    if let m = run(["memory", "minimal"]) { minimalPeak.append(Double(m.peakKiB)) }
    if let p = run(["memory", "profiles", root + "/p1000"]) { profilesPeak.append(Double(p.peakKiB)) }
}
func line(_ name: String, _ a: [Double], _ b: [Double], unit: String, scale: Double, target: Double) {
    let ratio = median(b) / median(a)
    print(String(format: "%-44@ %9.2f %@ vs %9.2f %@  ratio %.2f (target <= %.2f) %@", name as NSString,
                 median(b) * scale, unit, median(a) * scale, unit, ratio, target, ratio <= target ? "ok" : "MISSED"))
}
print("threshold-desktop-bench, \(runs) runs each, medians")
line("first frame: Welcome vs minimal window", minimal, welcome, unit: "ms", scale: 1000, target: 1.3)
line("profiles page: 1,000 vs 10 profiles", ten, thousand, unit: "ms", scale: 1000, target: 2.0)
line("profiles page: 1,000 with pictures vs without", thousand, pictures, unit: "ms", scale: 1000, target: 2.0)
line("peak memory: 1,000 profiles vs minimal", minimalPeak, profilesPeak, unit: "KiB", scale: 1, target: 1.5)
