import Features
import Foundation

/// `threshold lock ...` (PRODUCT.md 7). The lock gate has already taken the current passcode, so
/// these read only the new passcode: on a terminal twice, from standard input once.
enum LockCommand {
    static let usage = "threshold lock status | set [--rekey] | rekey | clear | level keyring|keyfile | self-destruct set [NAME] | self-destruct clear | wipe-after N|off"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, "a lock command", usage: usage)
        try c.arguments.allow(action == "set" ? ["rekey"] : [], for: "lock \(action)")
        switch action {
        case "status":
            try c.expectWords(2, usage: usage)
            let status = try c.session.lockStatus()
            c.emit(.object([("lock", .bool(status.isOn)), ("level", .string(status.level.rawValue)),
                            ("selfDestruct", .bool(status.selfDestructOn)),
                            ("wipeAfter", status.wipeAfter.map(JSONValue.int) ?? .null),
                            ("failedAttempts", .int(status.failedAttempts))]),
                   """
                   Protection: \(status.level.rawValue)
                   Passcode: \(status.isOn ? "on" : "off")
                   Self-destruct passcode: \(status.selfDestructOn ? "on" : "off")
                   Wipe after wrong passcodes: \(status.wipeAfter.map(String.init) ?? "off")
                   """)
        case "set":
            try c.expectWords(2, usage: usage)
            let changing = try c.session.isLockOn()
            let passcode = try newPasscode(c, prompt: "New passcode: ", for: "lock set")
            // Changing a passcode offers the full re-key (asked on a terminal; --rekey otherwise).
            let rekey = c.arguments.has("rekey") || (changing && c.secrets.isInteractive && c.secrets.confirm(RekeyText.question))
            if rekey {
                try withProgress(c) { try c.session.rekey(newPasscode: passcode, progress: $0) }
            } else {
                try c.session.setPasscode(passcode)
            }
            let warning = NewPasscode.warning(for: passcode)
            if let warning { c.console.err("threshold: \(warning)\n") }
            if changing && !rekey && !c.json { c.console.err("threshold: \(RekeyText.notRekeyed)\n") }
            c.emit(.ok([("warning", warning.map(JSONValue.string) ?? .null), ("rekeyed", .bool(rekey))]),
                   "Passcode set. Every command now asks for it." + (rekey ? "\n" + RekeyText.done : ""))
        case "rekey":
            try c.expectWords(2, usage: usage)
            try withProgress(c) { try c.session.rekey(progress: $0) }
            c.emit(.ok([("rekeyed", .bool(true))]), RekeyText.done)
        case "clear":
            try c.expectWords(2, usage: usage)
            try c.session.clearPasscode()
            c.emit(.ok(), "Passcode removed, with the self-destruct passcode and the attempt limit.")
        case "level":
            try c.expectWords(3, usage: usage)
            let text = c.arguments.words[2]
            guard let level = ProtectionLevel(rawValue: text), level != .passcode else {
                throw UsageError("lock level takes keyring or keyfile (the passcode level is 'threshold lock set'). Usage: \(usage)")
            }
            try c.session.setProtectionLevel(level)
            c.emit(.ok([("level", .string(level.rawValue))]), level == .keyring
                   ? "The database key is now kept by the desktop keyring. If that keyring entry is lost, the data can't be read: Threshold keeps no other copy."
                   : "The database key is now kept in threshold.key beside the data. This protects copies of the database file alone, not your account.")
        case "self-destruct":
            let what = try c.word(2, "set or clear", usage: usage)
            switch what {
            case "set":
                try c.expectAtMostWords(4, usage: usage)
                // The decoy's name may stay off argv: without NAME it is read (after the current
                // passcode, before the new one) from the prompt or standard input.
                let name: String
                if c.arguments.words.count == 4 {
                    name = c.arguments.words[3]
                } else {
                    guard let line = c.secrets.readValue(prompt: "Name of the profile a self-destruct leaves (not shown): ") else {
                        throw UsageError("'lock self-destruct set' needs the name of the profile it leaves: as NAME, or on a line of standard input (after the current passcode with --passcode-stdin). Usage: \(usage)")
                    }
                    name = line
                }
                try AppSession.validateName(name)
                guard try c.session.isLockOn() else { throw LockError.lockOff }
                let passcode = try newPasscode(c, prompt: "Self-destruct passcode: ", for: "lock self-destruct set")
                try c.session.setSelfDestruct(passcode: passcode, displayName: name)
                c.emit(.ok(), "Self-destruct passcode set.")
            case "clear":
                try c.expectWords(3, usage: usage)
                try c.session.clearSelfDestruct()
                c.emit(.ok(), "Self-destruct passcode removed.")
            default:
                throw UsageError("Unknown lock self-destruct command \"\(what)\". Usage: \(usage)")
            }
        case "wipe-after":
            try c.expectWords(3, usage: usage)
            let text = c.arguments.words[2]
            let limit: Int?
            if text == "off" {
                limit = nil
            } else {
                guard let value = Int(text), (1...AppSession.maxWipeAfter).contains(value) else {
                    throw UsageError("wipe-after needs a whole number from 1 to \(AppSession.maxWipeAfter), or off. Usage: \(usage)")
                }
                limit = value
            }
            try c.session.setWipeAfter(limit)
            c.emit(.ok([("wipeAfter", limit.map(JSONValue.int) ?? .null)]),
                   limit.map { "All data will be wiped after \($0) wrong passcodes in a row." } ?? "Attempt limit off.")
        default:
            throw UsageError("Unknown lock command \"\(action)\". Usage: \(usage)")
        }
    }

    /// Runs a re-key with its progress on one stderr line, only when stderr is a terminal.
    private static func withProgress(_ c: CommandContext, _ body: (@escaping (Int, Int) -> Void) throws -> Void) throws {
        let enabled = isatty(STDERR_FILENO) == 1
        var drawn = false
        defer { if drawn { c.console.err("\r\u{1B}[2K") } }
        try body { copied, total in
            guard enabled else { return }
            c.console.err("\r\u{1B}[2K" + RekeyText.progress(copied: copied, total: total))
            drawn = true
        }
    }

    /// Reads a new passcode: one line from standard input, or typed twice at a no-echo prompt.
    private static func newPasscode(_ c: CommandContext, prompt: String, for command: String) throws -> String {
        guard let passcode = c.secrets.read(prompt: prompt) else {
            throw UsageError("'\(command)' needs a passcode: type it at the prompt on a terminal, or give it on a line of standard input with --passcode-stdin (after the current passcode when the lock is on).")
        }
        if c.secrets.isInteractive {
            guard let again = c.secrets.read(prompt: "Type it again: "),
                  NewPasscode.matches(passcode, again) else {
                throw LockError.passcodeMismatch
            }
        }
        return passcode
    }
}
