import Features
import Brand
import Foundation
import Migration
import TestSupport
import Testing
@testable import PlainFace
import ThresholdCore

/// Plain I/O that claims a terminal: progress lines are printed.
final class TerminalPlainIO: PlainIO {
    let scripted: ScriptedPlainIO
    init(_ lines: [String]) { scripted = ScriptedPlainIO(lines) }
    var output: String { scripted.output }
    var isInteractive: Bool { false }
    var showsProgress: Bool { true }
    func write(_ text: String) { scripted.write(text) }
    func readLine(prompt: String) -> String? { scripted.readLine(prompt: prompt) }
    func readSecret(prompt: String) -> String? { scripted.readSecret(prompt: prompt) }
}

/// Scripted plain I/O that runs `hook` with each line prompt before answering it.
final class HookPlainIO: PlainIO {
    let scripted: ScriptedPlainIO
    let hook: (String) -> Void
    init(_ lines: [String], hook: @escaping (String) -> Void) {
        scripted = ScriptedPlainIO(lines)
        self.hook = hook
    }
    var output: String { scripted.output }
    var isInteractive: Bool { false }
    func write(_ text: String) { scripted.write(text) }
    func readLine(prompt: String) -> String? {
        hook(prompt)
        return scripted.readLine(prompt: prompt)
    }
    func readSecret(prompt: String) -> String? { scripted.readSecret(prompt: prompt) }
}

/// Plain mode's "Migrate from another device": scripted sessions importing real archives.
@Suite struct PlainMigrateTests {
    let source = TemporaryDirectory("plain-migrate-source")
    let destination = TemporaryDirectory("plain-migrate-destination")
    var brand: Brand { PlainFixtures.brand }

    /// A source with visible, muted and hidden profiles, chats, read and unread messages, exported.
    func exportSource() throws -> (ThresholdStore, MigrationExportResult) {
        let store = try ThresholdStore(path: source.file("threshold.db"), kdfParameters: .testing)
        try store.seed(SeedPlan(profiles: 3, chats: 9, messages: 90))
        try store.createProfile(name: "Zoë", bio: "Travels light")
        try store.receiveMessage(profile: ProfileRef("Zoë"), contact: "Ann", text: "hello")
        try store.createProfile(name: "Ghost")
        try store.receiveMessage(profile: ProfileRef("Ghost"), contact: "Spy", text: "psst")
        try store.activateProfile(ProfileRef("Profile 1"))
        try store.hideProfile("Ghost", password: "ghostpass")
        try store.setMuted(ProfileRef("Profile 2"), true)
        let result = try MigrationExporter(dataDirectory: source.path, appVersion: "0.1.0")
            .export(database: try store.openReadOnlyDatabase(), to: source.file("move.age"))
        return (store, result)
    }

    func destinationStore() throws -> ThresholdStore {
        try ThresholdStore(path: destination.file("threshold.db"), kdfParameters: .testing)
    }

    /// Runs a plain session on `store` and returns the app (its store is the one in use at the end).
    func run(_ io: PlainIO, on store: ThresholdStore) -> PlainApp {
        let app = PlainApp(store: store, brand: brand, io: io)
        app.run()
        return app
    }

