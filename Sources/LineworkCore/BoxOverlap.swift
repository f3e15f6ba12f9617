/// Intersection over union of axis-aligned rectangles: the one implementation behind
/// `BoundingBox` (pixels), `NormalizedRect` (normalised) and the pose detector's boxes
/// (normalised, `Float`).
///
/// Each rectangle is given by its edges and its area, as its own type stores them, so every
/// caller gets exactly the arithmetic it had: a `BoundingBox`'s right edge is `x + width` and
/// its area `width * height`, a detection's area `(xMax - xMin) * (yMax - yMin)`.
public enum BoxOverlap {
    /// A rectangle's edges (minX ≤ maxX, minY ≤ maxY, in any one frame) and its area.
    public typealias Edges<F: FloatingPoint> = (minX: F, minY: F, maxX: F, maxY: F, area: F)

    /// The area the two rectangles share over the area they cover together, in 0…1.
    ///
    /// Rectangles that only touch, or do not meet, give 0; so does a union of no area (two
    /// empty rectangles), where 0 / 0 would be NaN. Both must be given in the same frame.
    @inlinable
    public static func intersectionOverUnion<F: FloatingPoint>(_ a: Edges<F>, _ b: Edges<F>) -> F {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        guard width > 0, height > 0 else { return 0 }
        let intersection = width * height
        let union = a.area + b.area - intersection
        return union > 0 ? intersection / union : 0
    }
}
