import Foundation
import LineworkImage

/// An RGB canvas to draw test scenes on, with 4 × 4 supersampled shapes (anti-aliased edges).
struct Canvas {
    var image: Image<UInt8>

    init(width: Int, height: Int, background: (UInt8, UInt8, UInt8)) {
        image = Image(validWidth: width, height: height, channels: 3, repeating: 0)
        for i in 0..<(width * height) {
            image.samples[3 * i] = background.0
            image.samples[3 * i + 1] = background.1
            image.samples[3 * i + 2] = background.2
        }
    }

    /// A gray canvas whose ground is `texture` around the gray level `mean`.
    init(width: Int, height: Int, mean: UInt8, texture: BackgroundTexture) {
        image = Image(validWidth: width, height: height, channels: 3, repeating: 0)
        for y in 0..<height {
            for x in 0..<width {
                let gray = texture.gray(x: x, y: y, width: width, height: height, mean: Double(mean))
                for c in 0..<3 { image.samples[3 * (y * width + x) + c] = gray }
            }
        }
    }

    /// Fills the pixels where `inside(x, y)` holds (continuous coordinates, pixel centres at
    /// integer + 0.5) with `colour`, blending by covered fraction. `bounds` limits the scan.
    mutating func fill(_ colour: (UInt8, UInt8, UInt8), bounds: (x0: Double, y0: Double, x1: Double, y1: Double),
                       _ inside: (Double, Double) -> Bool) {
        let xs = max(0, Int(bounds.x0))...min(image.width - 1, Int(bounds.x1))
        let ys = max(0, Int(bounds.y0))...min(image.height - 1, Int(bounds.y1))
        guard !xs.isEmpty, !ys.isEmpty else { return }
        for y in ys {
            for x in xs {
                var covered = 0
                for sy in 0..<4 {
                    for sx in 0..<4 where inside(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4) {
                        covered += 1
                    }
                }
                guard covered > 0 else { continue }
                let a = Double(covered) / 16
                let i = (y * image.width + x) * 3
                for (c, v) in [colour.0, colour.1, colour.2].enumerated() {
                    image.samples[i + c] = UInt8((Double(image.samples[i + c]) * (1 - a) + Double(v) * a).rounded())
                }
            }
        }
    }

    /// A bar (rotated rectangle) centred at (cx, cy), `angle` in radians from the x axis.
    mutating func bar(cx: Double, cy: Double, length: Double, thickness: Double, angle: Double,
                      colour: (UInt8, UInt8, UInt8)) {
        let c = cos(angle), s = sin(angle), r = length / 2 + thickness
        fill(colour, bounds: (cx - r, cy - r, cx + r, cy + r)) { x, y in
            let dx = x - cx, dy = y - cy
            return abs(dx * c + dy * s) <= length / 2 && abs(-dx * s + dy * c) <= thickness / 2
        }
    }

    /// An axis-aligned ellipse.
    mutating func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, colour: (UInt8, UInt8, UInt8)) {
        fill(colour, bounds: (cx - rx - 1, cy - ry - 1, cx + rx + 1, cy + ry + 1)) { x, y in
            let u = (x - cx) / rx, v = (y - cy) / ry
            return u * u + v * v <= 1
        }
    }

    var pixels: PixelBuffer { .uint8(image) }
}

