import LineworkImage
import LineworkPlotter
import Testing

@testable import LineworkArt

/// `draw --lines centerline` draws a dot of ink (an i's dot, a full stop) as a small closed ring
/// that fills it, not as a single point the pen dabs at its own width (issue 34, item 6: the
/// photographed page read "Ume" for "time" and lost its full stops).
struct DrawCenterlineDotsTests {
    /// A 64 × 64 page with an "i": a stem 4 px wide from row 24 to 50 and a dot of radius 1.5 at
    /// (31.5, 16), black on white (the page's dots at 512–1024 px are 1.5–2 px in radius).
    static let letterI: Image<UInt8> = {
        var samples = [UInt8]()
        for y in 0..<64 {
            for x in 0..<64 {
                let stem = (30...33).contains(x) && (24...50).contains(y)
                let dx = Double(x) - 31.5, dy = Double(y) - 16
                samples.append(stem || dx * dx + dy * dy <= 1.5 * 1.5 ? 0 : 255)
            }
        }
        return Image(validWidth: 64, height: 64, channels: 1, samples: samples)
    }()

    @Test func theDotOfAnIIsARingAroundIt() throws {
        let drawing = try LineDrawing(.uint8(Self.letterI), options: DrawOptions.defaults(for: .centerline))
        let dots = drawing.strokes.filter { stroke in stroke.points.allSatisfy { abs($0.y - 16) < 5 } }
        try #require(dots.count == 1, "strokes at the dot: \(dots.map(\.points))")
        let dot = dots[0]
        let xs = dot.points.map(\.x), ys = dot.points.map(\.y)
        #expect(dot.closed && dot.points.count >= 4, "\(dot.points)")
        // The ring is centred on the dot and spans about 1.5 px (0.75 px radius, the curve fitter
        // rounding the octagon a little inside), at most the ink.
        let width = xs.max()! - xs.min()!, height = ys.max()! - ys.min()!
        #expect((1.2...3).contains(width) && (1.2...3).contains(height), "ring \(width) × \(height)")
        #expect(abs((xs.max()! + xs.min()!) / 2 - 31.5) < 0.75 && abs((ys.max()! + ys.min()!) / 2 - 16) < 0.75)
        // The stem is still one stroke, apart from the dot.
        #expect(drawing.strokes.count == 2, "\(drawing.strokes.map(\.points))")
    }
}
