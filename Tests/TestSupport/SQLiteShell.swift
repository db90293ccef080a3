import Foundation

/// Runs the `sqlite3` command-line shell on a database file, for checks from outside the app.
public enum SQLiteShell {
    /// Whether `/usr/bin/sqlite3` exists (CI installs it).
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") }

    /// The shell's output for `sql` on `database`, trimmed.
    public static func query(_ database: String, _ sql: String) throws -> String {
        let output = try Subprocess.run("/usr/bin/sqlite3", [database, sql])
        return String(decoding: output.stdout + output.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A started executable that the test can kill.
public final class RunningProcess {
    let child: Subprocess.Child
    private var status: Int32?

    /// Starts a product of this package with output discarded.
    public init(_ name: String = "threshold", _ arguments: [String], stdin: String? = nil) throws {
        child = try Subprocess.spawn(BinaryRunner.productsDirectory.appendingPathComponent(name).path, arguments,
                                     captureOutput: false)
        if let stdin { Subprocess.writeIgnoringBrokenPipe(child.stdin, Data(stdin.utf8)) }
        close(child.stdin)
    }

    /// Sends SIGKILL and waits for the process to end.
    public func kill() {
        if status == nil {
            Glibc.kill(child.pid, SIGKILL)
            status = Subprocess.wait(child.pid)
        }
    }

    /// Waits for the end and returns the status (128 + signal when killed).
    public func wait() -> Int32 {
        if let status { return status }
        let result = Subprocess.wait(child.pid)
        status = result
        return result
    }
}
