import Foundation

/// Runs the `sqlite3` command-line shell on a database file, for checks from outside the app.
public enum SQLiteShell {
    /// Whether `/usr/bin/sqlite3` exists (CI installs it).
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") }

    /// The shell's output for `sql` on `database`, trimmed.
    public static func query(_ database: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database, sql]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A started executable that the test can kill.
public final class RunningProcess {
    let process = Process()

    /// Starts a product of this package with output discarded.
    public init(_ name: String = "threshold", _ arguments: [String], stdin: String? = nil) throws {
        process.executableURL = BinaryRunner.productsDirectory.appendingPathComponent(name)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
    }

    /// Sends SIGKILL and waits for the process to end.
    public func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Waits for a normal end and returns the status.
    public func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }
}
