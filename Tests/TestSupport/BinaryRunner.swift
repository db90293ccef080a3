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
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(name)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["THRESHOLD_HOME"] = nil
        env["THRESHOLD_DEVICE_TOKEN"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = errPipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return RunResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
    }
}
