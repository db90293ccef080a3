import Foundation
import Pictures
import Testing
import TestSupport

/// `threshold profiles create|update --image FILE`, `--no-image`, `profiles list --json`'s
/// `hasPicture`, the errors of bad files, and `dev dump` of an install with a hidden profile that
/// has a picture (docs/pictures.md).
@Suite struct ProfilePictureCommandTests {
    static func photo(in cli: CLI, seed: UInt32 = 1) throws -> String {
        let path = cli.directory.file("photo-\(seed).jpg")
        let rgb = PictureCodec.samplePixels(width: 640, height: 480, seed: seed)
        try Data(try #require(PictureCodec.jpeg(rgb: rgb, width: 640, height: 480))).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func hasPicture(_ cli: CLI, _ name: String) throws -> Bool? {
        let listed = try cli.json("profiles", "list")
        let profiles = listed.object["profiles"] as? [[String: Any]] ?? []
        return profiles.first { $0["name"] as? String == name }?["hasPicture"] as? Bool
    }

    @Test func setListAndRemoveAPicture() throws {
        let cli = CLI()
        let photo = try Self.photo(in: cli)
        #expect(try cli.run("profiles", "create", "Ann", "--image", photo).status == 0)
        try cli.run("profiles", "create", "Bob")
        #expect(try Self.hasPicture(cli, "Ann") == true)
        #expect(try Self.hasPicture(cli, "Bob") == false)
        #expect(try cli.run("profiles", "update", "Bob", "--image", photo).status == 0)
        #expect(try cli.run("profiles", "list").stdout == "  Ann [picture set]\n* Bob [picture set]\nTotal unread: 0\n")
        #expect(try cli.run("profiles", "update", "Ann", "--no-image").status == 0)
        #expect(try Self.hasPicture(cli, "Ann") == false)
        let both = try cli.json("profiles", "update", "Ann", "--image", photo, "--no-image")
        #expect(both.status == 2)
        #expect((both.object["error"] as? [String: Any])?["code"] as? String == "usage")
    }

    /// Each bad file: its code, exit 1, and the profile as it was (its picture kept).
    @Test func badFilesAreRefusedAndChangeNothing() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Ann", "--image", try Self.photo(in: cli))
        let text = cli.directory.file("notes.txt")
        try Data("just text".utf8).write(to: URL(fileURLWithPath: text))
        let half = cli.directory.file("half.jpg")
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: try Self.photo(in: cli, seed: 2)))
        try jpeg.prefix(jpeg.count / 2).write(to: URL(fileURLWithPath: half))
        let link = cli.directory.file("link.jpg")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: try Self.photo(in: cli, seed: 3))
        let cases: [(String, String)] = [(text, "pictureNotAnImage"), (half, "pictureDamaged"), (link, "pictureSymbolicLink"),
                                         (cli.directory.file("missing.png"), "pictureUnreadable")]
        for (path, code) in cases {
            let result = try cli.json("profiles", "update", "Ann", "--image", path)
            #expect(result.status == 1, "\(code)")
            #expect((result.object["error"] as? [String: Any])?["code"] as? String == code)
            #expect(try Self.hasPicture(cli, "Ann") == true)
        }
        // A bad file on create: no profile is made.
        #expect(try cli.json("profiles", "create", "Cy", "--image", text).status == 1)
        #expect(try Self.hasPicture(cli, "Cy") == nil)
    }

    /// The passcode holder's dump (`dev dump --json`) of an install whose hidden profile has a picture
    /// against one whose hidden profile has none (the same chaff draws): the same tables, rows, value
    /// sizes, page and free-page counts, and the picture's bytes nowhere in it.
    @Test func theDumpOfAHiddenProfilesInstallShowsNoPictureAndNoSize() throws {
        func install(withPicture: Bool) throws -> (shape: [String], dump: String, picture: [UInt8]) {
            let cli = CLI(chaffSeed: 31)
            let photo = try Self.photo(in: cli)
            try cli.run("profiles", "create", "Main")
            if withPicture {
                try cli.run("profiles", "create", "Secret", "--image", photo)
            } else {
                try cli.run("profiles", "create", "Secret")
            }
            try cli.run("dev", "receive", "--profile", "Secret", "--chat", "Zed", "psst")
            try cli.run("profiles", "activate", "Main")
            #expect(try cli.run("profiles", "hide", "Secret", "--password-stdin", stdin: "open sesame\n").status == 0)
            let revealed = try cli.run("profiles", "reveal", "--password-stdin", "--json", stdin: "open sesame\n").stdout
            #expect(revealed.contains(#""hidden":true,"unread":1,"hasPicture":\#(withPicture)"#))
            let picture = try PictureDecoder.picture(fromFile: photo).bytes
            return (try HiddenProfileNoTraceTests.dumpShape(cli), try cli.run("dev", "dump", "--json").stdout, picture)
        }
        let with = try install(withPicture: true)
        let without = try install(withPicture: false)
        #expect(with.shape == without.shape)
        #expect(with.shape.contains { $0.hasPrefix("sealed_slots: ") && $0.contains("blob16416") }, "the picture cells were read")
        // The dump prints blobs as hex: no run of the stored picture appears.
        let run = with.picture[(with.picture.count / 2)..<(with.picture.count / 2 + 32)].map { String(format: "%02x", $0) }.joined()
        #expect(!with.dump.contains(run))
    }
}
