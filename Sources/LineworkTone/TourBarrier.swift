import LineworkContours

/// The pixels a tour's edges may not cross: the line layer's strokes with their clearance
/// (`StrokeOcclusion.mask`), so `tsp`'s one line runs beside an outline instead of across it
/// (looked at beside the outlines, a tour that hops over them at every few dots greys them
/// into the maze).
///
/// Coordinates are working pixels with pixel centres at integers; a point reads the pixel
/// whose centre is nearest.
struct TourBarrier: Sendable {
    let width: Int
    let height: Int
    /// Row-major, `width × height`, true where an edge may not go.
    let blocked: [Bool]

    /// The sampling step along an edge, in pixels: ½, so no pixel an edge passes through the
    /// middle of is skipped.
    static let step = 0.5

    /// Whether the segment a–b passes over a blocked pixel, sampled every `step` px between
    /// its ends (the ends themselves are not read: a stipple may sit on the barrier's rim, where
    /// the centroid of a cell wrapped round a corner falls, and still be joined along it).
    func crosses(_ a: Point2, _ b: Point2) -> Bool {
        let d = b - a
        let samples = Int(((d * d).sum().squareRoot() / Self.step).rounded(.down))
        guard samples > 1 else { return false }
        return blocked.withUnsafeBufferPointer { mask in
            for k in 1..<samples {
                let p = a + (Double(k) / Double(samples)) * d
                let x = Int(p.x.rounded()), y = Int(p.y.rounded())
                if x >= 0, y >= 0, x < width, y < height, mask[y &* width &+ x] { return true }
            }
            return false
        }
    }
}
