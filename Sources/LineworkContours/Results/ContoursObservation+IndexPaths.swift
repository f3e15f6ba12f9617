extension ContoursObservation {
    /// The index path of every contour, in one O(n · depth) pass (parents precede children).
    public func allIndexPaths() -> [[Int]] {
        var paths = [[Int]](repeating: [], count: contourCount)
        for (position, index) in topLevel.enumerated() { paths[index] = [position] }
        for index in 0..<contourCount {
            for (position, child) in children[index].enumerated() { paths[child] = paths[index] + [position] }
        }
        return paths
    }
}
