extension ContourGeometry {
    /// The depth of every contour in the hierarchy: 0 for top-level contours, 1 for their holes,
    /// and so on; isolines, which carry no hierarchy, are all 0.
    ///
    /// One O(n) pass: the border tracer lists parents before their children (depth-first
    /// pre-order), so a parent's depth is known when its child is reached.
    public var depths: [Int] {
        switch self {
        case .isolines(let lines):
            return Array(repeating: 0, count: lines.count)
        case .pixels(let trace):
            var depths = [Int](repeating: 0, count: trace.contours.count)
            for (i, contour) in trace.contours.enumerated() {
                if let parent = contour.parent { depths[i] = depths[parent] + 1 }
            }
            return depths
        }
    }
}
