import Foundation
import Testing
import TestSupport

/// `threshold migrate ...` driven as a user would, on real data directories.
@Suite struct MigrateCommandTests {
    let scratch = TemporaryDirectory("e2e-migrate")

    @Test func roundTripCarriesEverythingTheCommandLineShows() throws {
        let source = CLI(), destination = CLI()
        try Migrate.seed(source)
        try FileManager.default.createDirectory(atPath: source.directory.path + "/files/media", withIntermediateDirectories: true)
        try Data("photo".utf8).write(to: URL(fileURLWithPath: source.directory.path + "/files/media/p.jpg"))
        let exported = try Migrate.export(source, to: scratch.file("move.age"))
        #expect(exported.archive == scratch.file("move.age"))
        #expect(exported.link.hasPrefix("threshold:/migrate?v=1&archive=" + scratch.file("move.age") + "&key=AGE-SECRET-KEY-1"))
        #expect(exported.link.hasSuffix("&sha256=\(exported.sha256)&size=\(exported.size)"))
        #expect(try Migrate.sha256(exported.archive) == exported.sha256)
        let attributes = try FileManager.default.attributesOfItem(atPath: exported.archive)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(attributes[.size] as? Int == exported.size)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: source.directory.path).sorted()
        #expect(leftovers == ["files", "threshold.db", "threshold.key", "threshold.key.lock"])

