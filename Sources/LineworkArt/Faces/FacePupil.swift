import LineworkContours
import LineworkCore
import LineworkImage

/// A pupil drawn from the image (`FaceDetail`, step 5): the outline of the dark blob at the iris
/// landmark — the iris, or the pupil within it — as the closed iso-contour of the crop's gray
/// at a level chosen from the blob's own contrast.
///
/// Why the edge trace misses it: on a face under about 90 px the iris is 2–4 working px across
/// and touches the upper lid, so its rim and the lash line lie within one band of the edge
/// detector and are traced as one lid stroke. Its darkness is still there: the iris landmark says
/// where, and the image says how far the dark blob reaches.
///
/// The level: with `dark` the darkest (3 × 3 smoothed) value within ½ r of the landmark and
/// `bright` the 90th percentile of the annulus from 1.2 r to 2 r (sclera, lids and skin), the
/// levels dark + t · (bright − dark) are tried for t in `levels`, highest first; the first whose
/// 8-connected blob of darker pixels around the darkest point stays within `reach` · r of the
/// landmark (a blob reaching farther has run into the lash line, a brow or hair) and is round
/// enough (`roundness`) is traced. A blob whose contrast (bright − dark) is under
/// `minimumContrast` of the face's own spread (2nd to 98th percentile) is not a pupil (a
/// closed eye, skin, a reflection) and nothing is drawn.
///
/// Coordinates: crop pixels, pixel centres at integers, x right, y down; r is the iris's
/// radius in crop pixels.
enum FacePupil {
    /// The shares of the local contrast tried for the level, highest first: 0.5 (the iris's rim
    /// against the sclera) down to 0.2 (the pupil's core when the iris has run into the lid).
    static let levels = [0.5, 0.4, 0.3, 0.2, 0.1]
    /// How far from the landmark the blob may reach, in iris radii: 1.4.
    static let reach = 1.4
    /// The reach allowed when no blob within `reach` has an outline long enough to be drawn:
    /// 2 iris radii.
    static let wideReach = 2.0
    /// The blob's area over the disc of its farthest pixel from its centroid, at least: 0.3 (a
    /// piece of lid line is thinner).
    static let roundness = 0.3
    /// The blob's contrast over the crop's spread, at least: 0.12.
    static let minimumContrast = 0.12

    /// The pupil's outline, closed, in crop pixels; nil when the image shows no dark round blob
    /// there.
    ///
    /// - Parameters:
    ///   - gray: the face crop's luminance.
    ///   - spread: the face's 2nd-to-98th-percentile luminance spread.
    ///   - centre: the iris landmark, crop pixels.
    ///   - radius: the iris's radius, crop pixels (0.2 × the eye's corner-to-corner width).
    ///   - minimumPerimeter: the shortest outline the drawing keeps (its speck filter's
    ///     `minimumLength`), crop pixels.
    static func outline(in gray: GrayImage, spread: Double, centre: Point2, radius: Double,
                        minimumPerimeter: Double = 0) -> [Point2]? {
        let r = max(radius, 1.5)
        let half = Int((2.2 * r).rounded(.up)) + 2
        let cx = Int(centre.x.rounded()), cy = Int(centre.y.rounded())
        let x0 = max(0, cx - half), y0 = max(0, cy - half)
        let x1 = min(gray.width - 1, cx + half), y1 = min(gray.height - 1, cy + half)
        let w = x1 - x0 + 1, h = y1 - y0 + 1
        guard w >= 5, h >= 5 else { return nil }
        let values = smoothedWindow(gray, x0: x0, y0: y0, width: w, height: h)
        let c = Point2(centre.x - Double(x0), centre.y - Double(y0))
        func distance(_ i: Int) -> Double {
            let dx = Double(i % w) - c.x, dy = Double(i / w) - c.y
            return (dx * dx + dy * dy).squareRoot()
        }
        // The darkest point near the landmark, and the ground around the iris.
        var seed = -1, ring: [Double] = []
        for i in values.indices {
            let d = distance(i)
            if d <= 0.5 * r, seed < 0 || values[i] < values[seed] { seed = i }
            if d >= 1.2 * r, d <= 2 * r { ring.append(values[i]) }
        }
        guard seed >= 0, ring.count >= 8 else { return nil }
        ring.sort()
        let dark = values[seed], bright = ring[Int(0.9 * Double(ring.count - 1))]
        guard bright - dark >= max(4, minimumContrast * spread) else { return nil }
        // The strict reach first; an outline too short to be drawn (the speck filter's
        // `minimumPerimeter`) is tried again with the wider reach, whose blob takes in the lash
        // line the iris has run into.
        for limit in [reach, wideReach] {
            for t in levels {
                let level = dark + t * (bright - dark)
                guard let blob = blob(values, width: w, height: h, seed: seed, level: level), blob.allSatisfy({ distance($0) <= limit * r }), isRound(blob, width: w) else { continue }
                // Only this blob is below the level: other dark pixels are lifted above it.
                var field = values
                let inside = Set(blob)
                for i in field.indices where field[i] < level && !inside.contains(i) { field[i] = level + 1 }
                let lines = IsolineTracer.trace(validValues: field, width: w, height: h, level: level)
                guard let line = lines.filter(\.isClosed).max(by: { $0.points.count < $1.points.count }),
                      Polygon.perimeter(line.points, closed: false) >= minimumPerimeter else { continue }
                return line.points.dropLast().map { Point2($0.x + Double(x0), $0.y + Double(y0)) }
            }
        }
        return nil
    }

    /// The window's values, 3 × 3 binomially smoothed (edge pixels repeated).
    static func smoothedWindow(_ gray: GrayImage, x0: Int, y0: Int, width: Int, height: Int) -> [Double] {
        let weights: [Double] = [1, 2, 1]
        var out = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for dy in -1...1 {
                    let sy = min(max(y0 + y + dy, 0), gray.height - 1)
                    for dx in -1...1 {
                        let sx = min(max(x0 + x + dx, 0), gray.width - 1)
                        sum += weights[dy + 1] * weights[dx + 1] * Double(gray.samples[sy * gray.width + sx])
                    }
                }
                out[y * width + x] = sum / 16
            }
        }
        return out
    }

    /// The 8-connected pixels below `level` around `seed` (indices), or nil when the blob
    /// touches the window's edge.
    static func blob(_ values: [Double], width: Int, height: Int, seed: Int, level: Double) -> [Int]? {
        guard values[seed] < level else { return nil }
        var seen = [Bool](repeating: false, count: values.count)
        var stack = [seed], blob: [Int] = []
        seen[seed] = true
        while let i = stack.popLast() {
            blob.append(i)
            let x = i % width, y = i / width
            if x == 0 || y == 0 || x == width - 1 || y == height - 1 { return nil }
            for dy in -1...1 {
                for dx in -1...1 {
                    let j = (y + dy) * width + x + dx
                    if !seen[j], values[j] < level {
                        seen[j] = true
                        stack.append(j)
                    }
                }
            }
        }
        return blob
    }

    /// Whether `blob` fills at least `roundness` of the disc reaching its farthest pixel from its
    /// centroid (its pixels counted as unit squares).
    static func isRound(_ blob: [Int], width: Int) -> Bool {
        var mean = Point2(0, 0)
        for i in blob { mean += Point2(Double(i % width), Double(i / width)) }
        mean /= Double(blob.count)
        var far = 0.0
        for i in blob {
            let d = Point2(Double(i % width), Double(i / width)) - mean
            far = max(far, (d * d).sum())
        }
        let radius = far.squareRoot() + 0.5
        return Double(blob.count) >= roundness * Double.pi * radius * radius
    }
}
