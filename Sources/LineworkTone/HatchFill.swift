import Foundation
import LineworkCore
import LineworkImage

/// Hatch lines for a tone image: per layer (`HatchOptions.layers`), parallel lines kept where
/// the blurred darkness (`ToneField`) is at least the layer's threshold
/// (`HatchOptions.threshold(ofLayer:)`) and where the line layer's strokes leave room.
///
/// - Region boundaries follow the tone, not the pixel grid: along each line the field is read
///   every `sampleStep` px and a piece starts or ends where it crosses the threshold, found by
///   linear interpolation between the two readings around the crossing (the marching-squares
///   rule along one line), so a region's edge is a smooth iso-line of the blurred tone.
/// - Occlusion keeps pixel-exact clipping: each line is walked cell by cell through the grid
///   (Amanatides & Woo's traversal) and cut where it enters an occluded pixel, so its ends are
///   within √2 / 2 of an unoccluded centre and `StrokeOcclusion`'s clearance holds.
/// - Pieces shorter than `minimumLength` after both cuts are left out: where hatching is cut
///   around strokes or grazes a region's tip, a tick reads as dirt, not tone, and a plotter
///   only dots the paper with it.
/// - Placement: line n of a layer is the set of points p with p · v = (n + phase) · spacing,
///   v the lines' unit normal, in working pixels with pixel centres at integers. Lines at 0°
///   or 90° are moved to the nearest whole offset, so they run along pixel centres and a 1 px
///   pen draws one dark row or column, not two half-grey ones.
/// - Order: back and forth (each line's pieces reversed on alternate lines), so a plotter
///   sweeps across a region without returning.
///
/// The layers are independent and run concurrently; each line reuses two scratch buffers.
package struct HatchFill {
    /// The hatch pieces, layer after layer: each a two-point polyline.
    package let segments: [[Point2]]

    /// The distance between readings of the tone along a line, in working pixels: 0.5. The
    /// field is blurred by at least σ 0.5 (half the least spacing), so linear interpolation
    /// between readings half a pixel apart places a crossing within a few hundredths of a pixel.
    static let sampleStep = 0.5

    /// - Parameters:
    ///   - gray: the working image, 8-bit gray.
    ///   - occluded: `StrokeOcclusion.mask` of the line layer, or nil.
    ///   - attention: a weight map for `ToneField`, or nil.
    package init(gray: GrayImage, occluded: [Bool]?, options: HatchOptions, attention: FloatImage? = nil) {
        let field = ToneField(gray: gray, sigma: options.spacing / 2, attention: attention)
        guard field.width > 0, field.height > 0 else { segments = []; return }
        let layers = options.layers
        var perLayer = [[[Point2]]](repeating: [], count: layers.count)
        perLayer.withUnsafeMutableBufferPointer { out in
            Parallel.forEach(layers.count) { k in
                out[k] = Self.lines(field, occluded: occluded, threshold: options.threshold(ofLayer: k),
                                    angle: layers[k].angle, spacing: options.spacing, phase: layers[k].phase,
                                    minimumLength: options.minimumLength)
            }
        }
        segments = Array(perLayer.joined())
    }

    /// One layer: lines at `angle` degrees, `spacing` apart, offset by `phase · spacing`, kept
    /// where `field` ≥ `threshold` and `occluded` is false.
    static func lines(_ field: ToneField, occluded: [Bool]?, threshold: Float, angle: Double, spacing: Double,
                      phase: Double, minimumLength: Double) -> [[Point2]] {
        let radians = angle * .pi / 180
        var u = Point2(cos(radians), sin(radians))
        // cos 90° is 6e-17, not 0: snap the axes so 0° and 90° lines are exactly axis-aligned.
        if abs(u.x) < 1e-12 { u = Point2(0, u.y < 0 ? -1 : 1) }
        if abs(u.y) < 1e-12 { u = Point2(u.x < 0 ? -1 : 1, 0) }
        let v = Point2(-u.y, u.x)
        let axisAligned = u.x == 0 || u.y == 0
        // The image is the union of its pixel squares, [−½, w − ½] × [−½, h − ½].
        let low = Point2(-0.5, -0.5), high = Point2(Double(field.width) - 0.5, Double(field.height) - 0.5)
        let offsets = [low, Point2(high.x, low.y), Point2(low.x, high.y), high].map { ($0 * v).sum() }
        let (first, last) = (offsets.min()!, offsets.max()!)
        var scratch = (tone: [Double](), visible: [Double]())
        var out: [[Point2]] = []
        var line = 0
        var n = (first / spacing - phase).rounded(.down) - 1
        while true {
            var c = (n + phase) * spacing
            if axisAligned { c = c.rounded() }
            n += 1
            if c <= first { continue }
            if c >= last { break }
            let begin = out.count
            Self.pieces(of: v * c, direction: u, box: (low, high), field: field, occluded: occluded,
                        threshold: threshold, minimumLength: minimumLength, scratch: &scratch, into: &out)
            if line % 2 == 1 {
                out[begin...].reverse()
                for i in begin..<out.count { out[i].reverse() }
            }
            line += 1
        }
        return out
    }

    /// Appends the pieces of the line `origin + t · direction` to `out`, in order of t.
    private static func pieces(of origin: Point2, direction u: Point2, box: (low: Point2, high: Point2),
                               field: ToneField, occluded: [Bool]?, threshold: Float, minimumLength: Double,
                               scratch: inout (tone: [Double], visible: [Double]), into out: inout [[Point2]]) {
        // Liang–Barsky: the t range inside the box.
        var t0 = -Double.infinity, t1 = Double.infinity
        func clip(_ p: Double, _ d: Double, _ lo: Double, _ hi: Double) -> Bool {
            if d == 0 { return p >= lo && p <= hi }
            let (a, b) = ((lo - p) / d, (hi - p) / d)
            t0 = max(t0, min(a, b))
            t1 = min(t1, max(a, b))
            return true
        }
        guard clip(origin.x, u.x, box.low.x, box.high.x), clip(origin.y, u.y, box.low.y, box.high.y),
              t1 - t0 > 1e-9 else { return }
        toneRuns(origin: origin, direction: u, from: t0, to: t1, field: field, threshold: threshold, into: &scratch.tone)
        guard !scratch.tone.isEmpty else { return }
        if let occluded {
            visibleRuns(origin: origin, direction: u, from: t0, to: t1, width: field.width, height: field.height,
                        occluded: occluded, into: &scratch.visible)
        } else {
            scratch.visible.removeAll(keepingCapacity: true)
            scratch.visible.append(t0)
            scratch.visible.append(t1)
        }
        // The intersection of the two sorted run lists.
        var (i, j) = (0, 0)
        let (tone, visible) = (scratch.tone, scratch.visible)
        while i < tone.count && j < visible.count {
            let s = max(tone[i], visible[j]), e = min(tone[i + 1], visible[j + 1])
            if e - s >= minimumLength && e > s { out.append([origin + s * u, origin + e * u]) }
            if tone[i + 1] < visible[j + 1] { i += 2 } else { j += 2 }
        }
    }

    /// The runs [start, end] of t in [t0, t1] where the field is at least `threshold`, as a flat
    /// list of pairs; each end is the linear interpolation of the crossing between readings.
    private static func toneRuns(origin: Point2, direction u: Point2, from t0: Double, to t1: Double,
                                 field: ToneField, threshold: Float, into runs: inout [Double]) {
        runs.removeAll(keepingCapacity: true)
        let count = max(1, Int(((t1 - t0) / sampleStep).rounded(.up)))
        let step = (t1 - t0) / Double(count)
        var previous = field.darkness(at: origin + t0 * u) - threshold
        if previous >= 0 { runs.append(t0) }
        for i in 1...count {
            let t = i == count ? t1 : t0 + Double(i) * step
            let value = field.darkness(at: origin + t * u) - threshold
            if (previous >= 0) != (value >= 0) {
                runs.append(t - step + step * Double(previous / (previous - value)))
            }
            previous = value
        }
        if runs.count % 2 == 1 { runs.append(t1) }
    }

    /// The runs [start, end] of t in [t0, t1] over unoccluded pixels, as a flat list of pairs:
    /// the line walked cell by cell, pixel (x, y) being the square [x − ½, x + ½) × [y − ½, y + ½).
    private static func visibleRuns(origin: Point2, direction u: Point2, from t0: Double, to t1: Double,
                                    width w: Int, height h: Int, occluded: [Bool], into runs: inout [Double]) {
        runs.removeAll(keepingCapacity: true)
        // In the frame shifted by ½, pixel (x, y) is the cell [x, x + 1) × [y, y + 1).
        let o = origin + Point2(0.5, 0.5)
        let start = o + (t0 + 1e-9) * u
        var x = min(w - 1, max(0, Int(start.x.rounded(.down)))), y = min(h - 1, max(0, Int(start.y.rounded(.down))))
        let stepX = u.x > 0 ? 1 : -1, stepY = u.y > 0 ? 1 : -1
        func next(_ cell: Int, _ step: Int, _ p: Double, _ d: Double) -> Double {
            d == 0 ? .infinity : (Double(step > 0 ? cell + 1 : cell) - p) / d
        }
        var tx = next(x, stepX, o.x, u.x), ty = next(y, stepY, o.y, u.y)
        let dtx = u.x == 0 ? Double.infinity : 1 / abs(u.x), dty = u.y == 0 ? Double.infinity : 1 / abs(u.y)
        var t = t0
        var open = false
        while t < t1 {
            let free = !occluded[y &* w &+ x]
            if free != open {
                runs.append(t)
                open = free
            }
            t = min(tx, ty, t1)
            if t >= t1 { break }
            if tx <= ty { x += stepX; tx += dtx } else { y += stepY; ty += dty }
            if x < 0 || y < 0 || x >= w || y >= h { break }
        }
        if open { runs.append(min(t, t1)) }
    }
}
