import Foundation
import Secrets

/// The durable record of a wipe in progress: a small file beside the database, written (atomically,
/// synced) before anything is erased and removed only when nothing old remains. Whoever opens the
/// store next finishes the wipe from it, so a SIGKILL at any point never leaves half-old data.
///
/// It holds only what the fresh install needs: the new profile's name and backdated creation time
/// and the new passcode's KDF salt, parameters and tag (never a passcode).
struct WipeIntent: Sendable, Equatable {
    /// How far the wipe got.
    enum Phase: String, Sendable {
        /// Nothing is known to be erased yet: erase files and replace the database contents.
        case erase
        /// The database holds only the fresh install; compact it so no old page or WAL frame remains.
        case compact
    }

    var phase: Phase
    /// The fresh profile's display name; nil for a wipe that leaves an empty install (attempt limit).
    var profileName: String?
    /// The fresh profile's creation time, seconds since 1970.
    var createdAt: Int64
    /// The new `lock.kdf` and `lock.passcode` values; nil leaves the lock off.
    var kdf: String?
    var passcodeTag: String?

    private static let magic = "threshold-wipe 1"

    func encoded() -> String {
        var lines = [Self.magic, "phase \(phase.rawValue)", "created \(createdAt)"]
        if let profileName { lines.append("name " + Hex.encode(Array(profileName.utf8))) }
        if let kdf { lines.append("kdf \(kdf)") }
        if let passcodeTag { lines.append("passcode \(passcodeTag)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses a marker; nil when it is not a complete one (a torn write never passes the rename).
    static func decode(_ text: String) -> WipeIntent? {
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.first == magic else { return nil }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let space = line.firstIndex(of: " ") else { return nil }
            fields[String(line[..<space])] = String(line[line.index(after: space)...])
        }
        guard let phase = fields["phase"].flatMap(Phase.init(rawValue:)),
              let createdAt = fields["created"].flatMap({ Int64($0) }) else { return nil }
        var name: String?
        if let hex = fields["name"] {
            guard let bytes = Hex.decode(hex) else { return nil }
            name = String(decoding: bytes, as: UTF8.self)
        }
        return WipeIntent(phase: phase, profileName: name, createdAt: createdAt,
                          kdf: fields["kdf"], passcodeTag: fields["passcode"])
    }
}