    @Test func importIntoAnEmptyDataDirectoryThenTheChatList() throws {
        let (sourceStore, exported) = try exportSource()
        let empty = try destinationStore()
        #expect(try empty.listProfiles().profiles.isEmpty)
        #expect(try MessengerFlow.needsOnboarding(brand: brand, store: empty))
        // Welcome -> Migrate (2) -> link -> chat list: Your chat profiles (2) -> password -> back -> quit.
        let io = ScriptedPlainIO(["2", exported.link.formatted, "2", "ghostpass", "0", "0"])
        let app = run(io, on: empty)
        let out = io.output
        #expect(out.contains("Migrate from another device\n"))
        #expect(out.contains("Importing the archive…\nMigration complete\n"), "\(out)")
        // Not a terminal: a start and an end line, no progress lines.
        #expect(!out.contains("Decrypting") && !out.contains("ETA"))
        #expect(out.contains("Chats of Profile 1"))
        #expect(out.contains("Ghost (1 unread, muted, hidden)"), "\(out)")
        #expect(out.hasSuffix("Bye.\n"))

        // The import reopened the session's store on the imported data (same object, same keys):
        // what it lists now is the source's, and onboarding is complete.
        let imported = app.store
        #expect(try !imported.listProfiles().profiles.isEmpty)
        #expect(try imported.listProfiles() == sourceStore.listProfiles())
        #expect(try imported.listProfiles(revealing: "ghostpass") == sourceStore.listProfiles(revealing: "ghostpass"))
        #expect(try imported.listProfiles(revealing: "ghostpass").profiles.map(\.unread)
                == sourceStore.listProfiles(revealing: "ghostpass").profiles.map(\.unread))
        #expect(try imported.listProfiles().totalUnread == sourceStore.listProfiles().totalUnread)
        #expect(try imported.chatsOfActiveProfile() == sourceStore.chatsOfActiveProfile())
        #expect(try !MessengerFlow.needsOnboarding(brand: brand, store: imported))
        #expect(try imported.whatsNewSeenVersion() == "0.1")

