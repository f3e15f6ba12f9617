import LineworkContours
import LineworkCore

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

    /// The most cells along a side: 2048, so at most about 4 M cells, 16 MB of list heads.
    /// `width` and `height` are only the index's extent, so a larger one widens the cells
    /// instead: the answers stay exact, only a query looks at more segments. A 4000-pixel side
    /// at the smallest cells (2 px) has 2000.
    static let maximumCellsPerSide = 2048

    /// A grid over `width × height` pixels (points outside are clamped to the border cells).
    init(width: Int, height: Int, radius: Double) {
        self.radius = radius
        cellSize = max(radius * 2, 2, Double(max(width, height)) / Double(Self.maximumCellsPerSide))
        columns = max(1, Int((Double(max(width, 1)) / cellSize).rounded(.up)) + 1)
        rows = max(1, Int((Double(max(height, 1)) / cellSize).rounded(.up)) + 1)
        head = [Int32](repeating: -1, count: columns * rows)
    }

    private func cell(_ v: Double, _ count: Int) -> Int {
        // Clamped as a Double first: a coordinate far outside the grid (1e300, ∞) has no Int.
        let c = (v / cellSize).rounded(.down)
        guard !c.isNaN, c > 0 else { return 0 }
        return c < Double(count - 1) ? Int(c) : count - 1
    }

    /// Registers the segment from `a` to `b`, owned by stroke `owner`.
    mutating func insert(_ a: Point2, _ b: Point2, owner: Int) {
        let index = Int32(segmentsA.count)
        segmentsA.append(a)
        segmentsB.append(b)
        owners.append(Int32(truncatingIfNeeded: owner))
        // Cells of both ends, in order: a NaN coordinate maps to cell 0 whichever end it is.
        let (xa, xb) = (cell(min(a.x, b.x) - radius, columns), cell(max(a.x, b.x) + radius, columns))
        let (ya, yb) = (cell(min(a.y, b.y) - radius, rows), cell(max(a.y, b.y) + radius, rows))
        for cy in min(ya, yb)...max(ya, yb) {
            for cx in min(xa, xb)...max(xa, xb) {
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
