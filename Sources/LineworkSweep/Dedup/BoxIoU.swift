import LineworkContours

/// Intersection over union of two axis-aligned boxes.
///
/// Convention: 0 when the union is empty (two zero-area boxes), so degenerate boxes are never
/// duplicates — as the seed's CGRect arithmetic, where 0 / 0 is NaN and NaN ≥ T is false.
@inline(__always)
public func intersectionOverUnion(_ a: BoundingBox, _ b: BoundingBox) -> Double {
    let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
    let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
    guard w > 0, h > 0 else { return 0 }
    let intersection = w * h
    let union = a.width * a.height + b.width * b.height - intersection
    return union > 0 ? intersection / union : 0
}
