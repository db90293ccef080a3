import Foundation
import Storage

extension ThresholdStore {
    /// Every row of every table, read in one transaction with the database key: what a coerced
    /// unlock or an exported archive gives (`threshold dev dump`). Hidden profiles appear in it only
    /// as sealed slots, routes and inbox rows, indistinguishable from chaff without their passwords.
    public func dumpDatabase() throws -> DatabaseDump {
        try database.read { db in
            let names = try db.map("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
                (row: borrowing Row) in row.string("name") ?? ""
            }
            var tables: [DumpedTable] = []
            for name in names where !name.isEmpty {
                let quoted = Self.quoted(name)
                let columns = try db.map("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(name)]) {
                    (row: borrowing Row) in row.string("name") ?? ""
                }
                guard !columns.isEmpty else { continue }
                let selected = columns.map { "typeof(\(Self.quoted($0))), \(Self.quoted($0))" }.joined(separator: ", ")
                let rows = try db.map("SELECT \(selected) FROM \(quoted)") { (row: borrowing Row) in
                    (0..<Int32(columns.count)).map { index in Self.value(row, typeColumn: index * 2) }
                }
                tables.append(DumpedTable(name: name, columns: columns, rows: rows))
            }
            return DatabaseDump(tables: tables, pageCount: try db.int("PRAGMA page_count") ?? 0,
                                freelistCount: try db.int("PRAGMA freelist_count") ?? 0)
        }
    }

    private static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func value(_ row: borrowing Row, typeColumn: Int32) -> DatabaseValue {
        let index = typeColumn + 1
        switch row.string(typeColumn) {
        case "integer": return .integer(row.int64(index))
        case "real": return .real(row.double(index))
        case "text": return .text(row.string(index) ?? "")
        case "blob": return .blob(row.blob(index) ?? [])
        default: return .null
        }
    }
}
