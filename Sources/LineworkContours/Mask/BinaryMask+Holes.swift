extension BinaryMask {
    /// The mask with every hole of at most `maximumArea` pixels filled.
    ///
    /// A hole is a 4-connected component of background pixels that does not touch the image
    /// border (the dual of the tracer's 8-connected foreground). Line masks from a difference of
    /// Gaussians get pinholes where a zero crossing passes through a pixel centre; thinning turns
    /// each into a small loop.
    ///
    /// The search is bounded: a flood from an unvisited background pixel stops as soon as its
    /// component is known to be large (more than `maximumArea` pixels, or a neighbour already
    /// known to be large, which the border ring is from the start), and marks what it reached
    /// as large. So the paper around a
    /// drawing — most of the image — is never flooded whole: every pixel is reached at most
    /// once, and each flood takes at most `maximumArea` + 1 steps. O(pixels), no allocation per
    /// pixel.
    ///
    /// - Parameter maximumArea: the largest hole to fill, in pixels; 0 or less changes nothing.
    public func fillingHoles(maximumArea: Int) -> BinaryMask {
        guard maximumArea > 0, width > 2, height > 2 else { return self }
        let w = width, h = height
        var copy = self
        // Per pixel: 0 not reached, 1 reached by the current flood, 2 in a large component.
        // The border ring starts as large, so a flood needs no border test (and no x, y).
        var state = [UInt8](repeating: 0, count: w * h)
        for x in 0..<w {
            state[x] = 2
            state[(h - 1) * w + x] = 2
        }
        for y in 0..<h {
            state[y * w] = 2
            state[y * w + w - 1] = 2
        }
        var stack: [Int] = []
        var component: [Int] = []
        stack.reserveCapacity(4 * (maximumArea + 1))
        component.reserveCapacity(maximumArea + 1)
        copy.pixels.withUnsafeMutableBufferPointer { pixels in
            state.withUnsafeMutableBufferPointer { state in
                for start in 0..<(w * h) where pixels[start] == 0 && state[start] == 0 {
                    state[start] = 1
                    stack.append(start)
                    component.removeAll(keepingCapacity: true)
                    var large = false
                    flood: while let i = stack.popLast() {
                        component.append(i)
                        if component.count > maximumArea {
                            large = true
                            break
                        }
                        // Every reached pixel is interior (the ring is large): its four neighbours exist.
                        for k in 0..<4 {
                            let j = k < 2 ? i &+ (k == 0 ? -1 : 1) : i &+ (k == 2 ? -w : w)
                            guard pixels[j] == 0 else { continue }
                            if state[j] == 2 { large = true; break flood }
                            if state[j] == 0 {
                                state[j] = 1
                                stack.append(j)
                            }
                        }
                    }
                    if large {
                        for i in component { state[i] = 2 }
                        for i in stack { state[i] = 2 }
                    } else {
                        for i in component { pixels[i] = 255 }
                    }
                    stack.removeAll(keepingCapacity: true)
                }
            }
        }
        return copy
    }
}
