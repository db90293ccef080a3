import Foundation

/// What one run of a built executable produced.
public struct RunResult: Sendable, Equatable {
    /// The exit status.
    public var status: Int32
    /// Standard output.
    public var stdout: String
    /// Standard error.
    public var stderr: String
}

/// Runs the package's built executables as a user would: a subprocess with arguments, stdin and environment.
public enum BinaryRunner {
    /// The folder holding the built products (beside the test bundle).
    public static var productsDirectory: URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        // The test runner may be inside a bundle folder; walk up until the products are found.
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("threshold").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }

    /// Runs `name` (a product of this package) and waits for it.
    public static func run(_ name: String = "threshold", _ arguments: [String], stdin: String? = nil,
                           environment: [String: String] = [:]) throws -> RunResult {
        var env = ProcessInfo.processInfo.environment
        env["THRESHOLD_HOME"] = nil
        env["THRESHOLD_DEVICE_TOKEN"] = nil
        // English unless a test asks for a language: the binary follows LANGUAGE/LC_*/LANG.
        for key in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "THRESHOLD_LOCALE_DIR"] { env[key] = nil }
        env["LANG"] = "C.UTF-8"
        for (key, value) in environment { env[key] = value }
        let output = try Subprocess.run(productsDirectory.appendingPathComponent(name).path, arguments,
                                        environment: env, stdin: Data((stdin ?? "").utf8))
        return RunResult(status: output.status, stdout: String(decoding: output.stdout, as: UTF8.self),
                         stderr: String(decoding: output.stderr, as: UTF8.self))
    }
}