        let imported = try destination.json("migrate", "import", exported.link)
        #expect(imported.status == 0)
        #expect(imported.object["ok"] as? Bool == true)
        let seen = try Migrate.observe(source)
        #expect(!seen[0].contains("Ghost") && seen[1].contains("\"name\":\"Ghost\""), "the hidden profile shows only by password")
        #expect(seen.contains { $0.contains("onboarding") || $0.contains("profiles.active") }, "settings rows are compared")
        #expect(try Migrate.observe(destination) == seen)
        #expect(FileManager.default.contentsEqual(atPath: source.directory.path + "/files/media/p.jpg",
                                                  andPath: destination.directory.path + "/files/media/p.jpg"))
    }

    @Test func humanExportPrintsTheLinkWithoutAQRCodeWhenNotATerminal() throws {
        let source = CLI()
        try source.run("profiles", "create", "Solo")
        let result = try source.run("migrate", "export", "--to", scratch.file("h.age"))
        #expect(result.status == 0)
        #expect(result.stdout.contains("threshold:/migrate?v=1&archive="))
        #expect(!result.stdout.contains("\u{2588}") && !result.stdout.contains("\u{2580}"))
        #expect(!result.stderr.contains("AGE-SECRET-KEY"))
        // An existing file is never overwritten.
        #expect(try source.errorCode("migrate", "export", "--to", scratch.file("h.age")) == (2, "usage"))
    }

    @Test(.enabled(if: Migrate.tool("age") != nil && Migrate.tool("tar") != nil, "age or tar not installed (.ci/run installs them)"))
    func theArchiveOpensWithAgeAndTar() throws {
        let source = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("interop.age"))
        try Data((exported.key + "\n").utf8).write(to: URL(fileURLWithPath: scratch.file("key")))
        let plain = try Migrate.run(Migrate.tool("age") ?? "", ["-d", "-i", scratch.file("key"), exported.archive])
        #expect(plain.status == 0)
        let listing = try Migrate.run(Migrate.tool("tar") ?? "", ["-t"], stdin: plain.output)
        #expect(listing.status == 0)
        #expect(String(decoding: listing.output, as: UTF8.self) == "threshold.db\nmanifest.json\n")
    }

    @Test func everyFailureLeavesTheDestinationExactlyAsItWas() throws {
        let source = CLI(), destination = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("good.age"))
        let good = try Data(contentsOf: URL(fileURLWithPath: exported.archive))
        try destination.run("profiles", "list")  // creates the (empty) database
        let before = try Migrate.tree(destination.directory.path)

        func damaged(_ name: String, _ change: (inout Data) -> Void) throws -> String {
            var bytes = good
            change(&bytes)
            try bytes.write(to: URL(fileURLWithPath: scratch.file(name)))
            return exported.replacing("archive", with: scratch.file(name))
        }
        let otherKey = "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX"
        let cases: [(String, String, Int32, String)] = [
            ("not a link", "https://example.com/", 1, "invalidLink"),
            ("wrong path", "threshold:/export?v=1", 1, "invalidLink"),
            ("no key", exported.link.replacingOccurrences(of: "&key=" + exported.key, with: ""), 1, "invalidLink"),
            ("bad key", exported.replacing("key", with: "AGE-SECRET-KEY-1XYZ"), 1, "invalidLink"),
            ("bad digest", exported.replacing("sha256", with: "abc"), 1, "invalidLink"),
            ("bad size", exported.replacing("size", with: "-1"), 1, "invalidLink"),
            ("relative path", exported.replacing("archive", with: "good.age"), 1, "invalidLink"),
            ("version 2", exported.replacing("v", with: "2"), 1, "invalidLink"),
            ("missing file", exported.replacing("archive", with: scratch.file("nowhere.age")), 1, "archiveNotFound"),
            ("https", exported.replacing("archive", with: "https://example.invalid/a.age"), 1, "archiveNotFound"),
            ("wrong size", exported.replacing("size", with: String(exported.size + 1)), 1, "archiveCorrupted"),
            ("wrong digest", exported.replacing("sha256", with: String(repeating: "0", count: 64)), 1, "archiveCorrupted"),
            ("flipped header byte", try damaged("h.age") { $0[30] ^= 1 }, 1, "archiveCorrupted"),
            ("flipped payload byte", try damaged("p.age") { $0[$0.count - 100] ^= 1 }, 1, "archiveCorrupted"),
            ("truncated", try damaged("t.age") { $0.removeLast(1000) }, 1, "archiveCorrupted"),
            ("wrong key", exported.replacing("key", with: otherKey), 1, "invalidLink"),
            ("usage", "", 2, "usage"),
        ]
        for (label, link, status, code) in cases {
            let arguments = link.isEmpty ? ["migrate", "import", "--json"] : ["migrate", "import", link, "--json"]
            let result = try destination.run(arguments)
            let error = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["error"] as? [String: Any]
            #expect(result.status == status, "\(label)")
            #expect(error?["code"] as? String == code, "\(label): \(result.stdout)")
            #expect(!result.stdout.contains("AGE-SECRET-KEY") && !result.stderr.contains("AGE-SECRET-KEY"), "\(label) leaks the key")
            #expect(try Migrate.tree(destination.directory.path) == before, "\(label) changed the destination")
        }
    }

    @Test func aDestinationWithProfilesNeedsReplace() throws {
        let source = CLI(), destination = CLI()
        try Migrate.seed(source)
        try destination.run("profiles", "create", "Existing")
        let exported = try Migrate.export(source, to: scratch.file("r.age"))
        let before = try Migrate.tree(destination.directory.path)
        #expect(try destination.errorCode("migrate", "import", exported.link) == (1, "destinationNotEmpty"))
        #expect(try Migrate.tree(destination.directory.path) == before)
        let replaced = try destination.json("migrate", "import", exported.link, "--replace")
        #expect(replaced.status == 0 && replaced.object["replaced"] as? Bool == true)
        #expect(try Migrate.observe(destination) == Migrate.observe(source))
    }

    @Test(.enabled(if: ["age", "age-keygen", "tar", "sqlite3", "sha256sum"].allSatisfy { Migrate.tool($0) != nil },
                   "age, age-keygen, tar, sqlite3 or sha256sum not installed (.ci/run installs them)"))
    func aNewerSchemaIsRefused() throws {
        // Re-pack an export by hand with the real tools, claiming one schema change this build lacks.
        let source = CLI(), destination = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("n.age"))
        try Data((exported.key + "\n").utf8).write(to: URL(fileURLWithPath: scratch.file("key")))
        let plain = try Migrate.run(Migrate.tool("age") ?? "", ["-d", "-i", scratch.file("key"), exported.archive])
        let work = scratch.file("newer")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        #expect(try Migrate.run(Migrate.tool("tar") ?? "", ["-x", "-C", work], stdin: plain.output).status == 0)
        #expect(try Migrate.run(Migrate.tool("sqlite3") ?? "", [work + "/threshold.db",
            "INSERT INTO schema_migrations (id) VALUES ('2999-01-01-future'); PRAGMA user_version = 99;"]).status == 0)
        let manifestURL = URL(fileURLWithPath: work + "/manifest.json")
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any] ?? [:]
        let size = (try FileManager.default.attributesOfItem(atPath: work + "/threshold.db"))[.size] as? Int ?? 0
        manifest["schemaVersion"] = 99
        manifest["entries"] = [["path": "threshold.db", "size": size, "sha256": try Migrate.sha256(work + "/threshold.db")]]
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        let keygen = try Migrate.run(Migrate.tool("age-keygen") ?? "", ["-o", scratch.file("newkey")])
        #expect(keygen.status == 0)
        let recipient = try Migrate.run(Migrate.tool("age-keygen") ?? "", ["-y", scratch.file("newkey")])
        let tarred = try Migrate.run(Migrate.tool("tar") ?? "", ["-cf", "-", "-C", work, "manifest.json", "threshold.db"])
        let archive = scratch.file("newer.age")
        #expect(try Migrate.run(Migrate.tool("age") ?? "", ["-r", String(decoding: recipient.output, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines), "-o", archive], stdin: tarred.output).status == 0)
        let newKey = try String(contentsOfFile: scratch.file("newkey"), encoding: .utf8).split(separator: "\n")
            .first { $0.hasPrefix("AGE-SECRET-KEY-1") }.map(String.init) ?? ""
        let archiveSize = (try FileManager.default.attributesOfItem(atPath: archive))[.size] as? Int ?? 0
        let link = "threshold:/migrate?v=1&archive=\(archive)&key=\(newKey)&sha256=\(try Migrate.sha256(archive))&size=\(archiveSize)"

        try destination.run("profiles", "list")
        let before = try Migrate.tree(destination.directory.path)
        #expect(try destination.errorCode("migrate", "import", link) == (1, "incompatibleVersion"))
        #expect(try Migrate.tree(destination.directory.path) == before)
        // The same hand-made archive at the current schema imports fine: only the version was refused.
    }

    @Test func finalizeRecordsOrDeletesLocalData() throws {
        let source = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("f.age"))
        let kept = try source.run("migrate", "finalize", "--json")
        #expect(kept.status == 0)
        #expect(kept.stdout.contains("\"deletedLocal\":false"))
        #expect(kept.stderr.contains("both devices"))
        #expect(FileManager.default.fileExists(atPath: source.directory.path + "/threshold.db"))

        // Without a terminal only --yes deletes (FinalizeSafetyTests).
        let deleted = try source.json("migrate", "finalize", "--delete-local", "--yes")
        #expect(deleted.status == 0 && deleted.object["deletedLocal"] as? Bool == true)
        let remaining = try FileManager.default.contentsOfDirectory(atPath: source.directory.path)
        #expect(remaining.isEmpty, "left: \(remaining)")
        #expect(!FileManager.default.fileExists(atPath: exported.archive))
        let other = CLI()
        try other.run("profiles", "create", "Solo")
        _ = try Migrate.export(other, to: scratch.file("f2.age"))
        let human = try other.run("migrate", "finalize", "--delete-local", "--yes")
        #expect(human.stdout.contains("Deleted all local Threshold data"))
    }

    @Test func anHTTPArchiveIsDownloaded() throws {
        let source = CLI(), destination = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("web.age"))
        let server = try LoopbackHTTPServer(status: 404, file: exported.archive)
        defer { server.stop() }
        let link = exported.replacing("archive", with: "http://127.0.0.1:\(server.port)/web.age")
        let imported = try destination.json("migrate", "import", link)
        #expect(imported.status == 0, "\(imported.object)")
        #expect(try Migrate.observe(destination) == Migrate.observe(source))
        let missing = exported.replacing("archive", with: "http://127.0.0.1:\(server.port)/missing.age")
        #expect(try CLI().errorCode("migrate", "import", missing) == (1, "archiveNotFound"))
    }

    @Test(.enabled(if: LoopbackHTTPSServer.isAvailable, "python3 or openssl is not installed"))
    func anHTTPSArchiveIsDownloadedWithItsCertificateChecked() throws {
        let source = CLI(), destination = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("tls.age"))
        let server = try LoopbackHTTPSServer(requests: 2, files: scratch.path)
        try #require(server.port > 0)
        defer { _ = server.stop() }
        let link = exported.replacing("archive", with: "https://localhost:\(server.port)/tls.age")
        // Not trusted by the system: refused, destination untouched.
        try destination.run("profiles", "list")
        let before = try Migrate.tree(destination.directory.path)
        #expect(try destination.errorCode("migrate", "import", link) == (1, "archiveNotFound"))
        #expect(try Migrate.tree(destination.directory.path) == before)
        // OpenSSL's SSL_CERT_FILE makes the throwaway certificate trusted for this run.
        let imported = try BinaryRunner.run("threshold", ["--data-dir", destination.directory.path, "migrate", "import",
                                                          link, "--json"],
                                            environment: ["SSL_CERT_FILE": server.certificatePath])
        #expect(imported.status == 0, "\(imported.stdout) \(imported.stderr)")
        #expect(try Migrate.observe(destination) == Migrate.observe(source))
    }

    /// A link given as an argument (readable by other users from /proc) is warned about; one
    /// from standard input is not.
    @Test func aLinkInArgvIsWarnedAbout() throws {
        let source = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("warn.age"))
        let inArgv = try CLI().run("migrate", "import", exported.link)
        #expect(inArgv.status == 0 && inArgv.stderr.contains("Warning: the migration link holds the archive's key"))
        let onStdin = try CLI().run("migrate", "import", stdin: exported.link + "\n")
        #expect(onStdin.status == 0 && !onStdin.stderr.contains("Warning"))
    }

    /// A failed import leaves no file it made: no `threshold.lock`, and into a missing folder no
    /// fresh install (and no folder) at all (issue 22).
    @Test func aFailedImportLeavesNoFileBehind() throws {
        let source = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("gone.age"))
        let broken = exported.replacing("sha256", with: String(repeating: "0", count: 64))
        // Into a folder that does not exist yet.
        let missing = scratch.file("new-device/threshold")
        let result = try BinaryRunner.run("threshold", ["--data-dir", missing, "migrate", "import", broken, "--json"])
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: missing), "\((try? FileManager.default.contentsOfDirectory(atPath: missing)) ?? [])")
        // A refused link, a missing link line and a usage error leave no folder either.
        for (arguments, stdin, status) in [(["migrate", "import"], "threshold:/migrate?v=2\n", Int32(1)),
                                           (["migrate", "import"], "", 2),
                                           (["migrate", "import", "--archive", "", "--json"], exported.link + "\n", 2),
                                           (["migrate", "import", "a", "b"], "", 2),
                                           (["migrate", "import", "--passcode-stdin"], exported.link + "\n", 2)] {
            let refused = try BinaryRunner.run("threshold", ["--data-dir", missing] + arguments, stdin: stdin)
            #expect(refused.status == status, "\(arguments): \(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: missing),
                    "\(arguments): \((try? FileManager.default.contentsOfDirectory(atPath: missing)) ?? [])")
        }
        // Into an install that had no lock file: none afterwards, everything else as it was.
        let destination = CLI()
        try destination.run("profiles", "list")
        unlink(destination.directory.file("threshold.lock"))
        let before = try Migrate.tree(destination.directory.path)
        let failed = try destination.run("migrate", "import", broken, "--json")
        #expect(failed.status == 1 && failed.stdout.contains("archiveCorrupted"), "\(failed.stdout) \(failed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: destination.directory.file("threshold.lock")))
        #expect(try Migrate.tree(destination.directory.path) == before)
    }

    /// An archive whose rows break the rules typed data follows (a 1 MB name, a bidi override in a
    /// name, an unread count of 2^62) is refused as damaged; the destination is unchanged.
    @Test(.enabled(if: ["age", "age-keygen", "tar", "sqlite3", "sha256sum"].allSatisfy { Migrate.tool($0) != nil },
                   "age, age-keygen, tar, sqlite3 or sha256sum not installed (.ci/run installs them)"),
          arguments: [
              "UPDATE profiles SET name = printf('%.*c', 1000000, 'n') WHERE id = (SELECT min(id) FROM profiles);",
              "UPDATE profiles SET name = 'Eve' || char(0x202E) || 'gnp.exe' WHERE id = (SELECT min(id) FROM profiles);",
              "UPDATE profiles SET unread = 4611686018427387904 WHERE id = (SELECT min(id) FROM profiles);",
              "UPDATE chats SET unread = -5 WHERE id = (SELECT min(id) FROM chats);",
          ])
    func importedRowsPassTheRulesTypedOnesDo(edit: String) throws {
        let source = CLI(), destination = CLI()
        try Migrate.seed(source)
        let exported = try Migrate.export(source, to: scratch.file("rows-\(edit.hashValue).age"))
        try Data((exported.key + "\n").utf8).write(to: URL(fileURLWithPath: scratch.file("rows-key")))
        let plain = try Migrate.run(Migrate.tool("age") ?? "", ["-d", "-i", scratch.file("rows-key"), exported.archive])
        let work = scratch.file("rows-\(abs(edit.hashValue))")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        #expect(try Migrate.run(Migrate.tool("tar") ?? "", ["-x", "-C", work], stdin: plain.output).status == 0)
        // The triggers would keep counts right: a hostile archive edits around them (dropped for
        // the edit, then made again, since the importer checks they are there).
        let drops = try Migrate.run(Migrate.tool("sqlite3") ?? "", [work + "/threshold.db",
            "SELECT 'DROP TRIGGER ' || name || ';' FROM sqlite_schema WHERE type = 'trigger';"])
        let creates = try Migrate.run(Migrate.tool("sqlite3") ?? "", [work + "/threshold.db",
            "SELECT sql || ';' FROM sqlite_schema WHERE type = 'trigger';"])
        #expect(try Migrate.run(Migrate.tool("sqlite3") ?? "", [work + "/threshold.db",
            "BEGIN; " + String(decoding: drops.output, as: UTF8.self) + edit + String(decoding: creates.output, as: UTF8.self)
            + " COMMIT; VACUUM;"]).status == 0)
        let manifestURL = URL(fileURLWithPath: work + "/manifest.json")
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any] ?? [:]
        let size = (try FileManager.default.attributesOfItem(atPath: work + "/threshold.db"))[.size] as? Int ?? 0
        var entries = manifest["entries"] as? [[String: Any]] ?? []
        for index in entries.indices where entries[index]["path"] as? String == "threshold.db" {
            entries[index]["size"] = size
            entries[index]["sha256"] = try Migrate.sha256(work + "/threshold.db")
        }
        manifest["entries"] = entries
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        let names = try FileManager.default.contentsOfDirectory(atPath: work).sorted()
        let keyPath = scratch.file("rows-newkey-\(abs(edit.hashValue))")
        #expect(try Migrate.run(Migrate.tool("age-keygen") ?? "", ["-o", keyPath]).status == 0)
        let recipient = try Migrate.run(Migrate.tool("age-keygen") ?? "", ["-y", keyPath])
        let tarred = try Migrate.run(Migrate.tool("tar") ?? "", ["-cf", "-", "-C", work] + names)
        let archive = work + ".age"
        #expect(try Migrate.run(Migrate.tool("age") ?? "", ["-r", String(decoding: recipient.output, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines), "-o", archive], stdin: tarred.output).status == 0)
        let newKey = try String(contentsOfFile: keyPath, encoding: .utf8).split(separator: "\n")
            .first { $0.hasPrefix("AGE-SECRET-KEY-1") }.map(String.init) ?? ""
        let archiveSize = (try FileManager.default.attributesOfItem(atPath: archive))[.size] as? Int ?? 0
        let link = "threshold:/migrate?v=1&archive=\(archive)&key=\(newKey)&sha256=\(try Migrate.sha256(archive))&size=\(archiveSize)"

        try destination.run("profiles", "list")
        let before = try Migrate.tree(destination.directory.path)
        let result = try destination.run("migrate", "import", link, "--json")
        let error = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["error"] as? [String: Any]
        #expect(result.status == 1 && error?["code"] as? String == "archiveCorrupted", "\(result.stdout) \(result.stderr)")
        #expect((error?["message"] as? String)?.contains("rules") == true, "\(result.stdout)")
        #expect(result.stdout.utf8.count < 2000 && result.stderr.utf8.count < 2000, "no echo of the hostile text")
        #expect(try Migrate.tree(destination.directory.path) == before)
    }
}
