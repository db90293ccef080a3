import Foundation
import Secrets
import Testing

@Suite struct SecureBytesTests {
    @Test func holdsTheBytesAndZeroesTheSource() throws {
        var source: [UInt8] = Array(0..<32)
        let bytes = try SecureBytes(taking: &source)
        #expect(source == [UInt8](repeating: 0, count: 32))
        #expect(bytes.count == 32)
        #expect(bytes.withTemporaryArray { $0 } == Array(0..<32))
        #expect(bytes.withUnsafeBytes { Array($0) } == Array(0..<32))
    }

    @Test func comparesInConstantTimeAndByLength() throws {
        var a: [UInt8] = [1, 2, 3], b: [UInt8] = [1, 2, 3], c: [UInt8] = [1, 2, 4], d: [UInt8] = [1, 2]
        let x = try SecureBytes(taking: &a), y = try SecureBytes(taking: &b)
        let z = try SecureBytes(taking: &c), w = try SecureBytes(taking: &d)
        #expect(x.constantTimeEquals(y))
        #expect(!x.constantTimeEquals(z))
        #expect(!x.constantTimeEquals(w))
    }

    @Test func randomBytesDiffer() throws {
        let a = try SecureBytes.random(32, from: SecureRandom()), b = try SecureBytes.random(32, from: SecureRandom())
        #expect(!a.constantTimeEquals(b))
    }

    /// The pages are excluded from core dumps (`dd` flag in /proc/self/smaps) and, where the
    /// memory-lock limit allows, locked in RAM.
    @Test func pagesAreMarkedDontDumpAndLocked() throws {
        let bytes = try SecureBytes.random(64, from: SecureRandom())
        let address = bytes.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        // /proc files report size 0: read to the end rather than by size.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        handle.closeFile()
        var inMapping = false
        var flags = ""
        var locked = ""
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), !line.hasSuffix(":"), fields.count >= 5,
               let dash = range.firstIndex(of: "-"),
               let start = UInt(range[..<dash], radix: 16), let end = UInt(range[range.index(after: dash)...], radix: 16) {
                inMapping = (start..<end).contains(address)
                continue
            }
            if inMapping && line.hasPrefix("VmFlags:") { flags = String(line) }
            if inMapping && line.hasPrefix("Locked:") { locked = String(line) }
        }
        #expect(flags.contains(" dd"), "\(flags)")
        // The sanitizers' runtimes intercept mlock and make it a no-op that reports success.
        if bytes.isLocked && !Self.underASanitizer { #expect(!locked.hasSuffix(" 0 kB"), "\(locked)") }
    }

    /// Secrets of up to a page share the process's locked pages in runs of blocks: whatever the mix
    /// of sizes, live ones never overlap and keep their bytes, and released ones are wiped and reused.
    @Test func runsOfBlocksNeverOverlap() throws {
        var live: [(SecureBytes, UInt8)] = []
        for (index, count) in [32, 1457, 256, 257, 4096, 1, 0, 1024, 4097, 600, 32, 2000].enumerated() {
            let fill = UInt8(index + 1)
            live.append((try SecureBytes(count: count) { $0.initializeMemory(as: UInt8.self, repeating: fill) }, fill))
            if index == 5 { live.remove(at: 1) }   // a released run in the middle of a page
        }
        let ranges = live.map { bytes, _ in
            bytes.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) ..< UInt(bitPattern: $0.baseAddress) + UInt(max(1, $0.count)) }
        }
        for (i, a) in ranges.enumerated() {
            for b in ranges[(i + 1)...] { #expect(!a.overlaps(b)) }
        }
        for (bytes, fill) in live {
            #expect(bytes.withUnsafeBytes { $0.allSatisfy { $0 == fill } }, "\(bytes.count) bytes")
        }
        // A run just released (wiped) is handed out zeroed, like every run (other tests allocate at
        // the same time, so which run comes back is not fixed).
        _ = try SecureBytes(count: 1457) { $0.initializeMemory(as: UInt8.self, repeating: 0xAB) }
        #expect(try SecureBytes(count: 1457).withUnsafeBytes { $0.allSatisfy { $0 == 0 } })
    }

    /// Whether AddressSanitizer or ThreadSanitizer is linked into this process.
    static var underASanitizer: Bool {
        let this = dlopen(nil, RTLD_NOW)
        defer { if let this { dlclose(this) } }
        let names: [String] = ["__asan_init", "__tsan_init"]
        return names.contains { name in dlsym(this, name) != nil }
    }
}

@Suite struct KeyWrapTests {
    @Test func wrapsAndUnwrapsBoundToItsAssociatedData() throws {
        let key = try SecureBytes.random(32, from: SecureRandom())
        let kek = try SecureBytes.random(32, from: SecureRandom())
        let wrapped = try KeyWrap.wrap(key, kek: kek, additionalData: Array("header".utf8), random: SecureRandom())
        #expect(wrapped.count == KeyWrap.wrappedByteCount(32))
        let back = try #require(try KeyWrap.unwrap(wrapped, kek: kek, additionalData: Array("header".utf8)))
        #expect(back.constantTimeEquals(key))
        #expect(try KeyWrap.unwrap(wrapped, kek: kek, additionalData: Array("headeR".utf8)) == nil)
        let other = try SecureBytes.random(32, from: SecureRandom())
        #expect(try KeyWrap.unwrap(wrapped, kek: other, additionalData: Array("header".utf8)) == nil)
        var flipped = wrapped
        flipped[20] ^= 1
        #expect(try KeyWrap.unwrap(flipped, kek: kek, additionalData: Array("header".utf8)) == nil)
        #expect(try KeyWrap.unwrap(Array(wrapped.prefix(10)), kek: kek, additionalData: []) == nil)
    }

    @Test func derivationsArePerPurpose() throws {
        var bytes = [UInt8](repeating: 7, count: 32)
        let secret = try SecureBytes(taking: &bytes)
        let a = try KeyWrap.derive(from: secret, salt: [1], purpose: "a")
        let b = try KeyWrap.derive(from: secret, salt: [1], purpose: "b")
        let a2 = try KeyWrap.derive(from: secret, salt: [1], purpose: "a")
        #expect(!a.constantTimeEquals(b))
        #expect(a.constantTimeEquals(a2))
    }
}

@Suite struct ProcessHardeningTests {
    /// In a child process (so the test runner itself stays dumpable): after `apply()` the kernel
    /// reports the process not dumpable and the core-file limit is 0.
    @Test func aHardenedChildIsNotDumpableAndHasNoCoreLimit() throws {
        #expect(ProcessHardening.isDumpable() == true)
        let pid = fork()
        if pid == 0 {
            let outcome = ProcessHardening.apply()
            var limit = rlimit()
            getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
            let ok = outcome.notDumpable && outcome.coreLimitZero && ProcessHardening.isDumpable() == false
                && limit.rlim_cur == 0 && limit.rlim_max == 0
            _exit(ok ? 0 : 1)
        }
        #expect(pid > 0)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        #expect(status & 0x7f == 0 && (status >> 8) & 0xff == 0, "child status \(status)")
        #expect(ProcessHardening.isDumpable() == true)
    }
}
