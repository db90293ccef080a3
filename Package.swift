// swift-tools-version:6.0
import Foundation
import PackageDescription

// Arrows point downwards only:
//   threshold -> (CommandLineFace, PlainFace, TerminalFace) -> (TerminalIO, Terminal*, Features)
//   threshold-desktop -> DesktopFace -> (GTKKit, Features)      (* TerminalFace only: it draws)
//   Features -> (Localization, Onboarding, Brand, Migration, ThresholdCore): no face reaches below it
//   ThresholdCore / Migration -> (Storage, Secrets) -> (CSQLite, CCrypto)
// Onboarding, Brand and Terminal know nothing of the domain.
//   threshold-transit -> TransitExample -> (Onboarding, OnboardingStore -> Storage, Terminal): a second app on the kit
//   threshold-transit-desktop -> TransitDesktop -> (TransitExample, OnboardingDesktop -> (Onboarding, GTKKit)): its desktop face
// Release builds of the messenger's own binaries (threshold, threshold-bench) link the Swift runtime
// and Foundation statically: only those executable targets carry the flag (compile and link), never a
// library, since SwiftPM refuses unsafe flags in a dependency pinned by version and a library's
// flag would leak into every app that links it (docs/performance.md, "Start-up").
let staticExecutable: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
let staticExecutableLink: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]

// The desktop targets (GTK 4 + libadwaita) are part of the package only where their development
// files are installed (`apt-get install libadwaita-1-dev`), so `swift build`, `swift run threshold`
// and `swift test` keep working on a machine without them; DesktopAvailabilityTests says so then.
let gtkPackageConfigDirectories: [String] = {
    var directories = ["/usr/lib/x86_64-linux-gnu/pkgconfig", "/usr/lib/aarch64-linux-gnu/pkgconfig",
                       "/usr/lib/pkgconfig", "/usr/lib64/pkgconfig", "/usr/share/pkgconfig",
                       "/usr/local/lib/pkgconfig", "/usr/local/share/pkgconfig"]
    if let extra = ProcessInfo.processInfo.environment["PKG_CONFIG_PATH"] {
        directories += extra.split(separator: ":").map(String.init)
    }
    return directories
}()
// THRESHOLD_NO_DESKTOP=1 leaves them out where they are installed (to check the build without GTK).
let desktopAvailable = ProcessInfo.processInfo.environment["THRESHOLD_NO_DESKTOP"] == nil
    && gtkPackageConfigDirectories.contains { FileManager.default.fileExists(atPath: $0 + "/libadwaita-1.pc") }

