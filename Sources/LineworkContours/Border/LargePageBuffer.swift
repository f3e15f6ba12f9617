#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Scratch memory for per-pixel buffers of the tracers, backed by transparent huge pages.
///
/// A 12-megapixel image needs a 48 MB owner map that is written sparsely, along borders. With
/// 4 KiB pages, touching it costs one page fault per 4 KiB — about 12,000 faults, which made the
/// tree trace half again slower than OpenCV's. Mapping it with `MADV_HUGEPAGE` turns that into a
/// few dozen 2 MiB faults. Pages are mapped on demand and come zeroed from the kernel; where
/// huge pages are unavailable the advice is ignored and ordinary pages are used.
///
/// Freed mappings are kept for the next buffer (`MappingPool`): a sweep traces dozens of masks
/// and a benchmark repeats one trace, and a fresh mapping costs the kernel a page fault and a
/// zeroing per page touched — on a flat 12-megapixel picture, as long as the trace itself. So
/// **a buffer's contents start undefined**: callers write every element they later read (the
/// label plane is padded in full; owners are read only where a label was written).
///
/// Where the mapping itself fails (an address-space limit, `vm.max_map_count`), the buffer is
/// an ordinary zero-filled heap allocation instead: slower to touch, same contents, so the
/// trace is the same. Only when that fails too does the process stop, as it would for any
/// Swift array it could not allocate.
struct LargePageBuffer<Element>: ~Copyable {
    let pointer: UnsafeMutablePointer<Element>
    private let byteCount: Int
    /// Whether `pointer` came from `mmap` (else from the heap).
    private let isMapped: Bool

    /// Room for `count` elements, contents undefined: a kept mapping of the same size, or a new one.
    init(count: Int) {
        byteCount = max(1, count * MemoryLayout<Element>.stride)
        if let kept = MappingPool.take(byteCount: byteCount) {
            pointer = kept.bindMemory(to: Element.self, capacity: count)
            isMapped = true
            return
        }
        let address = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if let address, address != MAP_FAILED {
            _ = madvise(address, byteCount, MADV_HUGEPAGE)
            pointer = address.bindMemory(to: Element.self, capacity: count)
            isMapped = true
        } else {
            let heap = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: MemoryLayout<Element>.alignment)
            heap.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
            pointer = heap.bindMemory(to: Element.self, capacity: count)
            isMapped = false
        }
    }

    deinit {
        if isMapped {
            if !MappingPool.keep(UnsafeMutableRawPointer(pointer), byteCount: byteCount) {
                munmap(UnsafeMutableRawPointer(pointer), byteCount)
            }
        } else {
            UnsafeMutableRawPointer(pointer).deallocate()
        }
    }
}

/// The mappings `LargePageBuffer` has freed, kept for reuse: at most `capacity` bytes in all,
/// a mapping reused only for a buffer of exactly its size (the planes of one working size).
enum MappingPool {
    /// The most bytes kept: 256 MiB, the planes of four 12-megapixel traces (two cores each
    /// tracing one, with room for a second size).
    static let capacity = 256 << 20

    private static let kept = Mutex<(mappings: [(address: UInt, byteCount: Int)], bytes: Int)>(([], 0))

    /// A kept mapping of `byteCount` bytes, removed from the pool; nil when none.
    static func take(byteCount: Int) -> UnsafeMutableRawPointer? {
        kept.withLock { pool in
            guard let i = pool.mappings.lastIndex(where: { $0.byteCount == byteCount }) else { return nil }
            let mapping = pool.mappings.remove(at: i)
            pool.bytes -= byteCount
            return UnsafeMutableRawPointer(bitPattern: mapping.address)
        }
    }

    /// Unmaps every kept mapping.
    static func drain() {
        let mappings = kept.withLock { pool in
            defer { pool = ([], 0) }
            return pool.mappings
        }
        for mapping in mappings {
            munmap(UnsafeMutableRawPointer(bitPattern: mapping.address), mapping.byteCount)
        }
    }

    /// Keeps a mapping for reuse; false when the pool is full (the caller unmaps it).
    static func keep(_ address: UnsafeMutableRawPointer, byteCount: Int) -> Bool {
        kept.withLock { pool in
            guard pool.bytes + byteCount <= capacity else { return false }
            pool.mappings.append((UInt(bitPattern: address), byteCount))
            pool.bytes += byteCount
            return true
        }
    }
}
