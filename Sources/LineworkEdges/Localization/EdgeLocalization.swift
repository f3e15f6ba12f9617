import LineworkCore

/// Puts the centre lines of an edge map's one-sided bands back on the boundary they mark: the
/// zero crossing of the luminance DoG (Marr & Hildreth, "Theory of edge detection", 1980, §2:
/// an edge is where the Laplacian of the smoothed image crosses zero).
///
/// Why (issue 50): XDoG's luminance band lies on the dark side of an edge (`XDoGThreshold`),
/// from the zero crossing about 3–4 px into the dark, so the centre line thinning finds runs
/// about 2 px off the boundary. Measured on `Scripts/art_scenes.py`'s tuning flag (white stars
/// of radius 9–14 px on a striped, folded flag), the raw skeleton, before bundle merging or
/// curve fitting, lay a median 2.0 px from every star's outline: 0.97 of the stars kept 70% of
/// their outline within 3 px but 0.06–0.10 within 2 px, with or without curve fitting
/// (`alphaMax` 0 changed nothing) or bundles. An outline moved 2 px outwards is a star with
/// blunt, rounded points and shallow notches: the offset of a 36° tip is an arc of radius 2 px,
/// and each notch fills by 2 px / sin 54°. Building corners sat 2.8–3.6 px off (the offset of a
/// right angle), and a stripe's edge drawn 2 px beside it reads as a second, parallel line.
///
/// So each point of a centre line is moved across the line (along its normal, from the points
/// two either side) to the nearest zero crossing of uL, the sharpened luminance DoG, when:
/// 1. the point is in a luminance band: uL < ε (the XDoG threshold); a chroma band is centred
///    on its boundary already, and a light line's middle (uL > 0) is its own centre;
/// 2. uL crosses zero within `maximumShift` on one side and rises beyond it to a positive lobe
///    of at least `lobe` within `lobeReach` (a step's light side: the DoG of a step is odd);
/// 3. the other side does not also cross into a positive lobe within `lineReach`: then the
///    point is the middle of a dark line (both flanks light), which is its own centre and stays.
/// The shifts are smoothed along the line by a median of `smoothing` points, so a few noisy
/// crossings do not make a jagged line, and a line's end keeps its length.
///
/// The stage moves points only, and keeps them on the image; it adds, drops and joins nothing. O(points · samples), with
/// samples = 2·`lineReach`/`step` + 1 reads of the response per point.
public enum EdgeLocalization {
    /// The largest move, in pixels: 3, the far side of the band from its boundary at σc = 1,
    /// k = 1.6 (`LineInteriors.reach`'s analysis: the band reaches about 3 px into the dark).
    static let maximumShift = 3.0
    /// How far past the crossing a positive lobe is looked for, in pixels: 2.5 (the light
    /// lobe of a step peaks about σc·k ≈ 1.6 px past the boundary).
    static let lobeReach = 2.5
    /// The lobe a crossing needs, in u: 0.1, half of |ε| at the defaults: a step whose dark side
    /// is inked (u below ε) has a light lobe as deep; noise crossings have almost none.
    static let lobe: Float = 0.1
    /// How far the other side is searched for the second wall of a dark line, in pixels: 7,
    /// a dark line up to about 12 px wide (the widest `LineInteriors` fills) seen from its middle.
    static let lineReach = 7.0
    /// Sampling step across the line, in pixels: 0.25.
    static let step = 0.25
    /// Points in the median that smooths the shifts along a line: 5.
    static let smoothing = 5

    /// The strokes of `map`'s centre lines, each point moved onto its boundary as described above.
    /// - Parameters:
    ///   - strokes: polylines in working pixels (pixel centres at integers, x right, y down), as
    ///     the centre line tracer gives them; closed ones without a repeated first point.
    ///   - map: the edge map the strokes were traced on; its `luminance` plane is read.
    /// - Returns: the strokes, same count and order, same point counts.
    public static func localized(_ strokes: [(points: [Point2], closed: Bool)], on map: EdgeMap,
                                 epsilon: Double = EdgeOptions().epsilon) -> [(points: [Point2], closed: Bool)] {
        guard map.width > 0, map.height > 0 else { return strokes }
        return map.luminance.samples.withUnsafeBufferPointer { plane in
            let field = Field(values: plane.baseAddress!, width: map.width, height: map.height)
            return strokes.map { stroke in
                (localized(stroke.points, closed: stroke.closed, field: field, epsilon: Float(epsilon)), stroke.closed)
            }
        }
    }

