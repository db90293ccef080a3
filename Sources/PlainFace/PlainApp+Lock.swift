import Features

extension PlainApp {
    /// What passing the lock before a sensitive operation allows.
    enum LockOutcome {
        /// Go on with the operation.
        case proceed
        /// A self-destruct passcode replaced the data. The screen must look as after an ordinary
        /// unlock: the operation runs on the new data, and one whose target went with the old data
        /// is reported done.
        case replaced
    }

    /// With the app lock on, asks the passcode before `action` when ``Authorization`` says so
    /// (as every face does): an explicit "Passcode: " prompt. A wrong passcode throws `wrongPasscode`.
    func passLock(for action: UserAction) throws -> LockOutcome {
        let now = session.now()
        authorization.lockState(isOn: try session.isLockOn(), at: now)
        guard !authorization.allows(action, at: now) else { return .proceed }
        guard let passcode = io.readSecret(prompt: PromptText.passcode) else { throw Quit() }
        let outcome: LockOutcome = try session.confirmPasscode(passcode) == .dataReplaced ? .replaced : .proceed
        authorization.passcodeAccepted(at: session.now())
        return outcome
    }

    /// Runs `operation` (the user action `action`) behind the lock.
    func behindLock(_ action: UserAction, _ operation: () throws -> Void) throws {
        switch try passLock(for: action) {
        case .proceed: try operation()
        case .replaced: try? operation()
        }
    }
}

extension PlainApp {
    /// Settings → App lock: the passcode (set, change, turn off), the self-destruct passcode and the
    /// attempt limit. Behind the lock when it is on, as on the full screen.
    func lockSettings() throws {
        do {
            _ = try passLock(for: .setPasscode)
        } catch let error as LockError {
            report(error)
            return
        }
        while true {
            let status = try session.lockStatus()
            io.write("\n" + LockText.title + "\n"
                     + LockText.status(level: status.level, isOn: status.isOn, selfDestruct: status.selfDestructOn,
                                       wipeAfter: status.wipeAfter) + "\n")
            var options = [status.isOn ? LockText.changePasscode : LockText.setPasscode]
            if status.isOn {
                options += [LockText.turnOff, status.selfDestructOn ? LockText.removeSelfDestruct : LockText.setSelfDestruct,
                            LockText.wipeAfterEntry]
            }
            // With the passcode off, the key is kept by the keyring or a key file: the user picks.
            let levelChoice = status.isOn ? nil : options.count
            if !status.isOn { options.append(LockText.chooseLevel) }
            let rekeyChoice = options.count
            options.append(RekeyText.menuEntry)
            let recoveryChoice = options.count
            options.append(RecoveryKeyText.menuMake)
            guard let choice = try choose(LockText.title, options) else { return }
            do {
                if choice == rekeyChoice {
                    let had = try session.hasRecoveryKey()
                    try rekey(newPasscode: nil)
                    if had { io.write(RecoveryKeyText.droppedByRekeyInApp + "\n") }
                    continue
                }
                if choice == recoveryChoice {
                    try makeRecoveryKey()
                    continue
                }
                if choice == levelChoice {
                    let levels: [ProtectionLevel] = [.keyring, .keyfile]
                    guard let picked = try choose(LockText.chooseLevel, levels.map(LockText.levelName)) else { continue }
                    guard levels[picked] != status.level else { continue }
                    try session.setProtectionLevel(levels[picked])
                    io.write(LockText.levelChosen(levels[picked]) + "\n")
                    try offerRecoveryKey()
                    continue
                }
                switch choice {
                case 0:
                    guard let passcode = try newPasscode(LockText.newPasscodePrompt) else { continue }
                    // Changing a passcode offers the full re-key (when a person is typing).
                    let rekeyToo = status.isOn && io.isInteractive ? try confirm(RekeyText.question, defaultYes: false) : false
                    if rekeyToo {
                        try rekey(newPasscode: passcode)
                    } else {
                        try session.setPasscode(passcode)
                        if status.isOn { io.write(RekeyText.notRekeyed + "\n") }
                    }
                    io.write(LockText.passcodeSet + "\n")
                    if let warning = NewPasscode.warning(for: passcode) { io.write(LockText.warning(warning) + "\n") }
                    try offerRecoveryKey()
                case 1:
                    try session.clearPasscode()
                    io.write(LockText.passcodeRemoved + "\n")
                case 2 where status.selfDestructOn:
                    try session.clearSelfDestruct()
                    io.write(LockText.selfDestructRemoved + "\n")
                case 2:
                    io.write(LockText.selfDestructExplained + "\n")
                    // As Create profile asks it: a name that needs correcting is offered corrected.
                    guard let name = try askName(prompt: LockText.selfDestructNamePrompt) else { continue }
                    guard let passcode = try newPasscode(LockText.selfDestructPrompt) else { continue }
                    try session.setSelfDestruct(passcode: passcode, displayName: name)
                    io.write(LockText.selfDestructSet + "\n")
                default:
                    let limit: Int?
                    do {
                        limit = try WipeAfterLimit.parse(try line(LockText.wipeAfterQuestion))
                    } catch let error as LockError {
                        // The one wording of the rule (ErrorReport), as every face says it.
                        report(error)
                        continue
                    }
                    try session.setWipeAfter(limit)
                    io.write(LockText.wipeAfterSet(limit) + "\n")
                }
            } catch let quit as Quit {
                throw quit
            } catch {
                report(error)
            }
        }
    }

    /// The full re-key (with the new passcode, when one is given), its progress on one line each
    /// quarter of the way.
    private func rekey(newPasscode: String?) throws {
        var shown = -1
        try session.rekey(newPasscode: newPasscode) { copied, total in
            let quarter = total > 0 ? copied * 4 / total : 4
            guard quarter > shown else { return }
            shown = quarter
            self.io.write(RekeyText.progress(copied: copied, total: total) + "\n")
        }
        io.write(RekeyText.done + "\n")
    }

    /// After a protection level is chosen: offers a recovery key when there is none and a person
    /// is typing; otherwise (or declined) says plainly what that means.
    private func offerRecoveryKey() throws {
        guard try !session.hasRecoveryKey() else { return }
        if io.isInteractive, try confirm(RecoveryKeyText.offer, defaultYes: false) {
            try makeRecoveryKey()
        } else {
            io.write(RecoveryKeyText.declinedInApp + "\n")
        }
    }

    /// A new recovery key, shown once; typed back before it is stored when a person is typing.
    private func makeRecoveryKey() throws {
        let key = try RecoveryKey.generate()
        io.write(RecoveryKeyText.shown + "\n\n    " + key.text + "\n\n")
        if io.isInteractive {
            guard let typed = io.readSecret(prompt: RecoveryKeyText.typeBack) else { throw Quit() }
            guard Recovery.matches(typed, key) else {
                report(LockError.recoveryKeyMismatch)
                return
            }
        }
        try session.setRecoveryKey(key)
        io.write(RecoveryKeyText.madeInApp + "\n")
    }

    /// A new passcode: typed twice when a person is typing; nil (said why) when the two differ.
    func newPasscode(_ prompt: String) throws -> String? {
        guard let passcode = io.readSecret(prompt: prompt) else { throw Quit() }
        guard io.isInteractive else { return passcode }
        guard let again = io.readSecret(prompt: PromptText.typeItAgain) else { throw Quit() }
        guard NewPasscode.matches(passcode, again) else {
            io.write(LockText.passcodesDiffer + "\n")
            return nil
        }
        return passcode
    }
}
