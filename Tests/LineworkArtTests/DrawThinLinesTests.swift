import Foundation
import LineworkCore
import LineworkImage
import LineworkPlotter
import Testing

@testable import LineworkArt

/// `draw`'s default `edges` source draws a line a few pixels wide once, down its middle
/// (issue 34, item 3): dark pen lines 3, 6 and 10 px wide on a shaded paper ground, and light
/// lines of the same widths on a shaded dark ground (chalk, a white ring on a flag). Before
/// `LineInteriors`, the 10 px dark line came out as its two walls (no ink within 1.5 px of its
/// middle) and every light line as two parallel lines, one beside each edge.
struct DrawThinLinesTests {
    /// One generated line: its centre is y = row + amplitude · sin(2π x / period), for x in
    /// `xs`, and it is `width` px wide.
    struct Line {
        var row: Double
        var amplitude: Double
        var period: Double
        var width: Double

        func y(_ x: Double) -> Double { row + amplitude * sin(2 * .pi * x / period) }
        func slope(_ x: Double) -> Double { amplitude * 2 * .pi / period * cos(2 * .pi * x / period) }
    }

    static let size = 384
    static let xs = 40.0...344.0
    static let lines = [Line(row: 80, amplitude: 10, period: 190, width: 3),
                        Line(row: 190, amplitude: 14, period: 150, width: 6),
                        Line(row: 300, amplitude: 8, period: 230, width: 10)]

    /// A 384 × 384 gray page: a ground shaded from left to right (paper 250 → 200, or dark
    /// 40 → 80) with the three lines in ink (35) or chalk (235), each pixel's cover sampled
    /// 4 × 4 against the exact distance to the centre curve (anti-aliased edges).
    static func page(light: Bool) -> Image<UInt8> {
        var samples = [UInt8](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let t = Double(x) / Double(size)
                let ground = light ? 40 + 40 * t : 250 - 50 * t
                var cover = 0.0
                for line in lines where abs(Double(y) - line.y(Double(x))) <= line.width / 2 + 2 {
                    for sy in 0..<4 {
                        for sx in 0..<4 {
                            let px = Double(x) + (Double(sx) - 1.5) / 4, py = Double(y) + (Double(sy) - 1.5) / 4
                            guard xs.contains(px) else { continue }
                            if distance(from: SIMD2(px, py), to: line) <= line.width / 2 { cover += 1.0 / 16 }
                        }
                    }
                }
                let ink = light ? 235.0 : 35.0
                samples[y * size + x] = UInt8((ground * (1 - cover) + ink * cover).rounded())
            }
        }
        return Image(validWidth: size, height: size, channels: 1, samples: samples)
    }

    /// The distance from `p` to the line's centre curve, found by a local search in x.
    static func distance(from p: SIMD2<Double>, to line: Line) -> Double {
        var best = Double.infinity
        for k in -40...40 {
            let x = p.x + Double(k) * 0.25
            let d = SIMD2(x - p.x, line.y(x) - p.y)
            best = min(best, (d * d).sum().squareRoot())
        }
        return best
    }

    /// Per line, (share of its centre samples with ink of one stroke within 1.5 px — the
    /// stroke that covers most of them —, share with ink on both sides of the middle more than
    /// 2.5 px off it but none in it: walls or a parallel twin).
    static func measure(_ strokes: [DrawnStroke]) -> [(middle: Double, twin: Double)] {
        // The strokes rasterised every 0.25 px into a grid of stroke indices.
        var owner = [Int](repeating: -1, count: size * size)
        for (index, stroke) in strokes.enumerated() {
            let points = stroke.closed ? stroke.points + stroke.points.prefix(1) : stroke.points
            for (a, b) in zip(points, points.count > 1 ? Array(points.dropFirst()) : points) {
                let steps = max(1, Int((hypot(b.x - a.x, b.y - a.y) * 4).rounded(.up)))
                for i in 0...steps {
                    let t = Double(i) / Double(steps)
                    let x = Int((a.x + t * (b.x - a.x)).rounded()), y = Int((a.y + t * (b.y - a.y)).rounded())
                    if x >= 0, x < size, y >= 0, y < size { owner[y * size + x] = index }
                }
            }
        }
        func owners(near p: SIMD2<Double>, within radius: Double) -> Set<Int> {
            var found = Set<Int>()
            let r = Int(radius.rounded(.up))
            for dy in -r...r {
                for dx in -r...r {
                    let x = Int(p.x.rounded()) + dx, y = Int(p.y.rounded()) + dy
                    guard x >= 0, x < size, y >= 0, y < size, owner[y * size + x] >= 0 else { continue }
                    if hypot(Double(x) - p.x, Double(y) - p.y) <= radius { found.insert(owner[y * size + x]) }
                }
            }
            return found
        }
        return lines.map { line in
            var counts: [Int: Int] = [:], twins = 0, total = 0
            for x in stride(from: xs.lowerBound + 8, through: xs.upperBound - 8, by: 1) {
                let c = SIMD2(x, line.y(x))
                let t = SIMD2(1, line.slope(x)), n = SIMD2(-t.y, t.x) / (t * t).sum().squareRoot()
                total += 1
                let middle = owners(near: c, within: 1.5)
                for index in middle { counts[index, default: 0] += 1 }
                let offsets = stride(from: 2.5, through: line.width / 2 + 3, by: 0.5)
                let left = offsets.contains { !owners(near: c + $0 * n, within: 0.5).isEmpty }
                let right = offsets.contains { !owners(near: c - $0 * n, within: 0.5).isEmpty }
                if left && right { twins += 1 }
            }
            return (Double(counts.values.max() ?? 0) / Double(total), Double(twins) / Double(total))
        }
    }

    @Test(arguments: [false, true])
    func aLineIsDrawnOnceDownItsMiddle(light: Bool) throws {
        let strokes = try LineDrawing(.uint8(Self.page(light: light)), options: DrawOptions()).strokes
        for (line, result) in zip(Self.lines, Self.measure(strokes)) {
            #expect(result.middle >= 0.8, "\(light ? "light" : "dark") \(line.width) px: one stroke on the middle of \(result.middle)")
            #expect(result.twin <= 0.05, "\(light ? "light" : "dark") \(line.width) px: a parallel twin along \(result.twin)")
        }
    }
}
