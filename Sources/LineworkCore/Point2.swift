/// A point in working-image pixel coordinates: x right, y down, pixel centres at integers.
///
/// Every stage that draws or orders lines (contours, vectors, tone, plotter, pens, scenes)
/// speaks in it, so it lives here rather than in one of them.
public typealias Point2 = SIMD2<Double>
