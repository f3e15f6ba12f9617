import Foundation
import LineworkCore
import LineworkImage

/// A visual-search display from a second, independent generator, for held-out testing: the
/// attention model is tuned on `SearchDisplay` only and judged on this family, whose geometry
/// that generator never draws (issue #36: size pop-out that held on the tuning displays found
/// the singleton only 3 times in 6 on displays of another geometry).
///
/// It differs from `SearchDisplay` in every axis the seed draws: display shapes (640 × 240,
/// 240 × 480, 512 × 512, 800 × 450, 200 × 360), item counts (grids of 3 × 3 up to 12 × 8, or
/// 9–90 items scattered with a minimum distance, Poisson-disc style), margins down to none so
/// items sit at the frame, bar aspect from long thin lines (thickness 0.08 of the length) to
/// square blobs, size singletons 1.4–2.5 × their distractors, orientation singletons 40°–90°
/// off, and grounds that are flat or noise, a gradient or fine stripes of up to ±30 gray levels.
struct HeldOutDisplay: PopOutDisplay {
    typealias Kind = SearchDisplay.Kind

    let image: Image<UInt8>
    let width: Int, height: Int
    let centres: [(x: Double, y: Double)]
    let radii: [Double]
    let target: Int
    /// Half the spacing between neighbouring items (the grid cell or the scattering's minimum
    /// distance), or the target's own half-extent when that is larger.
    let reach: Double

    /// The held-out seeds for `kind`: fixed, and never used while tuning.
    static func seeds(_ kind: Kind, count: Int) -> [UInt64] {
        (0..<count).map { UInt64($0) &* 2_246_822_519 &+ 0xF1E5_0000 &+ UInt64(kind.rawValue.count) }
    }

    init(kind: Kind, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        (width, height) = [(640, 240), (240, 480), (512, 512), (800, 450), (200, 360)][Int.random(in: 0..<5, using: &random)]
        let W = Double(width), H = Double(height)
        // Items may touch the frame: the margin is 0–4 % of each side.
        let margin = Double.random(in: 0...0.04, using: &random)
        let (x0, y0, spanW, spanH) = (margin * W, margin * H, (1 - 2 * margin) * W, (1 - 2 * margin) * H)
        var centres: [(x: Double, y: Double)] = []
        let spacing: Double
        if Bool.random(using: &random) {
            let columns = Int.random(in: 3...12, using: &random), rows = Int.random(in: 3...8, using: &random)
            let cellW = spanW / Double(columns), cellH = spanH / Double(rows)
            spacing = min(cellW, cellH)
            let jitter = Double.random(in: 0...0.25, using: &random)
            for row in 0..<rows {
                for column in 0..<columns {
                    centres.append((x0 + (Double(column) + 0.5 + Double.random(in: -jitter...jitter, using: &random)) * cellW,
                                    y0 + (Double(row) + 0.5 + Double.random(in: -jitter...jitter, using: &random)) * cellH))
                }
            }
        } else {
            // Dart throwing: candidates closer than `spacing` to an accepted item are rejected.
            let wanted = Int.random(in: 9...90, using: &random)
            spacing = 0.75 * (spanW * spanH / Double(wanted)).squareRoot()
            for _ in 0..<(40 * wanted) where centres.count < wanted {
                let c = (x0 + spacing / 2 + Double.random(in: 0...1, using: &random) * (spanW - spacing),
                         y0 + spacing / 2 + Double.random(in: 0...1, using: &random) * (spanH - spacing))
                if !centres.contains(where: { hypot($0.x - c.0, $0.y - c.1) < spacing }) { centres.append(c) }
            }
        }
        let scale = Double.random(in: 1.4...2.5, using: &random)
        // Aspect log-uniform from 0.08 (a thin line) to 1 (a square blob); orientation needs an
        // elongated bar, so its bars stop at 0.45.
        let aspect = exp(Double.random(in: log(0.08)...log(kind == .orientation ? 0.45 : 1), using: &random))
        // The singleton at its scale still fits its cell, so items do not overlap.
        var length = Double.random(in: 0.3...0.7, using: &random) * spacing
        if kind == .size { length = min(length, 0.95 * spacing / scale) }
        let thickness = max(1.5, aspect * length)
        let mean = UInt8(Int.random(in: 40...215, using: &random))
        let texture = BackgroundTexture.random(flatShare: 0.25, maximumAmplitude: 30, periods: 2...5, using: &random)
        var canvas = Canvas(width: width, height: height, mean: mean, texture: texture)
        let ink: (UInt8, UInt8, UInt8) = mean > 128 ? (15, 15, 15) : (240, 240, 240)
        var distractor = ink, singleton = ink
        switch kind {
        case .luminance:
            distractor = mean > 128 ? (110, 110, 110) : (150, 150, 150)
            singleton = ink
        case .colour:
            (distractor, singleton) = Bool.random(using: &random)
                ? (SearchDisplay.green, SearchDisplay.red) : (SearchDisplay.red, SearchDisplay.green)
        default:
            break
        }
        let angle = Double.random(in: 0..<Double.pi, using: &random)
        let turn = Double.random(in: (0.22 * Double.pi)...(0.5 * Double.pi), using: &random)
        let targetAngle = angle + (Bool.random(using: &random) ? turn : -turn)
        target = Int.random(in: 0..<centres.count, using: &random)
        var radii: [Double] = []
        for (i, c) in centres.enumerated() {
            let s = kind == .size && i == target ? scale : 1
            canvas.bar(cx: c.x, cy: c.y, length: length * s, thickness: thickness * s,
                       angle: kind == .orientation && i == target ? targetAngle : angle,
                       colour: i == target ? singleton : distractor)
            radii.append(max(length, thickness) * s / 2)
        }
        self.centres = centres
        self.radii = radii
        reach = max(spacing / 2, radii[target])
        image = canvas.image
    }
}
