import CPageCipher
import CSQLite
import Glibc

/// Opens SQLite connections: plain files through the default VFS, encrypted ones through the
/// page-encrypting VFS with the key handed over for that one open.
enum SQLiteOpener {
    /// How a file is opened.
    struct Mode {
        var readOnly = false
        /// With `readOnly`: no locks and no log (for a read-only folder where SQLite can't make its `-shm`).
        var immutable = false
        /// Opens by URI, so that statements such as `VACUUM INTO` may name a file by URI too.
        var uriFilenames = false
        /// An encrypted file still being written (``GrowingDatabaseFile``); needs `readOnly`.
        var growth: UInt64?
    }

    /// Opens `path` (which must exist) and returns the handle, with extended result codes on.
    /// With a key, the VFS checks it on the file's first pages as it opens it: a wrong key is
    /// ``DatabaseError/Kind/wrongKey``, a damaged page 1 ``DatabaseError/Kind/corrupt``.
    static func open(_ path: String, key: DatabaseKey?, mode: Mode = Mode()) throws(DatabaseError) -> OpaquePointer {
        var flags = (mode.readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX
        var raw: OpaquePointer?
        let rc: Int32
        var keyFailure: DatabaseError?
        if let key {
            guard tpc_register() == SQLITE_OK else {
                throw DatabaseError(kind: .cannotOpen, message: "the encrypting VFS can't be registered")
            }
            #if DEBUG
            _ = logOverwriteSteps
            #endif
            let token = key.withUnsafeBytes { bytes in tpc_key_offer(bytes.bindMemory(to: UInt8.self).baseAddress) }
            guard token != 0 else { throw DatabaseError(kind: .cannotOpen, message: "too many databases opening at once") }
            defer { tpc_key_withdraw(token) }
            flags |= SQLITE_OPEN_URI
            let uri = uri(for: path, parameters: [(String(cString: tpc_key_parameter), String(token))]
                          + (mode.immutable ? [("immutable", "1")] : [])
                          + (mode.growth.map { [(String(cString: tpc_growth_parameter), String($0))] } ?? []))
            rc = sqlite3_open_v2(uri, &raw, flags, tpc_vfs_name)
            keyFailure = Database.keyCheckFailure(tpc_key_result(token), errno: EIO)
        } else if mode.immutable || mode.uriFilenames {
            flags |= SQLITE_OPEN_URI
            rc = sqlite3_open_v2(uri(for: path, parameters: mode.immutable ? [("immutable", "1")] : []), &raw, flags, nil)
        } else {
            rc = sqlite3_open_v2(path, &raw, flags, nil)
        }
        guard keyFailure == nil, rc == SQLITE_OK, let handle = raw else {
            let error = keyFailure ?? DatabaseError(resultCode: rc, handle: raw, sql: nil)
            if let raw { sqlite3_close_v2(raw) }
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        return handle
    }

    /// An SQLite URI for `path`: every byte but letters, digits and `/._-~` percent-encoded.
    static func uri(for path: String, parameters: [(String, String)]) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var text = Array("file:".utf8)
        text.reserveCapacity(path.utf8.count * 3 + 64)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "~"):
                text.append(byte)
            default:
                text += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        for (index, (name, value)) in parameters.enumerated() {
            text.append(index == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
            text += name.utf8
            text.append(UInt8(ascii: "="))
            text += value.utf8
        }
        return String(decoding: text, as: UTF8.self)
    }
}

#if DEBUG
/// The kill harness's steps inside the VFS's overwrite of a log (`wal.salted`, `wal.framesZeroed`,
/// `wal.overwritten`) go to ``KillPoint`` (set once, at the first encrypted open; a debug build only).
private let logOverwriteSteps: Void = tpc_set_step_hook { name in
    guard let name else { return }
    KillPoint.reached(String(cString: name))
}
#endif
