#if canImport(Glibc)
import Glibc
#endif

/// Scratch memory for per-pixel buffers of the tracers, backed by transparent huge pages.
///
/// A 12-megapixel image needs a 48 MB owner map that is written sparsely, along borders. With
/// 4 KiB pages, touching it costs one page fault per 4 KiB — about 12,000 faults, which made the
/// tree trace half again slower than OpenCV's. Mapping it with `MADV_HUGEPAGE` turns that into a
/// few dozen 2 MiB faults. Pages are mapped on demand and come zeroed from the kernel; where
/// huge pages are unavailable the advice is ignored and ordinary pages are used.
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

    /// Maps room for `count` elements (zero-filled).
    init(count: Int) {
        byteCount = max(1, count * MemoryLayout<Element>.stride)
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
            munmap(UnsafeMutableRawPointer(pointer), byteCount)
        } else {
            UnsafeMutableRawPointer(pointer).deallocate()
        }
    }
}
