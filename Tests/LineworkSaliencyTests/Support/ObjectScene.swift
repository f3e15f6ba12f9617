import Foundation
import LineworkCore
import LineworkImage
import LineworkSaliency

/// A generated scene: 1–3 distinct, separated objects (ellipses and bars of saturated colours)
/// on a textured, muted background, with their true boxes.
struct ObjectScene {
    static let width = 320, height = 240

    let image: Image<UInt8>
    /// True boxes, normalised with a lower-left origin like Vision's.
    let boxes: [NormalizedRect]

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let base = (Int.random(in: 90...170, using: &random), Int.random(in: 90...170, using: &random),
                    Int.random(in: 90...170, using: &random))
        var canvas = Canvas(width: Self.width, height: Self.height, background: (0, 0, 0))
        // Texture: per-pixel noise on a gentle diagonal grating, ±20 levels around the base.
        let period = Double.random(in: 6...14, using: &random)
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let grating = 10 * sin(Double(x + y) * 2 * .pi / period)
                let noise = Double.random(in: -10...10, using: &random)
                let i = (y * Self.width + x) * 3
                for (c, v) in [base.0, base.1, base.2].enumerated() {
                    canvas.image.samples[i + c] = UInt8(max(0, min(255, Double(v) + grating + noise)))
                }
            }
        }
        let palette: [(UInt8, UInt8, UInt8)] = [(220, 30, 30), (30, 60, 220), (250, 210, 20), (20, 170, 60), (240, 240, 240), (20, 20, 20)]
        let count = Int.random(in: 1...3, using: &random)
        var placed: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        var boxes: [NormalizedRect] = []
        var attempts = 0
        while placed.count < count && attempts < 500 {
            attempts += 1
            let rx = Double.random(in: 18...45, using: &random), ry = Double.random(in: 18...45, using: &random)
            let cx = Double.random(in: (24 + rx)...(Double(Self.width) - 24 - rx), using: &random)
            let cy = Double.random(in: (24 + ry)...(Double(Self.height) - 24 - ry), using: &random)
            let box = (cx - rx, cy - ry, cx + rx, cy + ry)
            let gap = 16.0
            guard placed.allSatisfy({ box.0 > $0.x1 + gap || box.2 < $0.x0 - gap || box.1 > $0.y1 + gap || box.3 < $0.y0 - gap })
            else { continue }
            let colour = palette[(placed.count + Int(seed)) % palette.count]
            if Bool.random(using: &random) {
                canvas.ellipse(cx: cx, cy: cy, rx: rx, ry: ry, colour: colour)
            } else {
                canvas.fill(colour, bounds: box) { x, y in x >= box.0 && x <= box.2 && y >= box.1 && y <= box.3 }
            }
            placed.append(box)
            boxes.append(NormalizedRect(left: box.0, top: box.1, right: box.2, bottom: box.3,
                                        imageWidth: Self.width, imageHeight: Self.height))
        }
        image = canvas.image
        self.boxes = boxes
    }
}
