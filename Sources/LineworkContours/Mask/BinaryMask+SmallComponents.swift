extension BinaryMask {
    /// Calls `body` with the pixel indices (row-major) of every small component: a connected
    /// set of foreground pixels (`foreground` true, 8-connected, the tracers' connectivity) or of
    /// background pixels (false, 4-connected, its dual) with at most `maximumArea` pixels.
    /// With `borderIsLarge`, a component that touches the image's edge counts as large.
    ///
    /// The search is bounded: a flood from an unvisited pixel stops as soon as its component is
    /// known to be large (more than `maximumArea` pixels, a neighbour already known to be large,
    /// or the edge when `borderIsLarge`) and marks what it reached as large, so the paper around
    /// a drawing is never flooded whole: each flood takes at most `maximumArea` + 1 steps, its
    /// stack and component fit two buffers allocated once, and every pixel is reached at most
    /// once. O(pixels). `body` may not keep the buffer.
    func forEachSmallComponent(foreground: Bool, borderIsLarge: Bool, maximumArea: Int,
                               _ body: (UnsafeBufferPointer<Int>) -> Void) {
        guard maximumArea > 0, width > 0, height > 0 else { return }
        let w = width, h = height
        // Per pixel: 0 not reached, 1 reached by the current flood, 2 in a large component.
        var state = [UInt8](repeating: 0, count: w * h)
        let neighbours = foreground ? [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]
                                    : [(-1, 0), (1, 0), (0, -1), (0, 1)]
        let componentCapacity = maximumArea + 1
        let stackCapacity = 1 + neighbours.count * componentCapacity
        let component = UnsafeMutablePointer<Int>.allocate(capacity: componentCapacity)
        let stack = UnsafeMutablePointer<Int>.allocate(capacity: stackCapacity)
        defer {
            component.deallocate()
            stack.deallocate()
        }
        pixels.withUnsafeBufferPointer { pixels in
            state.withUnsafeMutableBufferPointer { state in
                for start in 0..<(w &* h) where (pixels[start] != 0) == foreground && state[start] == 0 {
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
                        for (dx, dy) in neighbours {
                            guard x &+ dx >= 0, x &+ dx < w, y &+ dy >= 0, y &+ dy < h else {
                                if borderIsLarge { large = true; break flood }
                                continue
                            }
                            let j = i &+ dy &* w &+ dx
                            guard (pixels[j] != 0) == foreground else { continue }
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
                        body(UnsafeBufferPointer(start: component, count: count))
                    }
                }
            }
        }
    }
}
