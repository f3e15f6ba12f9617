import LineworkContours
import LineworkCore
import LineworkPlotter

/// Bundle merging: strokes that run within `tolerance` of a stroke already drawn are cut back to
/// the parts that add new ink, so a bundle of near-parallel outlines collapses into one line.
///
/// This is the seed's IoU de-duplication carried from boxes to geometry. A sweep traces the same
/// edge at many contrast settings; where contrast changes fast the outlines lie a pixel or two
/// apart and print as one thick, fuzzy line. Box IoU cannot see that (a hair outline and a face
/// outline can share a box), and whole-shape matching keeps a contour that is doubled over most
/// of its length but differs somewhere. Merging works per point instead:
///
/// 1. strokes are taken in priority order (the caller's; `merged(_:)` uses longest first, so
///    the most coherent outline of a bundle becomes its representative);
/// 2. each point of a stroke is *covered* when a kept stroke passes within `tolerance`;
/// 3. the stroke is split into runs of uncovered points; each run is grown at both ends over
///    covered points for as long as they come closer to the old ink, so the new line meets the
///    old one (a "T" stays joined) instead of stopping a tolerance short of it; runs shorter
///    than `minimumRunLength` are dropped (they are the bundle's fuzz);
/// 4. the kept runs join the index.
///
/// A closed stroke that is entirely uncovered stays closed. Points are working pixels. Cost:
/// O(points · local density), through a `SegmentGrid`.
public struct BundleMerger: Sendable, Equatable, Codable {
    /// Distance in working pixels under which ink counts as already drawn. Default 2.0: beyond
    /// the 1.5 px at which two lines merge visually at the default 1.2 px pen, so nothing left
    /// prints as a doubled line, yet below the 3–4 px spacing of deliberate parallel lines (the
    /// two sides of a 3-px stroke both survive).
    public var tolerance = 2.0
    /// Runs of new ink shorter than this are dropped, in working pixels. Default 6: a bundle's
    /// outlines wander in and out of the tolerance in short stretches, and a 6-px tick is dust
    /// at 512 px.
    public var minimumRunLength = 6.0

    /// Strokes whose *support* is below this are dropped before merging; default 0 (keep all).
    ///
    /// A stroke's support is the share of its length that runs within `tolerance` of a stroke
    /// traced at a level at least `minimumLevelGap` away from its own (see `merged(_:levels:…)`).
    /// Across a sweep, a sharp edge is traced at thresholds far apart, so its outlines confirm
    /// one another (support near 1); on a smooth gradient, thresholds far apart trace outlines
    /// far apart (support near 0), and those lone rings are banding, not edges. In effect a
    /// stroke is kept where the intensity changes by `minimumLevelGap` within about twice the
    /// tolerance.
    public var minimumSupport = 0.0
    /// How different two strokes' levels must be for one to support the other, in the caller's
    /// level units (8-bit gray values for thresholds). Default 0: any other stroke.
    public var minimumLevelGap = 0.0

    /// Creates a merger; the defaults are those of the properties (tolerance 2 px, runs of 6 px, no support or level filter).
    public init(tolerance: Double = 2.0, minimumRunLength: Double = 6.0, minimumSupport: Double = 0,
                minimumLevelGap: Double = 0) {
        self.tolerance = tolerance
        self.minimumRunLength = minimumRunLength
        self.minimumSupport = minimumSupport
        self.minimumLevelGap = minimumLevelGap
    }

    /// Ink before and after merging, in working pixels.
    public struct Lengths: Sendable, Equatable {
        /// Total length of the input strokes, in working pixels.
        public var input: Double
        /// Total length of the kept pieces, in working pixels.
        public var kept: Double

        /// Creates a record of the ink before (`input`) and after (`kept`) merging, in working pixels.
        public init(input: Double, kept: Double) {
            self.input = input
            self.kept = kept
        }
    }

    /// What merging did.
    public struct Result: Sendable {
        /// The surviving pieces, in the order they were kept.
        public var strokes: [PlotterOrder.Stroke]
        /// For each piece, the index of the input stroke it came from.
        public var sources: [Int]
        /// Ink before and after.
        public var lengths: Lengths
    }

    /// Merges `strokes`, longest first.
    ///
    /// - Parameters:
    ///   - strokes: polylines in working pixels (closed ones without a repeated first point).
    ///   - levels: each stroke's level (e.g. the threshold that traced it), for the support
    ///     filter; nil counts every other stroke as support.
    ///   - width: the working image's width (for the spatial index; points outside are fine).
    ///   - height: the working image's height.
    /// - Returns: the kept pieces, longest source first. Non-finite or negative options are
    ///   treated as 0 (nothing merges).
    public func merged(_ strokes: [PlotterOrder.Stroke], levels: [Double]? = nil, width: Int, height: Int) -> Result {
        let lengths = strokes.map { Polygon.perimeter($0.points, closed: $0.closed) }
        var order = strokes.indices.sorted { (lengths[$0], $1) > (lengths[$1], $0) }
        if minimumSupport > 0 {
            let given = levels.flatMap { $0.count == strokes.count ? $0 : nil }
            let gap = given != nil && minimumLevelGap.isFinite ? max(minimumLevelGap, 0) : 0
            let support = Self.support(of: strokes, levels: given ?? strokes.indices.map(Double.init), gap: gap,
                                       width: width, height: height, tolerance: tolerance)
            order = order.filter { support[$0] >= minimumSupport }
        }
        return merged(strokes, inOrder: order, width: width, height: height)
    }

