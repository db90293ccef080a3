import Foundation
import Storage

/// Wiping all data (self-destruct, attempt limit), crash-safe through a ``WipeIntent`` marker.
///
/// The wipe happens in place on the store's one connection, so the open store stays valid and the
/// command that triggered it carries on against the fresh install:
/// 1. the marker is written (atomically, synced) before anything is erased;
/// 2. the folders Threshold owns in the data directory (``wipedFolders``) are overwritten and unlinked;
/// 3. one transaction empties every table (with `secure_delete` on, freed cells are zeroed) and
///    writes the fresh install: profile, onboarding complete, passcode;
/// 4. the marker moves to the compact phase; VACUUM rebuilds the file from fresh pages, and
///    `wal_checkpoint(TRUNCATE)` writes them back, cuts the file to size and empties the WAL;
/// 5. the marker is overwritten and unlinked.
/// Each step can run again: killed anywhere, the next ``finishPendingWipe()`` resumes from the marker.
extension ThresholdStore {
    /// Folders of the data directory (beside the database) that a wipe erases: whatever Threshold
    /// keeps outside the database (attachments, migration archives) must live in one of them.
    /// (`.migration-export` and `.migration-import` are the migration pipeline's scratch folders.)
    public static let wipedFolders = ["files", "archives", ".migration-export", ".migration-import"]

    var wipeMarkerPath: String { database.path + ".wipe" }

    /// Finishes a wipe that a killed process left unfinished. Call it right after opening the store,
    /// before reading anything (the command line's lock gate and ``unlock(passcode:)`` do).
    /// - Returns: true when a wipe was finished.
    @discardableResult
    public func finishPendingWipe() throws -> Bool {
        // A torn temporary marker means the wipe never started: nothing was erased.
        try SecureErase.erase(wipeMarkerPath + ".tmp")
        guard let data = FileManager.default.contents(atPath: wipeMarkerPath) else { return false }
        guard let intent = WipeIntent.decode(String(decoding: data, as: UTF8.self)) else {
            // Unreadable yet renamed into place cannot come from us; fail closed by wiping to empty.
            try wipe(WipeIntent(phase: .erase, profileName: nil, createdAt: clock.now(), kdf: nil, passcodeTag: nil))
            return true
        }
        try runWipe(intent)
        return true
    }

    /// Starts a wipe: records the intent durably, then runs it.
    func wipe(_ intent: WipeIntent) throws {
        try SecureErase.writeAtomically(intent.encoded(), to: wipeMarkerPath)
        try runWipe(intent)
    }

    private func runWipe(_ start: WipeIntent) throws {
        var intent = start
        if intent.phase == .erase {
            let folder = (database.path as NSString).deletingLastPathComponent
            for name in Self.wipedFolders { try SecureErase.erase(folder + "/" + name) }
            try database.write { db in
                try Self.replaceContents(db, with: intent)
                try ensureSealedInstall(in: db)
            }
            intent.phase = .compact
            try SecureErase.writeAtomically(intent.encoded(), to: wipeMarkerPath)
        }
        sessionActiveHiddenID = nil
        if try compact() {
            try SecureErase.erase(wipeMarkerPath)
            SecureErase.syncFolder(of: wipeMarkerPath)
        }
        // Otherwise another process holds the WAL open: the marker stays (compact phase only, so the
        // fresh install is never replaced again) and the next start compacts.
    }

    /// Install-level choices an ordinary little-used install also has, kept through a wipe so the
    /// result looks like one: onboarding progress, operator choices, notification settings. They
    /// hold no profile name, bio or message.
    static let keptTables: Set<String> = ["schema_migrations", "onboarding_progress", "operators", "operator_acceptances"]
    static let keptSettingPrefixes = ["onboarding.", "notifications.", "whatsNew."]

    /// Empties every other table and writes the fresh install described by `intent`.
    private static func replaceContents(_ db: Connection, with intent: WipeIntent) throws {
        try db.executeScript("PRAGMA defer_foreign_keys = ON")
        let tables = try db.map("""
            SELECT name FROM sqlite_master
            WHERE type = 'table'
              AND (name NOT LIKE 'sqlite\\_%' ESCAPE '\\' OR name = 'sqlite_sequence')
            """) { (row: borrowing Row) in row.string(0) ?? "" }
        for table in tables where !table.isEmpty && !keptTables.contains(table) && table != "settings" {
            _ = try db.execute("DELETE FROM \"\(table.replacingOccurrences(of: "\"", with: "\"\""))\"")
        }
        let settings = try db.map("SELECT key FROM settings") { (row: borrowing Row) in row.string(0) ?? "" }
        for key in settings where !keptSettingPrefixes.contains(where: key.hasPrefix) {
            _ = try db.execute("DELETE FROM settings WHERE key = ?", [.text(key)])
        }
        // Acceptances no later than the (backdated) creation of the new profile.
        _ = try db.execute("UPDATE operator_acceptances SET accepted_at = min(accepted_at, ?)", [.integer(intent.createdAt)])
        if intent.profileName == nil {
            // Wiped to empty (attempt limit): a new install, onboarding from the start.
            _ = try db.execute("DELETE FROM onboarding_progress")
            _ = try db.execute("DELETE FROM operators")
            _ = try db.execute("DELETE FROM operator_acceptances")
            _ = try db.execute("DELETE FROM settings")
        }
        if let name = intent.profileName {
            _ = try db.execute("INSERT INTO profiles (name, bio, created_at) VALUES (?, '', ?)",
                               [.text(name), .integer(intent.createdAt)])
            try setSetting(SettingKey.activeProfile, String(db.lastInsertRowID), in: db)
            try setSetting(SettingKey.onboardingComplete, "1", in: db)
        }
        if let kdf = intent.kdf, let tag = intent.passcodeTag {
            try setSetting(LockRecord.Key.kdf, kdf, in: db)
            try setSetting(LockRecord.Key.passcode, tag, in: db)
        }
    }

    /// Rebuilds the database file from fresh pages and empties the WAL.
    /// - Returns: false when another connection kept the WAL from being emptied.
    private func compact() throws -> Bool {
        try database.withConnection { connection in
            try connection.executeScript("PRAGMA temp_store = MEMORY; VACUUM;")
            let busy = try connection.first("PRAGMA wal_checkpoint(TRUNCATE)") { (row: borrowing Row) in row.int(0) }
            return busy == 0
        }
    }
}
