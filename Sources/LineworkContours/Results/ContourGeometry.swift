import LineworkCore
/// The points of every contour of an observation, as the tracer produced them.
public enum ContourGeometry: Sendable, Equatable {
    /// Integer pixel contours of the border tracer, with their hierarchy.
    case pixels(ContourTrace)
    /// Sub-pixel isolines; they carry no hierarchy.
    case isolines([Isoline])

    /// The number of contours.
    public var count: Int {
        switch self {
        case .pixels(let trace): return trace.contours.count
        case .isolines(let lines): return lines.count
        }
    }

    /// The total number of points.
    public var pointCount: Int {
        switch self {
        case .pixels(let trace): return trace.points.count
        case .isolines(let lines): return lines.reduce(0) { $0 + $1.points.count }
        }
    }

    /// The parent of contour `i` in the hierarchy, if any.
    public func parent(of i: Int) -> Int? {
        if case .pixels(let trace) = self { return trace.contours[i].parent }
        return nil
    }

    /// The points of contour `i` as doubles.
    public func points(of i: Int) -> [Point2] {
        switch self {
        case .pixels(let trace): return trace[i].map { Point2(Double($0.x), Double($0.y)) }
        case .isolines(let lines): return lines[i].points
        }
    }

    /// The number of points of contour `i`.
    public func pointCount(of i: Int) -> Int {
        switch self {
        case .pixels(let trace): return trace.contours[i].count
        case .isolines(let lines): return lines[i].points.count
        }
    }

    /// Whether contour `i` is closed: border contours always are (implicitly, first point not
    /// repeated); isolines when they repeat their first point.
    public func isClosed(_ i: Int) -> Bool {
        switch self {
        case .pixels: return true
        case .isolines(let lines): return lines[i].isClosed
        }
    }

    /// Whether contour `i` is a hole border (border tracer only).
    public func isHole(_ i: Int) -> Bool {
        if case .pixels(let trace) = self { return trace.contours[i].isHole }
        return false
    }

    /// Keeps the contours for which `keep` is true, with their points and hierarchy renumbered.
    ///
    /// A contour is also dropped when its parent is, so a subtree goes as a whole: what lies
    /// inside a speck is a smaller speck. Relies on parents preceding their children, which the
    /// border tracer's depth-first pre-order guarantees.
    public func filtered(_ keep: (Int) -> Bool) -> ContourGeometry {
        switch self {
        case .isolines(let lines):
            return .isolines(lines.indices.filter(keep).map { lines[$0] })
        case .pixels(let trace):
            var newIndex = [Int?](repeating: nil, count: trace.contours.count)
            var points: [PixelPoint] = []
            var contours: [TracedContour] = []
            for (i, contour) in trace.contours.enumerated() {
                let parent = contour.parent.map { newIndex[$0] }
                if parent == .some(nil) || !keep(i) { continue }
                newIndex[i] = contours.count
                var copy = contour
                copy.start = points.count
                copy.parent = parent ?? nil
                points.append(contentsOf: trace[i])
                contours.append(copy)
            }
            return .pixels(ContourTrace(points: points, contours: contours))
        }
    }
}
