import LineworkCore

/// Weighted Voronoi stippling (Secord, NPAR 2002): dots whose density reproduces a tone, placed
/// by Lloyd's relaxation on the density.
///
/// - Density: ρ = (darkness − paper) / (1 − paper), 0 below `paper` and on occluded pixels,
///   so the dots stay off the paper and out of the line layer's clearance, and the number of
///   dots per area grows linearly with the darkness above the paper.
/// - Start: `count` dots along a Hilbert curve through the grid, one per equal share of ρ
///   (`DensityGrid.hilbertStart`; the jitter is seeded, so a drawing is the same every time).
/// - Relaxation: `iterations` Lloyd steps. Each step assigns every pixel with ρ > 0 of a
///   relaxation grid to its nearest dot (exactly: the dots are bucketed in square cells and a
///   pixel searches rings of cells outward until no unsearched cell can hold a nearer dot,
///   Secord's centroidal Voronoi diagram on a raster), then moves every dot to the
///   ρ-weighted centroid of its pixels. A dot whose cell has no weight stays.
/// - Grid: the working image, rescaled so that it holds `gridPixelsPerDot` pixels per dot
///   (supersampled for 100,000 dots on a 512 px working image, subsampled for a few dots on
///   a large one); the density is read bilinearly from `ToneField`.
///
/// Cost per step is O(grid pixels · dots per searched cell), about ten distance tests a pixel.
/// The rows are split into one chunk per thread, each with its own centroid sums (three per
/// dot), added in chunk order, so the result does not depend on scheduling.
/// Coordinates are working pixels with pixel centres at integers.
struct WeightedStippling: Sendable, Equatable {
    /// The dots, in working pixels.
    let dots: [Point2]
    /// The darkness (`ToneField`) under each dot, in [0, 1].
    let darkness: [Float]

    /// Working pixels per dot when `HatchOptions.dots` is 0: 20. At the default 512 px working
    /// size that is about 10,000 dots, which at the darkest tones sit about 2 px apart, so the
    /// 0.84 px tone pen's dots stay separate marks (every dot is a pen touch on a plotter).
    static let pixelsPerDot = 20.0
    /// Lloyd steps: 24, chosen by eye on camera.png at 512 px, where later steps no longer
    /// changed the picture; each step costs one pass over the grid.
    static let iterations = 24
    /// Relaxation-grid pixels per dot: 48, whatever the working size. Where ρ is 1 a dot's
    /// cell is then about 48 times the mean ρ pixels (20 on a typical photo). Beside a
    /// StippleGen-style reference (Scripts/make-tone-references: an exact k-d-tree Lloyd on a
    /// 2× grid) the dark areas at 24 showed worms, chains of touching dots, that more steps
    /// (48) did not undo: a dark cell of ten-odd pixels stalls in a grid-shaped arrangement.
    /// At 48 the dots within one pen width of their nearest neighbour fell from 0.9 % to 0.1 %
    /// on coffee.png (9,000 dots), for half as much time again; 64 was no better by eye. With
    /// fewer, a cell's centroid snaps to the grid (rows of dots); more only cost time (a
    /// 4000 px working image with 100,000 dots took 23 s on its own grid, 120 pixels a dot).
    static let gridPixelsPerDot = 48.0
    /// The most relaxation-grid pixels: 2²⁴ (16.8 M), 134 MB of density and sums at most.
    static let maximumGridPixels = 1 << 24

    /// - Parameters:
    ///   - field: the tone.
    ///   - occluded: `StrokeOcclusion.mask` of the line layer (field-sized, row-major), or nil.
    ///   - count: the dots, at least 1.
    ///   - paper: the darkness below which no dot goes, in [0, 1).
    ///   - seed: the seed of the start's jitter.
    init(field: ToneField, occluded: [Bool]?, count: Int, paper: Double, seed: UInt64 = 0x5717) {
        let (w, h) = (field.width, field.height)
        guard w > 0, h > 0, count > 0 else { dots = []; darkness = []; return }
        // Scale s: grid pixel (gx, gy) is centred on working point ((gx + ½) / s − ½, …).
        let wanted = Self.gridPixelsPerDot * Double(count) / Double(w * h)
        let most = Double(Self.maximumGridPixels) / Double(w * h)
        let s = min(wanted.squareRoot(), most.squareRoot())
        let grid = DensityGrid(field: field, occluded: occluded, scale: s, paper: Float(paper))
        guard grid.total > 0 else { dots = []; darkness = []; return }
        var points = grid.hilbertStart(count: count, seed: seed)
        var relaxer = LloydRelaxer(grid: grid, dotCount: count)
        // Abandoned work (`Cancellation`) stops between and within steps; the caller's next
        // checkpoint drops the half-relaxed dots.
        for _ in 0..<Self.iterations where !Cancellation.isCancelled { relaxer.step(&points) }
        dots = points.map { Point2(($0.x + 0.5) / s - 0.5, ($0.y + 0.5) / s - 0.5) }
        darkness = dots.map { field.darkness(at: $0) }
    }
}

