import Brand
@testable import Features
import Synchronization
import TestSupport
import Testing
import ThresholdCore

/// The desktop's commands ask Authorization themselves (issue 31: "no operation asks the passcode
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
        let commands = ProfileCommands(session: session)
        // Nothing granted yet: refused before any work.
        #expect(!commands.allows(.deleteProfile))
        #expect(throws: LockError.locked) { try commands.create(name: "Cy", bio: "") }
        // The passcode grants; input keeps the grant alive.
        #expect(try !commands.grant(passcode: "2468 1357"))
        #expect(commands.allows(.createProfile))
        clock.withLock { $0 += 20 }
        session.authorization.activity()
        clock.withLock { $0 += 20 }
        try commands.create(name: "Cy", bio: "")
        // Idle longer than the delay (30 s): asked again, whatever the face does.
        clock.withLock { $0 += Authorization.defaultLockDelay + 1 }
        session.authorization.activity()
        #expect(!commands.allows(.hideProfile))
        #expect(throws: LockError.locked) { try commands.hide("Bob", password: "bob-secret") }
        #expect(throws: LockError.wrongPasscode) { try commands.grant(passcode: "wrong") }
        #expect(!commands.allows(.hideProfile))
        #expect(try !commands.grant(passcode: "2468 1357"))
        try commands.hide("Bob", password: "bob-secret")
        // Actions that never ask stay allowed.
        clock.withLock { $0 += 1000 }
        #expect(commands.allows(.muteProfile))
    }

    @Test func withTheLockOffNothingAsks() throws {
        let store = try ThresholdStore(path: folder.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        let session = AppSession(store: store, brand: try Brand.builtIn())
        let commands = ProfileCommands(session: session)
        #expect(commands.allows(.deleteProfile))
        try commands.create(name: "Bob", bio: "")
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
