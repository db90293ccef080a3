// A helper process for the Storage tests that kill a writer or a conversion with SIGKILL.
//   StorageTestHelper write PATH SEED    writes marker rows in endless transactions
//   StorageTestHelper convert PATH SEED  encrypts the plaintext database at PATH
import Foundation
import Storage

nonisolated func key(_ seed: UInt8) throws -> DatabaseKey {
    let bytes = (0..<32).map { UInt8(truncatingIfNeeded: Int($0) &* 7 &+ Int(seed)) }
    return try bytes.withUnsafeBytes { raw throws(DatabaseError) in try DatabaseKey(copying: raw) }
}

nonisolated func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

nonisolated func run(_ arguments: [String]) throws {
    guard arguments.count == 4, let seed = UInt8(arguments[3]) else {
        FileHandle.standardError.write(Data("usage: StorageTestHelper write|convert PATH SEED\n".utf8))
        exit(2)
    }
    let path = arguments[2]
    switch arguments[1] {
    case "write":
        let schema = [Migration("s1", sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL); CREATE INDEX notes_body ON notes(body)"),
                      Migration("s2", sql: "CREATE TABLE blobs (id INTEGER PRIMARY KEY, data BLOB NOT NULL)")]
        let db = try Database(path: path, key: try key(seed), migrations: schema)
        say("ready")
        var round = 0
        while true {
            try db.write { c in
                for n in 0..<400 {
                    let body = "MARKER-zq\(round * 400 + n)-confidential " + String(repeating: "x", count: 300)
                    try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(body)])
                }
            }
            round += 1
            say("committed \(round)")
        }
    case "convert":
        say("ready")
        try Database.encryptPlaintextFile(at: path, key: try key(seed))
        say("done")
    default:
        exit(2)
    }
}

do {
    try run(CommandLine.arguments)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
