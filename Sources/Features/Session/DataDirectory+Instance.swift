import Foundation

extension DataDirectory {
    /// The desktop app's application id on the folder that `flag` and `environment` name: `base`
    /// for the default folder (the id of the desktop entry, the icon and the metainfo), else `base`
    /// and `.Folder` followed by a hash of the folder's real path. GApplication lets one process
    /// own an id on the session bus, so a second launch on the same folder raises the window
    /// already open, while two different folders still run side by side. The hash names no
    /// profile and no secret, only which folder (FNV-1a, 64 bits: a name, not a protection).
    public static func applicationID(base: String, flag: String?, environment: [String: String]) -> String {
        guard let folder = try? resolve(flag: flag, environment: environment) else { return base }
        let path = folder.realPath
        if let standard = try? resolve(flag: nil, environment: environment), standard.realPath == path { return base }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return base + ".Folder" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The path with symbolic links resolved, also before the folder exists: the deepest folder
    /// on the way that exists is resolved and the rest appended, with "." and ".." taken out, so
    /// `one/./data` and `one/data` name one instance whether or not `data` was made yet (a first
    /// window makes its folder only after its first frame).
    var realPath: String {
        var absolute = path
        if !absolute.hasPrefix("/"), let cwd = getcwd(nil, 0) {
            absolute = String(cString: cwd) + "/" + absolute
            free(cwd)
        }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        var missing: [Substring] = []
        while true {
            let candidate = "/" + parts.joined(separator: "/")
            if let resolved = realpath(candidate, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return missing.isEmpty ? base : (base == "/" ? "" : base) + "/" + missing.joined(separator: "/")
            }
            guard let last = parts.popLast() else { return path }
            missing.insert(last, at: 0)
        }
    }
}