        // Next launch goes straight to the chat list.
        let again = ScriptedPlainIO(["0"])
        _ = run(again, on: try destinationStore())
        #expect(again.output.contains("Chats of Profile 1"))
        #expect(!again.output.contains("Welcome"))
    }

    @Test func aBrokenLinkThenAMissingArchiveThenBackLeavesTheStoreUsable() throws {
        let (_, exported) = try exportSource()
        let missing = try MigrationLink(archive: .file(path: source.file("gone.age")), key: exported.link.key,
                                        sha256: exported.link.sha256, size: exported.link.size)
        let s = try destinationStore()
        // Migrate -> a broken link -> another link (2) -> a missing archive -> where is it? a wrong
        // path -> Back (0) -> welcome: create a profile on the reopened store -> accept conditions -> Off -> quit.
        let io = ScriptedPlainIO(["2", "https://example.com/", "2", missing.formatted, source.file("nowhere.age"), "0",
                                  "1", "Ann", "", "5", "3", "4", "0"])
        let app = run(io, on: s)
        let out = io.output
        #expect(out.contains("Import failed: "), "\(out)")
        #expect(out.contains("Nothing was changed."))
        #expect(out.contains("1) Retry\n  2) Enter another link\n  0) Back"))
        #expect(out.contains("Where is the archive on this device? Its path (empty to go back): "))
        #expect(out.components(separatedBy: "Import failed: ").count == 3, "\(out)")
        #expect(!out.contains("Migration complete"))
        #expect(out.components(separatedBy: "Welcome\n").count == 3, "welcome again after Back")
        #expect(out.contains("Chats of Ann"))
        #expect(try app.store.listProfiles().profiles.map(\.name) == ["Ann"])
    }

    @Test func aMovedArchiveIsAskedForAndALockedOnesPasscodeToo() throws {
        let store = try ThresholdStore(path: source.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Mover")
        try store.setPasscode("source code")
        let exported = try MigrationExporter(dataDirectory: source.path, appVersion: "0.1.0")
            .export(database: try store.openReadOnlyDatabase(), to: source.file("move.age"),
                    lock: try store.travellingLock().map { lock in
                        ManifestLock(log2N: lock.parameters.log2N, r: lock.parameters.r, p: lock.parameters.p, salt: lock.salt,
                                     wipeAfter: lock.wipeAfter, selfDestruct: lock.selfDestruct, sealed: lock.sealed)
                    })
        let moved = destination.file("elsewhere.age")
        try FileManager.default.moveItem(atPath: exported.archivePath, toPath: moved)
        // Migrate -> the link -> not there: its path -> the other device's passcode (wrong, then right)
        // -> the chat list -> quit.
        let io = ScriptedPlainIO(["2", exported.link.formatted, moved, "wrong", "source code", "0"])
        let app = run(io, on: try destinationStore())
        let out = io.output
        #expect(out.contains("Where is the archive on this device?"), "\(out)")
        #expect(out.contains("That is not the other device's passcode."))
        #expect(out.contains("Migration complete\n") && out.contains("Protection: the data on this device is under a passcode"))
        #expect(try app.store.isLockOn())
        #expect(try app.store.listProfiles().profiles.map(\.name) == ["Mover"])
    }

    @Test func aWrongDigestFailsAndLeavesTheDestinationUnchanged() throws {
        let (_, exported) = try exportSource()
        let wrong = try MigrationLink(archive: exported.link.archive, key: exported.link.key,
                                      sha256: [UInt8](repeating: 7, count: 32), size: exported.link.size)
        // A destination with only a hidden profile: welcome still shows, and there is data to keep,
        // so the import asks first, in the words it uses for any data (docs/reliability.md).
        let s = try destinationStore()
        try s.createProfile(name: "Decoy")
        try s.createProfile(name: "Secret")
        try s.activateProfile(ProfileRef("Decoy"))
        try s.hideProfile("Secret", password: "secretpass")
        _ = try s.deleteProfile(ProfileRef("Decoy"), serverData: false)
        s.closeDatabase()
        let before = try files(destination.path)
        // Migrate -> the link -> replace? yes -> digest failure -> Retry (1) -> failure again -> Back -> quit.
        let io = ScriptedPlainIO(["2", wrong.formatted, "y", "1", "0", "0"])
        let app = run(io, on: try destinationStore())
        let out = io.output
        #expect(out.contains("This device already holds data. Replace it with the imported data? [y/N] "), "\(out)")
        #expect(!out.lowercased().contains("hidden"))
        #expect(out.components(separatedBy: "Import failed: ").count == 3, "\(out)")
        #expect(out.contains("does not match the link's SHA-256 digest. Nothing was changed"))
        #expect(!out.contains("Migration complete"))
        #expect(try app.store.listProfiles(revealing: "secretpass").profiles.map(\.name) == ["Secret"])
        app.store.closeDatabase()
        #expect(try files(destination.path) == before)
    }

    @Test func profilesThatAppearedMeanwhileAreReplacedOnlyAfterAYes() throws {
        let (sourceStore, exported) = try exportSource()
        // While the link is asked, the command line creates a visible profile on this data directory.
        let io = HookPlainIO(["2", exported.link.formatted, "n", "1", "yes", "0"]) { [destination] prompt in
            if prompt.hasPrefix("Migration link") {
                let other = try? ThresholdStore(path: destination.file("threshold.db"), kdfParameters: .testing)
                _ = try? other?.createProfile(name: "Keeper")
                other?.closeDatabase()
            }
        }
        let app = run(io, on: try destinationStore())
        let out = io.output
        let question = "This device already holds data. Replace it with the imported data? [y/N] "
        #expect(out.components(separatedBy: question).count == 3, "\(out)")
        #expect(out.contains(question + "Nothing on this device was changed."))
        #expect(out.contains("Migration complete\n"))
        #expect(try app.store.listProfiles() == sourceStore.listProfiles())
    }

    @Test func onATerminalProgressLinesShowBytesRateAndETA() throws {
        let (_, exported) = try exportSource()
        let io = TerminalPlainIO(["2", exported.link.formatted, "0"])
        _ = run(io, on: try destinationStore())
        #expect(io.output.contains("Decrypting "), "\(io.output)")
        #expect(io.output.contains("/s"))
        #expect(io.output.contains("Verifying…"))
        #expect(io.output.contains("Migration complete\n"))
    }

    /// Every file under `path` with its bytes.
    func files(_ path: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return out }
        while let relative = enumerator.nextObject() as? String {
            let full = path + "/" + relative
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            // The lock file the import holds while it works is not data.
            if relative == "threshold.lock" { continue }
            out[relative] = isDirectory.boolValue ? Data("dir".utf8) : try Data(contentsOf: URL(fileURLWithPath: full))
        }
        return out
    }
}
