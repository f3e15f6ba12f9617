import LineworkCore

/// An axis-aligned box for scoring object localisation.
///
/// Any frame works as long as both boxes of a comparison share it: pixels (x right, y down) or
/// Vision's normalised coordinates (origin lower left). Boxes are continuous: a box of one pixel
/// at (x, y) is `ObjectBox(x: x, y: y, width: 1, height: 1)`.
public struct ObjectBox: Sendable, Equatable, Hashable {
    /// The box's origin along x, in the comparison's frame.
    public var x: Double
    /// The box's origin along y, in the comparison's frame.
    public var y: Double
    /// Extent along x, ≥ 0.
    public var width: Double
    /// Extent along y, ≥ 0.
    public var height: Double

    /// Creates a box from its origin and size.
    ///
    /// - Throws: `LineworkError.invalidOption` for a negative or non-finite size or origin.
    public init(x: Double, y: Double, width: Double, height: Double) throws {
        guard [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0 else {
            throw LineworkError.invalidOption(
                name: "box", value: "\(x), \(y), \(width)×\(height)", allowed: "needs a finite origin and a size ≥ 0")
        }
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The area, width · height.
    public var area: Double { width * height }

    /// Intersection over union, in 0…1: the overlap's area over the area the two boxes cover
    /// together; 0 when both are empty (no area to cover).
    public func intersectionOverUnion(_ other: ObjectBox) -> Double {
        let overlapWidth = max(0, min(x + width, other.x + other.width) - max(x, other.x))
        let overlapHeight = max(0, min(y + height, other.y + other.height) - max(y, other.y))
        let overlap = overlapWidth * overlapHeight
        let union = area + other.area - overlap
        return union > 0 ? overlap / union : 0
    }
}
