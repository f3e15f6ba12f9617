import LineworkContours
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkTone

/// `HatchFill` and its `ToneField` on literal tone images: where the pieces start and end,
/// what stays paper, how darkness and attention set the ink.
struct HatchFillTests {
    /// Region boundaries follow the smoothed tone, not the pixel grid: on a cone of darkness
    /// (1 at (50, 50), falling by 1/40 a pixel), a layer at threshold 0.5 covers the disc of
    /// radius 20, and every piece starts and ends on that circle within 0.05 px at any angle
    /// (pixel-block clipping put the ends on pixel edges, up to 0.7 px off the circle).
    @Test(arguments: [0.0, 30, 45, 90, 117])
    func boundariesFollowTheSmoothedTone(angle: Double) {
        let (w, h) = (100, 100)
        let samples = (0..<(w * h)).map { i -> Float in
            let (dx, dy) = (Double(i % w) - 50, Double(i / w) - 50)
            return Float(max(0, 1 - (dx * dx + dy * dy).squareRoot() / 40))
        }
        let field = ToneField(width: w, height: h, samples: samples)
        let pieces = HatchFill.lines(field, occluded: nil, threshold: 0.5, angle: angle, spacing: 3, phase: 0.25,
                                     minimumLength: 0)
        #expect(pieces.count >= 12)
        var length = 0.0
        for piece in pieces {
            for p in piece {
                let r = Polygon.distance(p, Point2(50, 50))
                #expect(abs(r - 20) < 0.05, "\(p) is \(r) px from the centre, not 20")
            }
            length += Polygon.distance(piece[0], piece[1])
        }
        // Lines `spacing` apart cover an area A with about A / spacing of length.
        let area = Double.pi * 20 * 20
        #expect(abs(length - area / 3) < area / 3 * 0.05, "total length \(length)")
    }

    /// Near-white stays paper: on a ramp from white (left) to black (right), with 8 layers, no
    /// hatching reaches into the lightest `paper` share of the range (the first layer once
    /// started at 1/16 of it and greyed pale skies), and hatching starts at the first layer's
    /// threshold, half a step above `paper`.
    @Test func nearWhiteStaysPaper() throws {
        let (w, h) = (256, 64)
        let gray = GrayImage(validWidth: w, height: h, samples: (0..<(w * h)).map { UInt8(255 - $0 % w) })
        var options = HatchOptions(style: .hatch)
        options.levels = 8
        let hatch = HatchFill(gray: gray, occluded: nil, options: options)
        let xs = hatch.segments.flatMap { $0.map(\.x) }
        let lightest = try #require(xs.min())
        let first = Double(options.threshold(ofLayer: 0)) * 255
        #expect(lightest >= options.paper * 255 - 2 && lightest <= first + 4, "hatching starts at x \(lightest), not \(first)")
    }

    /// On flat grays, darker means more layers and so more ink; white gets none.
    @Test func darkerGrayGetsMoreInk() {
        var inks: [Double] = []
        for value in [255, 190, 120, 50, 0] as [UInt8] {
            let gray = GrayImage(validWidth: 64, height: 48, samples: [UInt8](repeating: value, count: 64 * 48))
            let hatch = HatchFill(gray: gray, occluded: nil, options: HatchOptions(style: .hatch))
            inks.append(hatch.segments.reduce(0) { $0 + Polygon.distance($1[0], $1[1]) })
        }
        #expect(inks[0] == 0)
        #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "\(inks)")
    }

    /// With an attention map, tone keeps its layers where the map is high and thins out where it
    /// is low: on a flat dark gray whose map is 1 on the left half and 0 on the right, the left
    /// half gets more ink; without the map both halves get the same.
    @Test func attentionThinsTheToneWherePeopleDoNotLook() {
        let (w, h) = (96, 64)
        let gray = GrayImage(validWidth: w, height: h, samples: [UInt8](repeating: 40, count: w * h))
        let map = FloatImage(validWidth: w, height: h, samples: (0..<(w * h)).map { $0 % w < w / 2 ? 1 : 0 })
        func halves(_ hatch: HatchFill) -> (left: Double, right: Double) {
            var ink = (left: 0.0, right: 0.0)
            for piece in hatch.segments {
                let length = Polygon.distance(piece[0], piece[1])
                if (piece[0].x + piece[1].x) / 2 < Double(w) / 2 - 0.5 { ink.left += length } else { ink.right += length }
            }
            return ink
        }
        let plain = halves(HatchFill(gray: gray, occluded: nil, options: HatchOptions(style: .hatch)))
        let watched = halves(HatchFill(gray: gray, occluded: nil, options: HatchOptions(style: .hatch), attention: map))
        #expect(abs(plain.left - plain.right) < 0.1 * plain.left)
        #expect(watched.right < 0.7 * watched.left && watched.right > 0, "\(watched)")
    }
}
