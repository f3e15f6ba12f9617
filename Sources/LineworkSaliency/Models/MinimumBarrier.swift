import Foundation
import LineworkImage

/// MB+ salient object detection: J. Zhang, S. Sclaroff, Z. Lin, X. Shen, B. Price and R. Mech,
/// "Minimum Barrier Salient Object Detection at 80 FPS", ICCV 2015.
///
/// The *boundary prior*: background regions connect to the image border through paths of
/// nearly constant colour, objects do not. The minimum barrier distance (MBD) of a pixel to the
/// border is the smallest, over all paths to the border, of the path's intensity range
/// (max − min); it is robust to blur and noise where the geodesic distance accumulates them.
/// Pipeline (the authors' `doMBS`):
/// 1. fast raster-scan MBD on each Lab channel, summed (Section 3.1);
/// 2. + the backgroundness map: whitened colour distance to the four border strips (Section 3.2);
/// 3. × a centre map (1 − normalised distance to the centre);
/// 4. morphological smoothing: opening then closing by reconstruction, radius 50·√mean (eq. 9);
/// 5. contrast enhancement: a sigmoid of slope 10 around the midpoint of the two classes (eq. 11).
///
/// Runs on the analysis image (the paper uses 300 px; so does `SaliencyRequest` by default).
struct MinimumBarrier: Sendable {
    /// Raster-scan passes, alternating forward and backward. The paper finds 3 are enough; the
    /// fourth costs little and settles the last paths that turn back twice.
    var passes = 4
    /// Width of each border strip for backgroundness, as a fraction of the side (paper: 0.1).
    var marginRatio = 0.1
    /// Added to the strips' covariance diagonal (RGB 0…255 units; the authors' value): keeps
    /// the whitening finite on flat borders.
    var covarianceRegularization: Float = 50
    /// α of eq. 9: the smoothing radius is α·√(mean saliency) working pixels (at least 3).
    var smoothingAlpha = 50.0
    /// b of eq. 11, the sigmoid slope.
    var contrastSlope: Float = 10

    init() {}

    /// The MB+ map in [0, 1] and the raw barrier strength in Lab units (its 99th percentile),
    /// which says whether anything stands out at all.
    func map(_ image: AnalysisImage) -> (map: FloatImage, strength: Float) {
        let lab = image.lab
        var distance = FloatImage(validWidth: image.width, height: image.height, repeating: 0)
        for c in 0..<3 {
            let barrier = Self.barrierDistance(lab.plane(c), passes: passes)
            for i in 0..<barrier.samples.count { distance.samples[i] += barrier.samples[i] }
        }
        let strength = distance.percentile(0.99)
        let background = backgroundness(image.rgb)
        var combined = FloatImage.weightedSum([(1, distance.normalizedToUnitRange()), (1, background)])
        applyCentreMap(&combined)
        let normalized = combined.normalizedToUnitRange()
        let radius = max(3, Int(smoothingAlpha * Double(normalized.mean).squareRoot()))
        let smoothed = normalized.smoothedByReconstruction(radius: radius / 2).normalizedToUnitRange()
        return (enhancedContrast(smoothed), strength)
    }

    /// The fast MBD transform to the image border (Algorithm 1): alternating raster and inverse
    /// raster scans relax each pixel from its two already-visited neighbours, tracking the path
    /// maximum `U` and minimum `L` so the barrier `max(U, I) − min(L, I)` is O(1) to extend.
    static func barrierDistance(_ plane: FloatImage, passes: Int) -> FloatImage {
        let w = plane.width, h = plane.height
        var distance = [Float](repeating: .infinity, count: w * h)
        var upper = plane.samples, lower = plane.samples
        for y in 0..<h {
            for x in 0..<w where x == 0 || y == 0 || x == w - 1 || y == h - 1 { distance[y * w + x] = 0 }
        }
        plane.samples.withUnsafeBufferPointer { value in
            distance.withUnsafeMutableBufferPointer { d in
                upper.withUnsafeMutableBufferPointer { u in
                    lower.withUnsafeMutableBufferPointer { l in
                        @inline(__always) func relax(_ p: Int, from q: Int) {
                            let v = value[p]
                            let barrier = max(u[q], v) - min(l[q], v)
                            if barrier < d[p] {
                                d[p] = barrier
                                u[p] = max(u[q], v)
                                l[p] = min(l[q], v)
                            }
                        }
                        for pass in 0..<passes {
                            if pass % 2 == 0 {
                                for y in 1..<max(1, h - 1) {
                                    for x in 1..<max(1, w - 1) {
                                        let p = y &* w &+ x
                                        relax(p, from: p &- 1)
                                        relax(p, from: p &- w)
                                    }
                                }
                            } else {
                                for y in stride(from: h - 2, through: 1, by: -1) {
                                    for x in stride(from: w - 2, through: 1, by: -1) {
                                        let p = y &* w &+ x
                                        relax(p, from: p &+ 1)
                                        relax(p, from: p &+ w)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return FloatImage(validWidth: w, height: h, samples: distance.map { $0.isFinite ? $0 : 0 })
    }

    /// Multiplies by the authors' centre map: 1 at the centre falling linearly to 0 at the
    /// corners (distance in coordinates normalised by each side, as their resized square map).
    private func applyCentreMap(_ map: inout FloatImage) {
        let w = map.width, h = map.height
        let maxDistance = Float(0.5 * 2.0.squareRoot())
        for y in 0..<h {
            let dy = (Float(y) + 0.5) / Float(h) - 0.5
            for x in 0..<w {
                let dx = (Float(x) + 0.5) / Float(w) - 0.5
                map.samples[y * w + x] *= 1 - (dx * dx + dy * dy).squareRoot() / maxDistance
            }
        }
    }

    /// Eq. 11: split at half the maximum, take the two class means, and put a sigmoid of slope
    /// `b` at their midpoint, which pushes the object towards 1 and the background towards 0.
    private func enhancedContrast(_ map: FloatImage) -> FloatImage {
        let t = 0.5 * map.range.max
        var high: (sum: Float, count: Int) = (0, 0), low: (sum: Float, count: Int) = (0, 0)
        for v in map.samples {
            if v >= t { high = (high.sum + v, high.count + 1) } else { low = (low.sum + v, low.count + 1) }
        }
        let midpoint = 0.5 * (high.sum / Float(max(high.count, 1)) + low.sum / Float(max(low.count, 1)))
        let b = contrastSlope
        return map.mapSamples { 1 / (1 + expf(-b * ($0 - midpoint))) }
    }
}

extension Image where Sample == Float {
    /// The value below which `fraction` of the samples lie, to 1/1024 of the range (a
    /// histogram, O(n), instead of an O(n log n) sort).
    func percentile(_ fraction: Double) -> Float {
        let (lo, hi) = range
        guard hi > lo else { return lo }
        let bins = 1024
        var histogram = [Int](repeating: 0, count: bins)
        let scale = Float(bins - 1) / (hi - lo)
        for v in samples { histogram[Int((v - lo) * scale)] += 1 }
        let wanted = Int(fraction * Double(samples.count))
        var seen = 0
        for bin in 0..<bins {
            seen += histogram[bin]
            if seen > wanted { return lo + Float(bin) / scale }
        }
        return hi
    }
}
