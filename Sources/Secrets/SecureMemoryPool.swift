#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Locked, dump-excluded memory for small secrets (``SecureBytes`` of up to ``blockSize`` bytes):
/// blocks carved from pages that the process keeps, so that a key costs no system call. A mapping of
/// its own costs five (`mmap`, `madvise`, `mlock`, then `munlock`, `munmap`), and opening the store
/// makes several keys (the key-encryption key, the unwrapped payload, the database key).
///
/// Each page is mapped once, excluded from core dumps (`MADV_DONTDUMP`) and locked in RAM where the
/// memory-lock limit allows. A block is wiped (`explicit_bzero`) when released; pages are never
/// returned to the system, so they hold only wiped or live secrets.
final class SecureMemoryPool: Sendable {
    /// The process's pool.
    static let shared = SecureMemoryPool()
    /// The size of a block: keys (32 bytes), scrypt outputs and wrapped payloads (256) fit.
    static let blockSize = 256

    private struct Page {
        let base: UInt
        let blocks: Int
        let isLocked: Bool
        var used: UInt64
        var isFull: Bool { used == (blocks == 64 ? UInt64.max : (UInt64(1) << UInt64(blocks)) - 1) }
    }

    private let pages = Mutex<[Page]>([])

    /// A zeroed block's address and whether its page is locked in RAM; nil when no page can be mapped.
    func allocate() -> (address: UInt, isLocked: Bool)? {
        pages.withLock { pages -> (address: UInt, isLocked: Bool)? in
            var index = pages.firstIndex { !$0.isFull }
            if index == nil {
                guard let page = Self.mapPage() else { return nil }
                pages.append(page)
                index = pages.count - 1
            }
            guard let index else { return nil }
            let block = (~pages[index].used).trailingZeroBitCount
            pages[index].used |= UInt64(1) << UInt64(block)
            return (pages[index].base + UInt(block * Self.blockSize), pages[index].isLocked)
        }
    }

    /// Wipes the block at `address` and makes it free again.
    func release(_ address: UInt) {
        if let pointer = UnsafeMutableRawPointer(bitPattern: address) { explicit_bzero(pointer, Self.blockSize) }
        pages.withLock { pages in
            let span = UInt(Self.blockSize)
            guard let index = pages.firstIndex(where: { address >= $0.base && address < $0.base + UInt($0.blocks) * span }) else { return }
            pages[index].used &= ~(UInt64(1) << UInt64((address - pages[index].base) / span))
        }
    }

    private static func mapPage() -> Page? {
        let length = max(Int(sysconf(Int32(_SC_PAGESIZE))), blockSize)
        guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else { return nil }
        _ = madvise(mapped, length, MADV_DONTDUMP)
        let locked = mlock(mapped, length) == 0
        return Page(base: UInt(bitPattern: mapped), blocks: min(64, length / blockSize), isLocked: locked, used: 0)
    }
}
