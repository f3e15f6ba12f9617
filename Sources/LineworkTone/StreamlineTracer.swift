import LineworkCore

/// The state of `FlowStreamlines`' tracing: the field, and a spatial hash of the points of
/// the lines traced so far (a linked list per cell: `head` and `link`, so adding a point
/// allocates nothing but the arrays' growth).
struct StreamlineTracer {
    let field: ToneField
    let tangents: [SIMD2<Float>]
    let occluded: [Bool]?
    let closest: Double
    let paper: Float
    /// Hash cells of `closest` px.
    let side: Double
    let columns: Int
    let rows: Int
    private var head: [Int32]
    private var link: [Int32] = []
    private var points: [Point2] = []
    /// Per point: its line and its index along the line (negative for the backward half).
    private var owner: [(line: Int32, index: Int32)] = []
    /// Per line: false once dropped (its points stay in the hash but no longer count).
    private var alive: [Bool] = []

    init(field: ToneField, tangents: [SIMD2<Float>], occluded: [Bool]?, closest: Double, paper: Float) {
        (self.field, self.tangents, self.occluded, self.closest, self.paper) = (field, tangents, occluded, closest, paper)
        side = max(1, closest)
        columns = max(1, Int((Double(field.width) / side).rounded(.up)))
        rows = max(1, Int((Double(field.height) / side).rounded(.up)))
        head = [Int32](repeating: -1, count: columns * rows)
    }

    /// The separation wanted at `p`, or nil where the tone has run out (or outside, or occluded).
    func separation(at p: Point2) -> Double? {
        let (w, h) = (field.width, field.height)
        guard p.x >= -0.5, p.y >= -0.5, p.x < Double(w) - 0.5, p.y < Double(h) - 0.5 else { return nil }
        if let occluded, occluded[min(h - 1, Int(p.y + 0.5)) * w + min(w - 1, Int(p.x + 0.5))] { return nil }
        let t = Double((field.darkness(at: p) - paper) / max(1e-6, 1 - paper))
        guard t * FlowStreamlines.widest > 1 else { return nil }
        return closest / t
    }

    /// Whether any live point lies within `radius` of `p`, other than the points of `line`
    /// within `skip` steps of `index` along it.
    func crowded(_ p: Point2, radius: Double, line: Int, index: Int, skip: Int) -> Bool {
        let cx = Int((p.x + 0.5) / side), cy = Int((p.y + 0.5) / side)
        let reach = Int((radius / side).rounded(.up))
        let r2 = radius * radius
        for y in max(0, cy - reach)...min(rows - 1, cy + reach) {
            for x in max(0, cx - reach)...min(columns - 1, cx + reach) {
                var k = head[y * columns + x]
                while k >= 0 {
                    let i = Int(k)
                    k = link[i]
                    let (l, at) = (Int(owner[i].line), Int(owner[i].index))
                    if !alive[l] || (l == line && abs(at - index) <= skip) { continue }
                    let d = points[i] - p
                    if d.x * d.x + d.y * d.y < r2 { return true }
                }
            }
        }
        return false
    }

    private mutating func add(_ p: Point2, line: Int, index: Int) {
        let cell = min(rows - 1, max(0, Int((p.y + 0.5) / side))) * columns + min(columns - 1, max(0, Int((p.x + 0.5) / side)))
        link.append(head[cell])
        head[cell] = Int32(points.count)
        points.append(p)
        owner.append((Int32(line), Int32(index)))
    }

