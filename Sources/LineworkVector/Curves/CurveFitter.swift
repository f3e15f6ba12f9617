import LineworkContours
import LineworkCore

/// Fits straight lines and cubic Bézier curves to a traced pixel path, after Selinger's
/// potrace ("Potrace: a polygon-based tracing algorithm", 2003).
///
/// The stages, as in potrace's `process_path`: the optimal polygon (`OptimalPolygon`, §2.2),
/// vertex adjustment (`VertexAdjustment`, §2.3.1), corner detection and smoothing
/// (`CornerSmoothing`, §2.3.2–3) and curve optimisation (`CurveOptimization`, §2.4).
///
/// Conventions: points are working-image pixels, x right, y down, pixel centres at integers,
/// as Linework's tracers give them.
/// - A closed 8-connected chain of integer points (a `BorderTracer` contour: region on the
///   left as seen on screen, first point not repeated) is fitted along its pixel edges, as
///   potrace does: pixel (x, y) is the square [x − ½, x + ½] × [y − ½, y + ½], so the curve
///   outlines the pixels, half a pixel outside their centres (inside, for a hole).
///   See `CrackBoundary`.
/// - Any other path (open skeleton chains, non-lattice polylines) is fitted through its
///   points. An open path's curve starts and ends exactly at its end points.
/// - Paths too small to fit (fewer than three distinct points, or non-finite coordinates)
///   come back as their polyline.
public struct CurveFitter: Sendable, Equatable, Codable {
    /// Corner threshold, potrace's `alphamax`, in 0 … 4/3. A vertex whose smoothing parameter α
    /// (see `CornerSmoothing`) exceeds it stays a sharp corner: 0 keeps every vertex a corner
    /// (a polygon), 4/3 or more rounds every vertex. Default 1.0, potrace's default: right
    /// angles of drawn shapes stay sharp while the stair steps of curved edges round off.
    public let alphaMax: Double
    /// Largest distance, in pixels, by which joining consecutive curves into one may move the
    /// outline (potrace's `opttolerance`), or `nil` to keep one curve per polygon vertex.
    /// Default 0.2 px, potrace's default: a fifth of a pixel is invisible at the working size,
    /// and it joins the short curves of gently bending edges into a few long ones.
    public let optimizationTolerance: Double?

    /// A fitter.
    /// - Throws: `LineworkError.invalidOption` when `alphaMax` is not in 0 … 4/3 or
    ///   `optimizationTolerance` is negative or not finite.
    public init(alphaMax: Double = 1.0, optimizationTolerance: Double? = 0.2) throws(LineworkError) {
        guard alphaMax >= 0, alphaMax <= 4.0 / 3.0 else {
            throw LineworkError.invalidOption(name: "alphaMax", value: "\(alphaMax)", allowed: "a number from 0 to 4/3")
        }
        if let tolerance = optimizationTolerance, !(tolerance >= 0 && tolerance.isFinite) {
            throw LineworkError.invalidOption(
                name: "optimizationTolerance", value: "\(tolerance)", allowed: "a finite number of pixels, 0 or more")
        }
        self.alphaMax = alphaMax
        self.optimizationTolerance = optimizationTolerance
    }

    /// The fitted curve of a path.
    /// - Parameters:
    ///   - points: the path, in pixel coordinates (see the conventions above); repeated
    ///     consecutive points are ignored.
    ///   - closed: whether the path is a cycle; a closed path's first point is not repeated
    ///     at its end (a repeated one is dropped).
    ///   - outline: whether a closed chain is a region's border from the tracer (default), fitted
    ///     along its pixel edges; pass false for closed centre lines (a skeleton ring), which
    ///     are fitted through their points like open paths.
    /// - Returns: the curve: lines and cubic Béziers, `closed` as asked.
    /// - Complexity: O(n · L) for n points whose straight runs are at most L points long.
    public func fit(_ points: [Point2], closed: Bool, outline: Bool = true) -> VectorPath {
        var path = Self.withoutRepeats(points, closed: closed)
        guard path.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            return VectorPath(polyline: points, closed: closed)
        }
        if closed, outline, let boundary = CrackBoundary.trace(path) { path = boundary }
        guard path.count >= 3 else { return VectorPath(polyline: path, closed: closed) }
        let n = path.count
        // A cycle is laid out twice so that every run and edge is a contiguous index range.
        if closed { path += path }
        return path.withUnsafeBufferPointer { points in
            let moments = PathMoments(points)
            let polygon = OptimalPolygon(points, count: n, closed: closed, moments: moments)
            let vertices = VertexAdjustment.adjust(polygon, points: points, count: n, closed: closed, moments: moments)
            var segments = CornerSmoothing.smooth(vertices, closed: closed, alphaMax: alphaMax)
            var start = closed ? segments[segments.count - 1].end : vertices[0]
            if let tolerance = optimizationTolerance {
                (segments, start) = CurveOptimization.optimize(segments, start: start, closed: closed, tolerance: tolerance)
            }
            return Self.vectorPath(segments, start: start, closed: closed)
        }
    }

    /// `points` without consecutive repeats (and, when closed, without a last point equal to
    /// the first).
    private static func withoutRepeats(_ points: [Point2], closed: Bool) -> [Point2] {
        var kept = [Point2]()
        kept.reserveCapacity(points.count)
        for point in points where point != kept.last { kept.append(point) }
        if closed, kept.count > 1, kept.last == kept.first { kept.removeLast() }
        return kept
    }
}

extension CurveFitter {
    private enum CodingKeys: String, CodingKey, CaseIterable { case alphaMax, optimizationTolerance }

    /// Reads a fitter; each field left out takes its default, and the values are checked as
    /// `init(alphaMax:optimizationTolerance:)` checks them.
    public init(from decoder: any Decoder) throws {
        try CaseCoding.checkKeys(of: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let alphaMax = try container.decodeIfPresent(Double.self, forKey: .alphaMax) ?? 1.0
        let tolerance = container.contains(.optimizationTolerance)
            ? try container.decodeIfPresent(Double.self, forKey: .optimizationTolerance) : 0.2
        try self.init(alphaMax: alphaMax, optimizationTolerance: tolerance)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(alphaMax, forKey: .alphaMax)
        try container.encode(optimizationTolerance, forKey: .optimizationTolerance)
    }
}
