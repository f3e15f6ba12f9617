extension BinaryMask {
    /// The mask with every hole of at most `maximumArea` pixels filled.
    ///
    /// A hole is a 4-connected component of background pixels that does not touch the image
    /// border (the dual of the tracer's 8-connected foreground). Line masks from a difference of
    /// Gaussians get pinholes where a zero crossing passes through a pixel centre; thinning turns
    /// each into a small loop. O(pixels): every background pixel is visited once, with one
    /// reusable stack.
    ///
    /// - Parameter maximumArea: the largest hole to fill, in pixels; 0 or less changes nothing.
    public func fillingHoles(maximumArea: Int) -> BinaryMask {
        guard maximumArea > 0, width > 2, height > 2 else { return self }
        let w = width, h = height
        var copy = self
        var seen = [Bool](repeating: false, count: w * h)
        var stack: [Int] = []
        var component: [Int] = []
        copy.pixels.withUnsafeMutableBufferPointer { pixels in
            seen.withUnsafeMutableBufferPointer { seen in
                for start in 0..<(w * h) where pixels[start] == 0 && !seen[start] {
                    seen[start] = true
                    stack.append(start)
                    component.removeAll(keepingCapacity: true)
                    var touchesBorder = false
                    while let i = stack.popLast() {
                        let x = i % w, y = i / w
                        if x == 0 || y == 0 || x == w - 1 || y == h - 1 { touchesBorder = true }
                        if component.count <= maximumArea { component.append(i) }
                        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                        where nx >= 0 && ny >= 0 && nx < w && ny < h {
                            let j = ny &* w &+ nx
                            if pixels[j] == 0 && !seen[j] {
                                seen[j] = true
                                stack.append(j)
                            }
                        }
                    }
                    if !touchesBorder && component.count <= maximumArea {
                        for i in component { pixels[i] = 255 }
                    }
                }
            }
        }
        return copy
    }
}
