extension BinaryMask {
    /// The mask with every speck of at most `maximumArea` pixels cleared: potrace's `turdsize`.
    ///
    /// A speck is an 8-connected component of foreground pixels (the tracers' connectivity).
    /// Floods are bounded as in `fillingHoles`: one stops as soon as its component is known to be
    /// larger than `maximumArea` (it grew past it, or met a pixel already known to be in a large
    /// component) and marks what it reached as large, so every pixel is reached at most once and
    /// a flood takes at most `maximumArea` + 1 steps. O(pixels), with two buffers allocated once.
    ///
    /// - Parameter maximumArea: the largest speck to clear, in pixels; 0 or less changes nothing.
    public func removingSpecks(maximumArea: Int) -> BinaryMask {
        guard maximumArea > 0, width > 0, height > 0 else { return self }
        let w = width, h = height
        var copy = self
        // Per pixel: 0 not reached, 1 reached by the current flood, 2 in a large component.
        var state = [UInt8](repeating: 0, count: w * h)
        let componentCapacity = maximumArea + 1
        let stackCapacity = 1 + 8 * componentCapacity
        let component = UnsafeMutablePointer<Int>.allocate(capacity: componentCapacity)
        let stack = UnsafeMutablePointer<Int>.allocate(capacity: stackCapacity)
        defer {
            component.deallocate()
            stack.deallocate()
        }
        copy.pixels.withUnsafeMutableBufferPointer { pixels in
            state.withUnsafeMutableBufferPointer { state in
                for start in 0..<(w &* h) where pixels[start] != 0 && state[start] == 0 {
                    state[start] = 1
                    stack[0] = start
                    var pending = 1, count = 0
                    var large = false
                    flood: while pending > 0 {
                        pending &-= 1
                        let i = stack[pending]
                        guard count < componentCapacity &- 1 else {
                            large = true
                            pending &+= 1   // i stays on the stack, to be marked large
                            break
                        }
                        component[count] = i
                        count &+= 1
                        let x = i % w, y = i / w
                        for dy in -1...1 where y &+ dy >= 0 && y &+ dy < h {
                            for dx in -1...1 where (dx != 0 || dy != 0) && x &+ dx >= 0 && x &+ dx < w {
                                let j = i &+ dy &* w &+ dx
                                guard pixels[j] != 0 else { continue }
                                if state[j] == 2 { large = true; break flood }
                                if state[j] == 0 {
                                    state[j] = 1
                                    stack[pending] = j
                                    pending &+= 1
                                }
                            }
                        }
                    }
                    if large {
                        for n in 0..<count { state[component[n]] = 2 }
                        for n in 0..<pending { state[stack[n]] = 2 }
                    } else {
                        for n in 0..<count { pixels[component[n]] = 0 }
                    }
                }
            }
        }
        return copy
    }
}
