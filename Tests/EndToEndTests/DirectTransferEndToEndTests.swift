import Foundation
import Glibc
import Testing
import TestSupport

/// `threshold migrate export --serve` and `migrate import` of its link, as two processes: on
/// loopback, between two network namespaces joined by a veth pair (root only), with a wrong code,
/// a killed destination, and a stopped source (docs/migration.md, "Direct transfer").
@Suite(.serialized) struct DirectTransferEndToEndTests {
    let scratch = TemporaryDirectory("e2e-direct")

    static var threshold: String { BinaryRunner.productsDirectory.appendingPathComponent("threshold").path }

    /// Reads a child's output line by line (blocking, with a time limit).
    final class Lines {
        let fd: Int32
        private var buffer: [UInt8] = []
        private(set) var all = ""

        init(_ fd: Int32) { self.fd = fd }

        /// The next line, or nil at the end or after `seconds`.
        func next(within seconds: Double = 30) -> String? {
            let end = Date().addingTimeInterval(seconds)
            while true {
                if let newline = buffer.firstIndex(of: 10) {
                    let line = String(decoding: buffer[..<newline], as: UTF8.self)
                    buffer.removeSubrange(...newline)
                    all += line + "\n"
                    return line
                }
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let left = end.timeIntervalSinceNow
                guard left > 0, poll(&poller, 1, Int32(left * 1000)) > 0 else { return nil }
                var chunk = [UInt8](repeating: 0, count: 4096)
                let n = read(fd, &chunk, chunk.count)
                guard n > 0 else { return nil }
                buffer += chunk[..<n]
            }
        }

        /// Lines until one contains `text` (that one returned).
        func until(_ text: String, within seconds: Double = 30) -> String? {
            while let line = next(within: seconds) {
                if line.contains(text) { return line }
            }
            return nil
        }
    }

    /// A running `migrate export --serve --json`: its link, its stderr lines, its end.
    struct Serving {
        let child: Subprocess.Child
        let link: String
        let stdout: Lines
        let stderr: Lines
        /// The first line's `resumed`: the serve continues one that was killed mid-transfer.
        var resumed = false

        /// The short code the source shows once a device connected.
        func nextShortCode() -> String? {
            let connected = "A device connected. Short code: "
            guard let line = stderr.until(connected), let range = line.range(of: connected) else { return nil }
            return String(line[range.upperBound...].prefix(7))
        }

