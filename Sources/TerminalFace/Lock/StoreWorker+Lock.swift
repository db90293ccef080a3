import Features

/// The store work of the app lock. Runs on the effect queue, never on the UI loop (the KDF of an
/// unlock or a lock change).
extension StoreWorker {
    /// Runs `effect`; `emit` delivers the actions that come before its result (a re-key's progress).
    func run(_ effect: LockEffect, emit: @escaping (AppAction) -> Void = { _ in }) -> AppAction {
        switch effect {
        case .startUp: startUp()
        case .unlock(let passcode, let purpose): unlock(passcode: passcode, purpose: purpose)
        case .loadLockStatus: loadLockStatus()
        case .changeLock(let change): changeLock(change)
        case .rekey(let passcode): rekey(newPasscode: passcode, emit: emit)
        case .generateRecoveryKey: generateRecoveryKey()
        case .recover(let key, let level, let passcode): recover(key: key, level: level, newPasscode: passcode)
        }
    }

    /// Finishes a wipe a killed process left before anything is read, then loads the data or
    /// asks for the passcode.
    func startUp() -> AppAction {
        do {
            try session.finishPendingWipe()
            if let need = session.recoveryNeed { return .lock(.recoveryRequired(need)) }
            if try session.isLockOn() { return .lock(.lockRequired) }
        } catch {
            return .loadFailed(ErrorReport(error))
        }
        return .lock(.unlockedAtStart)
    }

    /// Checks the passcode (one KDF run), then does what `purpose` asks.
    ///
    /// A self-destruct passcode has already replaced the data when `unlock` returns
    /// ``UnlockResult/dataReplaced``: the data is read afresh and the purpose carried out on it,
    /// and the action is the same as after the passcode. An operation whose target went with the
    /// old data is reported as done (it is gone either way), so nothing on screen tells.
    func unlock(passcode: String, purpose: LockPurpose) -> AppAction {
        let result: UnlockResult
        do {
            // The lock screen's passcode grants; a prompt opened for an action confirms (Authorization).
            result = purpose == .startUp ? try session.unlock(passcode: passcode) : try session.confirmPasscode(passcode)
        } catch LockError.wrongPasscode {
            return rejected(purpose)
        } catch {
            return .lock(.unlockFailed(purpose, ErrorReport(error)))
        }
        let next: AppAction
        switch purpose {
        case .operation(let operation):
            let outcome = perform(operation)
            if result == .dataReplaced, case .operationFailed(let kind, _) = outcome, let data = try? snapshot() {
                next = .operationSucceeded(kind, data)
            } else {
                next = outcome
            }
        case .lockSettings:
            next = loadLockStatus()
        case .startUp:
            next = .lock(.unlockedAtStart)
        case .search, .migrationExport:
            next = load()
        }
        return .lock(.passcodeAccepted(purpose, then: next))
    }

    /// A wrong passcode: the attempts left, or, when it reached the limit and wiped everything,
    /// the data as it is now.
    private func rejected(_ purpose: LockPurpose) -> AppAction {
        do {
            guard try session.isLockOn() else {
                return .lock(.passcodeRejected(purpose, attemptsLeft: nil, reloaded: try snapshot()))
            }
            // Nobody is told how many tries remain before a wipe (PRODUCT.md 7).
            return .lock(.passcodeRejected(purpose, attemptsLeft: nil, reloaded: nil))
        } catch {
            return .lock(.unlockFailed(purpose, ErrorReport(error)))
        }
    }

    /// The lock's status for Settings → App lock.
    func loadLockStatus() -> AppAction {
        do {
            return .lock(.lockStatusLoaded(try session.lockStatus(), hasRecoveryKey: try session.hasRecoveryKey()))
        } catch {
            return .lock(.unlockFailed(.lockSettings, ErrorReport(error)))
        }
    }

    /// Makes a lock change (one KDF run for a new passcode).
    func changeLock(_ change: LockChange) -> AppAction {
        do {
            switch change {
            case .setPasscode(let passcode): try session.setPasscode(passcode)
            case .clearPasscode: try session.clearPasscode()
            case .setSelfDestruct(let passcode, let name): try session.setSelfDestruct(passcode: passcode, displayName: name)
            case .clearSelfDestruct: try session.clearSelfDestruct()
            case .setWipeAfter(let limit): try session.setWipeAfter(limit)
            case .setLevel(let level): try session.setProtectionLevel(level)
            case .setRecoveryKey(let draft, let typed): try session.storeRecoveryKey(draft, typedBack: typed)
            case .clearRecoveryKey: try session.clearRecoveryKey()
            }
            return .lock(.lockChanged(change.kind, try session.lockStatus(), try snapshot(),
                                      hasRecoveryKey: try session.hasRecoveryKey()))
        } catch {
            return .lock(.lockChangeFailed(change.kind, ErrorReport(error)))
        }
    }

    /// The full re-key, its progress emitted at each new percent.
    func rekey(newPasscode: String?, emit: @escaping (AppAction) -> Void) -> AppAction {
        var shown = -1
        do {
            let outcome = try session.rekeyFromApp(newPasscode: newPasscode) { copied, total in
                let percent = total > 0 ? copied * 100 / total : 100
                guard percent > shown else { return }
                shown = percent
                emit(.lock(.rekeyProgress(RekeyProgress(copied: copied, total: total))))
            }
            return .lock(.rekeyed(outcome, try session.lockStatus(), try snapshot()))
        } catch {
            return .lock(.lockChangeFailed(.rekey, ErrorReport(error)))
        }
    }

    /// A new recovery key from the CSPRNG, to show once.
    func generateRecoveryKey() -> AppAction {
        do {
            return .lock(.recoveryKeyGenerated(try RecoveryKeyDraft.generate()))
        } catch {
            return .lock(.lockChangeFailed(.setRecoveryKey, ErrorReport(error)))
        }
    }

    /// The recovery of the lock screen (or of the recovery screen when the keyring entry is gone).
    func recover(key: String, level: ProtectionLevel, newPasscode: String?) -> AppAction {
        do {
            switch try session.recover(typedKey: key, level: level, newPasscode: newPasscode) {
            case .recovered(let level):
                return .lock(.recovered(level, warning: newPasscode.flatMap { NewPasscode.warning(for: $0) }))
            case .wiped:
                return .lock(.recoveryWiped(try snapshot()))
            }
        } catch {
            return .lock(.recoveryFailed(ErrorReport(error)))
        }
    }
}
