import Foundation

/// Runs a product of this package with `input` written to its standard input through a pipe (secrets
/// go there, never into argv) and its output discarded; returns its exit status.
@discardableResult
func runProduct(_ name: String, _ arguments: [String], input: String) throws -> Int32 {
    let path = productsDirectory + "/" + name
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(fds[0])
    guard rc == 0 else { close(fds[1]); throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
    var bytes = Array(input.utf8)
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
            let n = write(fds[1], base + offset, buffer.count - offset)
            if n <= 0 { break }
            offset += n
        }
    }
    for index in bytes.indices { bytes[index] = 0 }
    close(fds[1])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (status >> 8) & 0xff
}

/// Total bytes of the regular files under `folder`.
func folderBytes(_ folder: String) -> Int {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
    var total = 0
    while let name = walker.nextObject() as? String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)
        if attributes?[.type] as? FileAttributeType == .typeRegular { total += (attributes?[.size] as? Int) ?? 0 }
    }
    return total
}

/// The one-minute load average, for the figures' context on a shared machine.
func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) == 3 ? String(format: "%.2f", loads[0]) : "?"
}
