import LineworkContours
import LineworkCore
import LineworkImage

/// Generated tone images and a raster measure of how well a tone layer reproduces them, for
/// the plotter styles' tests (the measure `Scripts/tone_benchmark.py` applies to photos).
enum ToneTestScenes {
    /// A horizontal ramp: white at x = 0 to black at the right edge.
    static func gradient(width: Int = 240, height: Int = 160) -> GrayImage {
        Image(validWidth: width, height: height, samples: (0..<(width * height)).map { i in
            UInt8((255 * (1 - Double(i % width) / Double(width - 1))).rounded())
        })
    }

    /// Two shaded discs (dark rims, light centres) on a mid-gray ground.
    static func discs(width: Int = 240, height: Int = 160) -> GrayImage {
        Image(validWidth: width, height: height, samples: (0..<(width * height)).map { i in
            let (x, y) = (Double(i % width), Double(i / width))
            for (cx, cy, r) in [(70.0, 80.0, 55.0), (175.0, 70.0, 45.0)] {
                let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() / r
                if d < 1 { return UInt8(230 - 200 * d * d) }
            }
            return 140
        })
    }

    /// Ink coverage of `strokes` drawn with a round pen of `width` (4× supersampled), as
    /// darkness in [0, 1], the image's size.
    static func coverage(_ strokes: [[Point2]], width: Int, height: Int, pen: Double) -> [Double] {
        let s = 4, (w, h) = (width * s, height * s)
        var ink = [Bool](repeating: false, count: w * h)
        let r = pen / 2 * Double(s)
        for stroke in strokes {
            let pieces = stroke.count == 1 ? [(stroke[0], stroke[0])] : Array(zip(stroke, stroke.dropFirst()))
            for (a0, b0) in pieces {
                let a = (a0 + 0.5) * Double(s) - 0.5, b = (b0 + 0.5) * Double(s) - 0.5
                let d = b - a, l2 = (d * d).sum()
                let (x0, x1) = (max(0, Int(min(a.x, b.x) - r - 1)), min(w - 1, Int(max(a.x, b.x) + r + 1)))
                let (y0, y1) = (max(0, Int(min(a.y, b.y) - r - 1)), min(h - 1, Int(max(a.y, b.y) + r + 1)))
                guard x0 <= x1, y0 <= y1 else { continue }
                for y in y0...y1 {
                    for x in x0...x1 {
                        let p = Point2(Double(x), Double(y))
                        let t = l2 > 0 ? min(1, max(0, ((p - a) * d).sum() / l2)) : 0
                        let q = p - (a + t * d)
                        if (q * q).sum() <= r * r { ink[y * w + x] = true }
                    }
                }
            }
        }
        return (0..<(width * height)).map { i in
            let (x, y) = (i % width, i / width)
            var count = 0
            for dy in 0..<s { for dx in 0..<s where ink[(y * s + dy) * w + x * s + dx] { count += 1 } }
            return Double(count) / Double(s * s)
        }
    }

    /// Pearson's CC of two images' darkness after a Gaussian blur of σ `sigma` each.
    static func blurredCorrelation(_ a: [Double], _ b: [Double], width: Int, height: Int, sigma: Double) -> Double {
        func blur(_ v: [Double]) -> [Double] {
            Image(validWidth: width, height: height, samples: v.map(Float.init)).gaussianBlurred(sigma: sigma).samples.map(Double.init)
        }
        let (x, y) = (blur(a), blur(b))
        let n = Double(x.count)
        let (mx, my) = (x.reduce(0, +) / n, y.reduce(0, +) / n)
        var (sxy, sxx, syy) = (0.0, 0.0, 0.0)
        for i in x.indices {
            sxy += (x[i] - mx) * (y[i] - my); sxx += (x[i] - mx) * (x[i] - mx); syy += (y[i] - my) * (y[i] - my)
        }
        return sxx > 0 && syy > 0 ? sxy / (sxx * syy).squareRoot() : 0
    }

    /// The darkness 1 − gray / 255 of an image.
    static func darkness(_ gray: GrayImage) -> [Double] { gray.samples.map { 1 - Double($0) / 255 } }
}
