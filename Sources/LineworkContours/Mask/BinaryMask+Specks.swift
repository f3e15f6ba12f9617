extension BinaryMask {
    /// The mask with every speck of at most `maximumArea` pixels cleared: potrace's `turdsize`.
    ///
    /// A speck is an 8-connected component of foreground pixels (the tracers' connectivity),
    /// found by the bounded flood of `forEachSmallComponent`. O(pixels).
    ///
    /// - Parameter maximumArea: the largest speck to clear, in pixels; 0 or less changes nothing.
    public func removingSpecks(maximumArea: Int) -> BinaryMask {
        var copy = self
        copy.pixels.withUnsafeMutableBufferPointer { out in
            forEachSmallComponent(foreground: true, borderIsLarge: false, maximumArea: maximumArea) { speck in
                for i in speck { out[i] = 0 }
            }
        }
        return copy
    }
}