        /// Waits for the end: the exit status and the last JSON object on stdout.
        func finish() -> (status: Int32, object: [String: Any]) {
            var last: [String: Any] = [:]
            while let line = stdout.next(within: 60) {
                if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] { last = object }
            }
            return (Subprocess.wait(child.pid), last)
        }
    }

    /// Starts `migrate export --serve --json`. The source's user answers each "Type the code the
    /// other device shows" (issue 33: the source confirms the code too) with `sourceTypes(code)`
    /// (default: the code itself, as the owner comparing both screens would), on a thread that
    /// passes the serve's stderr on to ``Serving/stderr`` unchanged.
    static func serve(_ dataDirectory: String, timeout: Int = 60, wrapper: [String] = [],
                      sourceTypes: @escaping @Sendable (String) -> String = { $0 }) throws -> Serving {
        let arguments = wrapper + [threshold, "--data-dir", dataDirectory, "migrate", "export", "--serve", "--timeout", String(timeout), "--json"]
        let child = try Subprocess.spawn(arguments[0], Array(arguments.dropFirst()), captureOutput: true)
        let stdout = Lines(child.stdout)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        let (childStdin, childStderr, passOn) = (child.stdin, child.stderr, ends[1])
        Thread.detachNewThread {
            let reader = Lines(childStderr)
            let asked = "Type the code the other device shows:"
            while let line = reader.next(within: 3600) {
                write(passOn, line + "\n")
                if line.hasSuffix(asked), let range = line.range(of: "Short code: ") {
                    write(childStdin, sourceTypes(String(line[range.upperBound...].prefix(7))) + "\n")
                }
            }
            close(passOn)
            close(childStdin)
        }
        let stderr = Lines(ends[0])
        let first = try #require(stdout.next(), "the serve printed no link: \(stderr.all)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        return Serving(child: child, link: try #require(object["link"] as? String), stdout: stdout, stderr: stderr,
                       resumed: object["resumed"] as? Bool ?? false)
    }

    /// Starts `migrate import --json` on `dataDirectory` with the link on its first stdin line.
    static func startImport(_ dataDirectory: String, link: String, replace: Bool = false,
                            wrapper: [String] = []) throws -> (Subprocess.Child, Lines) {
        let arguments = wrapper + [threshold, "--data-dir", dataDirectory, "migrate", "import", "--json"] + (replace ? ["--replace"] : [])
        let child = try Subprocess.spawn(arguments[0], Array(arguments.dropFirst()), captureOutput: true)
        write(child.stdin, link + "\n")
        return (child, Lines(child.stdout))
    }

    static func write(_ fd: Int32, _ text: String) {
        Subprocess.writeIgnoringBrokenPipe(fd, Data(text.utf8))
    }

    /// Types `code` (the one the source shows) as the importer's next line and waits for its result.
    static func finishImport(_ child: Subprocess.Child, _ stdout: Lines, code: String) -> (status: Int32, object: [String: Any]) {
        write(child.stdin, code + "\n")
        close(child.stdin)
        var object: [String: Any] = [:]
        while let line = stdout.next(within: 120) {
            if let parsed = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] { object = parsed }
        }
        let status = Subprocess.wait(child.pid)
        close(child.stdout)
        close(child.stderr)
        return (status, object)
    }

    func profiles(_ dataDirectory: String, wrapper: [String] = []) throws -> String {
        let arguments = wrapper + [Self.threshold, "--data-dir", dataDirectory, "profiles", "list", "--json"]
        return String(decoding: try Subprocess.run(arguments[0], Array(arguments.dropFirst())).stdout, as: UTF8.self)
    }

    @Test func aTransferOnLoopbackThroughTheCommandLine() throws {
        let source = CLI()
        try Migrate.seed(source)
        let expected = try profiles(source.directory.path)
        let serving = try Self.serve(source.directory.path)
        #expect(serving.link.hasPrefix("threshold:/migrate?v=2&direct="))
        #expect(!serving.link.contains(source.directory.path))
        let destination = scratch.file("loopback")
        let (child, output) = try Self.startImport(destination, link: serving.link)
        let code = try #require(serving.nextShortCode())
        let imported = Self.finishImport(child, output, code: code)
        #expect(imported.status == 0, "\(imported.object)")
        #expect(imported.object["ok"] as? Bool == true)
        #expect((imported.object["received"] as? Int ?? 0) > 0)
        let served = serving.finish()
        #expect(served.status == 0)
        #expect(served.object["ok"] as? Bool == true)
        #expect(served.object["sent"] as? Int == imported.object["received"] as? Int)
        #expect(try profiles(destination) == expected)
        #expect(!serving.stderr.all.contains("AGE-SECRET-KEY"), "the key is never on stderr")
    }

    @Test func aWrongCodeChangesNothingAndTheSourceKeepsListening() throws {
        let source = CLI()
        try Migrate.seed(source)
        let expected = try profiles(source.directory.path)
        let serving = try Self.serve(source.directory.path)
        let destination = scratch.file("wrong-code")
        let (child, output) = try Self.startImport(destination, link: serving.link)
        let code = try #require(serving.nextShortCode())
        let wrong = code == "000 000" ? "000 001" : "000 000"
        let refused = Self.finishImport(child, output, code: wrong)
        #expect(refused.status == 1)
        #expect((refused.object["error"] as? [String: Any])?["code"] as? String == "shortCodeMismatch")
        #expect(!FileManager.default.fileExists(atPath: destination), "a failed first import leaves no folder")
        #expect(serving.stderr.until("left before confirming") != nil)
        // The right code, on a second try, imports.
        let (again, againOutput) = try Self.startImport(destination, link: serving.link)
        let second = try #require(serving.nextShortCode())
        #expect(second != code, "a new session, a new code")
        #expect(Self.finishImport(again, againOutput, code: second.replacingOccurrences(of: " ", with: "")).status == 0)
        #expect(serving.finish().status == 0)
        #expect(try profiles(destination) == expected)
    }

    /// The source's answers: a different code the first time, the shown one after.
    final class DeclineFirst: @unchecked Sendable {
        private let lock = NSLock()
        private var asked = 0
        func answer(for code: String) -> String {
            lock.lock()
            defer { lock.unlock() }
            asked += 1
            return asked == 1 ? (code == "000 000" ? "000 001" : "000 000") : code
        }
    }

    /// Issue 33: whoever proves the link first (a photographed QR code) got the data, since only
    /// the new device compared the code. Now the source's user confirms it too: a device whose
    /// code is not confirmed on the source gets nothing, and the owner's gets everything after.
    @Test func aDeviceWhoseCodeTheSourceDoesNotConfirmGetsNothing() throws {
        let source = CLI()
        try Migrate.seed(source)
        let expected = try profiles(source.directory.path)
        let answers = DeclineFirst()
        let serving = try Self.serve(source.directory.path, sourceTypes: { answers.answer(for: $0) })
        let destination = scratch.file("not-confirmed")
        let (child, output) = try Self.startImport(destination, link: serving.link)
        let code = try #require(serving.nextShortCode())
        // The other device's user confirms the code there; the source's user does not.
        let refused = Self.finishImport(child, output, code: code)
        #expect(refused.status == 1, "\(refused.object)")
        let error = refused.object["error"] as? [String: Any]
        #expect(error?["code"] as? String == "transferRefused", "\(refused.object)")
        #expect((error?["message"] as? String)?.contains("not confirmed") == true, "\(refused.object)")
        #expect(refused.object["received"] == nil)
        #expect(!FileManager.default.fileExists(atPath: destination), "nothing arrived, no folder is left")
        #expect(serving.stderr.until("nothing was sent to that device") != nil, "\(serving.stderr.all)")
        // The same link still works for a device whose code both users confirm.
        let (again, againOutput) = try Self.startImport(destination, link: serving.link)
        let second = try #require(serving.nextShortCode())
        let imported = Self.finishImport(again, againOutput, code: second)
        #expect(imported.status == 0, "\(imported.object)")
        #expect(serving.finish().status == 0)
        #expect(try profiles(destination) == expected)
    }

    @Test func aKilledDestinationIsUnchangedAndANewImportCompletes() throws {
        let source = CLI()
        try source.run("dev", "seed", "--profiles", "3", "--chats", "60", "--messages", "60000")
        try FileManager.default.createDirectory(atPath: source.directory.path + "/files", withIntermediateDirectories: true)
        let random = FileHandle(forReadingAtPath: "/dev/urandom")
        try (random?.readData(ofLength: 32 << 20) ?? Data()).write(to: URL(fileURLWithPath: source.directory.path + "/files/big.bin"))
        let expected = try profiles(source.directory.path)
        let old = CLI()
        try old.run("profiles", "create", "Old")
        let oldListing = try profiles(old.directory.path)
        let oldDump = try InstallDatabase.contents(old.directory.path)
        let serving = try Self.serve(source.directory.path)
        let destination = old.directory.path
        let arguments = [Self.threshold, "--data-dir", destination, "migrate", "import", "--replace", "--json"]
        let child = try Subprocess.spawn(arguments[0], Array(arguments.dropFirst()), captureOutput: false)
        Self.write(child.stdin, serving.link + "\n")
        Self.write(child.stdin, try #require(serving.nextShortCode()) + "\n")
        close(child.stdin)
        // Killed while it receives: its staging folder exists, the commit point is far away.
        let start = Date()
        while !FileManager.default.fileExists(atPath: destination + "/.migration-import/staging/threshold.db"),
              Subprocess.exitStatusIfEnded(child.pid) == nil, Date().timeIntervalSince(start) < 30 {
            usleep(500)
        }
        kill(child.pid, SIGKILL)
        #expect(Subprocess.wait(child.pid) == 128 + SIGKILL, "killed mid-transfer")
        #expect(!FileManager.default.fileExists(atPath: destination + "/.migration-import/commit"))
        #expect(try InstallDatabase.contents(destination) == oldDump, "the destination is unchanged")
        #expect(try profiles(destination) == oldListing)
        #expect(serving.stderr.until("Still listening") != nil, "the source noticed and listens on")
        // A new import (a new process, from the start) completes.
        let (retry, output) = try Self.startImport(destination, link: serving.link, replace: true)
        let code = try #require(serving.nextShortCode())
        let done = Self.finishImport(retry, output, code: code)
        #expect(done.status == 0, "\(done.object)")
        #expect(serving.finish().status == 0)
        #expect(try profiles(destination) == expected)
        #expect(!FileManager.default.fileExists(atPath: destination + "/.migration-import"))
    }

    /// A source with a few MiB of files, so a transfer takes a while through a slow relay.
    static func seedLarge(_ source: CLI, mebibytes: Int) throws {
        try source.run("dev", "seed", "--profiles", "1", "--chats", "5", "--messages", "500")
        try FileManager.default.createDirectory(atPath: source.directory.path + "/files", withIntermediateDirectories: true)
        let random = FileHandle(forReadingAtPath: "/dev/urandom")
        try (random?.readData(ofLength: mebibytes << 20) ?? Data()).write(to: URL(fileURLWithPath: source.directory.path + "/files/big.bin"))
    }

    @Test func aBrokenConnectionResumesAndTheImportSaysSoOnStderr() throws {
        let source = CLI()
        try Self.seedLarge(source, mebibytes: 2)
        let expected = try profiles(source.directory.path)
        let serving = try Self.serve(source.directory.path)
        let port = try #require(serving.link.components(separatedBy: "&port=").last?.prefix { $0.isNumber }).flatMap { UInt16($0) }
        let relay = TCPRelay(to: try #require(port), cutFirstAfter: 600_000)
        let destination = scratch.file("resumed")
        let (child, output) = try Self.startImport(destination, link: relay.redirect(serving.link))
        let code = try #require(serving.nextShortCode())
        Self.write(child.stdin, code + "\n")
        // stderr is no terminal here: no progress line, but the resume is said, with its offset.
        let stderr = Lines(child.stderr)
        let notice = stderr.until("Connection lost; resumed at ", within: 60)
        #expect(notice.map { $0.hasSuffix("KiB.") || $0.hasSuffix("MiB.") } == true, "\(stderr.all)")
        let imported = Self.finishImport(child, output, code: "")
        #expect(imported.status == 0, "\(imported.object)")
        #expect(imported.object["resumes"] as? Int == 1)
        #expect(relay.connections == 2)
        #expect(serving.finish().status == 0)
        #expect(try profiles(destination) == expected)
        #expect(serving.stderr.until("The new device reconnected: sending again from", within: 10) != nil, "\(serving.stderr.all)")
    }

    @Test func sigtermStopsTheSourceAndItSaysSo() throws {
        let source = CLI()
        try source.run("profiles", "create", "Ann")
        let serving = try Self.serve(source.directory.path)
        #expect(serving.stderr.until("Listening on") != nil)
        // The line comes just before the handlers are in place.
        usleep(500_000)
        kill(serving.child.pid, SIGTERM)
        let ended = serving.finish()
        #expect(ended.status == 1)
        let error = ended.object["error"] as? [String: Any]
        #expect(error?["code"] as? String == "cancelled")
        #expect((error?["message"] as? String)?.contains("Stopped on SIGTERM") == true)
    }

    @Test func aTransferBetweenTwoNetworkNamespaces() throws {
        guard getuid() == 0, let ip = Migrate.tool("ip") ?? (FileManager.default.isExecutableFile(atPath: "/usr/sbin/ip") ? "/usr/sbin/ip" : nil) else {
            print("SKIPPED aTransferBetweenTwoNetworkNamespaces: needs root and ip(8) to make network namespaces and a veth pair")
            return
        }
        let tag = String(UInt32.random(in: 0..<UInt32.max), radix: 16)
        let (left, right) = ("thr-src-\(tag)", "thr-dst-\(tag)")
        let (vethA, vethB) = ("tva\(tag)", "tvb\(tag)")
        func sh(_ arguments: [String]) throws {
            let result = try Subprocess.run(ip, arguments)
            guard result.status == 0 else {
                throw POSIXError(.EPERM, userInfo: [NSLocalizedDescriptionKey: "ip \(arguments.joined(separator: " ")) failed"])
            }
        }
        var made: [String] = []
        defer {
            // Only what this test made, by its unique names.
            for namespace in made.reversed() { _ = try? Subprocess.run(ip, ["netns", "delete", namespace]) }
        }
        do {
            try sh(["netns", "add", left]); made.append(left)
            try sh(["netns", "add", right]); made.append(right)
            try sh(["link", "add", vethA, "type", "veth", "peer", "name", vethB])
            try sh(["link", "set", vethA, "netns", left])
            try sh(["link", "set", vethB, "netns", right])
            try sh(["-n", left, "addr", "add", "10.231.7.1/24", "dev", vethA])
            try sh(["-n", right, "addr", "add", "10.231.7.2/24", "dev", vethB])
            for (namespace, device) in [(left, vethA), (right, vethB)] {
                try sh(["-n", namespace, "link", "set", device, "up"])
                try sh(["-n", namespace, "link", "set", "lo", "up"])
            }
        } catch {
            print("SKIPPED aTransferBetweenTwoNetworkNamespaces: \(error) (no network namespaces here)")
            return
        }
        let source = CLI()
        try Migrate.seed(source)
        let expected = try profiles(source.directory.path)
        let serving = try Self.serve(source.directory.path, wrapper: [ip, "netns", "exec", left])
        // The namespace's address first, then its veth's IPv6 link-local one (when DAD already
        // passed), then loopback.
        let hosts = serving.link.components(separatedBy: "&")[1]
        #expect(hosts.hasPrefix("direct=10.231.7.1%2C") && hosts.hasSuffix("%2C127.0.0.1"), "\(hosts)")
        #expect(hosts.components(separatedBy: "%2C").count <= 3)
        let destination = scratch.file("namespace")
        let (child, output) = try Self.startImport(destination, link: serving.link, wrapper: [ip, "netns", "exec", right])
        let code = try #require(serving.nextShortCode())
        let imported = Self.finishImport(child, output, code: code)
        #expect(imported.status == 0, "\(imported.object)")
        #expect(serving.finish().status == 0)
        #expect(try profiles(destination) == expected)
        #expect(serving.stderr.all.contains("10.231.7.1"))
    }

    /// Two network namespaces joined by a veth pair with no IPv4 address at all: only the IPv6
    /// link-local addresses (fe80::/10) the kernel gives each end (two laptops on one cable). The
    /// link carries the source's zone (its veth's name), which names no interface on the
    /// destination: it tries the address on each of its own up interfaces (docs/migration.md).
    @Test func aTransferOverIPv6LinkLocalAddressesOnly() throws {
        let name = "aTransferOverIPv6LinkLocalAddressesOnly"
        guard getuid() == 0, let ip = Migrate.tool("ip") ?? (FileManager.default.isExecutableFile(atPath: "/usr/sbin/ip") ? "/usr/sbin/ip" : nil) else {
            print("SKIPPED \(name): needs root and ip(8) to make network namespaces and a veth pair")
            return
        }
        let tag = String(UInt32.random(in: 0..<UInt32.max), radix: 16)
        let (left, right) = ("thr-lls-\(tag)", "thr-lld-\(tag)")
        let (vethA, vethB) = ("tla\(tag)", "tlb\(tag)")
        func sh(_ arguments: [String]) throws -> String {
            let result = try Subprocess.run(ip, arguments)
            guard result.status == 0 else {
                throw POSIXError(.EPERM, userInfo: [NSLocalizedDescriptionKey: "ip \(arguments.joined(separator: " ")) failed"])
            }
            return String(decoding: result.stdout, as: UTF8.self)
        }
        var made: [String] = []
        defer {
            // Only what this test made, by its unique names (the veth pair goes with them).
            for namespace in made.reversed() { _ = try? Subprocess.run(ip, ["netns", "delete", namespace]) }
        }
        var addresses: [String: String] = [:]
        do {
            _ = try sh(["netns", "add", left]); made.append(left)
            _ = try sh(["netns", "add", right]); made.append(right)
            _ = try sh(["link", "add", vethA, "type", "veth", "peer", "name", vethB])
            _ = try sh(["link", "set", vethA, "netns", left])
            _ = try sh(["link", "set", vethB, "netns", right])
            for (namespace, device) in [(left, vethA), (right, vethB)] {
                // No duplicate address detection: the address is usable as soon as the link is up.
                _ = try sh(["netns", "exec", namespace, "sysctl", "-q", "-w", "net.ipv6.conf.\(device).accept_dad=0"])
                _ = try sh(["-n", namespace, "link", "set", device, "up"])
                _ = try sh(["-n", namespace, "link", "set", "lo", "up"])
            }
            // Wait (at most 10 s) for each end's link-local address, no longer tentative.
            let start = Date()
            for (namespace, device) in [(left, vethA), (right, vethB)] {
                while addresses[namespace] == nil, Date().timeIntervalSince(start) < 10 {
                    let shown = try sh(["-n", namespace, "-6", "addr", "show", "dev", device, "scope", "link"])
                    if let line = shown.split(separator: "\n").first(where: { $0.contains("inet6 fe80") && !$0.contains("tentative") }),
                       let word = line.split(separator: " ").dropFirst().first {
                        addresses[namespace] = String(word.split(separator: "/")[0])
                    } else {
                        usleep(100_000)
                    }
                }
            }
        } catch {
            print("SKIPPED \(name): \(error) (no network namespaces here)")
            return
        }
        guard let sourceAddress = addresses[left], addresses[right] != nil else {
            print("SKIPPED \(name): the veth pair got no IPv6 link-local address within 10 s (IPv6 off here?)")
            return
        }
        let source = CLI()
        try Migrate.seed(source)
        let expected = try profiles(source.directory.path)
        let serving = try Self.serve(source.directory.path, wrapper: [ip, "netns", "exec", left])
        // Only the link-local address (with the source's zone, %25 in the link), then loopback.
        #expect(serving.link.contains("direct=\(sourceAddress)%25\(vethA)%2C127.0.0.1&"), "\(serving.link.components(separatedBy: "&key=")[0])")
        let destination = scratch.file("link-local")
        let (child, output) = try Self.startImport(destination, link: serving.link, wrapper: [ip, "netns", "exec", right])
        let code = try #require(serving.nextShortCode())
        let imported = Self.finishImport(child, output, code: code)
        #expect(imported.status == 0, "\(imported.object)")
        #expect(serving.finish().status == 0)
        #expect(try profiles(destination) == expected)
        // It listened there; and the destination's own loopback (the link's other address) has
        // nothing listening, so the data came over the link-local address.
        #expect(serving.stderr.all.contains("\(sourceAddress)%\(vethA)"), "the source listened there")
    }

    @Test func plainModeSendsToADeviceOnThisNetwork() throws {
        let source = CLI()
        try source.run("dev", "seed", "--profiles", "1", "--chats", "2", "--messages", "5")
        // Onboarding: accept the conditions (5, after View and Configure), periodic notifications
        // (2), then its action (4), quit.
        try source.run(["--plain"], stdin: "5\n2\n4\n0\n")
        let expected = try profiles(source.directory.path)
        // Menu -> Settings (4) -> Migrate to another device (5) -> Send to a device on this network
        // (2) -> wait up to 30 minutes (3) -> "Does the other device show the same code?" yes (read
        // once the new device confirmed it: issue 33, both devices confirm).
        let plain = try Subprocess.spawn(Self.threshold, ["--data-dir", source.directory.path, "--plain"], captureOutput: true)
        Self.write(plain.stdin, "4\n5\n2\n3\ny\n")
        let output = Lines(plain.stdout)
        let linkLine = try #require(output.until("threshold:/migrate?v=2"), "no link: \(output.all)")
        let start = try #require(linkLine.range(of: "threshold:/migrate"))
        let link = String(linkLine[start.lowerBound...])
        #expect(output.all.contains(DirectTransferTextProbe.send), "the export offers the direct transfer")
        #expect(output.all.contains("within 30 minutes"), "the chosen limit, said as a duration (issue 35): \(output.all)")
        let destination = scratch.file("from-plain")
        let (child, importOutput) = try Self.startImport(destination, link: link)
        let codeLine = try #require(output.until("Short code: "))
        let marker = try #require(codeLine.range(of: "Short code: "))
        let code = String(codeLine[marker.upperBound...].prefix(7))
        let imported = Self.finishImport(child, importOutput, code: code)
        #expect(imported.status == 0, "\(imported.object)")
        #expect(output.until("This device no longer listens") != nil)
        // Finalize: back; settings: back; menu: quit.
        Self.write(plain.stdin, "0\n0\n0\n")
        close(plain.stdin)
        while output.next(within: 20) != nil {}
        #expect(Subprocess.wait(plain.pid) == 0)
        #expect(try profiles(destination) == expected)
    }

    @Test func plainModeImportsADirectLinkAfterTheCode() throws {
        let source = CLI()
        try Migrate.seed(source)
        let expected = try profiles(source.directory.path)
        let serving = try Self.serve(source.directory.path)
        let destination = CLI()
        // Welcome -> Migrate (2) -> the link -> "Same code on both devices?" yes -> chat list -> quit.
        let result = try destination.run(["--plain"], stdin: "2\n\(serving.link)\ny\n0\n")
        #expect(result.status == 0, "\(result.stderr)")
        let code = try #require(serving.nextShortCode())
        #expect(result.stdout.contains("Short code: \(code)"), "both show the same code")
        #expect(result.stdout.contains("Migration complete"))
        #expect(!result.stdout.contains("AGE-SECRET-KEY"))
        #expect(serving.finish().status == 0)
        #expect(try profiles(destination.directory.path) == expected)
    }
    @Test func plainModeSaysWhereABrokenTransferResumed() throws {
        let source = CLI()
        try Self.seedLarge(source, mebibytes: 2)
        let expected = try profiles(source.directory.path)
        let serving = try Self.serve(source.directory.path)
        let port = try #require(serving.link.components(separatedBy: "&port=").last?.prefix { $0.isNumber }).flatMap { UInt16($0) }
        let relay = TCPRelay(to: try #require(port), cutFirstAfter: 600_000)
        let destination = CLI()
        // Welcome -> Migrate (2) -> the link -> yes -> chat list -> quit; the output is no terminal,
        // so no progress lines, but the resume is said.
        let result = try destination.run(["--plain"], stdin: "2\n\(relay.redirect(serving.link))\ny\n0\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Connection lost; resumed at "), "\(result.stdout)")
        #expect(result.stdout.contains("Migration complete"))
        #expect(relay.connections == 2)
        #expect(serving.finish().status == 0)
        #expect(try profiles(destination.directory.path) == expected)
    }

    /// Seeds a source big enough that a kill lands mid-stream (a 64 MiB file after the database).
    func bigSource() throws -> CLI {
        let source = CLI()
        try source.run("dev", "seed", "--profiles", "2", "--chats", "40", "--messages", "40000")
        try FileManager.default.createDirectory(atPath: source.directory.path + "/files", withIntermediateDirectories: true)
        let random = FileHandle(forReadingAtPath: "/dev/urandom")
        try (random?.readData(ofLength: 64 << 20) ?? Data()).write(to: URL(fileURLWithPath: source.directory.path + "/files/big.bin"))
        return source
    }

    /// The link with its addresses and port replaced by `127.0.0.1:port` (a relay); pin and key kept.
    static func relayed(_ link: String, port: UInt16) -> String {
        link.components(separatedBy: "&").map { part in
            if part.hasPrefix("direct=") { return "direct=127.0.0.1" }
            if part.hasPrefix("port=") { return "port=\(port)" }
            return part
        }.joined(separator: "&")
    }

    /// A killed source, started again on the unchanged install, serves the same link; the
    /// destination (which waits for it) resumes at its offset; one complete import; and the bytes
    /// before the offset are not sent twice: a relay in between counts every byte the source sent.
    @Test func aKilledSourceStartedAgainResumesWhereItStopped() throws {
        let source = try bigSource()
        let expected = try profiles(source.directory.path)
        let old = CLI()
        try old.run("profiles", "create", "Old")
        let serving = try Self.serve(source.directory.path)
        let sourcePort = try #require(serving.link.components(separatedBy: "&").first { $0.hasPrefix("port=") }.flatMap { UInt16($0.dropFirst(5)) })
        let relay = try CountingRelay(to: sourcePort)
        defer { relay.stop() }
        let (child, output) = try Self.startImport(old.directory.path, link: Self.relayed(serving.link, port: relay.port), replace: true)
        let code = try #require(serving.nextShortCode())
        Self.write(child.stdin, code + "\n")
        close(child.stdin)
        // Killed once 24 MiB went through (three segments of the record), far from the end.
        let start = Date()
        while relay.fromSource < 24 << 20, Date().timeIntervalSince(start) < 60 { usleep(200) }
        relay.pause()
        kill(serving.child.pid, SIGKILL)
        _ = Subprocess.wait(serving.child.pid)
        let atKill = relay.fromSource
        #expect(atKill >= 24 << 20)
        #expect(Subprocess.exitStatusIfEnded(child.pid) == nil, "the import waits for the source")
        // The record: 0600, sealed (no key in it).
        let recordPath = source.directory.path + "/.migration-serve"
        var info = stat()
        #expect(stat(recordPath, &info) == 0, "the killed serve left its resume record")
        #expect(info.st_mode & 0o777 == 0o600)
        let record = (try? Data(contentsOf: URL(fileURLWithPath: recordPath))) ?? Data()
        #expect(!record.isEmpty && record.range(of: Data("AGE-SECRET-KEY".utf8)) == nil, "the record is sealed")
        // Started again (a few seconds later): the same link.
        sleep(2)
        let again = try Self.serve(source.directory.path)
        #expect(again.link == serving.link, "the same certificate, port and key")
        #expect(again.resumed && !serving.resumed, "the restarted serve says it continues the transfer")
        relay.resume()
        var object: [String: Any] = [:]
        while let line = output.next(within: 240) {
            if let parsed = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] { object = parsed }
        }
        let status = Subprocess.wait(child.pid)
        #expect(status == 0, "\(object)")
        let served = again.finish()
        while again.stderr.next(within: 2) != nil {}
        #expect(served.status == 0, "\(served.object) \(again.stderr.all)")
        #expect(again.stderr.all.contains("reconnected: sending again from"), "it resumed: \(again.stderr.all)")
        // While it waited, the import said so (once), then where it resumed.
        let said = Lines(child.stderr)
        while said.next(within: 2) != nil {}
        #expect(said.all.components(separatedBy: "Connection lost; reconnecting…").count == 2, "\(said.all)")
        #expect(said.all.contains("Connection lost; resumed at"), "\(said.all)")
        #expect(try profiles(old.directory.path) == expected)
        #expect(!FileManager.default.fileExists(atPath: recordPath), "the record is removed once the transfer ended")
        // Nothing before the offset was sent twice: what went through the relay is the archive
        // once, plus TLS and framing (under 1 %) and the handshakes.
        let size = UInt64(try #require(object["received"] as? Int))
        print("aKilledSourceStartedAgainResumesWhereItStopped: archive \(size) bytes, \(atKill) before the kill, \(relay.fromSource) relayed in all")
        #expect(relay.fromSource < size + size / 100 + (256 << 10), "no byte before the offset sent again")
        #expect(relay.fromSource >= size)
    }

    /// A killed source whose install changed before it was started again refuses to resume,
    /// says so, and removes its record; the next serve is a new one (a new link).
    @Test func aChangedInstallRefusesToResume() throws {
        let source = try bigSource()
        let old = CLI()
        try old.run("profiles", "create", "Old")
        let oldDump = try InstallDatabase.contents(old.directory.path)
        let serving = try Self.serve(source.directory.path)
        let (child, output) = try Self.startImport(old.directory.path, link: serving.link, replace: true)
        let code = try #require(serving.nextShortCode())
        Self.write(child.stdin, code + "\n")
        close(child.stdin)
        let staged = old.directory.path + "/.migration-import/staging/files/big.bin"
        let start = Date()
        while !FileManager.default.fileExists(atPath: staged), Date().timeIntervalSince(start) < 60 { usleep(500) }
        kill(serving.child.pid, SIGKILL)
        _ = Subprocess.wait(serving.child.pid)
        kill(child.pid, SIGKILL)
        _ = Subprocess.wait(child.pid)
        close(child.stdout)
        _ = output
        #expect(FileManager.default.fileExists(atPath: source.directory.path + "/.migration-serve"))
        // The install changes: a new profile.
        try source.run("profiles", "create", "Changed")
        let again = try Self.serve(source.directory.path)
        let ended = again.finish()
        #expect(ended.status == 1)
        let error = ended.object["error"] as? [String: Any]
        #expect(error?["code"] as? String == "resumeRefused", "\(ended.object)")
        #expect((error?["message"] as? String)?.contains("changed since the interrupted transfer began") == true)
        #expect(!FileManager.default.fileExists(atPath: source.directory.path + "/.migration-serve"), "the record is gone")
        // The next serve starts over: another certificate.
        let fresh = try Self.serve(source.directory.path, timeout: 1)
        let pin = { (link: String) in link.components(separatedBy: "&").first { $0.hasPrefix("pin=") } }
        #expect(pin(fresh.link) != pin(serving.link))
        _ = fresh.finish()
        #expect(try InstallDatabase.contents(old.directory.path) == oldDump, "the killed import changed nothing")
    }
}

/// A TCP relay on loopback in front of a direct transfer's source: counts every byte the source
/// sends; ``pause()`` stops listening (connections are refused, as when nothing listens) and
/// ``resume()`` listens again on the same port.
final class CountingRelay: @unchecked Sendable {
    let port: UInt16
    private let target: UInt16
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var stopped = false
    private var counted: UInt64 = 0

    init(to target: UInt16) throws {
        self.target = target
        let fd = try Self.listen(port: 0)
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let chosen = UInt16(bigEndian: address.sin_port)
        self.port = chosen
        listener = fd
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    var fromSource: UInt64 { lock.withLock { counted } }

    func pause() {
        lock.withLock {
            if listener >= 0 { close(listener) }
            listener = -1
        }
    }

    func resume() {
        if let fd = try? Self.listen(port: port) { lock.withLock { listener = fd } }
    }

    func stop() {
        pause()
        lock.withLock { stopped = true }
    }

    private static func listen(port: UInt16) throws -> Int32 {
        // Close-on-exec: a child (the importer) must not keep the relay's port listening.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(fd, 8) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        return fd
    }

    private func acceptLoop() {
        while !lock.withLock({ stopped }) {
            let fd = lock.withLock { listener }
            guard fd >= 0 else { usleep(20_000); continue }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = target.bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else {
                close(upstream)
                close(client)
                continue
            }
            Thread.detachNewThread { [self] in pump(client: client, upstream: upstream) }
        }
    }

    private func pump(client: Int32, upstream: Int32) {
        defer {
            close(client)
            close(upstream)
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var polls = [pollfd(fd: client, events: Int16(POLLIN), revents: 0), pollfd(fd: upstream, events: Int16(POLLIN), revents: 0)]
        while true {
            guard poll(&polls, 2, 1000) >= 0 else { return }
            for index in 0..<2 where polls[index].revents != 0 {
                let from = polls[index].fd
                let to = index == 0 ? upstream : client
                let n = read(from, &buffer, buffer.count)
                guard n > 0 else { return }
                var written = 0
                while written < n {
                    let w = buffer.withUnsafeBytes { write(to, $0.baseAddress! + written, n - written) }
                    guard w > 0 else { return }
                    written += w
                }
                if index == 1 { lock.withLock { counted += UInt64(n) } }
            }
        }
    }
}

/// The plain-mode option's English text (the tests run in English).
enum DirectTransferTextProbe {
    static let send = "Send to a device on this network"
}
