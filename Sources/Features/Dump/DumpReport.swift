import Secrets
import Storage
import ThresholdCore

/// `dev dump`, the passcode holder's view (PRODUCT.md 3.3), as JSON and as text for every front end.
/// Text from data is escaped as a JSON string body (DEL and the C1 controls too), so no control
/// character from the database reaches a terminal.
public enum DumpReport {
    /// `dev dump --json`: blobs as `{"hex": ...}`, reals as text.
    public static func json(_ dump: DatabaseDump) -> JSONValue {
        .object([
            ("tables", .array(dump.tables.map { table in
                .object([("name", .string(table.name)), ("columns", .array(table.columns.map { .string($0) })),
                         ("rows", .array(table.rows.map { .array($0.map(json)) }))])
            })),
            ("pageCount", .int(dump.pageCount)),
            ("freelistCount", .int(dump.freelistCount)),
        ])
    }

    /// One block per table; text quoted and escaped as JSON strings.
    public static func text(_ dump: DatabaseDump) -> String {
        var lines: [String] = []
        for table in dump.tables {
            lines.append(trn("{table} ({count} row): {columns}", "{table} ({count} rows): {columns}", count: table.rows.count,
                             ["table": .text(table.name), "columns": .text(table.columns.joined(separator: " | "))]))
            for row in table.rows {
                lines.append("  " + row.map { value in
                    switch value {
                    case .null: "NULL"
                    case .integer(let number): String(number)
                    case .real(let number): String(number)
                    case .text(let text): escaped(JSONValue.string(text).serialized())
                    case .blob(let bytes): "x'" + Hex.encode(bytes) + "'"
                    }
                }.joined(separator: " | "))
            }
        }
        lines.append(tr("pages: {pages}, free pages: {free}", ["pages": .number(dump.pageCount), "free": .number(dump.freelistCount)]))
        return lines.joined(separator: "\n")
    }

    private static func json(_ value: DatabaseValue) -> JSONValue {
        switch value {
        case .null: .null
        case .integer(let number): .int(Int(number))
        case .real(let number): .string(String(number))
        case .text(let text): .string(text)
        case .blob(let bytes): .object([("hex", .string(Hex.encode(bytes)))])
        }
    }

    /// JSON text with DEL and the C1 controls (which JSON allows raw) escaped too.
    private static func escaped(_ json: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if (0x7F..<0xA0).contains(scalar.value) {
                out.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
