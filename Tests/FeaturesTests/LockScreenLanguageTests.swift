import Brand
@testable import Features
import Foundation
import TestSupport
import Testing
import ThresholdCore

/// The lock screen speaks the chosen language (PRODUCT.md 13: the setting overrides the
/// environment in every face), though the setting is inside the encrypted store: its code alone
/// is kept in `threshold.language` while a passcode locks the data (``LockScreenLanguage``).
@Suite struct LockScreenLanguageTests {
    let folder = TemporaryDirectory("lock-screen-language")
    static let passcode = "lock passcode 1"
    static let panic = "panic passcode 2"
    var file: String { folder.file(LockScreenLanguage.fileName) }
    var directory: DataDirectory { DataDirectory(path: folder.path) }

    func open(passcode: String? = nil) throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: folder.path, environment: [:], brand: try Brand.builtIn(),
                            deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { door in
            if let passcode { try door.store.unlock(passcode: passcode) }
        }
    }

    /// A session whose store stays locked (the desktop's and the full screen's start: the lock
    /// screen runs after it).
    func openLocked() throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: folder.path, environment: [:], brand: try Brand.builtIn(),
                            deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { _ in }
    }

    func text() -> String? { FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } }

    func mode() throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
    }

    /// German set, then the lock on: the file holds "de" (0600); the lock off, no file.
    func germanLocked() throws {
        let session = try open()
        try session.store.createProfile(name: "Ana")
        try session.setLanguageSetting("de")
        #expect(text() == nil, "no passcode: every face reads the setting itself, so nothing is kept outside")
        try session.setPasscode(Self.passcode)
        #expect(text() == "de\n")
        #expect(try mode() == 0o600)
    }

    @Test func theCodeIsKeptOnlyWhileAPasscodeLocksTheData() throws {
        try germanLocked()
        let session = try open(passcode: Self.passcode)
        try session.setLanguageSetting("ja")
        #expect(text() == "ja\n")
        try session.setLanguageSetting("system")
        #expect(text() == nil, "removed with the setting")
        try session.setLanguageSetting("fr")
        #expect(text() == "fr\n")
        try session.clearPasscode()
        #expect(text() == nil, "the lock off: no lock screen, no file")
    }

    @Test func theLockedStartSpeaksTheKeptLanguageAndLangStillWins() throws {
        try germanLocked()
        let locked = try openLocked()
        #expect(!locked.store.isUnlocked)
        #expect(locked.startLanguageSetting(environment: ["LANG": "C"]) == "de")
        #expect(locked.translator(environment: ["LANG": "C"], flag: nil).language == "de")
        #expect(locked.translator(environment: ["LANG": "C"], flag: "fr").language == "fr", "--lang wins")
        #expect(LockScreenLanguage.translator(for: directory, environment: ["LANG": "C"], flag: nil).language == "de")
        // The prompts that pass the door (command line, plain mode) ask in it.
        var asked: String?
        _ = try AppSession.open(dataDirectoryFlag: folder.path, environment: ["LANG": "C"], brand: try Brand.builtIn(),
                                deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { door in
            asked = try Texts.with(door.translator(environment: ["LANG": "C"], flag: nil)) {
                _ = try door.pass(attempts: 1, isInteractive: false, readPasscode: { Self.passcode }, wrongPasscode: {})
                return Texts.current.language
            }
        }
        #expect(asked == "de")
    }

    @Test func anInstallFromBeforeTheFileGetsItAtTheNextUnlock() throws {
        try germanLocked()
        try FileManager.default.removeItem(atPath: file)
        let locked = try openLocked()
        #expect(locked.startLanguageSetting(environment: ["LANG": "C"]) == nil, "the environment's, as before")
        _ = try locked.unlock(passcode: Self.passcode)
        #expect(text() == "de\n")
        #expect(locked.startLanguageSetting(environment: ["LANG": "C"]) == "de")
    }

    @Test(arguments: ["xx\n", "it", "../../etc/passwd", "de\u{0}", "de de", "", "\n", "system", String(repeating: "d", count: 80),
                      "de\r\n", "ünï"])
    func aDamagedOrUnknownCodeFallsBackToTheEnvironmentSilently(content: String) throws {
        try germanLocked()
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        #expect(LockScreenLanguage.stored(in: directory, library: .shipped) == nil)
        let locked = try openLocked()
        #expect(locked.translator(environment: ["LANG": "fr_FR.UTF-8"], flag: nil).language == "fr")
        #expect(locked.translator(environment: ["LANG": "C"], flag: nil).language == "en")
    }

    @Test func aLinkOrAFolderInItsPlaceIsNotFollowed() throws {
        try germanLocked()
        let elsewhere = folder.file("elsewhere")
        try Data("ja\n".utf8).write(to: URL(fileURLWithPath: elsewhere))
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: elsewhere)
        #expect(LockScreenLanguage.stored(in: directory, library: .shipped) == nil)
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
        #expect(LockScreenLanguage.stored(in: directory, library: .shipped) == nil)
    }

    @Test func aCodeOnlyAnotherCatalogFolderHasIsNotSpokenWithoutIt() throws {
        try germanLocked()
        try Data("pt_BR\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(LockScreenLanguage.stored(in: directory, library: .shipped) == nil)
        let library = CatalogLibrary(sources: ["pt_BR": "msgid \"\"\nmsgstr \"Language: pt_BR\\n\"\n"])
        #expect(LockScreenLanguage.stored(in: directory, library: library) == "pt_BR")
        // Regional codes of a shipped catalog are kept as the setting stores them.
        try Data("de_AT".utf8).write(to: URL(fileURLWithPath: file))
        #expect(LockScreenLanguage.stored(in: directory, library: .shipped) == "de_AT")
    }

    @Test func aSelfDestructLeavesNoCodeBehind() throws {
        try germanLocked()
        let session = try open(passcode: Self.passcode)
        try session.setSelfDestruct(passcode: Self.panic, displayName: "Decoy")
        #expect(text() == "de\n")
        let locked = try openLocked()
        #expect(try locked.unlock(passcode: Self.panic) == .dataReplaced)
        #expect(text() == nil, "the new install has no language setting; the file would tell of the old one")
        #expect(!FileManager.default.fileExists(atPath: file + ".tmp"))
        #expect(try locked.languageSetting() == nil)
    }

    @Test func aWipeAfterTheAttemptLimitLeavesNoCodeBehind() throws {
        try germanLocked()
        let session = try open(passcode: Self.passcode)
        try session.setWipeAfter(1)
        let locked = try openLocked()
        #expect(throws: LockError.wrongPasscode) { try locked.unlock(passcode: "wrong") }
        #expect(try !locked.isLockOn(), "wiped")
        #expect(text() == nil)
    }

    @Test func anImportedLockedInstallBringsItsLanguageToTheLockScreen() throws {
        let source = TemporaryDirectory("lock-screen-language-source")
        let exporting = try AppSession.open(dataDirectoryFlag: source.path, environment: [:], brand: try Brand.builtIn(),
                                            deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { _ in }
        try exporting.store.createProfile(name: "Migrant")
        try exporting.setLanguageSetting("ja")
        try exporting.setPasscode(Self.passcode)
        let result = try exporting.exportArchive()
        let destination = try open()
        #expect(text() == nil)
        _ = try destination.importArchive(link: result.link.formatted, replace: false, lockAnswer: { _ in .passcode(Self.passcode) })
        #expect(try destination.languageSetting() == "ja")
        #expect(text() == "ja\n", "the next start's lock screen speaks the imported setting")
    }

    @Test func deletingTheLocalDataRemovesIt() throws {
        try germanLocked()
        let session = try open(passcode: Self.passcode)
        _ = try session.exportArchive()
        #expect(try session.deleteLocalData() >= 2)
        #expect(text() == nil)
        #expect(MigrationFinalize.nothingToFinalize(at: folder.path),
                "\((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])")
    }
}
