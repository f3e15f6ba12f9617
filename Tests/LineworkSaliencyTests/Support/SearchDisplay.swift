import Foundation
import LineworkCore
import LineworkImage

/// A generated visual-search display: a jittered grid of bars, one of which (the singleton)
/// differs from the distractors in one feature. This is the family the attention model is
/// tuned on; `HeldOutDisplay` is the one it is judged on.
struct SearchDisplay: PopOutDisplay {
    enum Kind: String, CaseIterable {
        case orientation, size, luminance, colour
    }

    let image: Image<UInt8>
    /// Item centres in pixels (top-left origin); `target` indexes the singleton.
    let centres: [(x: Double, y: Double)]
    let radii: [Double]
    let target: Int
    /// Grid cell size: a peak within half a cell of the target's centre (or within the target,
    /// when a size singleton is larger than that) lands on it.
    let cell: Double
    var reach: Double { max(cell / 2, radii[target]) }

    /// The display's size in pixels.
    let width: Int, height: Int

    /// Colours with equal BT.601 luma (0.299 R + 0.587 G + 0.114 B ≈ 83.3): red and green.
    static let red: (UInt8, UInt8, UInt8) = (200, 40, 0)
    static let green: (UInt8, UInt8, UInt8) = (0, 142, 0)

    /// A display whose geometry the seed varies too, so that the model cannot fit one
    /// generator: size (256 × 256 to 480 × 320, wide and tall), grid (3–9 columns, 3–7 rows),
    /// bar length (0.3–0.75 of a cell) and thickness (0.12–0.5 of its length; up to 0.9, nearly
    /// square, for size), jitter (up to 0.3 of a cell), background (four grays; for orientation
    /// and size, items dark or light against it and, in 40 % of displays, a texture of up to
    /// ±20 gray levels) and the size singleton's scale (1.5–2.3 ×).
    ///
    /// - Parameter withSingleton: false draws the target like every distractor (a display in
    ///   which nothing pops out; `target` then marks an ordinary item).
    init(kind: Kind, seed: UInt64, withSingleton: Bool = true) {
        var random = SplitMix64(seed: seed)
        (width, height) = [(256, 256), (320, 240), (400, 300), (480, 320), (240, 320), (384, 256)][Int.random(in: 0..<6, using: &random)]
        let columns = Int.random(in: 3...9, using: &random), rows = Int.random(in: 3...7, using: &random)
        // Items stay inside a margin of 6 % so none is clipped by the display's edge.
        let marginX = 0.06 * Double(width), marginY = 0.06 * Double(height)
        let cellW = (Double(width) - 2 * marginX) / Double(columns)
        let cellH = (Double(height) - 2 * marginY) / Double(rows)
        cell = min(cellW, cellH)
        let length = Double.random(in: 0.3...0.75, using: &random) * cell
        let thickness = length * Double.random(in: 0.12...(kind == .size ? 0.9 : 0.5), using: &random)
        let jitter = Double.random(in: 0...0.3, using: &random)
        let sizeScale = Double.random(in: 1.5...2.3, using: &random)
        let background: UInt8
        var distractor: (UInt8, UInt8, UInt8), singleton: (UInt8, UInt8, UInt8)
        switch kind {
        case .luminance:
            background = 60; distractor = (120, 120, 120); singleton = (235, 235, 235)
        case .colour:
            background = 160
            (distractor, singleton) = Bool.random(using: &random) ? (Self.green, Self.red) : (Self.red, Self.green)
        default:
            background = [40, 128, 200, 235][Int.random(in: 0..<4, using: &random)]
            distractor = background > 100 ? (20, 20, 20) : (230, 230, 230)
            singleton = distractor
        }
        let texture: BackgroundTexture = kind == .orientation || kind == .size
            ? .random(flatShare: 0.6, maximumAmplitude: 20, periods: 3...8, using: &random) : .flat
        var canvas = Canvas(width: width, height: height, mean: background, texture: texture)
        let angle = Double.random(in: 0..<Double.pi, using: &random)
        let targetAngle = angle + (Bool.random(using: &random) ? Double.pi / 2 : Double.pi / 4)
        target = Int.random(in: 0..<(columns * rows), using: &random)
        var centres: [(x: Double, y: Double)] = [], radii: [Double] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let x = marginX + (Double(column) + 0.5 + Double.random(in: -jitter...jitter, using: &random)) * cellW
                let y = marginY + (Double(row) + 0.5 + Double.random(in: -jitter...jitter, using: &random)) * cellH
                let isTarget = withSingleton && centres.count == target
                let scale = kind == .size && isTarget ? sizeScale : 1
                canvas.bar(cx: x, cy: y, length: length * scale, thickness: thickness * scale,
                           angle: kind == .orientation && isTarget ? targetAngle : angle,
                           colour: isTarget ? singleton : distractor)
                centres.append((x, y))
                radii.append(max(length, thickness) * scale / 2)
            }
        }
        self.centres = centres
        self.radii = radii
        image = canvas.image
    }
}
