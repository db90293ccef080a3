import Brand
@testable import Features
import Synchronization
import TestSupport
import Testing
import ThresholdCore

/// The session's operations ask Authorization themselves (issue 31: "no operation asks the passcode
/// again after the idle delay"): a sensitive action is refused with `locked` once the user has
/// been idle for the lock delay, until the passcode is accepted again.
@Suite struct AuthorizationGateTests {
    let folder = TemporaryDirectory("features-authorization")

    @Test func theGrantEndsAfterTheIdleDelayAndThePasscodeRenewsIt() throws {
        let store = try ThresholdStore(path: folder.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        try store.createProfile(name: "Bob")
        try store.activateProfile(ProfileRef("Ann"))
        try store.setPasscode("2468 1357")
        let clock = Mutex<Double>(100)
        let session = AppSession(store: store, brand: try Brand.builtIn(), now: { clock.withLock { $0 } })
        // The store came open (its owner passed the lock): granted as after a lock screen, until
        // the user is idle for the delay; then refused before any work.
        #expect(session.allows(.deleteProfile))
        clock.withLock { $0 += Authorization.defaultLockDelay + 1 }
        #expect(!session.allows(.deleteProfile))
        #expect(throws: LockError.locked) { _ = try session.createProfile(name: "Cy", bio: "") }
        // The passcode grants; input keeps the grant alive.
        #expect(try session.confirmPasscode("2468 1357") == .unlocked)
        #expect(session.allows(.createProfile))
        clock.withLock { $0 += 20 }
        session.authorization.activity()
        clock.withLock { $0 += 20 }
        _ = try session.createProfile(name: "Cy", bio: "")
        // Idle longer than the delay (30 s): asked again, whatever the face does.
        clock.withLock { $0 += Authorization.defaultLockDelay + 1 }
        session.authorization.activity()
        #expect(!session.allows(.hideProfile))
        #expect(throws: LockError.locked) { try session.hideProfile("Bob", password: "bob-secret") }
        #expect(throws: LockError.wrongPasscode) { _ = try session.confirmPasscode("wrong") }
        #expect(!session.allows(.hideProfile))
        #expect(try session.confirmPasscode("2468 1357") == .unlocked)
        try session.hideProfile("Bob", password: "bob-secret")
        // The prompt's answer served that one action: idle again, the next is refused.
        clock.withLock { $0 += Authorization.defaultLockDelay + 1 }
        session.authorization.activity()
        #expect(throws: LockError.locked) { _ = try session.createProfile(name: "Dee", bio: "") }
        // Actions that never ask stay allowed.
        clock.withLock { $0 += 1000 }
        #expect(session.allows(.muteProfile))
    }

    @Test func withTheLockOffNothingAsks() throws {
        let store = try ThresholdStore(path: folder.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        let session = AppSession(store: store, brand: try Brand.builtIn())
        #expect(session.allows(.deleteProfile))
        _ = try session.createProfile(name: "Bob", bio: "")
    }

    /// The lock's settings and an export are asked every time: the lock screen's passcode does not
    /// let them through, whatever a face does; a prompt answered for them does, until the user is
    /// idle for the confirmation's limit (issue 31: "asks Authorization itself, a face can't skip it").
    @Test func lockChangesAndExportsNeedAPasscodePromptedForThem() throws {
        let store = try ThresholdStore(path: folder.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        try store.setPasscode("2468 1357")
        let clock = Mutex<Double>(100)
        let session = AppSession(store: store, brand: try Brand.builtIn(), now: { clock.withLock { $0 } })
        #expect(throws: LockError.locked) { try session.setWipeAfter(3) }
        #expect(throws: LockError.locked) { try session.clearPasscode() }
        #expect(throws: LockError.locked) { try session.setSelfDestruct(passcode: "panic 99", displayName: "Decoy") }
        #expect(throws: LockError.locked) { _ = try session.exportArchive(to: folder.file("out.threshold")) }
        #expect(throws: LockError.locked) { try session.setPasscode("1357 2468") }
        _ = try session.unlock(passcode: "2468 1357")
        #expect(throws: LockError.locked) { try session.setWipeAfter(3) }
        #expect(throws: LockError.wrongPasscode) { _ = try session.confirmPasscode("wrong") }
        #expect(throws: LockError.locked) { try session.setWipeAfter(3) }
        #expect(try session.confirmPasscode("2468 1357") == .unlocked)
        try session.setWipeAfter(3)
        clock.withLock { $0 += 200 }
        session.authorization.activity()
        clock.withLock { $0 += 200 }
        try session.setSelfDestruct(passcode: "panic 99", displayName: "Decoy")
        clock.withLock { $0 += AuthorizationGate.confirmationIdleLimit + 1 }
        session.authorization.activity()
        #expect(throws: LockError.locked) { try session.clearSelfDestruct() }
        #expect(try store.lockStatus().wipeAfter == 3)
        #expect(try store.lockStatus().selfDestructOn)
    }

    /// A one-shot command was started with the passcode (the lock gate at open): that one command
    /// may change the lock; an app's start (plain mode) only grants.
    @Test func aCommandsPasscodeConfirmsAnAppsOnlyGrants() throws {
        let data = folder.file("data")
        let first = try AppSession.open(dataDirectoryFlag: data, environment: [:], brand: try Brand.builtIn(),
                                        deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { _ in }
        _ = try first.createProfile(name: "Ann", bio: "")
        try first.setPasscode("2468 1357")
        first.end()
        let command = try AppSession.open(dataDirectoryFlag: data, environment: [:], brand: try Brand.builtIn(),
                                          deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { door in
            _ = try door.pass(attempts: 1, isInteractive: false, readPasscode: { "2468 1357" }, wrongPasscode: {})
        }
        try command.setWipeAfter(4)
        command.end()
        let app = try AppSession.open(dataDirectoryFlag: data, environment: [:], brand: try Brand.builtIn(),
                                      deviceToken: FixedDeviceToken(nil), interactive: true, kdfParameters: .testing) { door in
            _ = try door.pass(attempts: 1, isInteractive: false, readPasscode: { "2468 1357" }, wrongPasscode: {})
        }
        defer { app.end() }
        #expect(throws: LockError.locked) { try app.setWipeAfter(5) }
        _ = try app.createProfile(name: "Bob", bio: "")
        #expect(try app.lockStatus().wipeAfter == 4)
    }

    /// THRESHOLD_LOCK_DELAY=0 ("ask before every sensitive action"): the passcode accepted allows
    /// the one action it was asked for (the desktop could create, delete or hide nothing: its
    /// commands checked again and found no grant), and nothing after it.
    @Test func withNoLockDelayThePasscodeAllowsTheOneActionItWasAskedFor() throws {
        let gate = AuthorizationGate(lockDelay: 0, now: { 100 })
        #expect(!gate.allows(.createProfile, isLockOn: true))
        // The lock screen's passcode allows nothing: the first action asks.
        gate.passcodeAccepted()
        #expect(!gate.allows(.createProfile, isLockOn: true))
        gate.passcodeAccepted(forAction: true)
        try gate.require(.createProfile, isLockOn: true)
        #expect(throws: LockError.locked) { try gate.require(.deleteProfile, isLockOn: true) }
        // Asked for one action, then the user did something else: nothing is left of it.
        gate.passcodeAccepted(forAction: true)
        gate.activity()
        #expect(!gate.allows(.hideProfile, isLockOn: true))
        // Changing the lock asks every time, whatever was accepted.
        gate.passcodeAccepted(forAction: true)
        #expect(!gate.allows(.wipeAfter, isLockOn: true))
    }
}