/// The density ρ of `WeightedStippling` on its relaxation grid, with its running sum for
/// sampling. Grid coordinates have pixel centres at integers.
struct DensityGrid: Sendable {
    let width: Int
    let height: Int
    /// Row-major ρ in [0, 1].
    let density: [Float]
    /// The sum of `density`.
    let total: Double

    init(field: ToneField, occluded: [Bool]?, scale s: Double, paper: Float) {
        width = max(1, Int((Double(field.width) * s).rounded()))
        height = max(1, Int((Double(field.height) * s).rounded()))
        let (w, h, fw, fh) = (width, height, field.width, field.height)
        var density = [Float](repeating: 0, count: w * h)
        let scale = 1 / max(1e-6, 1 - paper)
        let token = Cancellation.current
        density.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!
            Parallel.forEachChunk(h) { rows in
                for gy in rows {
                    // Up to 2²⁴ pixels: abandoned work (`Cancellation`) stops, polled once a row.
                    if token?.isCancelled == true { return }
                    let y = (Double(gy) + 0.5) / s - 0.5
                    let oy = min(fh - 1, max(0, Int(y.rounded())))
                    for gx in 0..<w {
                        let x = (Double(gx) + 0.5) / s - 0.5
                        if let occluded, occluded[oy &* fw &+ min(fw - 1, max(0, Int(x.rounded())))] { continue }
                        let d = field.darkness(at: Point2(x, y))
                        if d > paper { base[gy &* w &+ gx] = (d - paper) * scale }
                    }
                }
            }
        }
        self.density = density
        // Abandoned (`Cancellation`): an empty grid, which draws no dot.
        total = token?.isCancelled == true ? 0 : density.reduce(0.0) { $0 + Double($1) }
    }

    /// `count` points spread along a Hilbert curve through the grid at equal steps of the
    /// running sum of ρ (with a seeded jitter inside each pixel): a start already even at every
    /// scale, since the curve keeps nearby steps nearby. Lloyd's steps smooth a clump only
    /// diffusively (a clump n dots wide takes about n² steps), so a random start left the
    /// darkest areas mottled after 24 steps.
    func hilbertStart(count: Int, seed: UInt64) -> [Point2] {
        var side = 1
        while side < max(width, height) { side *= 2 }
        var random = SplitMix64(seed: seed)
        var points: [Point2] = []
        points.reserveCapacity(count)
        let step = total / Double(count)
        var sum = 0.0, next = step / 2
        let token = Cancellation.current
        for d in 0..<(side * side) {
            // Up to 2²⁶ cells: abandoned work (`Cancellation`) stops, polled every 65,536.
            if d & 0xFFFF == 0, token?.isCancelled == true { break }
            let (x, y) = Self.hilbertPoint(d, side: side)
            guard x < width, y < height else { continue }
            sum += Double(density[y * width + x])
            while sum > next && points.count < count {
                points.append(Point2(Double(x) + Double.random(in: -0.5..<0.5, using: &random),
                                     Double(y) + Double.random(in: -0.5..<0.5, using: &random)))
                next += step
            }
        }
        return points
    }

    /// The cell at distance `d` along the Hilbert curve through a `side` × `side` square
    /// (`side` a power of 2): each level reads two bits of d as a quadrant and turns the
    /// lower levels' coordinates to the quadrant's orientation.
    static func hilbertPoint(_ d: Int, side: Int) -> (x: Int, y: Int) {
        var (x, y, t, s) = (0, 0, d, 1)
        while s < side {
            let rx = 1 & (t / 2), ry = 1 & (t ^ rx)
            if ry == 0 {
                if rx == 1 { (x, y) = (s - 1 - x, s - 1 - y) }
                (x, y) = (y, x)
            }
            x += s * rx
            y += s * ry
            t /= 4
            s *= 2
        }
        return (x, y)
    }
}
