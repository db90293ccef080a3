import Features
import Foundation
import TerminalIO

/// `threshold lock ...` (PRODUCT.md 7). The lock gate has already taken the current passcode, so
/// these read only the new passcode: on a terminal twice, from standard input once.
enum LockCommand {
    static let usage = "threshold lock status | set [--rekey] | rekey | clear | level keyring|keyfile | recovery-key [clear] | recover passcode|keyring|keyfile [--recovery-stdin] | self-destruct set [NAME] | self-destruct clear | wipe-after N|off"

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
                   LockText.status(level: status.level, isOn: status.isOn, selfDestruct: status.selfDestructOn,
                                   wipeAfter: status.wipeAfter))
        case "set":
            try c.expectWords(2, usage: usage)
            let changing = try c.session.isLockOn()
            let passcode = try newPasscode(c, prompt: LockText.newPasscodePrompt, for: "lock set")
            // Changing a passcode offers the full re-key (asked on a terminal; --rekey otherwise).
            let rekey = c.arguments.has("rekey") || (changing && c.secrets.isInteractive && c.secrets.confirm(RekeyText.question))
            let hadRecoveryKey = try c.session.hasRecoveryKey()
            if rekey {
                try withProgress(c) { try c.session.rekey(newPasscode: passcode, progress: $0) }
            } else {
                try c.session.setPasscode(passcode)
            }
            let warning = NewPasscode.warning(for: passcode)
            if let warning { c.console.err("threshold: " + LockText.warning(warning) + "\n") }
            if changing && !rekey && !c.json { c.console.err("threshold: \(RekeyText.notRekeyed)\n") }
            c.emit(.ok([("warning", warning.map(JSONValue.string) ?? .null), ("rekeyed", .bool(rekey))]),
                   LockText.passcodeSetForCommands + (rekey ? "\n" + RekeyText.done : ""))
            if rekey && hadRecoveryKey { c.console.err("threshold: \(RecoveryKeyText.droppedByRekey)\n") }
            try offerRecoveryKey(c)
        case "rekey":
            try c.expectWords(2, usage: usage)
            let hadRecoveryKey = try c.session.hasRecoveryKey()
            try withProgress(c) { try c.session.rekey(progress: $0) }
            c.emit(.ok([("rekeyed", .bool(true))]), RekeyText.done)
            if hadRecoveryKey { c.console.err("threshold: \(RecoveryKeyText.droppedByRekey)\n") }
            try offerRecoveryKey(c)
        case "recovery-key":
            try c.expectAtMostWords(3, usage: usage)
            if c.arguments.words.count == 3 {
                guard c.arguments.words[2] == "clear" else { throw UsageError(tr("lock recovery-key takes nothing, or clear. Usage: {usage}", ["usage": .text(usage)])) }
                try c.session.clearRecoveryKey()
                c.emit(.ok(), RecoveryKeyText.cleared)
            } else {
                try makeRecoveryKey(c)
            }
        case "clear":
            try c.expectWords(2, usage: usage)
            try c.session.clearPasscode()
            c.emit(.ok(), LockText.passcodeRemoved)
        case "level":
            try c.expectWords(3, usage: usage)
            let text = c.arguments.words[2]
            guard let level = ProtectionLevel(rawValue: text), level != .passcode else {
                throw UsageError(tr("lock level takes keyring or keyfile (the passcode level is 'threshold lock set'). Usage: {usage}", ["usage": .text(usage)]))
            }
            try c.session.setProtectionLevel(level)
            c.emit(.ok([("level", .string(level.rawValue))]), LockText.levelChosen(level))
            try offerRecoveryKey(c)
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
                    guard let line = c.secrets.readValue(prompt: LockText.selfDestructNameHiddenPrompt) else {
                        throw UsageError(tr("'lock self-destruct set' needs the name of the profile it leaves: as NAME, or on a line of standard input (after the current passcode with --passcode-stdin). Usage: {usage}", ["usage": .text(usage)]))
                    }
                    name = line
                    c.readWithoutEcho(line)
                }
                try AppSession.validateName(name)
                guard try c.session.isLockOn() else { throw LockError.lockOff }
                let passcode = try newPasscode(c, prompt: LockText.selfDestructPrompt, for: "lock self-destruct set")
                try c.session.setSelfDestruct(passcode: passcode, displayName: name)
                c.emit(.ok(), LockText.selfDestructSet)
            case "clear":
                try c.expectWords(3, usage: usage)
                try c.session.clearSelfDestruct()
                c.emit(.ok(), LockText.selfDestructRemoved)
            default:
                throw UsageError(UsageErrorText.unknownCommand(what, group: "lock self-destruct", usage: usage))
            }
        case "wipe-after":
            try c.expectWords(3, usage: usage)
            let text = c.arguments.words[2]
            // An empty word is not "off" on a command line: it is more likely a script's missing value.
            // The rule's one wording (ErrorReport, as every face says it), then the usage line.
            let invalid = UsageError(ErrorReport(LockError.invalidAttemptLimit).message + "\n" + tr("Usage: {usage}", ["usage": .text(usage)]))
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw invalid }
            let limit: Int?
            do { limit = try WipeAfterLimit.parse(text) } catch { throw invalid }
            try c.session.setWipeAfter(limit)
            c.emit(.ok([("wipeAfter", limit.map(JSONValue.int) ?? .null)]),
                   LockText.wipeAfterSet(limit))
        default:
            throw UsageError(UsageErrorText.unknownCommand(action, group: "lock", usage: usage))
        }
    }

    /// After a protection level is chosen: on a terminal, offers a recovery key when there is none
    /// (declining is said plainly); otherwise says on standard error that none was made.
    private static func offerRecoveryKey(_ c: CommandContext) throws {
        guard try !c.session.hasRecoveryKey() else { return }
        if c.secrets.isInteractive && c.secrets.confirm(RecoveryKeyText.offer) {
            try makeRecoveryKey(c)
        } else {
            c.console.err("threshold: \(RecoveryKeyText.declined)\n")
        }
    }

    /// `lock recovery-key`: a new key, shown once. On a terminal it is shown on standard error and
    /// must be typed back before it is stored; on standard input (scripts) it is stored at once
    /// and printed on standard output (`recoveryKey` in JSON).
    private static func makeRecoveryKey(_ c: CommandContext) throws {
        let key = try RecoveryKey.generate()
        if c.secrets.isInteractive {
            c.console.err("\(RecoveryKeyText.shown)\n\n    \(key.text)\n\n")
            guard let typed = c.secrets.read(prompt: RecoveryKeyText.typeBack), Recovery.matches(typed, key) else {
                throw LockError.recoveryKeyMismatch
            }
            try c.session.setRecoveryKey(key)
            c.emit(.ok(), RecoveryKeyText.made)
        } else {
            try c.session.setRecoveryKey(key)
            c.emit(.ok([("recoveryKey", .string(key.text))]), "\(RecoveryKeyText.shown)\n\(key.text)\n\(RecoveryKeyText.made)")
        }
    }

    /// `threshold lock recover LEVEL`, before any session opens (the data may not open without it):
    /// the recovery key from a no-echo prompt or the first line of standard input
    /// (`--recovery-stdin`), then, for the passcode level, the new passcode (typed twice on a
    /// terminal, the next line of standard input otherwise).
    static func recover(arguments: Arguments, environment: [String: String], console: Console, secrets: SecretInput) throws -> Int32 {
        try arguments.allow(["recovery-stdin"], for: "lock recover")
        guard arguments.words.count == 3, let level = ProtectionLevel(rawValue: arguments.words[2]) else {
            throw UsageError(tr("lock recover takes the level to protect the data with: passcode, keyring or keyfile. Usage: {usage}", ["usage": .text(usage)]))
        }
        guard let text = secrets.read(prompt: RecoveryKeyText.prompt) else {
            throw UsageError(tr("'lock recover' needs the recovery key: type it at the prompt on a terminal, or give it on the first line of standard input with --recovery-stdin."))
        }
        let key = try RecoveryKey.parse(text)
        var passcode: String?
        if level == .passcode {
            guard let first = secrets.read(prompt: LockText.newPasscodePrompt) else {
                throw UsageError(tr("'lock recover passcode' needs the new passcode: at the prompt, or on the line of standard input after the recovery key."))
            }
            if secrets.isInteractive {
                guard let again = secrets.read(prompt: PromptText.typeItAgain), NewPasscode.matches(first, again) else {
                    throw LockError.passcodeMismatch
                }
            }
            passcode = first
        }
        try Recovery.recover(dataDirectoryFlag: arguments.options["data-dir"], environment: environment, key: key,
                             level: level, newPasscode: passcode)
        if arguments.has("json") {
            console.out(JSONValue.ok([("level", .string(level.rawValue))]).serialized() + "\n")
        } else {
            console.out(RecoveryKeyText.recovered(level: level) + "\n")
        }
        if let passcode, let warning = NewPasscode.warning(for: passcode) { console.err("threshold: " + LockText.warning(warning) + "\n") }
        return 0
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
            throw UsageError(tr("'{command}' needs a passcode: type it at the prompt on a terminal, or give it on a line of standard input with --passcode-stdin (after the current passcode when the lock is on).", ["command": .text(command)]))
        }
        if c.secrets.isInteractive {
            guard let again = c.secrets.read(prompt: PromptText.typeItAgain),
                  NewPasscode.matches(passcode, again) else {
                throw LockError.passcodeMismatch
            }
        }
        return passcode
    }
}
