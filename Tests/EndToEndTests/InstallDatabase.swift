import Foundation
import Storage
import TestSupport
@testable import ThresholdCore

/// A data directory's database read (or changed) from the test process, for checks from outside
/// the binary: the file is page-encrypted under a key wrapped in `threshold.key`
/// (docs/page-encryption.md), so the `sqlite3` shell can't open it. The store opens it exactly as
/// the binary does: by itself at the `keyfile` level, with `passcode` at the `passcode` level.
///
/// Give only a passcode that opens the install as an ordinary unlock: a right passcode resets the
/// failed-attempt count, a self-destruct passcode wipes the data. ``dump(copyOf:passcode:)`` reads
/// a copy and leaves the install exactly as it was.
enum InstallDatabase {
    enum Failure: Error, CustomStringConvertible {
        /// The folder has no `threshold.key`: opening would create a new install there.
        case noInstall(String)
        /// The passcode did not give an ordinary unlock.
        case notUnlocked(String)

        var description: String {
            switch self {
            case .noInstall(let folder): "no install in \(folder) (threshold.key is missing)"
            case .notUnlocked(let why): "the install did not open: \(why)"
            }
        }
    }

    /// Runs `body` on the install's store, open as the binary opens it, then closes its database.
    static func withStore<T>(_ folder: String, passcode: String? = nil, _ body: (ThresholdStore) throws -> T) throws -> T {
        guard FileManager.default.fileExists(atPath: folder + "/threshold.key") else { throw Failure.noInstall(folder) }
        let store = try ThresholdStore(path: folder + "/threshold.db")
        defer { store.closeDatabase() }
        if let passcode {
            let result = try store.unlock(passcode: passcode)
            guard result == .unlocked else { throw Failure.notUnlocked("\(result)") }
        }
        guard store.isUnlocked else { throw Failure.notUnlocked("the install is locked: give its passcode") }
        return try body(store)
    }

    /// Runs `body` on the install's open database, then closes it.
    static func withDatabase<T>(_ folder: String, passcode: String? = nil, _ body: (Database) throws -> T) throws -> T {
        try withStore(folder, passcode: passcode) { try body(try $0.database) }
    }

    /// What the `sqlite3` shell printed for `sql`: one line per row of each statement (statements
    /// split at `;`, so none may hold one in a literal), columns joined by `|`, NULL as nothing.
    /// Pragmas that write (`PRAGMA user_version = 99`) go through the keyed connection, outside
    /// any transaction.
    static func query(_ folder: String, _ sql: String, passcode: String? = nil) throws -> String {
        try withDatabase(folder, passcode: passcode) { database in
            try database.withConnection { connection in
                var lines: [String] = []
                for statement in sql.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) })
                where !statement.isEmpty {
                    try connection.forEach(statement) { (row: borrowing Row) in
                        lines.append((0..<Int32(row.count)).map { row.string($0) ?? "" }.joined(separator: "|"))
                    }
                }
                return lines.joined(separator: "\n")
            }
        }
    }

    /// The schema and the rows of every table, like the shell's `.dump`: equal for two files that
    /// hold the same data, whatever their pages and logs.
    struct Contents: Equatable, CustomStringConvertible {
        /// Every `sqlite_master` row.
        var schema: String
        var tables: [DumpedTable]

        var description: String { schema + "\n" + tables.map { "\($0.name): \($0.rows.count) rows" }.joined(separator: ", ") }
    }

    /// The install's ``Contents``.
    static func contents(_ folder: String, passcode: String? = nil) throws -> Contents {
        try withStore(folder, passcode: passcode) { store in
            let schema = try store.database.read { connection in
                try connection.map("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name") {
                    (row: borrowing Row) in (0..<Int32(4)).map { row.string($0) ?? "" }.joined(separator: "|")
                }
            }
            return Contents(schema: schema.joined(separator: "\n"), tables: try store.dumpDatabase().tables)
        }
    }

    /// Every row of every table, read with the database key (``ThresholdStore/dumpDatabase()``).
    static func dump(_ folder: String, passcode: String? = nil) throws -> DatabaseDump {
        try withStore(folder, passcode: passcode) { try $0.dumpDatabase() }
    }

    /// ``dump(_:passcode:)`` of a copy of the folder, so the install keeps its attempt count and
    /// its files' bytes.
    static func dump(copyOf folder: String, passcode: String? = nil) throws -> DatabaseDump {
        let copy = TemporaryDirectory("e2e-install-copy")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: copy.file(name))
        }
        return try dump(copy.path, passcode: passcode)
    }

    /// Which of `markers` occur in any text or blob value of the database, read from a copy of
    /// `folder` with its key (a scan of the file's bytes finds none: its pages are encrypted).
    static func markers(_ markers: [String], inDatabaseOf folder: String, passcode: String? = nil) throws -> [String] {
        let dump = try dump(copyOf: folder, passcode: passcode)
        var found = Set<String>()
        for table in dump.tables {
            for row in table.rows {
                for value in row {
                    let bytes: Data
                    switch value {
                    case .text(let text): bytes = Data(text.utf8)
                    case .blob(let blob): bytes = Data(blob)
                    default: continue
                    }
                    for marker in markers where bytes.range(of: Data(marker.utf8)) != nil { found.insert(marker) }
                }
            }
        }
        return found.sorted()
    }
}
