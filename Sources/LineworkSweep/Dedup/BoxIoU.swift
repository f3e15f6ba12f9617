import LineworkCore

/// Intersection over union of two axis-aligned boxes.
///
/// Convention: 0 when the union is empty (two zero-area boxes), so degenerate boxes are never
/// duplicates — as the seed's CGRect arithmetic, where 0 / 0 is NaN and NaN ≥ T is false.
@available(*, deprecated, message: "use BoundingBox.intersectionOverUnion(_:), the one box IoU (LineworkCore)")
public func intersectionOverUnion(_ a: BoundingBox, _ b: BoundingBox) -> Double {
    a.intersectionOverUnion(b)
}
