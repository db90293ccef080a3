import Brand
@testable import Features
import Foundation
import Pictures
import TestSupport
import Testing
import ThresholdCore

/// A migration carries every profile picture byte for byte, a hidden profile's sealed with it
/// (PRODUCT.md 3.1, docs/pictures.md).
@Suite struct PictureMigrationTests {
    let source = TemporaryDirectory("features-picture-source")
    let destination = TemporaryDirectory("features-picture-destination")

    func open(_ folder: String) throws -> AppSession {
        try AppSession.open(dataDirectoryFlag: folder, environment: [:], brand: try Brand.builtIn(),
                            deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing) { _ in }
    }

    static func picture(seed: UInt32) throws -> ProfilePicture {
        let rgb = PictureCodec.samplePixels(width: 400, height: 300, seed: seed)
        return try PictureDecoder.picture(from: try #require(PictureCodec.jpeg(rgb: rgb, width: 400, height: 300)))
    }

    @Test func aMigrationKeepsVisibleAndHiddenPicturesByteForByte() throws {
        let visible = try Self.picture(seed: 1)
        let hidden = try Self.picture(seed: 2)
        let result: MigrationExportResult
        do {
            let session = try open(source.path)
            try session.createProfile(name: "Migrant", bio: "", picture: visible)
            try session.createProfile(name: "Secret", bio: "", picture: hidden)
            try session.activateProfile(ProfileRef("Migrant"))
            try session.hideProfile("Secret", password: "pw")
            result = try session.exportArchive { _ in }
        }
        let session = try open(destination.path)
        try session.importArchive(link: result.link.formatted, replace: false)
        let migrant = try #require(try session.listProfiles(revealing: nil).profiles.first)
        #expect(migrant.name == "Migrant" && migrant.hasPicture)
        #expect(try session.picture(ofProfile: migrant.id)?.bytes == visible.bytes)
        #expect(try session.listProfiles(revealing: "pw").profiles.last?.hasPicture == true)
        #expect(try session.store.picture(of: ProfileRef("Secret", password: "pw"))?.bytes == hidden.bytes)
    }
}