    /// The luminance response, read bilinearly; outside the image the nearest border pixel.
    struct Field {
        let values: UnsafePointer<Float>
        let width: Int
        let height: Int

        @inline(__always)
        func callAsFunction(_ p: Point2) -> Float {
            let x = min(max(p.x, 0), Double(width - 1)), y = min(max(p.y, 0), Double(height - 1))
            let x0 = min(Int(x), width - 2 < 0 ? 0 : width - 2), y0 = min(Int(y), height - 2 < 0 ? 0 : height - 2)
            let x1 = min(x0 &+ 1, width - 1), y1 = min(y0 &+ 1, height - 1)
            let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
            let a = values[y0 &* width &+ x0], b = values[y0 &* width &+ x1]
            let c = values[y1 &* width &+ x0], d = values[y1 &* width &+ x1]
            return (1 - fy) * ((1 - fx) * a + fx * b) + fy * ((1 - fx) * c + fx * d)
        }
    }

    static func localized(_ points: [Point2], closed: Bool, field: Field, epsilon: Float) -> [Point2] {
        let n = points.count
        guard n >= 2 else { return points }
        var shifts = [Double](repeating: 0, count: n)
        var normals = [Point2](repeating: .zero, count: n)
        for i in 0..<n {
            let before = closed ? points[(i &+ n &- 2) % n] : points[max(i &- 2, 0)]
            let after = closed ? points[(i &+ 2) % n] : points[min(i &+ 2, n &- 1)]
            let t = after - before
            let length = (t * t).sum().squareRoot()
            guard length > 1e-9 else { continue }
            let normal = Point2(-t.y, t.x) / length
            normals[i] = normal
            shifts[i] = shift(at: points[i], normal: normal, field: field, epsilon: epsilon)
        }
        let smoothed = median(shifts, closed: closed)
        var out = points
        // A moved point stays on the image (a boundary within half a pixel of its edge).
        let high = Point2(Double(field.width - 1), Double(field.height - 1))
        for i in 0..<n where smoothed[i] != 0 {
            out[i] = (points[i] + smoothed[i] * normals[i]).clamped(lowerBound: .zero, upperBound: high)
        }
        return out
    }

    /// The signed distance along `normal` from `p` to its boundary, or 0 to stay.
    static func shift(at p: Point2, normal: Point2, field: Field, epsilon: Float) -> Double {
        let centre = field(p)
        guard centre < epsilon else { return 0 }
        let forward = crossing(from: p, direction: normal, centre: centre, field: field)
        let backward = crossing(from: p, direction: -normal, centre: centre, field: field)
        switch (forward, backward) {
        case let (f?, b?):
            // Light on both sides within a line's reach: the middle of a dark line stays. One
            // near crossing and one beyond the band's reach: the near one is the boundary.
            if f <= maximumShift && b > maximumShift + 1 { return f }
            if b <= maximumShift && f > maximumShift + 1 { return -b }
            return 0
        case let (f?, nil): return f <= maximumShift ? f : 0
        case let (nil, b?): return b <= maximumShift ? -b : 0
        case (nil, nil): return 0
        }
    }

    /// The distance from `p` along `direction` to the first zero crossing of the field into a
    /// positive lobe of at least `lobe` within `lobeReach` past it, looked for up to `lineReach`.
    static func crossing(from p: Point2, direction: Point2, centre: Float, field: Field) -> Double? {
        var previous = centre, s = step
        while s <= lineReach {
            let value = field(p + s * direction)
            if value >= 0 && previous < 0 {
                let at = s - step * Double(value) / Double(value - previous)
                var peak = value, t = s
                while t <= s + lobeReach && peak < lobe {
                    t += step
                    peak = max(peak, field(p + t * direction))
                }
                if peak >= lobe { return at }
            }
            previous = value
            s += step
        }
        return nil
    }

    /// A running median of `smoothing` values (shorter at an open line's ends).
    static func median(_ values: [Double], closed: Bool) -> [Double] {
        let n = values.count, half = smoothing / 2
        guard n > 2 else { return values }
        var window = [Double]()
        window.reserveCapacity(smoothing)
        return (0..<n).map { i in
            window.removeAll(keepingCapacity: true)
            for k in -half...half {
                let j = i + k
                if closed { window.append(values[((j % n) + n) % n]) } else if j >= 0 && j < n { window.append(values[j]) }
            }
            window.sort()
            return window[window.count / 2]
        }
    }
}
