extension Array where Element: BitwiseCopyable {
    /// An array of `count` elements whose contents are unspecified until written; every edge
    /// stage that uses it writes each element before anything reads it.
    ///
    /// Why: a zero-filled array of a few megabytes is zeroed by one thread, and that thread also
    /// takes every page fault of the fresh memory — about an eighth of a cold 512 px run. Left
    /// untouched, the pages are first written inside the row-parallel kernels, on all cores.
    init(uninitializedCount count: Int) {
        self.init(unsafeUninitializedCapacity: count) { _, initialised in initialised = count }
    }
}
