import LineworkCore
import LineworkImage

/// The darkness a hatching follows: the working image blurred, turned into darkness
/// (0 paper … 1 ink), stretched to the photo's own range and, when given, weighted by where
/// people look. Read anywhere with `darkness(at:)`, bilinearly, so the places where it
/// crosses a layer's threshold are smooth curves, not the staircase of the pixel grid.
///
/// Coordinates are working pixels with pixel centres at integers: the sample of pixel (x, y)
/// is the field's value at (x, y).
struct ToneField: Sendable {
    let width: Int
    let height: Int
    /// Row-major darkness in [0, 1].
    let samples: [Float]

    /// The share of its darkness a pixel keeps where the attention map is 0: 0.35, so the
    /// darkest unwatched areas still get a layer or two.
    static let attentionFloor = 0.35

    /// A field of the given darkness samples (row-major, `width × height`, in [0, 1]).
    init(width: Int, height: Int, samples: [Float]) {
        (self.width, self.height, self.samples) = (width, height, samples)
    }

    /// - Parameters:
    ///   - gray: the working image, 8-bit gray.
    ///   - sigma: the blur's σ in working pixels (`HatchFill` uses half the spacing: finer
    ///     tone than the lines can draw would only cut them into ticks).
    ///   - attention: a weight map in [0, 1] (any size, resized to the working image), or nil.
    ///     Darkness is scaled by `attentionFloor + (1 − attentionFloor) · weight`, so tone keeps
    ///     its layers where people look and thins out towards the paper elsewhere.
    init(gray: GrayImage, sigma: Double, attention: FloatImage? = nil) {
        (width, height) = (gray.width, gray.height)
        guard width > 0, height > 0 else { samples = []; return }
        let smooth = Image(validWidth: width, height: height, samples: gray.samples.map(Float.init)).gaussianBlurred(sigma: sigma)
        var darkness = Self.stretched(smooth.samples.map { 1 - min(max($0, 0), 255) / 255 })
        if let attention, attention.width > 0, attention.height > 0 {
            let weights = attention.resizedBilinear(validWidth: width, height: height).samples
            let floor = Float(Self.attentionFloor)
            for i in darkness.indices { darkness[i] *= floor + (1 - floor) * min(max(weights[i], 0), 1) }
        }
        samples = darkness
    }

    /// The field at `p`, bilinear between the four nearest pixel centres; outside the centres'
    /// span the edge value continues.
    @inline(__always)
    func darkness(at p: Point2) -> Float {
        let x = min(max(p.x, 0), Double(width - 1)), y = min(max(p.y, 0), Double(height - 1))
        let x0 = Int(x), y0 = Int(y)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
        let top = samples[y0 &* width &+ x0] * (1 - fx) + samples[y0 &* width &+ x1] * fx
        let bottom = samples[y1 &* width &+ x0] * (1 - fx) + samples[y1 &* width &+ x1] * fx
        return top * (1 - fy) + bottom * fy
    }

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
}