    /// The field's direction at `p`, turned to agree with `direction`; nil where it vanishes.
    func tangent(at p: Point2, along direction: Point2) -> Point2? {
        let (w, h) = (field.width, field.height)
        let x = min(max(p.x, 0), Double(w - 1)), y = min(max(p.y, 0), Double(h - 1))
        let x0 = Int(x), y0 = Int(y), x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1)
        let fx = x - Double(x0), fy = y - Double(y0)
        var sum = Point2(0, 0)
        for (i, weight) in [(y0 * w + x0, (1 - fx) * (1 - fy)), (y0 * w + x1, fx * (1 - fy)),
                            (y1 * w + x0, (1 - fx) * fy), (y1 * w + x1, fx * fy)] {
            let t = Point2(Double(tangents[i].x), Double(tangents[i].y))
            sum += ((t * direction).sum() < 0 ? -weight : weight) * t
        }
        let length = (sum * sum).sum().squareRoot()
        return length > 1e-6 ? sum / length : nil
    }

    /// One half of a line from `seed`, first direction `direction`, the seed excluded.
    private mutating func half(from seed: Point2, direction: Point2, line: Int, sign: Int) -> [Point2] {
        var out: [Point2] = []
        var (p, d) = (seed, direction)
        let h = FlowStreamlines.step
        // A line's own points count only when more than this many steps back along it.
        let limit = 4 * Int(Double(field.width + field.height) / h)
        while out.count < limit {
            guard let t1 = tangent(at: p, along: d), let t2 = tangent(at: p + (h / 2) * t1, along: t1) else { break }
            let q = p + h * t2
            guard let separation = separation(at: q) else { break }
            let test = FlowStreamlines.testFactor * separation
            let index = sign * (out.count + 1)
            if crowded(q, radius: test, line: line, index: index, skip: Int((3 * test / h).rounded(.up))) { break }
            out.append(q)
            add(q, line: line, index: index)
            (p, d) = (q, t2)
        }
        return out
    }

    /// A line through `seed` when there is room for one there, dropped (nil) when shorter
    /// than `minimumLength`.
    private mutating func line(from seed: Point2, minimumLength: Double) -> [Point2]? {
        guard let separation = separation(at: seed),
              !crowded(seed, radius: separation, line: -1, index: 0, skip: 0),
              let start = tangent(at: seed, along: Point2(1, 0.001)) else { return nil }
        let id = alive.count
        alive.append(true)
        add(seed, line: id, index: 0)
        let forward = half(from: seed, direction: start, line: id, sign: 1)
        let backward = half(from: seed, direction: -start, line: id, sign: -1)
        let length = Double(forward.count + backward.count) * FlowStreamlines.step
        guard length >= minimumLength, forward.count + backward.count > 0 else { alive[id] = false; return nil }
        return backward.reversed() + [seed] + forward
    }

    /// Every line, in the order traced.
    mutating func trace(minimumLength: Double) -> [[Point2]] {
        var lines: [[Point2]] = []
        var next = 0   // the first line whose neighbours' seeds are not yet tried
        var scan = 0   // the next grid point of the scan for fresh seeds
        let scanColumns = max(1, Int(Double(field.width) / closest)), scanRows = max(1, Int(Double(field.height) / closest))
        let token = Cancellation.current
        // Abandoned work (`Cancellation`) stops after the line being traced; the caller's next
        // checkpoint drops the lines.
        while token?.isCancelled != true {
            if next < lines.count {
                // Jobard & Lefer's seeds: d(p) to either side of every point of the line.
                let line = lines[next]
                next += 1
                for k in line.indices {
                    let p = line[k]
                    guard let separation = separation(at: p) else { continue }
                    let along = line[min(k + 1, line.count - 1)] - line[max(k - 1, 0)]
                    let length = (along * along).sum().squareRoot()
                    guard length > 0 else { continue }
                    let normal = Point2(-along.y, along.x) / length
                    for seed in [p + separation * normal, p - separation * normal] {
                        if let found = self.line(from: seed, minimumLength: minimumLength) { lines.append(found) }
                    }
                }
                continue
            }
            guard scan < scanColumns * scanRows else { break }
            let seed = Point2((Double(scan % scanColumns) + 0.5) * closest - 0.5, (Double(scan / scanColumns) + 0.5) * closest - 0.5)
            scan += 1
            if let found = line(from: seed, minimumLength: minimumLength) { lines.append(found) }
        }
        return lines
    }
}
