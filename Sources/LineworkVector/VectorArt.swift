import LineworkContours
import LineworkCore
import LineworkPlotter

/// Thinned, plotter-ready vector art from contours: the last stage before rendering.
///
/// The pipeline, in order:
/// 1. `speckle`: drop strokes with fewer than `minimumPoints` points or shorter than
///    `minimumLength` pixels;
/// 2. `simplify`: Ramer–Douglas–Peucker with `simplifyEpsilon` pixels (skipped when `curves`
///    is set: the curve fitter needs the pixel chain);
/// 3. plotter order (optional): `merge` ends within `mergeTolerance`, then `sort` to cut pen-up travel;
/// 4. `fit` (when `curves` is set): potrace's optimal polygon, corners and Bézier curves
///    (`CurveFitter`); otherwise `smooth` (optional): cubic Béziers that keep corners (`PathSmoothing`).
public struct VectorArt: Sendable, Equatable {
    /// The settings; every default is chosen for the bundled photos at 512 px.
    public struct Options: Sendable, Equatable, Codable {
        /// Strokes with fewer points are specks. Default 1 (the contour request already filters).
        public var minimumPoints = 1
        /// Strokes shorter than this many pixels are dropped. Default 8: shorter marks read as dust
        /// in a drawing 512 px wide.
        public var minimumLength = 8.0
        /// RDP tolerance in pixels. Default 0.8: removes the pixel staircase (deviation ≤ 0.71 px on
        /// diagonals) but keeps every bend wider than a pixel.
        public var simplifyEpsilon = 0.8
        /// Smooth into Béziers. Default true.
        public var smoothing: PathSmoothing? = PathSmoothing()
        /// Fit curves with Selinger's potrace method instead of simplifying and smoothing.
        /// Default nil (`contours` and `sweep` keep their RDP look); `draw` sets it.
        public var curves: CurveFitter? = nil
        /// Whether closed strokes are region borders from the border tracer, which `curves`
        /// fits along their pixel edges as potrace does (default); false for centre lines.
        public var strokesAreOutlines = true
        /// Join open strokes whose ends are this close (pixels); nil = no merging. Default nil.
        public var mergeTolerance: Double? = nil
        /// Reorder for the plotter (greedy + 2-opt). Default false: keep the tracer's order.
        public var sortForPlotter = false

        /// Creates the default options (see each property for its default).
        public init() {}
    }

    /// Pen-up travel before and after ordering, in pixels (equal when not sorting).
    public struct Travel: Sendable, Equatable {
        /// Total pen-up travel in the tracer's order, in pixels.
        public var before: Double
        /// Total pen-up travel after merging and sorting, in pixels.
        public var after: Double

        /// Creates a travel record from the distances before and after ordering, in pixels.
        public init(before: Double, after: Double) {
            self.before = before
            self.after = after
        }
    }

    /// The finished paths, in drawing order, in working-image pixels.
    public var paths: [VectorPath]
    /// Pen-up travel before and after plotter ordering.
    public var travel: Travel
    /// How many joins `mergeTolerance` made (0 without merging). Merging joins open strokes
    /// only, so a drawing of closed contours has nothing to join.
    public var joins = 0

    /// Builds the art from polylines (`closed` ones are loops without a repeated first point, or with one).
    public init(strokes: [PlotterOrder.Stroke], options: Options) {
        var kept = strokes.compactMap { stroke -> PlotterOrder.Stroke? in
            var points = stroke.points
            if stroke.closed, points.count > 1, points.first == points.last { points.removeLast() }
            guard points.count >= options.minimumPoints,
                  Polygon.perimeter(points, closed: stroke.closed) >= options.minimumLength else { return nil }
            if options.curves != nil { return (points, stroke.closed) }
            return (Polygon.simplified(points, epsilon: options.simplifyEpsilon, closed: stroke.closed), stroke.closed)
        }
        let before = PlotterOrder.travel(kept)
        if let tolerance = options.mergeTolerance {
            let count = kept.count
            kept = PlotterOrder.merge(kept, tolerance: tolerance)
            joins = count - kept.count
        }
        if options.sortForPlotter { kept = PlotterOrder.sort(kept) }
        travel = Travel(before: before, after: PlotterOrder.travel(kept))
        paths = Self.paths(of: kept, options: options)
    }

    /// Step 4 for every stroke, in order. Strokes are fitted independently, so they are spread
    /// over all cores (curve fitting is most of this stage's time); the result does not depend
    /// on the number of threads.
    static func paths(of strokes: [PlotterOrder.Stroke], options: Options) -> [VectorPath] {
        [VectorPath](unsafeUninitializedCapacity: strokes.count) { buffer, count in
            let base = buffer.baseAddress
            strokes.withUnsafeBufferPointer { strokes in
                Parallel.forEachChunk(strokes.count, minimumChunk: 16) { range in
                    for i in range {
                        let stroke = strokes[i]
                        let path = options.curves?.fit(stroke.points, closed: stroke.closed,
                                                       outline: options.strokesAreOutlines)
                            ?? options.smoothing?.smooth(stroke.points, closed: stroke.closed)
                            ?? VectorPath(polyline: stroke.points, closed: stroke.closed)
                        base.map { ($0 + i).initialize(to: path) }
                    }
                }
            }
            count = strokes.count
        }
    }

    /// Centerline strokes of the foreground of `mask` with the default `CenterlineOptions`: the
    /// skeleton, spurs removed, strokes continued straight through junctions and across small
    /// gaps (`Centerlines.trace`). For pen strokes (handwriting, line drawings) this gives one
    /// stroke per pen line instead of the two outlines the border tracer finds around it.
    public static func centerlines(of mask: BinaryMask) -> [PlotterOrder.Stroke] {
        Centerlines.strokes(of: mask, validOptions: CenterlineOptions())
    }
}
