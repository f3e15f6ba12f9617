import LineworkContours
import LineworkImage

/// Synthetic test images and the geometry checks the edge tests share.
enum EdgeFixtures {
    /// An 8-bit RGB image whose pixel (x, y) is `colour(x, y)`.
    static func rgb(width: Int, height: Int, _ colour: (Int, Int) -> SIMD3<UInt8>) -> Image<UInt8> {
        var samples = [UInt8]()
        samples.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let c = colour(x, y)
                samples += [c.x, c.y, c.z]
            }
        }
        return Image(validWidth: width, height: height, channels: 3, samples: samples)
    }

    /// An 8-bit gray image whose pixel (x, y) is `value(x, y)`.
    static func gray(width: Int, height: Int, _ value: (Int, Int) -> UInt8) -> Image<UInt8> {
        var samples = [UInt8]()
        for y in 0..<height {
            for x in 0..<width { samples.append(value(x, y)) }
        }
        return Image(validWidth: width, height: height, channels: 1, samples: samples)
    }

    /// Rec. 601 luma, 0.299 R + 0.587 G + 0.114 B.
    static func luma(_ c: SIMD3<Int>) -> Double {
        0.299 * Double(c.x) + 0.587 * Double(c.y) + 0.114 * Double(c.z)
    }

    /// The reddish (200, 80, 80) and a teal with the same Rec. 601 luma to within 0.001: the
    /// closest 8-bit match with red = 60, which is (60, 135, 164).
    static let isoluminantPair: (SIMD3<Int>, SIMD3<Int>) = {
        let red = SIMD3(200, 80, 80)
        let target = luma(red)
        var best = SIMD3(60, 0, 60)
        for g in 0...255 {
            for b in 0...255 where abs(luma(SIMD3(60, g, b)) - target) < abs(luma(best) - target) {
                best = SIMD3(60, g, b)
            }
        }
        return (red, best)
    }()

    /// The foreground pixels of a mask as (x, y) pairs.
    static func linePixels(_ mask: BinaryMask) -> [(x: Int, y: Int)] {
        var points = [(x: Int, y: Int)]()
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask[x, y] { points.append((x, y)) }
        }
        return points
    }

    /// Whether some line pixel lies within `distance` of the point (px, py).
    static func hasLine(_ mask: BinaryMask, near px: Double, _ py: Double, within distance: Double) -> Bool {
        let reach = Int(distance.rounded(.up))
        let cx = Int(px.rounded()), cy = Int(py.rounded())
        for y in max(0, cy - reach)...min(mask.height - 1, cy + reach) {
            for x in max(0, cx - reach)...min(mask.width - 1, cx + reach) where mask[x, y] {
                let dx = Double(x) - px, dy = Double(y) - py
                if dx * dx + dy * dy <= distance * distance { return true }
            }
        }
        return false
    }
}
