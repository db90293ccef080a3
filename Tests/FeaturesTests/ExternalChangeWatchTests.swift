import Brand
@testable import Features
import Testing
import TestSupport
import ThresholdCore

/// The live watch of the apps (issue 36 item 7): another connection's commit is seen once, and a
/// check that can't read the version is never taken as "no change".
@Suite struct ExternalChangeWatchTests {
    @Test func anotherConnectionsCommitIsSeenOnce() throws {
        let directory = TemporaryDirectory("live-watch")
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let session = AppSession(store: store, brand: try Brand.builtIn())
        var watch = ExternalChangeWatch()
        var seen = watch.check(session)
        #expect(!seen, "the first check records the version")
        try store.createProfile(name: "Own")
        seen = watch.check(session)
        #expect(!seen, "this connection's own commit is no outside change")
        let other = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try other.createProfile(name: "Outside")
        seen = watch.check(session)
        #expect(seen)
        seen = watch.check(session)
        #expect(!seen)
    }

    /// Before, a check that could not read (nil) reset the watch, and the next one only took the
    /// new version as its baseline: a commit made before it was never shown (under five writers,
    /// a busy read did this, and the change waited for the next one).
    @Test func aCheckThatCantReadCountsAsAChangeAtTheNextThatCan() throws {
        let directory = TemporaryDirectory("live-watch-busy")
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let session = AppSession(store: store, brand: try Brand.builtIn())
        var watch = ExternalChangeWatch()
        var seen = watch.check(session)
        #expect(!seen)
        let other = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try other.createProfile(name: "Outside")
        // The store's connection is closed for a moment (as during a swap): the version can't be read.
        try store.replacingDatabase { _ in seen = watch.check(session) }
        #expect(!seen)
        seen = watch.check(session)
        #expect(seen, "the change is shown late, not lost")
        seen = watch.check(session)
        #expect(!seen)
        // A redraw that could not read the data counts the change again.
        watch.missed()
        seen = watch.check(session)
        #expect(seen)
    }

    /// Issue 33: a one-shot command's hide while the app held the data left the re-key that ends it
    /// out for good. The app's watch now carries it out: not while the command still has the file
    /// open (each try gives up at once), at the first check after it let the file go.
    @Test func theAppCarriesOutTheRekeyACommandsHideLeftOwed() throws {
        let directory = TemporaryDirectory("live-watch-rekey")
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Alice")
        try store.createProfile(name: "Bob")
        let session = AppSession(store: store, brand: try Brand.builtIn())
        var watch = ExternalChangeWatch()
        _ = watch.check(session)
        let oldKey = try store.databaseKey().withTemporaryArray { $0 }
        let command = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        command.removalRekeyCondition.useAppProbe { true }
        try command.hideProfile("Bob", password: "bob password")
        let seen = watch.check(session)
        #expect(seen, "the hide is seen")
        #expect(try store.databaseKey().withTemporaryArray { $0 } == oldKey, "the command still has the file open")
        command.closeDatabase()
        _ = watch.check(session)
        let newKey = try store.databaseKey().withTemporaryArray { $0 }
        #expect(newKey != oldKey, "the owed re-key was done")
        _ = watch.check(session)
        #expect(try store.databaseKey().withTemporaryArray { $0 } == newKey, "once")
        #expect(try session.homeSnapshot().profiles.map(\.name) == ["Alice"])
    }

    /// The owed re-key opens a new connection, whose `data_version` counts afresh: a command's
    /// commit right after it gave the new connection the number the old one had last shown, and the
    /// watch took it for "no change" for good (seen by a desktop test: a second hide was never shown).
    @Test func aCommitRightAfterTheAppsReKeyIsSeen() throws {
        let directory = TemporaryDirectory("live-watch-after-rekey")
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Alice")
        try store.createProfile(name: "Bob")
        let session = AppSession(store: store, brand: try Brand.builtIn())
        var watch = ExternalChangeWatch()
        _ = watch.check(session)
        let oldKey = try store.databaseKey().withTemporaryArray { $0 }
        let command = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        command.removalRekeyCondition.useAppProbe { true }
        try command.hideProfile("Bob", password: "bob password")
        command.closeDatabase()
        let hideSeen = watch.check(session)
        #expect(hideSeen, "the hide is seen, and the owed re-key done")
        #expect(try store.databaseKey().withTemporaryArray { $0 } != oldKey)
        let second = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try second.createProfile(name: "Carol")
        second.closeDatabase()
        let commitSeen = watch.check(session)
        #expect(commitSeen, "the next command's commit is seen")
        #expect(try session.homeSnapshot().profiles.map(\.name).contains("Carol"))
    }
}
