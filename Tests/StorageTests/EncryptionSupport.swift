import Foundation
@testable import Storage
import TestSupport

/// A schema with a table of text rows and one of blobs, for the encryption tests.
let secretSchema = [
    Migration("s1", sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL); CREATE INDEX notes_body ON notes(body)"),
    Migration("s2", sql: "CREATE TABLE blobs (id INTEGER PRIMARY KEY, data BLOB NOT NULL)"),
]

/// A text that must never appear in any file: a fixed prefix and `n`.
func marker(_ n: Int) -> String { "MARKER-zq\(n)-confidential" }

/// The bytes of every file in `folder` (database, log, index, journals, leftovers).
func filesIn(_ folder: String) -> [(name: String, bytes: [UInt8])] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().compactMap { name in
        guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
        return (name, [UInt8](data))
    }
}

/// The names of files in `folder` that hold `needle` anywhere.
func filesHolding(_ needle: String, in folder: String) -> [String] {
    let pattern = Array(needle.utf8)
    return filesIn(folder).filter { contains($0.bytes, pattern) }.map(\.name)
}

/// True when `haystack` holds `needle` (a plain search; the files are small).
func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, haystack.count >= needle.count else { return false }
    var index = 0
    let last = haystack.count - needle.count
    while index <= last {
        if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
        index += 1
    }
    return false
}

/// A fixed key from a seed, so a test can open a file twice with "the same key".
func testKey(_ seed: UInt8) throws -> DatabaseKey {
    let bytes = (0..<32).map { UInt8(truncatingIfNeeded: Int($0) &* 7 &+ Int(seed)) }
    return try bytes.withUnsafeBytes { raw throws(DatabaseError) in try DatabaseKey(copying: raw) }
}

/// Overwrites `count` bytes of the file at `path` from `offset` with their complement.
func flipBytes(in path: String, at offset: Int, count: Int = 1) throws {
    guard let handle = FileHandle(forUpdatingAtPath: path) else { throw CocoaError(.fileNoSuchFile) }
    defer { try? handle.close() }
    try handle.seek(toOffset: UInt64(offset))
    let old = try handle.read(upToCount: count) ?? Data()
    try handle.seek(toOffset: UInt64(offset))
    try handle.write(contentsOf: Data(old.map { ~$0 }))
}

/// Reads `count` bytes at `offset` of the file at `path`.
func bytes(of path: String, at offset: Int, count: Int) throws -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileNoSuchFile) }
    defer { try? handle.close() }
    try handle.seek(toOffset: UInt64(offset))
    return [UInt8](try handle.read(upToCount: count) ?? Data())
}

/// Writes `data` at `offset` of the file at `path`.
func overwrite(_ path: String, at offset: Int, with data: [UInt8]) throws {
    guard let handle = FileHandle(forUpdatingAtPath: path) else { throw CocoaError(.fileNoSuchFile) }
    defer { try? handle.close() }
    try handle.seek(toOffset: UInt64(offset))
    try handle.write(contentsOf: Data(data))
}

/// Every row of `notes`, in id order.
func allNotes(_ db: Database) throws -> [String] {
    try db.read { c in try c.map("SELECT body FROM notes ORDER BY id") { (r: borrowing Row) in r.string(0) ?? "" } }
}
