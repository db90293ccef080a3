// swift-tools-version:6.0
import PackageDescription

// Arrows point downwards only:
//   threshold -> ThresholdApp -> (Terminal, Features) ; Features -> (Onboarding, Brand, Migration, ThresholdCore)
//   ThresholdCore / Migration -> (Storage, Secrets) -> (CSQLite, CCrypto)
// Onboarding, Brand and Terminal know nothing of the domain.
//   threshold-transit -> TransitExample -> (Onboarding, OnboardingStore -> Storage, Terminal): a second app on the kit
// Release builds link the Swift runtime and Foundation statically (see the threshold target).
// Every module is compiled with the flag too, so its autolink entries name the static libraries.
let staticInRelease: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]

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
        .library(name: "ThresholdCore", targets: ["ThresholdCore"]),
        .library(name: "Onboarding", targets: ["Onboarding"]),
        .library(name: "Brand", targets: ["Brand"]),
        .library(name: "Migration", targets: ["Migration"]),
        .library(name: "Transport", targets: ["Transport"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "Features", targets: ["Features"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "ThresholdApp", targets: ["ThresholdApp"]),
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
        .target(name: "Storage", dependencies: ["CSQLite", "CPageCipher"], swiftSettings: staticInRelease),
        .target(name: "Secrets", dependencies: ["CCrypto"], swiftSettings: staticInRelease),
        // TCP and TLS byte streams (libssl loaded on first use) for the outbox and archive downloads.
        .target(name: "Transport", swiftSettings: staticInRelease),
        .target(name: "ThresholdCore", dependencies: ["Storage", "Secrets", "Transport"], swiftSettings: staticInRelease),
        .target(name: "Onboarding", swiftSettings: staticInRelease),
        .target(name: "OnboardingStore", dependencies: ["Onboarding", "Storage"], swiftSettings: staticInRelease),
        // The example transit app: Onboarding + OnboardingStore + Terminal only, nothing of the messenger.
        .target(name: "TransitExample", dependencies: ["Onboarding", "OnboardingStore", "Terminal"],
                path: "Examples/Transit/Sources/TransitExample"),
        .executableTarget(name: "threshold-transit", dependencies: ["TransitExample"],
                          path: "Examples/Transit/Sources/threshold-transit"),
        .target(name: "Brand", swiftSettings: staticInRelease),
        .target(name: "Migration", dependencies: ["Storage", "Secrets", "Transport"], swiftSettings: staticInRelease),
        .target(name: "Terminal", swiftSettings: staticInRelease),
        // Catalogs (po/*.po, embedded into EmbeddedCatalogs.swift), the .po reader, plural rules,
        // language choice and formatting; no dependency (docs/languages.md).
        .target(name: "Localization", exclude: ["po"], swiftSettings: staticInRelease),
        // Every feature once, for every front end (the app session, the error mapper, migration,
        // profiles, progress); imports no Terminal, so front ends can't reach into each other.
        .target(name: "Features", dependencies: ["Localization", "ThresholdCore", "Onboarding", "Brand", "Migration", "Storage", "Secrets"],
                swiftSettings: staticInRelease),
        .target(name: "ThresholdApp",
                dependencies: ["Features", "ThresholdCore", "Onboarding", "Brand", "Migration", "Terminal"],
                swiftSettings: staticInRelease),
        // Release builds link the Swift runtime and Foundation statically: start-up drops from about
        // 7.7 ms to 5 ms (docs/performance.md), because the loader no longer binds a dozen shared
        // libraries. The baseline below stays a default (dynamic) build, as PRODUCT.md 10 defines it.
        .executableTarget(name: "threshold", dependencies: ["ThresholdApp"], swiftSettings: staticInRelease,
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
        .executableTarget(name: "threshold-bench",
                         dependencies: ["ThresholdCore", "Secrets", "Storage", "Migration", "Terminal", "ThresholdApp"],
                         swiftSettings: staticInRelease,
                         linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
        .executableTarget(name: "threshold-baseline"),
        // Built with -sanitize=fuzzer -DFUZZING by scripts/fuzz; a plain build replays corpus files.
        .target(name: "CFuzzDriver"),
        .executableTarget(name: "threshold-fuzz",
                          dependencies: ["Brand", "CFuzzDriver", "Localization", "Migration", "Secrets", "Terminal", "ThresholdApp", "ThresholdCore"]),

        // Shared test doubles and helpers (temporary folders, running the built binary); tests only.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        .testTarget(name: "TransportTests", dependencies: ["Transport", "TestSupport"]),
        // A process for the Storage tests to SIGKILL mid-write and mid-conversion; tests only.
        .executableTarget(name: "StorageTestHelper", dependencies: ["Storage"], path: "Tests/StorageTestHelper"),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport", "StorageTestHelper"]),
        .testTarget(name: "SecretsTests", dependencies: ["Secrets", "TestSupport"]),
        .testTarget(name: "ThresholdCoreTests", dependencies: ["ThresholdCore", "Storage", "Secrets", "TestSupport"]),
        .testTarget(name: "OnboardingTests", dependencies: ["Onboarding"]),
        .testTarget(name: "OnboardingStoreTests", dependencies: ["OnboardingStore", "Onboarding", "TestSupport"]),
        .testTarget(name: "TransitExampleTests",
                    dependencies: ["TransitExample", "threshold-transit", "OnboardingStore", "Onboarding", "Terminal", "TestSupport"]),
        .testTarget(name: "BrandTests", dependencies: ["Brand"]),
        .testTarget(name: "MigrationTests", dependencies: ["Migration", "Secrets", "Storage", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
        .testTarget(name: "FeaturesTests", dependencies: ["Features", "ThresholdCore", "Migration", "Storage", "Brand", "TestSupport"]),
        .testTarget(name: "ThresholdAppTests", dependencies: ["ThresholdApp", "Features", "ThresholdCore", "TestSupport"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "EndToEndTests", dependencies: ["threshold", "ThresholdCore", "Storage", "TestSupport"]),
    ]
)
