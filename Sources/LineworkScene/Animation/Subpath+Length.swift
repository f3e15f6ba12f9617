extension Subpath {
    /// The subpath's length in scene pixels: lines exactly, each cubic as 16 chords (short of the
    /// true arc by well under 1 % for the gently curving segments curve fitting makes), and the
    /// closing line of a closed subpath included. 0 for a dot.
    public var length: Double {
        func distance(_ a: ScenePoint, _ b: ScenePoint) -> Double {
            ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        }
        var total = 0.0
        var current = start
        for segment in segments {
            switch segment {
            case .line(let to):
                total += distance(current, to)
                current = to
            case .cubic(let c1, let c2, let to):
                var previous = current
                for k in 1...16 {
                    let t = Double(k) / 16, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    let point = ScenePoint(a * current.x + b * c1.x + c * c2.x + d * to.x,
                                           a * current.y + b * c1.y + c * c2.y + d * to.y)
                    total += distance(previous, point)
                    previous = point
                }
                current = to
            }
        }
        if isClosed { total += distance(current, start) }
        return total
    }
}
