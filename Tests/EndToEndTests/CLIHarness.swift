import Foundation
import TestSupport

/// Runs `threshold` on one temporary data directory, as a user would from a shell.
final class CLI {
    let directory = TemporaryDirectory("e2e")
    /// Added to every run's environment.
    let environment: [String: String]

    /// With `chaffSeed`, every run draws the install's chaff counts and sealed row ids from that
    /// seed (`THRESHOLD_TEST_CHAFF_SEED`, read by debug builds only), so two data directories made
    /// by the same commands can be compared row for row; without, from the CSPRNG as in the app.
    init(chaffSeed: UInt64? = nil) {
        environment = chaffSeed.map { ["THRESHOLD_TEST_CHAFF_SEED": String($0)] } ?? [:]
    }

    @discardableResult
    func run(_ arguments: String..., stdin: String? = nil) throws -> RunResult {
        try run(arguments, stdin: stdin)
    }

    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil) throws -> RunResult {
        try BinaryRunner.run("threshold", ["--data-dir", directory.path] + arguments, stdin: stdin, environment: environment)
    }

    /// Runs with `--json` and decodes the one object printed.
    func json(_ arguments: String..., stdin: String? = nil) throws -> (status: Int32, object: [String: Any]) {
        let result = try run(arguments + ["--json"], stdin: stdin)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        return (result.status, object)
    }

    /// The error code of a `--json` run, with its exit status.
    func errorCode(_ arguments: String..., stdin: String? = nil) throws -> (Int32, String?) {
        try errorCode(arguments, stdin: stdin)
    }

    /// The exit status and the JSON error code of a run.
    func errorCode(_ arguments: [String], stdin: String? = nil) throws -> (Int32, String?) {
        let result = try run(arguments + ["--json"], stdin: stdin)
        let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let error = object?["error"] as? [String: Any]
        return (result.status, error?["code"] as? String)
    }
}
