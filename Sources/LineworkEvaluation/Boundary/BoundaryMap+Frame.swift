extension BoundaryMap {
    /// The map without its runs along the image's frame: what `linework evaluate contours`
    /// scores of a prediction.
    ///
    /// A tracer treats the outside of the image as background, so a region cut by the image's
    /// edge is outlined along that edge, and a boundary map drawn from its contours carries a
    /// frame (or pieces of one) on the outermost rows and columns. That frame comes from the
    /// image's extent, not from the picture, and scored as boundary it sinks precision (the
    /// disc on a texture of `EvaluateCommandTests`, traced exactly, scores P 0.236 with its frame
    /// and 1 without).
    ///
    /// The rule: a boundary pixel on the top or bottom row that has a boundary neighbour on that
    /// same row, or on the left or right column with a boundary neighbour on that same column,
    /// lies on a run along the frame and is removed. A lone pixel on the frame — a boundary
    /// crossing the image's edge — is kept, and so is everything off the outermost rows and
    /// columns. This is `LineworkContours.ImageFrame`'s rule for contours (drop the segments
    /// between two points on one border line), stated on pixels.
    ///
    /// Cost: O(width · height) for the lookup table, O(count) for the scan.
    public func removingFrameRuns() -> BoundaryMap {
        var isBoundary = [Bool](repeating: false, count: width * height)
        for i in indices { isBoundary[i] = true }
        func boundary(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < width && y < height && isBoundary[y * width + x]
        }
        let kept = indices.filter { i in
            let x = i % width, y = i / width
            let alongRow = (y == 0 || y == height - 1) && (boundary(x - 1, y) || boundary(x + 1, y))
            let alongColumn = (x == 0 || x == width - 1) && (boundary(x, y - 1) || boundary(x, y + 1))
            return !(alongRow || alongColumn)
        }
        return BoundaryMap(width: width, height: height, indices: kept)
    }

    /// A map of the given boundary pixels, `indices` ascending.
    init(width: Int, height: Int, indices: [Int]) {
        self.width = width
        self.height = height
        self.indices = indices
    }
}