let package = Package(
    name: "Threshold",
    products: [
        .executable(name: "threshold", targets: ["threshold"]),
        .executable(name: "threshold-bench", targets: ["threshold-bench"]),
        .executable(name: "threshold-baseline", targets: ["threshold-baseline"]),
        // libFuzzer targets for every parser of outside input (scripts/fuzz, docs/reliability.md).
        .executable(name: "threshold-fuzz", targets: ["threshold-fuzz"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Secrets", targets: ["Secrets"]),
        .library(name: "Pictures", targets: ["Pictures"]),
        .library(name: "ThresholdCore", targets: ["ThresholdCore"]),
        .library(name: "Onboarding", targets: ["Onboarding"]),
        .library(name: "Brand", targets: ["Brand"]),
        .library(name: "Migration", targets: ["Migration"]),
        .library(name: "Transport", targets: ["Transport"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        // QR codes (byte and alphanumeric modes, versions 1-40), for a terminal as text or a desktop as an image.
        .library(name: "QREncoding", targets: ["QREncoding"]),
        .library(name: "Features", targets: ["Features"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "TerminalIO", targets: ["TerminalIO"]),
        .library(name: "CommandLineFace", targets: ["CommandLineFace"]),
        .library(name: "PlainFace", targets: ["PlainFace"]),
        .library(name: "TerminalFace", targets: ["TerminalFace"]),
        // The onboarding kit for other apps: a progress store in its own file, and a second example app.
        .library(name: "OnboardingStore", targets: ["OnboardingStore"]),
        .executable(name: "threshold-transit", targets: ["threshold-transit"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", pkgConfig: "libcrypto",
                       providers: [.apt(["libssl-dev"])]),

        // The page-encrypting SQLite VFS (docs/page-encryption.md): C, as SQLite's VFS is a C struct of callbacks.
        .target(name: "CPageCipher", linkerSettings: [.linkedLibrary("sqlite3"), .linkedLibrary("crypto")]),
        .target(name: "Storage", dependencies: ["CSQLite", "CPageCipher"]),
        .target(name: "Secrets", dependencies: ["CCrypto"]),
        // Profile pictures (docs/pictures.md): PNG and JPEG decoded by libpng and libjpeg-turbo, the
        // libraries every Debian desktop already has, through a small C part that catches their
        // error exits (setjmp), so no input can end the process; no GTK, so the command line builds
        // on a machine without it.
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),
        .target(name: "CPicture", dependencies: ["CPNG", "CJPEG"],
                linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),
        .target(name: "Pictures", dependencies: ["CPicture"]),
        // TCP and TLS byte streams (libssl loaded on first use) for the outbox and archive downloads.
        .target(name: "Transport"),
        .target(name: "ThresholdCore", dependencies: ["Storage", "Secrets", "Transport", "Pictures"]),
        .target(name: "Onboarding"),
        .target(name: "OnboardingStore", dependencies: ["Onboarding", "Storage"]),
        // The example transit app: Onboarding + OnboardingStore + Terminal only, nothing of the messenger.
        .target(name: "TransitExample", dependencies: ["Onboarding", "OnboardingStore", "Terminal"],
                path: "Examples/Transit/Sources/TransitExample"),
        .executableTarget(name: "threshold-transit", dependencies: ["TransitExample"],
                          path: "Examples/Transit/Sources/threshold-transit"),
        .target(name: "Brand"),
        .target(name: "Migration", dependencies: ["Storage", "Secrets", "Transport"]),
        .target(name: "QREncoding"),
        .target(name: "Terminal"),
        // Catalogs (po/*.po, embedded into EmbeddedCatalogs.swift), the .po reader, plural rules,
        // language choice and formatting; no dependency (docs/languages.md).
        .target(name: "Localization", exclude: ["po"]),
        // Every feature once, for every front end (the app session, the error mapper, migration,
        // profiles, progress); imports no Terminal, so front ends can't reach into each other.
        .target(name: "Features", dependencies: ["Localization", "ThresholdCore", "Onboarding", "Brand", "Migration", "Storage", "Secrets", "Pictures"]),
        // The faces: each one thin, on Features only (TerminalIO: line input and output shared by the
        // three terminal faces; Terminal: the drawing kit, for the full screen). The executable
        // wires them together (Sources/threshold/AppLauncher.swift), so no face knows another.
        .target(name: "TerminalIO", dependencies: ["Features"]),
        .target(name: "CommandLineFace", dependencies: ["Features", "TerminalIO", "QREncoding"]),
        .target(name: "PlainFace", dependencies: ["Features", "TerminalIO"]),
        .target(name: "TerminalFace", dependencies: ["Features", "TerminalIO", "Terminal", "QREncoding", "Pictures"]),
        // Release builds link the Swift runtime and Foundation statically: start-up drops from about
        // 7.7 ms to 5 ms (docs/performance.md), because the loader no longer binds a dozen shared
        // libraries. The baseline below stays a default (dynamic) build, as PRODUCT.md 10 defines it.
        .executableTarget(name: "threshold", dependencies: ["CommandLineFace", "PlainFace", "TerminalFace", "TerminalIO", "Features"], swiftSettings: staticExecutable,
                          linkerSettings: staticExecutableLink),
        .executableTarget(name: "threshold-bench",
                         dependencies: ["ThresholdCore", "Secrets", "Storage", "Migration", "Terminal", "TerminalFace", "Features", "Pictures"],
                         swiftSettings: staticExecutable,
                         linkerSettings: staticExecutableLink),
        .executableTarget(name: "threshold-baseline"),
        // Built with -sanitize=fuzzer -DFUZZING by scripts/fuzz; a plain build replays corpus files.
        .target(name: "CFuzzDriver"),
        .executableTarget(name: "threshold-fuzz",
                          dependencies: ["Brand", "CFuzzDriver", "Localization", "Migration", "Secrets", "Terminal", "CommandLineFace", "ThresholdCore"]),

        // Shared test doubles and helpers (temporary folders, running the built binary); tests only.
        .target(name: "TestSupport", dependencies: ["TerminalIO"], path: "Tests/TestSupport"),

        .testTarget(name: "TransportTests", dependencies: ["Transport", "TestSupport"]),
        // A process for the Storage tests to SIGKILL mid-write and mid-conversion; tests only.
        .executableTarget(name: "StorageTestHelper", dependencies: ["Storage"], path: "Tests/StorageTestHelper"),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport", "StorageTestHelper"]),
        .testTarget(name: "SecretsTests", dependencies: ["Secrets", "TestSupport"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "TestSupport"]),
        .testTarget(name: "ThresholdCoreTests", dependencies: ["ThresholdCore", "Storage", "Secrets", "Pictures", "TestSupport"]),
        .testTarget(name: "OnboardingTests", dependencies: ["Onboarding"]),
        .testTarget(name: "OnboardingStoreTests", dependencies: ["OnboardingStore", "Onboarding", "TestSupport"]),
        .testTarget(name: "TransitExampleTests",
                    dependencies: ["TransitExample", "threshold-transit", "OnboardingStore", "Onboarding", "Terminal", "TestSupport"]),
        // The kit as another package sees it: a versioned Git dependency on a tagged copy, debug and release.
        .testTarget(name: "KitPackageTests", dependencies: ["TestSupport"]),
        .testTarget(name: "BrandTests", dependencies: ["Brand"]),
        .testTarget(name: "MigrationTests", dependencies: ["Migration", "Secrets", "Storage", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
        .testTarget(name: "QREncodingTests", dependencies: ["QREncoding", "TestSupport"]),
        .testTarget(name: "FeaturesTests", dependencies: ["Features", "ThresholdCore", "Migration", "Storage", "Secrets", "Brand", "Pictures", "TestSupport"]),
        .testTarget(name: "TerminalIOTests", dependencies: ["TerminalIO", "Features", "ThresholdCore", "TestSupport"]),
        .testTarget(name: "CommandLineFaceTests", dependencies: ["CommandLineFace", "Features", "TestSupport"]),
        .testTarget(name: "PlainFaceTests", dependencies: ["PlainFace", "Features", "ThresholdCore", "Brand", "TestSupport"]),
        .testTarget(name: "TerminalFaceTests", dependencies: ["TerminalFace", "Features", "ThresholdCore", "QREncoding", "Pictures", "TestSupport"],
                    exclude: ["Snapshots"]),
        // Every UserAction in every terminal face (the parity table, docs/parity.md).
        .testTarget(name: "FaceParityTests",
                    dependencies: ["CommandLineFace", "PlainFace", "TerminalFace", "Features"]),
        // One journey suite (issue 31): each seed journey written once, run against the model, the
        // full screen, plain mode and the command line (the binary: hence the dependency on it).
        // The journeys themselves (steps, outcomes, the folder they start from, the checks), shared
        // by JourneyTests and the desktop's DesktopJourneyTests.
        .target(name: "JourneySupport", dependencies: ["Features", "ThresholdCore", "TestSupport"], path: "Tests/JourneySupport"),
        .testTarget(name: "JourneyTests",
                    dependencies: ["threshold", "TerminalFace", "PlainFace", "Features", "ThresholdCore", "Terminal", "TestSupport",
                                   "JourneySupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["threshold", "ThresholdCore", "Storage", "Pictures", "TestSupport"],
                    exclude: ["Snapshots"]),
        // Always built: says visibly whether the desktop targets are in this build.
        .testTarget(name: "DesktopAvailabilityTests", swiftSettings: desktopAvailable ? [.define("THRESHOLD_DESKTOP")] : []),
    ]
)

if desktopAvailable {
    package.products += [
        .library(name: "GTKKit", targets: ["GTKKit"]),
        .executable(name: "threshold-desktop", targets: ["threshold-desktop"]),
        .executable(name: "threshold-desktop-bench", targets: ["threshold-desktop-bench"]),
        // The kit's prebuilt desktop pages and navigation window (on Onboarding + GTKKit only).
        .library(name: "OnboardingDesktop", targets: ["OnboardingDesktop"]),
        .executable(name: "threshold-transit-desktop", targets: ["threshold-transit-desktop"]),
    ]
    package.targets += [
        .systemLibrary(name: "CGTK", path: "Sources/CGTK", pkgConfig: "libadwaita-1",
                       providers: [.apt(["libadwaita-1-dev"])]),
        // What Swift cannot call: variadic functions and cast macros (one-line forwarders).
        .target(name: "CGTKShim", dependencies: ["CGTK"]),
        // The thin @MainActor layer over the GTK and libadwaita widgets Threshold uses; no domain.
        .target(name: "GTKKit", dependencies: ["CGTK", "CGTKShim"]),
        .testTarget(name: "GTKKitTests", dependencies: ["GTKKit", "TestSupport"]),
        // The desktop face: on Features and the widget layer only.
        // Terminal for its QR encoder only (the migration link's code, drawn as a picture).
        .target(name: "DesktopFace", dependencies: ["Features", "GTKKit", "QREncoding"]),
        // Release links Swift's runtime statically, as every module's autolink entries ask (see threshold).
        .executableTarget(name: "threshold-desktop", dependencies: ["DesktopFace", "GTKKit", "Secrets"], swiftSettings: staticExecutable,
                          linkerSettings: staticExecutableLink),
        // The desktop measures of issue 18 (docs/performance.md); seeds stores through ThresholdCore.
        .executableTarget(name: "threshold-desktop-bench", dependencies: ["DesktopFace", "GTKKit", "Features", "ThresholdCore", "Pictures"],
                          swiftSettings: staticExecutable,
                          linkerSettings: staticExecutableLink),
        .testTarget(name: "DesktopFaceTests",
                    dependencies: ["DesktopFace", "GTKKit", "Features", "ThresholdCore", "Pictures", "threshold", "threshold-desktop", "TestSupport",
                                   "JourneySupport"]),
        // The onboarding kit's desktop pages: a navigation window over the engine, stock pages; no domain.
        .target(name: "OnboardingDesktop", dependencies: ["Onboarding", "GTKKit"]),
        .testTarget(name: "OnboardingDesktopTests", dependencies: ["OnboardingDesktop", "Onboarding", "GTKKit", "TestSupport"]),
        // The transit example's desktop face: the kit's pages over the same flow and progress store
        // as its terminal face (TransitExample), so a run started in one resumes in the other.
        .target(name: "TransitDesktop", dependencies: ["TransitExample", "OnboardingDesktop", "OnboardingStore", "GTKKit"],
                path: "Examples/Transit/Sources/TransitDesktop"),
        .executableTarget(name: "threshold-transit-desktop", dependencies: ["TransitDesktop"],
                          path: "Examples/Transit/Sources/threshold-transit-desktop"),
        .testTarget(name: "TransitDesktopTests",
                    dependencies: ["TransitDesktop", "threshold-transit-desktop", "TransitExample", "OnboardingDesktop", "OnboardingStore", "GTKKit", "CGTKShim", "TestSupport"]),
    ]
}