    /// Each stroke's support: the share of its length within `tolerance` of a stroke whose level
    /// differs from its own by at least `gap` (and which is not itself).
    static func support(of strokes: [PlotterOrder.Stroke], levels: [Double], gap: Double, width: Int, height: Int,
                        tolerance: Double) -> [Double] {
        let tolerance = tolerance.isFinite ? max(tolerance, 0) : 0
        var grid = SegmentGrid(width: width, height: height, radius: tolerance)
        for (k, stroke) in strokes.enumerated() { grid.insert(polyline: stroke.points, closed: stroke.closed, owner: k) }
        return levels.withUnsafeBufferPointer { levels in
            strokes.enumerated().map { k, stroke in
                var total = 0.0, supported = 0.0
                let own = levels[k]
                DoubledInk.forEachSample(of: stroke.points, closed: stroke.closed, step: 1) { p, length in
                    total += length
                    let confirmed = grid.hasInk(near: p) { owner in
                        Int(owner) != k && !(abs(levels[Int(owner)] - own) < gap)
                    }
                    if confirmed { supported += length }
                }
                return total > 0 ? supported / total : 0
            }
        }
    }

    /// Merges `strokes`, taking them in the order of the indices in `order`.
    public func merged(_ strokes: [PlotterOrder.Stroke], inOrder order: [Int], width: Int, height: Int) -> Result {
        let tolerance = self.tolerance.isFinite ? max(self.tolerance, 0) : 0
        let minimumRun = minimumRunLength.isFinite ? max(minimumRunLength, 0) : 0
        var grid = SegmentGrid(width: width, height: height, radius: tolerance)
        var result = Result(strokes: [], sources: [], lengths: Lengths(input: 0, kept: 0))
        var covered: [Bool] = []
        for source in order where strokes.indices.contains(source) {
            let stroke = strokes[source]
            let points = Self.densified(stroke.points, closed: stroke.closed)
            guard !points.isEmpty else { continue }
            result.lengths.input += Polygon.perimeter(points, closed: stroke.closed)
            covered.removeAll(keepingCapacity: true)
            for p in points { covered.append(tolerance > 0 && grid.hasInk(near: p)) }
            var pieces: [PlotterOrder.Stroke] = []
            if !covered.contains(true) {
                pieces = [(points, stroke.closed)]
            } else {
                let n = points.count
                func at(_ k: Int) -> Int { (k % n + n) % n }
                for run in Self.runs(of: covered, closed: stroke.closed) {
                    // Grow over covered points while they approach the ink that covers them.
                    let limit = Int(tolerance.rounded(.up)) + 2
                    func grow(from start: Int, by step: Int) -> Int {
                        var end = start, closest = Double.infinity
                        for k in 1...limit {
                            let i = start + step * k
                            if !stroke.closed && (i < 0 || i >= n) { break }
                            guard covered[at(i)], let d = grid.distanceToInk(from: points[at(i)]), d < closest else { break }
                            closest = d
                            end = i
                        }
                        return end
                    }
                    let lower = grow(from: run.lowerBound, by: -1), upper = grow(from: run.upperBound, by: 1)
                    var piece: [Point2] = []
                    piece.reserveCapacity(upper - lower + 1)
                    for k in lower...upper { piece.append(points[at(k)]) }
                    pieces.append((piece, false))
                }
            }
            let kept = pieces.filter { $0.points.count > 1 && Polygon.perimeter($0.points, closed: $0.closed) >= minimumRun }
            for piece in kept {
                result.strokes.append(piece)
                result.sources.append(source)
                result.lengths.kept += Polygon.perimeter(piece.points, closed: piece.closed)
            }
            // Index the kept pieces only after the whole stroke is classified, so a stroke never
            // covers itself.
            for piece in kept { grid.insert(polyline: piece.points, closed: piece.closed, owner: source) }
        }
        return result
    }

    /// The maximal runs of uncovered indices. For a closed stroke, runs may wrap around: indices
    /// then exceed `covered.count` and are taken modulo the count by the caller.
    static func runs(of covered: [Bool], closed: Bool) -> [ClosedRange<Int>] {
        let n = covered.count
        guard n > 0 else { return [] }
        var runs: [ClosedRange<Int>] = []
        if closed {
            // Start just after a covered point, so no run is cut in two by the seam.
            guard let anchor = covered.firstIndex(of: true) else { return [0...(n - 1)] }
            var k = 1
            while k <= n {
                let i = anchor + k
                if covered[i % n] { k += 1; continue }
                var end = k
                while end + 1 <= n && !covered[(anchor + end + 1) % n] { end += 1 }
                runs.append((anchor + k)...(anchor + end))
                k = end + 1
            }
        } else {
            var k = 0
            while k < n {
                if covered[k] { k += 1; continue }
                var end = k
                while end + 1 < n && !covered[end + 1] { end += 1 }
                runs.append(k...end)
                k = end + 1
            }
        }
        return runs
    }

    /// The polyline with points inserted so that no segment is longer than 1 px: coverage is
    /// decided per point. Lattice chains from the tracers (steps of 1 or √2 px) barely change.
    static func densified(_ points: [Point2], closed: Bool) -> [Point2] {
        guard points.count > 1 else { return points }
        var out: [Point2] = []
        out.reserveCapacity(points.count)
        let count = closed ? points.count : points.count - 1
        for k in 0..<count {
            let a = points[k], b = points[(k + 1) % points.count]
            out.append(a)
            let length = Polygon.distance(a, b)
            guard length > 1.5, length.isFinite else { continue }
            let n = Int(min(length.rounded(.up), 65_536))
            for i in 1..<n { out.append(a + Double(i) / Double(n) * (b - a)) }
        }
        if !closed { out.append(points[points.count - 1]) }
        return out
    }
}
