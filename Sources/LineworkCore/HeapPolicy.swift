#if canImport(Glibc)
import _CMalloc
#endif

/// How the `linework` process asks glibc's allocator to treat the large planes its stages make.
///
/// Every image stage allocates planes of megabytes and frees them a stage later. By default glibc
/// serves each block above 128 KiB with a fresh `mmap` and unmaps it on free, so every plane's
/// pages are faulted in and zeroed by the kernel again: on a 512-px `draw` that is about 11,800
/// page faults and a tenth of the process's CPU time. Above `reuseThreshold` blocks still get
/// their own mapping (a 12 MP plane of floats is 192 MB, and returning it early matters); below
/// it they come from the heap, whose freed space later stages reuse, and the heap is trimmed only
/// when `trimThreshold` bytes sit free at its top.
public enum HeapPolicy {
    /// Blocks up to this size come from the reusable heap: 64 MiB, a four-lane float plane of
    /// 4 MP (a 2048-px working image).
    public static let reuseThreshold: Int32 = 64 << 20
    /// Free bytes at the heap's top before glibc returns them: 256 MiB.
    public static let trimThreshold: Int32 = 256 << 20

    /// Applies the policy; call once, at the start of the process. Does nothing off glibc.
    public static func apply() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, reuseThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
        #endif
    }

    /// Returns the free memory of every arena to the system (`malloc_trim`), whatever
    /// `trimThreshold` says: for a long-running server once its work is done (the studio after
    /// its last drawing), so that an abandoned large drawing does not leave hundreds of
    /// megabytes resident. Takes milliseconds. Does nothing off glibc.
    public static func releaseFreeMemory() {
        #if canImport(Glibc)
        _ = malloc_trim(0)
        #endif
    }
}
