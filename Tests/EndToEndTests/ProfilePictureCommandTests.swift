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

    /// The bad files of issue 34, each made in `cli`'s directory: (name, path, error code, words of
    /// the message).
    static func badFiles(in cli: CLI) throws -> [(name: String, path: String, code: String, message: String)] {
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let path = cli.directory.file(name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        let jpeg = PictureCodec.jpeg(rgb: PictureCodec.samplePixels(width: 640, height: 480, seed: 2), width: 640, height: 480) ?? []
        let png = PictureCodec.png(rgb: PictureCodec.samplePixels(width: 300, height: 300, seed: 2), width: 300, height: 300) ?? []
        // A JPEG of 64 x 64 whose frame header says 60,000 x 60,000.
        var jpegBomb = PictureCodec.jpeg(rgb: PictureCodec.samplePixels(width: 64, height: 64), width: 64, height: 64) ?? []
        let sof = try #require(jpegBomb.indices.dropLast().first { jpegBomb[$0] == 0xFF && jpegBomb[$0 + 1] == 0xC0 })
        jpegBomb.replaceSubrange((sof + 5)...(sof + 8), with: [0xEA, 0x60, 0xEA, 0x60])
        // A PNG of 16 x 16 whose IHDR says 60,000 x 60,000 (with its CRC made right).
        var pngBomb = PictureCodec.png(rgb: PictureCodec.samplePixels(width: 16, height: 16), width: 16, height: 16) ?? []
        pngBomb.replaceSubrange(16..<24, with: [0x00, 0x00, 0xEA, 0x60, 0x00, 0x00, 0xEA, 0x60])
        let crc = Self.crc32(Array(pngBomb[12..<29]))
        pngBomb.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        // Over 32 MiB (sparse: made by truncate, never written).
        let huge = try file("huge.jpg", jpeg)
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: UInt64(PictureDecoder.maximumFileBytes + 1))
        try handle.close()
        let link = cli.directory.file("link.jpg")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: try Self.photo(in: cli, seed: 3))
        let folder = cli.directory.file("pictures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files: [(String, String, String, String)] = [
            ("not an image", try file("notes.txt", Array("just text".utf8)), "pictureNotAnImage", "not a PNG or JPEG"),
            ("truncated JPEG", try file("half.jpg", Array(jpeg.prefix(jpeg.count / 2))), "pictureDamaged", "damaged, incomplete"),
            ("truncated PNG", try file("half.png", Array(png.prefix(png.count / 2))), "pictureDamaged", "damaged, incomplete"),
            ("JPEG bomb", try file("bomb.jpg", jpegBomb), "pictureTooManyPixels", "60,000 × 60,000 pixels"),
            ("PNG bomb", try file("bomb.png", pngBomb), "pictureTooManyPixels", "60,000 × 60,000 pixels"),
            ("huge file", huge, "pictureFileTooLarge", "the limit is 33,554,432 bytes"),
            ("symbolic link", link, "pictureSymbolicLink", "symbolic link"),
            ("missing", cli.directory.file("missing.png"), "pictureUnreadable", "No such file or directory"),
            ("a directory", folder, "pictureUnreadable", "Is a directory"),
        ]
        if getuid() != 0 {
            let locked = try file("private.jpg", jpeg)
            chmod(locked, 0)
            files.append(("no permission", locked, "pictureUnreadable", "Permission denied"))
        }
        return files.map { (name: $0.0, path: $0.1, code: $0.2, message: $0.3) }
    }

    /// Each bad file through `profiles update NAME --image FILE`: its code (`--json`), its message on
    /// standard error and exit status 1 (without), and the database exactly as it was: the passcode
    /// holder's dump of every table, the picture cells included, is the same byte for byte.
    @Test func badFilesAreRefusedAndChangeNothing() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Ann", "--image", try Self.photo(in: cli))
        try cli.run("profiles", "create", "Bob")
        let before = try cli.run("dev", "dump", "--json").stdout
        #expect(before.count > 16_384 * 2, "the dump holds the picture cells")
        for bad in try Self.badFiles(in: cli) {
            for name in ["Ann", "Bob"] {
                let result = try cli.json("profiles", "update", name, "--image", bad.path)
                #expect(result.status == 1, "\(bad.name)")
                #expect((result.object["error"] as? [String: Any])?["code"] as? String == bad.code, "\(bad.name)")
                let human = try cli.run("profiles", "update", name, "--image", bad.path)
                #expect(human.status == 1, "\(bad.name)")
                #expect(human.stdout.isEmpty, "\(bad.name)")
                #expect(human.stderr.contains(bad.message) && human.stderr.contains("Nothing was changed"), "\(bad.name): \(human.stderr)")
            }
            #expect(try cli.run("dev", "dump", "--json").stdout == before, "\(bad.name) changed the database")
        }
        #expect(try Self.hasPicture(cli, "Ann") == true)
        #expect(try Self.hasPicture(cli, "Bob") == false)
        // A bad file on create: no profile is made.
        let text = cli.directory.file("notes.txt")
        #expect(try cli.json("profiles", "create", "Cy", "--image", text).status == 1)
        #expect(try Self.hasPicture(cli, "Cy") == nil)
        #expect(try cli.run("dev", "dump", "--json").stdout == before)
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

    /// PNG's CRC-32 (the bomb's rewritten IHDR must pass libpng's check to reach the size check).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}
