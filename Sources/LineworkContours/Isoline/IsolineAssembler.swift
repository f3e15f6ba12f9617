/// Joins marching-squares segments into lines with exactly scikit-image's `_assemble_contours`
/// rules, in time linear in the number of segments.
///
/// scikit-image keeps two dictionaries keyed by point — lines by their first point and by their
/// last point — and for each segment looks up the line starting at its head and the line ending
/// at its tail, then creates, extends, joins or closes lines; when two lines join, the older one
/// (smaller creation number) survives, and the output is sorted by creation number. Here the
/// dictionaries are arrays indexed by a point's slot, and lines are linked lists of points so
/// that extending and joining are O(1). A point is touched only by the cells of the band it lies
/// in and the band above, so slots cover just two sample rows and one band of vertical edges and
/// are recycled band by band (entries left behind can never be looked up again).
struct IsolineAssembler {
    /// A segment end: its slot in the lookup tables, the last band whose cells can touch it,
    /// and its coordinates (x, y).
    struct Endpoint {
        var slot: Int
        var band: Int
        var point: SIMD2<Double>
    }

    /// A partial line: a linked list of points, and where its ends are keyed.
    struct Line {
        var first: Int32
        var last: Int32
        var firstSlot: Int
        var firstBand: Int
        var lastSlot: Int
        var lastBand: Int
        var isAlive = true
    }

    private let width: Int
    /// Line whose first point is in a slot, or -1 (scikit-image's `starts`).
    private var starts: [Int32]
    /// Line whose last point is in a slot, or -1 (scikit-image's `ends`).
    private var ends: [Int32]
    /// Lines by creation number.
    private var lines: [Line] = []
    private var points: [SIMD2<Double>] = []
    /// Next point of the same line, or -1.
    private var next: [Int32] = []
    private var band = 0

    // Slot layout, for a row R of samples: horizontal edges of R at (R & 1)·w + column, samples
    // of R at 2w + (R & 1)·w + column, vertical edges of the current band at 4w + column.

    init(width: Int) {
        self.width = width
        starts = [Int32](repeating: -1, count: 5 * width)
        ends = starts
    }

    /// Starts the band of cells between sample rows `r` and `r + 1`, recycling the slots of row
    /// `r − 1` and of the previous band's vertical edges.
    mutating func beginBand(_ r: Int) {
        band = r
        guard r > 0 else { return }
        let parity = ((r + 1) & 1) * width
        for base in [parity, 2 * width + parity, 4 * width] {
            for slot in base ..< base + width {
                starts[slot] = -1
                ends[slot] = -1
            }
        }
    }

    /// The crossing at `x` on the horizontal edge from (column, row) to (column + 1, row) of a
    /// grid `width` samples wide.
    static func horizontal(row: Int, column: Int, x: Double, width: Int) -> Endpoint {
        let point = SIMD2(x, Double(row))
        if x == Double(column) { return sample(row: row, column: column, point: point, width: width) }
        if x == Double(column + 1) { return sample(row: row, column: column + 1, point: point, width: width) }
        return Endpoint(slot: (row & 1) * width + column, band: row, point: point)
    }

    /// The crossing at `y` on the vertical edge from (column, r) to (column, r + 1) of a grid
    /// `width` samples wide.
    static func vertical(band r: Int, column: Int, y: Double, width: Int) -> Endpoint {
        let point = SIMD2(Double(column), y)
        if y == Double(r) { return sample(row: r, column: column, point: point, width: width) }
        if y == Double(r + 1) { return sample(row: r + 1, column: column, point: point, width: width) }
        return Endpoint(slot: 4 * width + column, band: r, point: point)
    }

    /// A crossing that lies exactly on a sample: one point for every edge meeting there.
    private static func sample(row: Int, column: Int, point: SIMD2<Double>, width: Int) -> Endpoint {
        Endpoint(slot: 2 * width + (row & 1) * width + column, band: row, point: point)
    }

    /// Adds the segment `from` → `to`, following scikit-image's cases in the same order.
    mutating func add(_ from: Endpoint, _ to: Endpoint) {
        // A degenerate segment (a corner exactly at the level) is picked up by the neighbours.
        if from.slot == to.slot { return }
        let tail = Int(starts[to.slot])
        if tail >= 0 { starts[to.slot] = -1 }
        let head = Int(ends[from.slot])
        if head >= 0 { ends[from.slot] = -1 }

        switch (head >= 0, tail >= 0) {
        case (true, true) where head == tail:
            // The line comes back to its own start: close it by repeating the point.
            append(to, toLine: head, register: false)
        case (true, true):
            // Join head + tail; the older line keeps its number.
            let survivor = min(head, tail)
            let merged = Line(first: lines[head].first, last: lines[tail].last,
                              firstSlot: lines[head].firstSlot, firstBand: lines[head].firstBand,
                              lastSlot: lines[tail].lastSlot, lastBand: lines[tail].lastBand)
            next[Int(lines[head].last)] = lines[tail].first
            lines[max(head, tail)].isAlive = false
            lines[survivor] = merged
            if merged.firstBand >= band { starts[merged.firstSlot] = Int32(survivor) }
            if merged.lastBand >= band { ends[merged.lastSlot] = Int32(survivor) }
        case (false, false):
            let a = newPoint(from.point, next: -1)
            let b = newPoint(to.point, next: -1)
            next[Int(a)] = b
            let number = Int32(lines.count)
            lines.append(Line(first: a, last: b, firstSlot: from.slot, firstBand: from.band,
                              lastSlot: to.slot, lastBand: to.band))
            starts[from.slot] = number
            ends[to.slot] = number
        case (false, true):
            // The segment leads into the start of a line: prepend.
            lines[tail].first = newPoint(from.point, next: lines[tail].first)
            lines[tail].firstSlot = from.slot
            lines[tail].firstBand = from.band
            starts[from.slot] = Int32(tail)
        case (true, false):
            append(to, toLine: head, register: true)
        }
    }

    private mutating func append(_ end: Endpoint, toLine line: Int, register: Bool) {
        let node = newPoint(end.point, next: -1)
        next[Int(lines[line].last)] = node
        lines[line].last = node
        lines[line].lastSlot = end.slot
        lines[line].lastBand = end.band
        if register { ends[end.slot] = Int32(line) }
    }

    private mutating func newPoint(_ point: SIMD2<Double>, next successor: Int32) -> Int32 {
        points.append(point)
        next.append(successor)
        return Int32(truncatingIfNeeded: points.count - 1)
    }

    /// The surviving lines in creation order.
    func finish() -> [Isoline] {
        var result: [Isoline] = []
        for line in lines where line.isAlive {
            var vertices: [SIMD2<Double>] = []
            var node = line.first
            while node >= 0 {
                vertices.append(points[Int(node)])
                node = next[Int(node)]
            }
            result.append(Isoline(points: vertices))
        }
        return result
    }
}
