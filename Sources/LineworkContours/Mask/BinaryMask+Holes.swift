extension BinaryMask {
    /// The mask with every hole of at most `maximumArea` pixels filled.
    ///
    /// A hole is a 4-connected component of background pixels that does not touch the image
    /// border (the dual of the tracer's 8-connected foreground). Line masks from a difference of
    /// Gaussians get pinholes where a zero crossing passes through a pixel centre; thinning turns
    /// each into a small loop.
    ///
    /// Holes are found by the bounded flood of `forEachSmallComponent`, so the paper around a
    /// drawing — most of the image — is never flooded whole. O(pixels).
    ///
    /// - Parameter maximumArea: the largest hole to fill, in pixels; 0 or less changes nothing.
    public func fillingHoles(maximumArea: Int) -> BinaryMask {
        var copy = self
        copy.pixels.withUnsafeMutableBufferPointer { out in
            forEachSmallComponent(foreground: false, borderIsLarge: true, maximumArea: maximumArea) { hole in
                for i in hole { out[i] = 255 }
            }
        }
        return copy
    }
}
