import Foundation
import Testing
import TestSupport

/// The kit as an ordinary dependency: a new package in a temporary folder depends on a tagged copy
/// of this repository through a `file://` Git URL and `from: "1.0.0"`, exactly as an app would
/// depend on it by URL and version. Its manifest and code are the DocC article's snippets
/// (`Onboarding.docc/EmbeddingOnboarding.md`), so they compile as written; it is built in debug
/// and release (SwiftPM refuses unsafe flags in a dependency pinned by version, so this also pins
/// that no product used here carries them) and each binary runs a first run to completion.
///
/// The real repository is never tagged: the working tree's files (tracked and untracked, not
/// ignored) are copied into a fresh repository in the temporary folder, committed and tagged there.
/// Two builds of Onboarding, OnboardingStore and Storage from scratch: 27 s measured on the shared
/// 2-core machine, so it runs inside the full `swift test`, bounded by its time limit;
/// `THRESHOLD_SKIP_OUTSIDE_PACKAGE=1` skips it for a quick local run.
@Suite(.serialized) struct OutsidePackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let article = root + "/Sources/Onboarding/Onboarding.docc/EmbeddingOnboarding.md"
    /// The placeholder URL in the article's manifest, replaced by the tagged copy's `file://` URL.
    static let articleURL = "https://git.example.org/threshold.git"

    static func tool(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var skipped: Bool { ProcessInfo.processInfo.environment["THRESHOLD_SKIP_OUTSIDE_PACKAGE"] == "1" }

    @Test(.enabled(if: tool("git") != nil, "git is not installed: the outside-package test is skipped"),
          .enabled(if: tool("swift") != nil, "swift is not on PATH: the outside-package test is skipped"),
          .enabled(if: !skipped, "THRESHOLD_SKIP_OUTSIDE_PACKAGE=1: the outside-package test is skipped"),
          .timeLimit(.minutes(30)))
    func anAppDependsOnTheKitByURLAndVersionInDebugAndRelease() throws {
        let git = try #require(Self.tool("git")), swift = try #require(Self.tool("swift"))
        let folder = TemporaryDirectory("outside-package")
        let repository = folder.path + "/threshold"
        try Self.makeTaggedCopy(of: Self.root, at: repository, tag: "1.0.0", git: git)

        let snippets = try Self.swiftSnippets(in: String(contentsOfFile: Self.article, encoding: .utf8))
        try #require(snippets.count >= 2, "the article has a manifest and code")
        let manifest = snippets[0]
        try #require(manifest.contains(Self.articleURL), "the article's manifest names \(Self.articleURL)")
        let app = folder.path + "/MyApp"
        try FileManager.default.createDirectory(atPath: app + "/Sources/MyApp", withIntermediateDirectories: true)
        try manifest.replacingOccurrences(of: Self.articleURL, with: "file://" + repository)
            .write(toFile: app + "/Package.swift", atomically: true, encoding: .utf8)
        // The article's code in order, then one line that reports the outcome.
        let code = snippets.dropFirst().joined(separator: "\n\n") + """


            print(try OnboardingEngine.needsOnboarding(steps: steps, environment: environment, store: store)
                  ? "needs onboarding" : "onboarded")

            """
        try code.write(toFile: app + "/Sources/MyApp/main.swift", atomically: true, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path + "/home"     // SwiftPM's caches and config stay in the folder
        try FileManager.default.createDirectory(atPath: folder.path + "/home", withIntermediateDirectories: true)
        for configuration in ["debug", "release"] {
            let build = try Subprocess.run(swift, ["build", "--package-path", app, "-c", configuration,
                                                   "--cache-path", folder.path + "/cache",
                                                   "--config-path", folder.path + "/config",
                                                   "--security-path", folder.path + "/security"],
                                           environment: environment)
            let log = String(decoding: build.stdout + build.stderr, as: UTF8.self)
            try #require(build.status == 0, "swift build -c \(configuration) of the outside package failed:\n\(log)")
            #expect(!log.contains("unsafe"), "\(log)")

            var runEnvironment = environment
            runEnvironment["XDG_DATA_HOME"] = folder.path + "/data-\(configuration)"
            let run = try Subprocess.run(app + "/.build/\(configuration)/MyApp", [], environment: runEnvironment)
            let output = String(decoding: run.stdout + run.stderr, as: UTF8.self)
            #expect(run.status == 0, "\(configuration): \(output)")
            #expect(output.hasSuffix("onboarded\n") && !output.contains("needs"), "\(configuration): \(output)")
            #expect(FileManager.default.fileExists(atPath: folder.path + "/data-\(configuration)/MyApp/onboarding.db"))
        }
        // The dependency was resolved from the tag, not from a branch or a path.
        let resolved = try String(contentsOfFile: app + "/Package.resolved", encoding: .utf8)
        #expect(resolved.contains("\"version\" : \"1.0.0\""), "\(resolved)")
    }

    /// The ```swift blocks of a Markdown text, in order.
    static func swiftSnippets(in markdown: String) throws -> [String] {
        var blocks: [String] = [], current: [Substring]? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Copies the working tree's files (tracked and untracked, not ignored: what a fresh clone plus
    /// local edits would hold) into a new repository at `destination`, commits and tags it there.
    static func makeTaggedCopy(of source: String, at destination: String, tag: String, git: String) throws {
        let list = try Subprocess.run(git, ["-C", source, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        try #require(list.status == 0, "git ls-files failed: \(String(decoding: list.stderr, as: UTF8.self))")
        let fileManager = FileManager.default
        for name in list.stdout.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
            let from = source + "/" + name, to = destination + "/" + name
            guard fileManager.fileExists(atPath: from) else { continue }   // deleted, not yet committed
            try fileManager.createDirectory(atPath: (to as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
            try fileManager.copyItem(atPath: from, toPath: to)
        }
        let identity = ["-c", "user.name=Threshold tests", "-c", "user.email=tests@localhost", "-c", "commit.gpgsign=false"]
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "kit under test"], ["tag", tag]] {
            let step = try Subprocess.run(git, ["-C", destination] + identity + arguments)
            try #require(step.status == 0, "git \(arguments[0]) failed: \(String(decoding: step.stderr, as: UTF8.self))")
        }
    }
}
