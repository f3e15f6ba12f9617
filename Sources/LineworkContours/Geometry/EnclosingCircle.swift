import LineworkCore

/// The smallest circle containing a set of points (Vision's `VNGeometryUtils.boundingCircle`).
public struct Circle: Sendable, Equatable {
    /// The circle's centre, in working-image pixels.
    public var center: Point2
    /// The circle's radius, in working-image pixels.
    public var radius: Double

    /// Creates a circle with the given centre and radius (pixels).
    public init(center: Point2, radius: Double) {
        self.center = center
        self.radius = radius
    }

    func contains(_ point: Point2, tolerance: Double = 1e-9) -> Bool {
        Polygon.distance(center, point) <= radius + tolerance * Swift.max(1, radius)
    }
}

extension Polygon {
    /// The minimal enclosing circle, by Welzl's algorithm (1991) in its iterative
    /// move-to-front form: expected O(n) after a shuffle. The shuffle uses a fixed-seed
    /// generator, so the result is deterministic.
    public static func minimalEnclosingCircle(_ points: [Point2]) -> Circle {
        guard !points.isEmpty else { return Circle(center: .zero, radius: 0) }
        var shuffled = points
        var generator = SplitMix64(seed: 0x5EED)
        shuffled.shuffle(using: &generator)
        var circle = Circle(center: shuffled[0], radius: 0)
        for i in 1..<shuffled.count where !circle.contains(shuffled[i]) {
            circle = Circle(center: shuffled[i], radius: 0)
            for j in 0..<i where !circle.contains(shuffled[j]) {
                circle = diameterCircle(shuffled[i], shuffled[j])
                for k in 0..<j where !circle.contains(shuffled[k]) {
                    circle = circumcircle(shuffled[i], shuffled[j], shuffled[k])
                }
            }
        }
        return circle
    }

    private static func diameterCircle(_ a: Point2, _ b: Point2) -> Circle {
        Circle(center: (a + b) / 2, radius: distance(a, b) / 2)
    }

    /// The circle through three points; for collinear points, the one on the farthest pair.
    private static func circumcircle(_ a: Point2, _ b: Point2, _ c: Point2) -> Circle {
        let ab = b - a, ac = c - a
        let d = 2 * (ab.x * ac.y - ab.y * ac.x)
        if abs(d) < 1e-12 {
            let pairs = [diameterCircle(a, b), diameterCircle(a, c), diameterCircle(b, c)]
            return pairs.max { $0.radius < $1.radius }!
        }
        let abLength = (ab * ab).sum(), acLength = (ac * ac).sum()
        let offset = Point2((ac.y * abLength - ab.y * acLength) / d, (ab.x * acLength - ac.x * abLength) / d)
        return Circle(center: a + offset, radius: (offset * offset).sum().squareRoot())
    }
}
