import LineworkContours

/// A uniform grid of line segments that answers "is there ink within `radius` of this point?".
///
/// Coordinates are working-image pixels (x right, y down). Each segment is registered in every
/// cell its bounding box, grown by the query radius, overlaps, so a query looks in one cell only.
/// Cells are linked lists in flat arrays (`head`, `next`): inserting or querying allocates nothing
/// per point, which matters because a sweep's strokes have hundreds of thousands of points.
///
/// Segments carry an owner (the stroke they belong to), so a query can ignore a stroke's own ink.
struct SegmentGrid {
    /// The query radius the grid was built for, in pixels.
    let radius: Double
    private let cellSize: Double
    private let columns: Int
    private let rows: Int
    private var head: [Int32]
    private var next: [Int32] = []
    private var entrySegment: [Int32] = []
    private var segmentsA: [Point2] = []
    private var segmentsB: [Point2] = []
    private var owners: [Int32] = []

    /// A grid over `width × height` pixels (points outside are clamped to the border cells).
    init(width: Int, height: Int, radius: Double) {
        self.radius = radius
        cellSize = max(radius * 2, 2)
        columns = max(1, Int((Double(max(width, 1)) / cellSize).rounded(.up)) + 1)
        rows = max(1, Int((Double(max(height, 1)) / cellSize).rounded(.up)) + 1)
        head = [Int32](repeating: -1, count: columns * rows)
    }

    private func cell(_ v: Double, _ count: Int) -> Int {
        guard v.isFinite else { return 0 }
        return min(max(Int((v / cellSize).rounded(.down)), 0), count - 1)
    }

    /// Registers the segment from `a` to `b`, owned by stroke `owner`.
    mutating func insert(_ a: Point2, _ b: Point2, owner: Int) {
        let index = Int32(segmentsA.count)
        segmentsA.append(a)
        segmentsB.append(b)
        owners.append(Int32(truncatingIfNeeded: owner))
        let x0 = cell(min(a.x, b.x) - radius, columns), x1 = cell(max(a.x, b.x) + radius, columns)
        let y0 = cell(min(a.y, b.y) - radius, rows), y1 = cell(max(a.y, b.y) + radius, rows)
        for cy in y0...y1 {
            for cx in x0...x1 {
                let c = cy &* columns &+ cx
                next.append(head[c])
                entrySegment.append(index)
                head[c] = Int32(next.count - 1)
            }
        }
    }

    /// Registers every segment of a polyline (and the closing one of a loop).
    mutating func insert(polyline points: [Point2], closed: Bool, owner: Int) {
        guard let first = points.first else { return }
        if points.count == 1 { insert(first, first, owner: owner); return }
        for k in 1..<points.count { insert(points[k - 1], points[k], owner: owner) }
        if closed, points.count > 2 { insert(points[points.count - 1], first, owner: owner) }
    }

    /// Whether a segment not owned by `excluded` lies within `radius` of `p`.
    func hasInk(near p: Point2, excluding excluded: Int = -1) -> Bool {
        let excluded = Int32(truncatingIfNeeded: excluded)
        return hasInk(near: p) { $0 != excluded }
    }

    /// Whether a segment whose owner `accepts` lies within `radius` of `p`.
    func hasInk(near p: Point2, accepting accepts: (Int32) -> Bool) -> Bool {
        let r2 = radius * radius
        var e = head[cell(p.y, rows) &* columns &+ cell(p.x, columns)]
        while e >= 0 {
            let s = Int(entrySegment[Int(e)])
            if accepts(owners[s]), Self.squaredDistance(p, segmentsA[s], segmentsB[s]) <= r2 { return true }
            e = next[Int(e)]
        }
        return false
    }

    /// The distance from `p` to the nearest segment within `radius`, or nil when there is none.
    func distanceToInk(from p: Point2) -> Double? {
        var best = radius * radius
        var found = false
        var e = head[cell(p.y, rows) &* columns &+ cell(p.x, columns)]
        while e >= 0 {
            let s = Int(entrySegment[Int(e)])
            let d = Self.squaredDistance(p, segmentsA[s], segmentsB[s])
            if d <= best { best = d; found = true }
            e = next[Int(e)]
        }
        return found ? best.squareRoot() : nil
    }

    /// Squared distance from `p` to the segment `a`–`b`.
    static func squaredDistance(_ p: Point2, _ a: Point2, _ b: Point2) -> Double {
        let ab = b - a, ap = p - a
        let length2 = (ab * ab).sum()
        let t = length2 > 0 ? min(max((ap * ab).sum() / length2, 0), 1) : 0
        let d = ap - t * ab
        return (d * d).sum()
    }
}
