import Features

extension PlainApp {
    /// When only the recovery key opens the data (``AppSession/recoveryNeed``: a damaged
    /// `threshold.key`, or a keyring entry gone): says why, then asks for the recovery key, the
    /// level to protect the data with and, for the passcode level, a new passcode, until the data
    /// opens. No passcode is asked, so no attempt is counted. End of input quits.
    func recoverAtStart() throws {
        guard let need = session.recoveryNeed else { return }
        io.write("\n" + RecoveryAppText.recoverTitle + "\n" + need.explanation + "\n")
        while session.needsRecoveryKey {
            guard let key = io.readSecret(prompt: RecoveryKeyText.prompt) else { throw Quit() }
            if let problem = RecoveryForm.problem(key: key, level: .keyfile, passcode: "", confirmation: "") {
                io.write(problem + "\n")
                continue
            }
            let levels = RecoveryForm.levels
            guard let picked = try choose(RecoveryAppText.protectWith, levels.map(LockText.levelName)) else { throw Quit() }
            let level = levels[picked]
            var passcode: String?
            if level == .passcode {
                guard let typed = try newPasscode(LockText.newPasscodePrompt) else { continue }
                passcode = typed
            }
            do {
                switch try session.recover(typedKey: key, level: level, newPasscode: passcode) {
                case .recovered(let level): io.write(RecoveryKeyText.recoveredInApp(level: level) + "\n")
                case .wiped: report(LockError.wrongRecoveryKey)
                }
                authorization.lockState(isOn: try session.isLockOn(), at: session.now())
                authorization.passcodeAccepted(at: session.now())
            } catch {
                report(error)
            }
        }
    }
}
