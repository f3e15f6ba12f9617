import Foundation
import LineworkContours
import LineworkImage

/// Hatch lines for a tone image: per layer (`HatchOptions.layers`), parallel lines clipped
/// exactly to the pixels darker than the layer's threshold and not occluded. Darkness is the
/// blurred working image's, stretched to the photo's own range (`stretched`).
///
/// Clipping: each line is walked cell by cell through the pixel grid (Amanatides & Woo's
/// traversal); a run starts and ends exactly where the line crosses the edge between a pixel
/// inside the layer and one outside, so the pieces follow the region's pixel-edge polygon.
/// Lines are ordered back and forth (each line's pieces reversed on alternate lines) so a
/// plotter sweeps across a region without returning. Coordinates are working pixels with pixel
/// centres at integers.
struct HatchFill {
    /// The hatch pieces, layer after layer: each a two-point polyline.
    let segments: [[Point2]]

    /// - Parameters:
    ///   - gray: the working image, 8-bit gray.
    ///   - occluded: `StrokeOcclusion.mask` of the line layer, or nil.
    ///   - attention: a weight map in [0, 1] (any size, resized to the working image), or nil.
    ///     Darkness is scaled by `attentionFloor + (1 − attentionFloor) · weight`, so tone keeps
    ///     its layers where people look and thins out towards the paper elsewhere.
    init(gray: GrayImage, occluded: [Bool]?, options: HatchOptions, attention: FloatImage? = nil) {
        let (w, h) = (gray.width, gray.height)
        guard w > 0, h > 0 else { segments = []; return }
        let smooth = Image(validWidth: w, height: h, samples: gray.samples.map(Float.init)).gaussianBlurred(sigma: options.spacing / 2)
        var darkness = Self.stretched(smooth.samples.map { 1 - min(max($0, 0), 255) / 255 })
        if let attention, attention.width > 0, attention.height > 0 {
            let weights = attention.resizedBilinear(validWidth: w, height: h).samples
            let floor = Float(Self.attentionFloor)
            for i in darkness.indices { darkness[i] *= floor + (1 - floor) * min(max(weights[i], 0), 1) }
        }
        var all: [[Point2]] = []
        for (k, layer) in options.layers.enumerated() {
            let threshold = Float((Double(k) + 0.5) / Double(options.levels))
            let inside = (0..<(w * h)).map { darkness[$0] >= threshold && !(occluded?[$0] ?? false) }
            guard inside.contains(true) else { continue }
            all += Self.lines(inside, width: w, height: h, angle: layer.angle, spacing: options.spacing,
                              phase: layer.phase, minimumLength: options.minimumLength)
        }
        segments = all
    }

    /// The share of its darkness a pixel keeps where the attention map is 0: 0.35, so the
    /// darkest unwatched areas still get a layer or two.
    static let attentionFloor = 0.35

    /// Darkness stretched so that its 1st percentile is 0 and its 99th is 1 (clamped): the
    /// photo's own lightest tones stay paper and its darkest get every layer, whatever its
    /// exposure. A nearly flat image (percentiles within 0.05) is left as it is.
    static func stretched(_ darkness: [Float]) -> [Float] {
        guard darkness.count > 1 else { return darkness }
        var counts = [Int](repeating: 0, count: 256)
        for d in darkness { counts[min(255, max(0, Int(d * 255)))] += 1 }
        func percentile(_ q: Double) -> Float {
            let target = Int(Double(darkness.count - 1) * q)
            var seen = 0
            for (level, count) in counts.enumerated() {
                seen += count
                if seen > target { return Float(level) / 255 }
            }
            return 1
        }
        let (low, high) = (percentile(0.01), percentile(0.99))
        guard high - low > 0.05 else { return darkness }
        return darkness.map { min(1, max(0, ($0 - low) / (high - low))) }
    }

    /// One layer: lines at `angle` degrees, `spacing` apart, offset by `phase · spacing`.
    static func lines(_ inside: [Bool], width w: Int, height h: Int, angle: Double, spacing: Double, phase: Double,
                      minimumLength: Double) -> [[Point2]] {
        let radians = angle * .pi / 180
        let u = Point2(cos(radians), sin(radians)), v = Point2(-u.y, u.x)
        // In the shifted frame, pixel (x, y) is the cell [x, x + 1) × [y, y + 1).
        let corners = [Point2(0, 0), Point2(Double(w), 0), Point2(0, Double(h)), Point2(Double(w), Double(h))]
        let offsets = corners.map { ($0 * v).sum() }
        let (low, high) = (offsets.min()!, offsets.max()!)
        var c = (((low - phase * spacing) / spacing).rounded(.up)) * spacing + phase * spacing
        var out: [[Point2]] = []
        var line = 0
        while c <= high {
            var pieces = runs(inside, width: w, height: h, origin: v * c, direction: u, minimumLength: minimumLength)
            if line % 2 == 1 { pieces = pieces.reversed().map { $0.reversed() } }
            out += pieces
            line += 1
            c += spacing
        }
        return out
    }

    /// The pieces of the line `origin + t · direction` (shifted frame) inside the region, in
    /// the unshifted frame.
    private static func runs(_ inside: [Bool], width w: Int, height h: Int, origin: Point2, direction: Point2,
                             minimumLength: Double) -> [[Point2]] {
        // Liang–Barsky: the t range inside [0, w] × [0, h].
        var t0 = -Double.infinity, t1 = Double.infinity
        for (p, d, size) in [(origin.x, direction.x, Double(w)), (origin.y, direction.y, Double(h))] {
            if abs(d) < 1e-12 {
                if p < 0 || p > size { return [] }
            } else {
                let (a, b) = ((0 - p) / d, (size - p) / d)
                t0 = max(t0, min(a, b))
                t1 = min(t1, max(a, b))
            }
        }
        guard t1 - t0 > 1e-9 else { return [] }
        // Start in the cell a hair past t0, then step from cell boundary to cell boundary.
        let start = origin + (t0 + 1e-9) * direction
        var x = min(w - 1, max(0, Int(start.x.rounded(.down)))), y = min(h - 1, max(0, Int(start.y.rounded(.down))))
        let stepX = direction.x > 0 ? 1 : -1, stepY = direction.y > 0 ? 1 : -1
        func next(_ cell: Int, _ step: Int, _ p: Double, _ d: Double) -> Double {
            abs(d) < 1e-12 ? .infinity : (Double(step > 0 ? cell + 1 : cell) - p) / d
        }
        var tx = next(x, stepX, origin.x, direction.x), ty = next(y, stepY, origin.y, direction.y)
        let dtx = abs(direction.x) < 1e-12 ? Double.infinity : 1 / abs(direction.x)
        let dty = abs(direction.y) < 1e-12 ? Double.infinity : 1 / abs(direction.y)
        var pieces: [[Point2]] = []
        var runStart: Double? = nil
        var t = t0
        func close(at end: Double) {
            if let s = runStart, end - s >= minimumLength {
                let shift = Point2(0.5, 0.5)
                pieces.append([origin + s * direction - shift, origin + end * direction - shift])
            }
            runStart = nil
        }
        while t < t1 {
            let on = inside[y * w + x]
            if on && runStart == nil { runStart = t }
            if !on && runStart != nil { close(at: t) }
            let exit = min(tx, ty, t1)
            t = exit
            if exit >= t1 { break }
            if tx <= ty { x += stepX; tx += dtx } else { y += stepY; ty += dty }
            if x < 0 || y < 0 || x >= w || y >= h { break }
        }
        close(at: min(t, t1))
        return pieces
    }
}
