#if canImport(Glibc)
import Glibc
#endif

/// Locked, dump-excluded memory for small secrets (``SecureBytes`` of up to a page, ``largestRun``
/// bytes): runs of ``blockSize``-byte blocks carved from pages that the process keeps, so that a key
/// costs no system call. A mapping of its own costs five (`mmap`, `madvise`, `mlock`, then `munlock`,
/// `munmap`), and opening the store makes several secrets (the key file as read, the key-encryption
/// key, the unwrapped payload, the database key).
///
/// Each page is mapped once, excluded from core dumps (`MADV_DONTDUMP`) and locked in RAM where the
/// memory-lock limit allows. A run is wiped (`explicit_bzero`) when released; pages are never
/// returned to the system, so they hold only wiped or live secrets.
///
/// `@unchecked Sendable`: `pages` is read and written only while holding `lock`, a `pthread_mutex_t`
/// (rather than Synchronization's `Mutex`, whose futex ThreadSanitizer cannot see, so the suite's
/// sanitizer runs can check this type too). The pool lives as long as the process.
final class SecureMemoryPool: @unchecked Sendable {
    /// The process's pool.
    static let shared = SecureMemoryPool()
    /// The size of a block: keys (32 bytes), scrypt outputs and wrapped payloads (256) take one.
    static let blockSize = 256
    /// The longest run of blocks one secret may take: a page (at most 64 blocks).
    static let largestRun = min(64, pageSize / blockSize) * blockSize
    private static let pageSize = max(Int(sysconf(Int32(_SC_PAGESIZE))), blockSize)

    private struct Page {
        let base: UInt
        let blocks: Int
        let isLocked: Bool
        var used: UInt64
        var isFull: Bool { used == (blocks == 64 ? UInt64.max : (UInt64(1) << UInt64(blocks)) - 1) }
    }

    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var pages: [Page] = []

    private init() {
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    private func withPages<R>(_ body: (inout [Page]) -> R) -> R {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body(&pages)
    }

    /// The address of a zeroed run of blocks holding `count` bytes (at most ``largestRun``) and
    /// whether its page is locked in RAM; nil when no page can be mapped.
    func allocate(count: Int = blockSize) -> (address: UInt, isLocked: Bool)? {
        let run = Self.blocks(for: count)
        guard run <= Self.largestRun / Self.blockSize else { return nil }
        return withPages { pages -> (address: UInt, isLocked: Bool)? in
            for index in pages.indices {
                if let block = Self.freeRun(of: run, in: pages[index]) { return take(block, run, in: &pages[index]) }
            }
            guard let page = Self.mapPage() else { return nil }
            pages.append(page)
            return take(0, run, in: &pages[pages.count - 1])
        }
    }

    /// Wipes the run of `count` bytes at `address` and makes its blocks free again.
    func release(_ address: UInt, count: Int = blockSize) {
        let run = Self.blocks(for: count)
        if let pointer = UnsafeMutableRawPointer(bitPattern: address) { explicit_bzero(pointer, run * Self.blockSize) }
        withPages { pages in
            let span = UInt(Self.blockSize)
            guard let index = pages.firstIndex(where: { address >= $0.base && address < $0.base + UInt($0.blocks) * span }) else { return }
            pages[index].used &= ~(Self.mask(run) << UInt64((address - pages[index].base) / span))
        }
    }

    private static func blocks(for count: Int) -> Int { max(1, (count + blockSize - 1) / blockSize) }

    private static func mask(_ run: Int) -> UInt64 { run >= 64 ? UInt64.max : (UInt64(1) << UInt64(run)) - 1 }

    /// The first block of `run` free blocks in a row on `page`, if it has them.
    private static func freeRun(of run: Int, in page: Page) -> Int? {
        guard run <= page.blocks, !page.isFull else { return nil }
        let wanted = mask(run)
        for first in 0...(page.blocks - run) where page.used & (wanted << UInt64(first)) == 0 { return first }
        return nil
    }

    private func take(_ block: Int, _ run: Int, in page: inout Page) -> (address: UInt, isLocked: Bool) {
        page.used |= Self.mask(run) << UInt64(block)
        return (page.base + UInt(block * Self.blockSize), page.isLocked)
    }

    private static func mapPage() -> Page? {
        let length = pageSize
        guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else { return nil }
        _ = madvise(mapped, length, MADV_DONTDUMP)
        let locked = mlock(mapped, length) == 0
        return Page(base: UInt(bitPattern: mapped), blocks: min(64, length / blockSize), isLocked: locked, used: 0)
    }
}
