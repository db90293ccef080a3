import Foundation
import TestSupport
import Testing

/// A nearly full ext4 with 1 KiB blocks (issue 36): SQLite grows its memory-mapped WAL index one
/// byte per 4 KiB page, leaving the page's other blocks unallocated, and a store into them on a
/// full disk was SIGBUS for every command, reads included. The VFS now allocates each mapped
/// region first, so every command says `diskFull` (or works), no process dies by a signal, and
/// nothing committed is lost. Runs as root on a loop-mounted image; skipped with the reason where
/// that is not allowed.
@Suite(.serialized) struct SmallBlockFullDiskTests {
    /// Mounts a fresh 1 KiB-block ext4 image (no blocks reserved for root) at a new folder;
    /// nil, with the reason printed, where that can't be done.
    static func mountSmallBlockImage(_ root: TemporaryDirectory, megabytes: Int = 8) -> String? {
        guard geteuid() == 0 else {
            print("skipped: mounting a loop image needs root")
            return nil
        }
        let image = root.file("disk.img"), mountPoint = root.file("mnt")
        try? FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: image, contents: nil), truncate(image, off_t(megabytes) << 20) == 0 else {
            print("skipped: can't make the image file")
            return nil
        }
        for tool in [("/sbin/mkfs.ext4", ["-q", "-F", "-b", "1024", "-m", "0", image]), ("/bin/mount", ["-o", "loop", image, mountPoint])] {
            guard let result = try? Subprocess.run(tool.0, tool.1, environment: ProcessInfo.processInfo.environment, stdin: Data()),
                  result.status == 0 else {
                print("skipped: \(tool.0) \(tool.1.joined(separator: " ")) is not allowed here")
                return nil
            }
        }
        return mountPoint
    }

    static func unmount(_ mountPoint: String) {
        _ = try? Subprocess.run("/bin/umount", ["-l", mountPoint], environment: ProcessInfo.processInfo.environment, stdin: Data())
    }

    /// Fills the file system up to `free` KiB with one file (written, then cut back), synced.
    static func fill(_ mountPoint: String, leaving free: Int) -> String {
        let filler = mountPoint + "/filler"
        let fd = open(filler, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        let block = [UInt8](repeating: 0x5A, count: 1024)
        var written = 0
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, 1024) }) == 1024 { written += 1024 }
        _ = ftruncate(fd, off_t(max(0, written - free * 1024)))
        fsync(fd)
        close(fd)
        return filler
    }

    static func run(_ directory: String, _ arguments: [String]) throws -> (status: Int32, code: String?) {
        let result = try BinaryRunner.run("threshold", ["--data-dir", directory, "--json"] + arguments)
        let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (result.status, (object?["error"] as? [String: Any])?["code"] as? String)
    }

    @Test func everyCommandOnANearlyFullSmallBlockDiskIsDiskFullOrDoneAndNeverASignal() throws {
        let root = TemporaryDirectory("small-block-disk")
        guard let mountPoint = Self.mountSmallBlockImage(root) else { return }
        defer { Self.unmount(mountPoint) }
        let data = mountPoint + "/data"
        #expect(try Self.run(data, ["profiles", "create", "Before"]).status == 0)
        var committed = ["Before"]
        for free in [0, 8, 16, 32, 48, 56, 64, 96, 128] {
            let filler = Self.fill(mountPoint, leaving: free)
            for (index, arguments) in [["profiles", "list"], ["profiles", "create", "At \(free)"], ["lock", "status"],
                                       ["profiles", "list"]].enumerated() {
                let (status, code) = try Self.run(data, arguments)
                #expect(status < 128, "\(free) KiB free, \(arguments.joined(separator: " ")): killed by signal \(status - 128)")
                if status == 0 {
                    if index == 1 { committed.append("At \(free)") }
                } else {
                    #expect(code == "diskFull", "\(free) KiB free, \(arguments.joined(separator: " ")): \(code ?? "no code")")
                }
            }
            unlink(filler)
            // ext4 gives a deleted file's blocks back when its journal commits (up to 5 s later):
            // without this, the next command could still find the disk full (seen once under load).
            sync()
            let result = try BinaryRunner.run("threshold", ["--data-dir", data, "--json", "profiles", "list"])
            #expect(result.status == 0, "\(free) KiB free: after freeing space")
            for name in committed { #expect(result.stdout.contains("\"\(name)\""), "\(free) KiB free: \(name) kept") }
        }
    }
}
