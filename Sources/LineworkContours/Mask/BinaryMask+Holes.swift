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
    /// as large. So the paper around a drawing — most of the image — is never flooded whole:
    /// each flood takes at most `maximumArea` + 1 steps, its stack and component fit two small
    /// buffers allocated once, and every pixel is reached at most once. O(pixels).
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
        // A flood keeps at most maximumArea pixels, and each pushes at most 4 neighbours.
        let componentCapacity = maximumArea + 1
        let stackCapacity = 1 + 4 * componentCapacity
        let component = UnsafeMutablePointer<Int>.allocate(capacity: componentCapacity)
        let stack = UnsafeMutablePointer<Int>.allocate(capacity: stackCapacity)
        defer {
            component.deallocate()
            stack.deallocate()
        }
        copy.pixels.withUnsafeMutableBufferPointer { pixels in
            state.withUnsafeMutableBufferPointer { state in
                for start in 0..<(w * h) where pixels[start] == 0 && state[start] == 0 {
                    state[start] = 1
                    stack[0] = start
                    var pending = 1, count = 0
                    var large = false
                    flood: while pending > 0 {
                        pending &-= 1
                        let i = stack[pending]
                        guard count < componentCapacity - 1 else {
                            large = true
                            pending &+= 1   // i stays on the stack, to be marked large
                            break
                        }
                        component[count] = i
                        count &+= 1
                        // Every reached pixel is interior (the ring is large): its four neighbours exist.
                        for k in 0..<4 {
                            let j = k < 2 ? i &+ (k == 0 ? -1 : 1) : i &+ (k == 2 ? -w : w)
                            guard pixels[j] == 0 else { continue }
                            if state[j] == 2 { large = true; break flood }
                            if state[j] == 0 {
                                state[j] = 1
                                stack[pending] = j
                                pending &+= 1
                            }
                        }
                    }
                    if large {
                        for n in 0..<count { state[component[n]] = 2 }
                        for n in 0..<pending { state[stack[n]] = 2 }
                    } else {
                        for n in 0..<count { pixels[component[n]] = 255 }
                    }
                }
            }
        }
        return copy
    }
}
