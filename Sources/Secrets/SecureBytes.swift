#if canImport(Glibc)
import Glibc
#endif

/// Key material kept out of swap and core dumps where the system allows, and zeroed on release.
///
/// The bytes live in anonymous memory locked in RAM with `mlock` (best effort: an unprivileged
/// process may hit `RLIMIT_MEMLOCK`, which ``isLocked`` reports) and excluded from core dumps with
/// `madvise(MADV_DONTDUMP)`: up to a page (keys, wrapped payloads, a key file as read) in blocks of a
/// page the process keeps for such secrets (no system call per key), larger ones in a mapping of
/// their own.
/// `deinit` overwrites them with `explicit_bzero` (which the compiler may not remove) before the
/// block is reused or the mapping unmapped.
///
/// The primitives of this module take `[UInt8]` keys; ``withTemporaryArray(_:)`` hands them a copy
/// and zeroes that copy's storage afterwards.
///
/// `@unchecked Sendable`: the bytes are written only while the value is being created and are
/// read-only afterwards; the mapping is released once, in `deinit`.
public final class SecureBytes: @unchecked Sendable {
    /// The number of bytes.
    public let count: Int
    /// True when `mlock` kept the pages out of swap.
    public let isLocked: Bool
    private let base: UnsafeMutableRawPointer
    /// 0 for a block of ``SecureMemoryPool``; otherwise the length of the bytes' own mapping.
    private let mappedLength: Int

    /// `count` zero bytes, filled by `initialize` (which must not keep the pointer).
    public init(count: Int, initialize: (UnsafeMutableRawBufferPointer) throws(SecretsError) -> Void = { _ in }) throws(SecretsError) {
        if count <= SecureMemoryPool.largestRun, let block = SecureMemoryPool.shared.allocate(count: count),
           let pointer = UnsafeMutableRawPointer(bitPattern: block.address) {
            base = pointer
            mappedLength = 0
            isLocked = block.isLocked
        } else {
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let length = max(page, (count + page - 1) / page * page)
            guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                  mapped != MAP_FAILED else {
                throw .invalidParameters("cannot map memory for key material")
            }
            _ = madvise(mapped, length, MADV_DONTDUMP)
            isLocked = mlock(mapped, length) == 0
            base = mapped
            mappedLength = length
        }
        self.count = count
        try initialize(UnsafeMutableRawBufferPointer(start: base, count: count))
    }

    /// A copy of `bytes`; the source array's storage is zeroed, so only this copy remains.
    public convenience init(taking bytes: inout [UInt8]) throws(SecretsError) {
        let source = bytes
        try self.init(count: source.count) { buffer in
            source.withUnsafeBytes { buffer.copyMemory(from: $0) }
        }
        Self.zero(&bytes)
        withExtendedLifetime(source) {}
    }

    /// `count` bytes from `random`.
    public static func random(_ count: Int, from random: any RandomSource) throws(SecretsError) -> SecureBytes {
        var bytes = try random.bytes(count)
        return try SecureBytes(taking: &bytes)
    }

    deinit {
        if mappedLength == 0 {
            SecureMemoryPool.shared.release(UInt(bitPattern: base), count: count)
            return
        }
        explicit_bzero(base, mappedLength)
        if isLocked { munlock(base, mappedLength) }
        munmap(base, mappedLength)
    }

    /// Reads the bytes. `body` must not keep the pointer.
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Runs `body` with an ordinary array copy of the bytes (for primitives that take `[UInt8]`),
    /// then zeroes that copy's storage.
    public func withTemporaryArray<R, E: Error>(_ body: ([UInt8]) throws(E) -> R) throws(E) -> R {
        var copy = [UInt8](UnsafeRawBufferPointer(start: base, count: count))
        defer { Self.zero(&copy) }
        return try body(copy)
    }

    /// True when both hold the same bytes (constant time for equal lengths).
    public func constantTimeEquals(_ other: SecureBytes) -> Bool {
        guard count == other.count else { return false }
        var difference: UInt8 = 0
        let left = UnsafeRawBufferPointer(start: base, count: count)
        let right = UnsafeRawBufferPointer(start: other.base, count: other.count)
        for index in 0..<count { difference |= left[index] ^ right[index] }
        return difference == 0
    }

    /// Overwrites an array's storage with zeros in place (it stays the same length).
    public static func zero(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBytes { buffer in
            if let address = buffer.baseAddress { explicit_bzero(address, buffer.count) }
        }
    }
}
