import Foundation
import Pictures
import Testing
import TestSupport
@testable import ThresholdCore

/// A self-destruct takes the pictures with everything else (docs/pictures.md): no copy of a picture
/// exists outside the encrypted database before, and nothing of it after.
@Suite struct PictureSelfDestructTests {
    /// Whether any file under `folder` holds a 32-byte run from the middle of `picture`.
    static func found(_ picture: ProfilePicture, under folder: String) -> Bool {
        let run = Data(picture.bytes[(picture.bytes.count / 2)..<(picture.bytes.count / 2 + 32)])
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.contains { name in
            (try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))?.range(of: run) != nil
        }
    }

    @Test func aSelfDestructRemovesVisibleAndHiddenPictures() throws {
        let f = try LockFixture()
        let visible = try ProfilePictureStoreTests.picture(seed: 11)
        let hidden = try ProfilePictureStoreTests.picture(seed: 12)
        try f.store.createProfile(name: "Shown", picture: visible)
        try f.store.createProfile(name: "Secret", picture: hidden)
        try f.store.activateProfile(ProfileRef("Shown"))
        try f.store.hideProfile("Secret", password: "hidden pw")
        try f.store.setPasscode("main")
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        #expect(!Self.found(visible, under: f.directory.path) && !Self.found(hidden, under: f.directory.path))

        #expect(try f.store.unlock(passcode: "boom") == .dataReplaced)
        #expect(try f.store.listProfiles().profiles.map(\.hasPicture) == [false])
        #expect(try f.store.visibleProfilePictures().isEmpty)
        #expect(try f.store.listProfiles(revealing: "hidden pw").pictures.isEmpty)
        #expect(!Self.found(visible, under: f.directory.path) && !Self.found(hidden, under: f.directory.path))
    }
}
