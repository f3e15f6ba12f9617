import LineworkCore

/// One Lloyd step at a time of `WeightedStippling` on a `DensityGrid`: every pixel with
/// weight goes to its nearest dot, and every dot moves to the weighted centroid of its pixels.
///
/// Nearest dots are exact: the dots are bucketed (`PointBuckets`) in square cells 1.5 dot
/// spacings wide where ρ is 1, and a pixel searches rings of cells outward from its own until
/// the next ring lies farther than the best dot so far (ties go to the lower index). The
/// buffers (buckets, per-chunk sums) are made once and reused by every step.
struct LloydRelaxer {
    let grid: DensityGrid
    /// Chunks of rows, each with its own sums; one per thread.
    let chunks: Int
    private var buckets: PointBuckets
    /// Per chunk and dot: Σρ, Σρx, Σρy.
    private var sums: [Double]

    init(grid: DensityGrid, dotCount: Int) {
        self.grid = grid
        // Where ρ is 1 a dot holds total / count pixels: a spacing of √(total / count).
        let spacing = (max(grid.total, 1) / Double(max(dotCount, 1))).squareRoot()
        buckets = PointBuckets(width: grid.width, height: grid.height, side: 1.5 * spacing)
        chunks = max(1, min(Parallel.threadCount, grid.height))
        sums = [Double](repeating: 0, count: chunks * dotCount * 3)
    }

    /// Moves `dots` (grid coordinates) one Lloyd step.
    mutating func step(_ dots: inout [Point2]) {
        let n = dots.count
        buckets.rebuild(dots)
        for i in sums.indices { sums[i] = 0 }
        let (w, h, chunks, buckets) = (grid.width, grid.height, chunks, buckets)
        // Polled once a row on every thread: a step over a large grid takes seconds.
        let token = Cancellation.current
        dots.withUnsafeBufferPointer { dotBuffer in
        buckets.order.withUnsafeBufferPointer { order in
        buckets.starts.withUnsafeBufferPointer { starts in
        grid.density.withUnsafeBufferPointer { density in
        sums.withUnsafeMutableBufferPointer { sums in
            let dotBase = dotBuffer.baseAddress!, orderBase = order.baseAddress!, startBase = starts.baseAddress!
            let densityBase = density.baseAddress!, sumBase = sums.baseAddress!
            Parallel.forEach(chunks) { chunk in
                let out = sumBase + chunk * n * 3
                for y in (h * chunk / chunks)..<(h * (chunk + 1) / chunks) {
                    if token?.isCancelled == true { return }
                    for x in 0..<w {
                        let rho = densityBase[y &* w &+ x]
                        if rho <= 0 { continue }
                        let p = Point2(Double(x), Double(y))
                        let center = buckets.cell(p)
                        let inset = buckets.inset(p, in: center)
                        var best = -1, bestDistance = Double.infinity
                        var ring = 0
                        while buckets.ringOverlaps(ring, around: center) {
                            if best >= 0 {
                                // Every dot of this ring is at least this far away.
                                let bound = Double(ring - 1) * buckets.side + inset
                                if bound * bound >= bestDistance { break }
                            }
                            buckets.forEachCell(ring: ring, around: center) { b in
                                for k in Int(startBase[b])..<Int(startBase[b + 1]) {
                                    let i = Int(orderBase[k])
                                    let d = dotBase[i] - p
                                    let distance = d.x * d.x + d.y * d.y
                                    if distance < bestDistance || (distance == bestDistance && i < best) {
                                        bestDistance = distance
                                        best = i
                                    }
                                }
                            }
                            ring += 1
                        }
                        let weight = Double(rho)
                        let o = out + best * 3
                        o[0] += weight
                        o[1] += weight * p.x
                        o[2] += weight * p.y
                    }
                }
            }
        }
        }
        }
        }
        }
        for i in 0..<n {
            var (m, sx, sy) = (0.0, 0.0, 0.0)
            for chunk in 0..<chunks {
                let o = (chunk * n + i) * 3
                m += sums[o]; sx += sums[o + 1]; sy += sums[o + 2]
            }
            if m > 0 { dots[i] = Point2(sx / m, sy / m) }
        }
    }
}
