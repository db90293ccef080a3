import Pictures
import Storage
import Testing
@testable import ThresholdCore

/// Profile pictures in the store (docs/pictures.md): one per profile in its slot's fixed-size cell,
/// sealed with a hidden profile so that neither the picture nor any size says whether it has one.
@Suite struct ProfilePictureStoreTests {
    static func picture(seed: UInt32 = 3) throws -> ProfilePicture {
        let rgb = PictureCodec.samplePixels(width: 320, height: 240, seed: seed)
        return try PictureDecoder.picture(from: try #require(PictureCodec.jpeg(rgb: rgb, width: 320, height: 240)))
    }

    /// Whether `needle` (a run from the middle of the JPEG, past its standard header) is anywhere
    /// in the dump's values.
    static func dumpContains(_ dump: DatabaseDump, _ picture: ProfilePicture) -> Bool {
        let run = Array(picture.bytes[(picture.bytes.count / 2)..<(picture.bytes.count / 2 + 48)])
        return SealedProfileTests.bytes(dump).contains { value in
            value.count >= run.count && (0...(value.count - run.count)).contains { value[$0..<($0 + run.count)].elementsEqual(run) }
        }
    }

    @Test func aVisibleProfileKeepsItsPictureByteForByteUntilRemoved() throws {
        let f = try StoreFixture()
        let picture = try Self.picture()
        try f.store.createProfile(name: "Ann")
        #expect(try f.store.listProfiles().profiles.first?.hasPicture == false)
        try f.store.setPicture(ProfileRef("Ann"), picture)
        let listed = try #require(try f.store.listProfiles().profiles.first)
        #expect(listed.hasPicture)
        #expect(try f.store.picture(ofProfile: listed.id) == picture)
        #expect(try f.store.visibleProfilePictures() == [listed.id: picture])
        #expect(try f.reopen().picture(of: ProfileRef("Ann")) == picture)
        try f.store.setPicture(ProfileRef("Ann"), nil)
        #expect(try f.store.listProfiles().profiles.first?.hasPicture == false)
        #expect(try f.store.picture(ofProfile: listed.id) == nil)
        #expect(!Self.dumpContains(try f.store.dumpDatabase(), picture))
    }

    @Test func createWithAPictureIsOneStep() throws {
        let f = try StoreFixture()
        let picture = try Self.picture()
        let profile = try f.store.createProfile(name: "Ann", picture: picture)
        #expect(profile.hasPicture)
        #expect(try f.store.picture(ofProfile: profile.id) == picture)
    }

    /// Two installs with the same chaff draws, a hidden profile with a picture in one and without in
    /// the other: the passcode holder's dump has the same tables, rows, value sizes, page and
    /// free-page counts, and nowhere the picture; its password still opens it, byte for byte.
    @Test func aHiddenProfilesPictureChangesNoSizeAndIsNotInTheDump() throws {
        let picture = try Self.picture()
        func install(withPicture: Bool) throws -> (StoreFixture, DatabaseDump) {
            let f = try StoreFixture(chaffSeed: 41)
            try f.store.createProfile(name: "Main")
            try f.store.createProfile(name: "Secret", picture: withPicture ? picture : nil)
            try f.store.receiveMessage(profile: ProfileRef("Secret"), contact: "Bo", text: "hi")
            try f.store.activateProfile(ProfileRef("Main"))
            try f.store.hideProfile("Secret", password: "pw")
            return (f, try f.store.dumpDatabase())
        }
        let (with, withDump) = try install(withPicture: true)
        let (_, withoutDump) = try install(withPicture: false)
        #expect(SealedProfileTests.shape(withDump) == SealedProfileTests.shape(withoutDump))
        #expect(withDump.pageCount == withoutDump.pageCount)
        #expect(withDump.freelistCount == withoutDump.freelistCount)
        #expect(!Self.dumpContains(withDump, picture))
        #expect(SealedProfileTests.found(["Secret"], in: withDump) == [])
        let revealed = try #require(try with.store.listProfiles(revealing: "pw").profiles.last)
        #expect(revealed.name == "Secret" && revealed.hasPicture)
        #expect(try with.store.picture(of: ProfileRef("Secret", password: "pw")) == picture)
        // Unhidden, it is a visible profile with the same picture.
        try with.store.unhideProfile("Secret", password: "pw")
        let visible = try #require(try with.store.listProfiles().profiles.first { $0.name == "Secret" })
        #expect(visible.hasPicture)
        #expect(try with.store.picture(ofProfile: visible.id) == picture)
    }

    /// Setting and removing a hidden profile's picture (with its password) rewrites its cell in
    /// place: no size changes.
    @Test func aHiddenProfilesPictureIsSetAndRemovedInPlace() throws {
        let f = try StoreFixture(chaffSeed: 5)
        let picture = try Self.picture()
        try f.store.createProfile(name: "Main")
        try f.store.createProfile(name: "Secret")
        try f.store.activateProfile(ProfileRef("Main"))
        try f.store.hideProfile("Secret", password: "pw")
        let before = try f.store.dumpDatabase()
        try f.store.setPicture(ProfileRef("Secret", password: "pw"), picture)
        let set = try f.store.dumpDatabase()
        #expect(SealedProfileTests.shape(before) == SealedProfileTests.shape(set))
        #expect(before.pageCount == set.pageCount)
        #expect(!Self.dumpContains(set, picture))
        #expect(try f.store.picture(of: ProfileRef("Secret", password: "pw")) == picture)
        // The session's active hidden profile shows its picture by id too.
        try f.store.activateProfile(ProfileRef("Secret", password: "pw"))
        let active = try #require(try f.store.activeProfile())
        #expect(try f.store.picture(ofProfile: active.id) == picture)
        try f.store.setPicture(ProfileRef("Secret", password: "pw"), nil)
        #expect(try f.store.picture(of: ProfileRef("Secret", password: "pw")) == nil)
        #expect(SealedProfileTests.shape(try f.store.dumpDatabase()) == SealedProfileTests.shape(before))
    }

    /// Deleting a profile with a picture leaves what deleting one without leaves (the cell chaff).
    @Test func deletingAProfileWithAPictureLeavesWhatOneWithoutLeaves() throws {
        let picture = try Self.picture()
        func history(withPicture: Bool) throws -> DatabaseDump {
            let f = try StoreFixture(chaffSeed: 9)
            try f.store.createProfile(name: "Main")
            try f.store.createProfile(name: "Gone", picture: withPicture ? picture : nil)
            try f.store.activateProfile(ProfileRef("Main"))
            _ = try f.store.deleteProfile(ProfileRef("Gone"), serverData: false)
            return try f.store.dumpDatabase()
        }
        let with = try history(withPicture: true)
        let without = try history(withPicture: false)
        #expect(SealedProfileTests.shape(with) == SealedProfileTests.shape(without))
        #expect(with.pageCount == without.pageCount && with.freelistCount == without.freelistCount)
        #expect(!Self.dumpContains(with, picture))
    }
}
