import Foundation
import Testing
import TestSupport

/// The DocC catalogs (Onboarding, OnboardingStore, Terminal) build from symbol graphs with the
/// toolchain's `docc` and no warnings, broken symbol links included (`scripts/docc-check`, which
/// also proves a broken link fails it).
@Suite struct DocCCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var doccPath: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/docc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var skipped: Bool { ProcessInfo.processInfo.environment["THRESHOLD_SKIP_DOCC"] == "1" }

    @Test(.enabled(if: doccPath != nil, "docc is not installed: the DocC catalog check is skipped"),
          .enabled(if: !skipped, "THRESHOLD_SKIP_DOCC=1: the DocC catalog check is skipped (.ci/run runs scripts/docc-check itself)"))
    func theCatalogsBuildWithoutWarnings() throws {
        let script = Self.root.appendingPathComponent("scripts/docc-check").path
        let output = try Subprocess.run("/usr/bin/env", ["bash", script])
        let text = String(decoding: output.stdout + output.stderr, as: UTF8.self)
        #expect(output.status == 0, "\(text)")
        for module in ["Onboarding", "OnboardingStore", "Terminal"] {
            #expect(text.contains("docc-check: \(module): no warnings"), "\(text)")
        }
        #expect(text.contains("self-test: a broken symbol link fails the check"), "\(text)")
    }
}
