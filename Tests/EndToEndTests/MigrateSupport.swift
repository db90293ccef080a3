import Foundation
import TestSupport

/// Helpers for the `threshold migrate` end-to-end tests.
enum Migrate {
    /// The path of a system tool, or nil when missing.
    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a system tool; stdout as bytes.
    @discardableResult
    static func run(_ path: String, _ arguments: [String], stdin: Data? = nil) throws -> (status: Int32, output: Data) {
        let result = try Subprocess.run(path, arguments, stdin: stdin)
        return (result.status, result.stdout)
    }

    /// Every file and folder under `path` with its mode and bytes (the import workspace included):
    /// equal snapshots mean the data directory is byte-for-byte the same. Without `modes`, contents only
    /// (an import writes files 0600 and folders 0700 whatever the source's modes were).
    static func tree(_ path: String, excluding excluded: String? = nil, modes: Bool = true) throws -> [String: Data] {
        var out: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return out }
        while let relative = enumerator.nextObject() as? String {
            if let excluded, relative == excluded || relative.hasPrefix(excluded + "/") { continue }
            // The (empty) lock file an import holds while it works is not data.
            if relative == "threshold.lock" { continue }
            let full = path + "/" + relative
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            let mode = modes ? Data(String((attributes[.posixPermissions] as? Int) ?? -1, radix: 8).utf8) : Data()
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                out[relative] = Data("dir ".utf8) + mode
            } else {
                out[relative] = mode + Data(" ".utf8) + (try Data(contentsOf: URL(fileURLWithPath: full)))
            }
        }
        return out
    }

    /// The export's `--json` result.
    struct Exported {
        var link: String
        var archive: String
        var size: Int
        var sha256: String

        /// The link's key.
        var key: String {
            link.split(separator: "&").first { $0.hasPrefix("key=") }.map { String($0.dropFirst(4)) } ?? ""
        }

        /// The same link with one query value replaced (already encoded).
        func replacing(_ name: String, with value: String) -> String {
            let parts = link.split(separator: "?", maxSplits: 1)
            let query = parts[1].split(separator: "&").map { $0.hasPrefix(name + "=") ? "\(name)=\(value)" : String($0) }
            return parts[0] + "?" + query.joined(separator: "&")
        }
    }

    static func export(_ cli: CLI, to path: String) throws -> Exported {
        let result = try cli.run("migrate", "export", "--to", path, "--json")
        guard result.status == 0,
              let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let link = object["link"] as? String, let archive = object["archive"] as? String,
              let size = object["size"] as? Int, let sha256 = object["sha256"] as? String
        else { throw MigrateTestError.exportFailed(result.stderr) }
        return Exported(link: link, archive: archive, size: size, sha256: sha256)
    }

    /// The SHA-256 of a file in hex, through `sha256sum`.
    static func sha256(_ path: String) throws -> String {
        let result = try run(tool("sha256sum") ?? "/usr/bin/sha256sum", [path])
        return String(String(decoding: result.output, as: UTF8.self).prefix(64))
    }

    /// A data directory with visible, muted and hidden profiles, chats, unread and read messages.
    static func seed(_ cli: CLI) throws {
        for command in [
            ["dev", "seed", "--profiles", "3", "--chats", "9", "--messages", "90"],
            ["profiles", "create", "Zoë", "--bio", "Travels light"],
            ["profiles", "create", "Ghost"],
            ["dev", "receive", "--profile", "Zoë", "--chat", "Ann", "hello"],
            ["dev", "receive", "--profile", "Zoë", "--chat", "Ann", "are you there?"],
            ["profiles", "mute", "Profile 2"],
        ] {
            let result = try cli.run(command)
            guard result.status == 0 else { throw MigrateTestError.seedFailed(command.joined(separator: " ") + ": " + result.stderr) }
        }
        for (command, stdin) in [
            (["dev", "receive", "--profile", "Ghost", "--chat", "Spy", "psst", "--password-stdin"], "ghostpass\n"),
            (["profiles", "activate", "Profile 1"], ""),
            (["profiles", "hide", "Ghost", "--password-stdin"], "ghostpass\n"),
            (["chats", "read", "Alice 1"], ""),
        ] {
            let result = try cli.run(command, stdin: stdin)
            guard result.status == 0 else { throw MigrateTestError.seedFailed(command.joined(separator: " ") + ": " + result.stderr) }
        }
    }

    /// Everything the command line can list, including the hidden profile (by its password) and
    /// each profile's chats, plus the settings rows read with the database key (except the source's
    /// own `migration.*` bookkeeping, written after the export). Activating profiles
    /// changes the active one, so both sides are observed the same way.
    static func observe(_ cli: CLI) throws -> [String] {
        var seen: [String] = []
        seen.append(try cli.run("profiles", "list", "--json").stdout)
        seen.append(try cli.run(["profiles", "list", "--json", "--password-stdin"], stdin: "ghostpass\n").stdout)
        seen.append(try cli.run("chats", "list", "--json").stdout)
        // An import completes the destination's onboarding and starts its what's new from the
        // newest version, in every front end: those two settings are the destination's own.
        seen.append(try InstallDatabase.query(cli.directory.path,
                                              "SELECT key, value FROM settings WHERE key NOT LIKE 'migration.%' AND key NOT IN ('onboarding.complete', 'whatsNew.seenVersion') ORDER BY key; SELECT id FROM schema_migrations ORDER BY id; PRAGMA user_version;"))
        for name in ["Profile 1", "Profile 2", "Profile 3", "Zoë"] {
            seen.append(try cli.run("profiles", "activate", name).stdout)
            seen.append(name + " " + (try cli.run("chats", "list", "--json").stdout))
        }
        seen.append(try cli.run(["profiles", "activate", "Ghost", "--password-stdin"], stdin: "ghostpass\n").stdout)
        return seen
    }
}

enum MigrateTestError: Error {
    case exportFailed(String)
    case seedFailed(String)
}
