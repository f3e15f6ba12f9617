import LineworkCore

/// Points bucketed in square cells of a grid (a counting sort: each cell's points are a
/// contiguous run of `order`, from `starts[cell]` to `starts[cell + 1]`), for nearest-point
/// searches that look at a few cells instead of every point.
///
/// Cell (cx, cy) covers [cx · side − ½, (cx + 1) · side − ½) × [cy · side − ½, (cy + 1) · side − ½):
/// pixel centres at integers, the grid starting at the first pixel's edge. Points outside are
/// put in the nearest edge cell. `rebuild` reuses the buffers, so relaxation steps allocate
/// nothing.
struct PointBuckets: Sendable {
    let side: Double
    let columns: Int
    let rows: Int
    /// Point indices, cell after cell.
    private(set) var order: [Int32]
    /// Each cell's first index into `order`, and the end (`columns · rows + 1` entries).
    private(set) var starts: [Int32]

    /// Buckets over a `width` × `height` pixel area in cells of `side` pixels (at least 1).
    init(width: Int, height: Int, side: Double) {
        self.side = max(1, side)
        columns = max(1, Int((Double(width) / self.side).rounded(.up)))
        rows = max(1, Int((Double(height) / self.side).rounded(.up)))
        order = []
        starts = [Int32](repeating: 0, count: columns * rows + 1)
    }

    /// The cell holding `p`, clamped to the grid.
    @inline(__always)
    func cell(_ p: Point2) -> (x: Int, y: Int) {
        let x = ((p.x + 0.5) / side).rounded(.down), y = ((p.y + 0.5) / side).rounded(.down)
        return (min(columns - 1, max(0, Int(max(-1, min(x, 1e9))))), min(rows - 1, max(0, Int(max(-1, min(y, 1e9))))))
    }

    /// How far `p` is from the edges of its own cell: every point of the cells at ring r
    /// (Chebyshev distance r ≥ 1 from it) is at least (r − 1) · side + this away.
    @inline(__always)
    func inset(_ p: Point2, in cell: (x: Int, y: Int)) -> Double {
        let x = p.x + 0.5, y = p.y + 0.5
        let low = Double(cell.x) * side, top = Double(cell.y) * side
        return max(0, min(x - low, low + side - x, y - top, top + side - y))
    }

    /// Buckets `points`, replacing what was there.
    mutating func rebuild(_ points: [Point2]) {
        if order.count != points.count { order = [Int32](repeating: 0, count: points.count) }
        for i in starts.indices { starts[i] = 0 }
        for p in points {
            let c = cell(p)
            starts[c.y * columns + c.x + 1] += 1
        }
        for i in 1..<starts.count { starts[i] += starts[i - 1] }
        var fill = Array(starts.dropLast())
        for (i, p) in points.enumerated() {
            let c = cell(p)
            let b = c.y * columns + c.x
            order[Int(fill[b])] = Int32(i)
            fill[b] += 1
        }
    }

    /// Calls `body` with every cell index at Chebyshev ring `ring` around `center` (the centre
    /// cell itself for ring 0), clipped to the grid.
    @inline(__always)
    func forEachCell(ring: Int, around center: (x: Int, y: Int), _ body: (Int) -> Void) {
        let y0 = center.y - ring, y1 = center.y + ring, x0 = center.x - ring, x1 = center.x + ring
        let top = max(0, y0), bottom = min(rows - 1, y1)
        guard top <= bottom else { return }
        for cy in top...bottom {
            let row = cy &* columns
            if cy == y0 || cy == y1 {
                let left = max(0, x0), right = min(columns - 1, x1)
                if left <= right { for cx in left...right { body(row &+ cx) } }
            } else {
                // Inside the ring's rows only its two end columns belong to the ring.
                if x0 >= 0 { body(row &+ x0) }
                if x1 < columns && x1 != x0 { body(row &+ x1) }
            }
        }
    }

    /// Whether ring `ring` still overlaps the grid around `center`.
    func ringOverlaps(_ ring: Int, around center: (x: Int, y: Int)) -> Bool {
        center.x - ring >= 0 || center.y - ring >= 0 || center.x + ring < columns || center.y + ring < rows
    }

    /// The `k` nearest points to point `i` of `points` (itself excluded), nearest first, into
    /// `out` (cleared first); fewer when there are fewer other points.
    func nearest(_ k: Int, to i: Int, in points: [Point2], into out: inout [(distance: Double, index: Int32)]) {
        out.removeAll(keepingCapacity: true)
        let p = points[i]
        let center = cell(p)
        let inset = inset(p, in: center)
        var ring = 0
        while ringOverlaps(ring, around: center) {
            if out.count == k {
                let bound = Double(ring - 1) * side + inset
                if bound * bound >= out[k - 1].distance { break }
            }
            forEachCell(ring: ring, around: center) { b in
                for slot in Int(starts[b])..<Int(starts[b + 1]) {
                    let j = order[slot]
                    if Int(j) == i { continue }
                    let d = points[Int(j)] - p
                    let distance = (d * d).sum()
                    if out.count == k && distance >= out[k - 1].distance { continue }
                    var at = out.count
                    if out.count < k { out.append((distance, j)) } else { at = k - 1; out[at] = (distance, j) }
                    while at > 0 && out[at - 1].distance > distance {
                        out.swapAt(at, at - 1)
                        at -= 1
                    }
                }
            }
            ring += 1
        }
    }
}
