import Foundation
import Testing
import TestSupport

/// The snippets of the DocC tutorial "Build your app's first run on the desktop"
/// (`OnboardingDesktop.docc/DesktopPages.md`), in order, type-check as one `main.swift` against the
/// modules this test run was built with; a copy with one broken line must fail, so the check bites.
@Suite struct DesktopTutorialTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func tool(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: tool("swiftc") != nil && tool("pkg-config") != nil,
                   "swiftc or pkg-config is not on PATH: the desktop tutorial's snippets are not type-checked"))
    func theTutorialsSnippetsTypeCheckAsWritten() throws {
        let swiftc = try #require(Self.tool("swiftc")), pkgConfig = try #require(Self.tool("pkg-config"))
        let article = try String(contentsOfFile: Self.root + "/Sources/OnboardingDesktop/OnboardingDesktop.docc/DesktopPages.md",
                                 encoding: .utf8)
        let code = Self.swiftSnippets(in: article).joined(separator: "\n\n")
        #expect(code.contains("OnboardingWindow("))
        let cflags = try Subprocess.run(pkgConfig, ["--cflags", "libadwaita-1"])
        try #require(cflags.status == 0, "pkg-config libadwaita-1 failed")
        let products = BinaryRunner.productsDirectory.path
        var arguments = ["-typecheck", "-swift-version", "6", "-I", products + "/Modules",
                         "-Xcc", "-fmodule-map-file=\(Self.root)/Sources/CGTK/module.modulemap",
                         "-Xcc", "-fmodule-map-file=\(products)/CGTKShim.build/module.modulemap",
                         "-Xcc", "-fmodule-map-file=\(Self.root)/Sources/CSQLite/module.modulemap",
                         "-Xcc", "-fmodule-map-file=\(products)/CPageCipher.build/module.modulemap"]
        for flag in String(decoding: cflags.stdout, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
            arguments += ["-Xcc", String(flag)]
        }
        let folder = TemporaryDirectory("desktop-tutorial")
        for (name, text, shouldPass) in [("main.swift", code, true),
                                         ("broken/main.swift", code + "\nlet broken: Int = \"not a number\"\n", false)] {
            let path = folder.file(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try Subprocess.run(swiftc, arguments + [path])
            let log = String(decoding: result.stdout + result.stderr, as: UTF8.self)
            #expect((result.status == 0) == shouldPass, "\(name): \(log)")
        }
    }

    /// The ```swift blocks of a Markdown text, in order.
    static func swiftSnippets(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
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
}
