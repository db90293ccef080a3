#if canImport(Glibc)
import Features
import Glibc
#endif
import Migration
import ThresholdCore

/// The store work of the app lock and migration screens. Runs on the effect queue, never on the
/// UI loop (the KDF of an unlock or a lock change, the export).
extension StoreWorker {
    /// Runs `effect`; `progress` receives intermediate actions (export progress) on this thread.
    func run(_ effect: SecurityEffect, progress: @escaping (AppAction) -> Void) -> AppAction {
        switch effect {
        case .startUp: startUp()
        case .unlock(let passcode, let purpose): unlock(passcode: passcode, purpose: purpose)
        case .loadLockStatus: loadLockStatus()
        case .changeLock(let change): changeLock(change)
        case .exportMigration: exportMigration(progress: progress)
        case .finalizeMigration(let deleteLocalData): finalize(deleteLocalData: deleteLocalData)
        }
    }

    /// Finishes a wipe a killed process left before anything is read, then loads the data or
    /// asks for the passcode.
    func startUp() -> AppAction {
        do {
            try store.finishPendingWipe()
            if try store.isLockOn() { return .security(.lockRequired) }
        } catch {
            return .loadFailed(ErrorReport(error))
        }
        return .security(.unlockedAtStart)
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
            result = try store.unlock(passcode: passcode)
        } catch LockError.wrongPasscode {
            return rejected(purpose)
        } catch {
            return .security(.unlockFailed(purpose, ErrorReport(error)))
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
            next = .security(.unlockedAtStart)
        case .search, .migrate:
            next = load()
        }
        return .security(.passcodeAccepted(purpose, then: next))
    }

    /// A wrong passcode: the attempts left, or, when it reached the limit and wiped everything,
    /// the data as it is now.
    private func rejected(_ purpose: LockPurpose) -> AppAction {
        do {
            guard try store.isLockOn() else {
                return .security(.passcodeRejected(purpose, attemptsLeft: nil, reloaded: try snapshot()))
            }
            // Nobody is told how many tries remain before a wipe (PRODUCT.md 7).
            return .security(.passcodeRejected(purpose, attemptsLeft: nil, reloaded: nil))
        } catch {
            return .security(.unlockFailed(purpose, ErrorReport(error)))
        }
    }

    /// The lock's status for Settings → App lock.
    func loadLockStatus() -> AppAction {
        do {
            return .security(.lockStatusLoaded(try store.lockStatus()))
        } catch {
            return .security(.unlockFailed(.lockSettings, ErrorReport(error)))
        }
    }

    /// Makes a lock change (one KDF run for a new passcode).
    func changeLock(_ change: LockChange) -> AppAction {
        do {
            switch change {
            case .setPasscode(let passcode): try store.setPasscode(passcode)
            case .clearPasscode: try store.clearPasscode()
            case .setSelfDestruct(let passcode, let name): try store.setSelfDestruct(passcode: passcode, displayName: name)
            case .clearSelfDestruct: try store.clearSelfDestruct()
            case .setWipeAfter(let limit): try store.setWipeAfter(limit)
            }
            return .security(.lockChanged(change.kind, try store.lockStatus(), try snapshot()))
        } catch {
            return .security(.lockChangeFailed(change.kind, ErrorReport(error)))
        }
    }

    /// Exports into `DATA/archives`, reporting progress (bytes, rate, ETA) at most ten times a second.
    func exportMigration(progress: @escaping (AppAction) -> Void) -> AppAction {
        do {
            let result = try session.exportArchive { progress(.security(.exportProgress($0))) }
            let link = result.link.formatted
            return .security(.exportFinished(ExportedLink(link: link, archivePath: result.archivePath, size: result.size,
                                                          qrCode: try? QRCodeMaker.code(for: link))))
        } catch {
            return .security(.exportFailed(ErrorReport(error)))
        }
    }

    /// Finalizes the migration on this device.
    func finalize(deleteLocalData: Bool) -> AppAction {
        do {
            if deleteLocalData {
                try session.deleteLocalData()
            } else {
                try session.keepUsingThisDevice()
            }
            return .security(.migrationFinalized(deletedLocalData: deleteLocalData))
        } catch {
            return .security(.finalizeFailed(ErrorReport(error)))
        }
    }
}
