import Foundation
import LineworkCodecs
import LineworkContours
import LineworkCore
import LineworkImage
@testable import LineworkPlotter
import LineworkRender
import LineworkTone
import Testing

@testable import LineworkArt

struct HatchToneTests {
    static let galleryInputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Gallery/inputs")

    /// Lines at 0° and 90° run along pixel centres (integer coordinates), so a 1 px hatch pen
    /// renders each as one black row or column, not two grey ones: on a black photo hatched at
    /// 0° and 90° with a 1 px pen, every pixel of the rendered PNG is black or white.
    @Test func axisAlignedLinesRenderAsWholePixelRows() throws {
        let (w, h) = (64, 48)
        var options = DrawOptions()
        options.lines = .none
        var tone = HatchOptions(style: .crosshatch)
        tone.levels = 2
        tone.angle = 0
        tone.spacing = 4
        tone.widthFactor = 1 / options.art.strokeWidth
        options.tone = tone
        // Black with a white rim, so the photo's stretch has a range and the middle is darkest.
        let pixels = (0..<(w * h)).map { i -> UInt8 in
            let (x, y) = (i % w, i / w)
            return x < 4 || y < 4 || x >= w - 4 || y >= h - 4 ? 255 : 0
        }
        let drawing = try LineDrawing(.uint8(Image(validWidth: w, height: h, samples: pixels)), options: options)
        let hatch = drawing.strokes.filter { $0.layer == "tone" }
        #expect(hatch.count > 10)
        for stroke in hatch {
            let (a, b) = (stroke.points[0], stroke.points[1])
            #expect(a.y == b.y ? a.y == a.y.rounded() : a.x == b.x && a.x == a.x.rounded(), "\(a)–\(b)")
        }
        let drawn = Luminance.gray(try SceneRenderer.rasterize(drawing.art.scene))
        // The middle, away from the pieces' ends: rows and columns are black or white.
        var grey = 0, black = 0
        for y in 16..<32 {
            for x in 20..<44 {
                let v = drawn.samples[y * drawn.width + x]
                if v < 32 { black += 1 } else if v < 224 { grey += 1 }
            }
        }
        #expect(black > 100 && grey == 0, "black \(black), grey \(grey)")
    }

    /// The drawing keeps shadow and light apart: on a 512 × 384 ramp from white (left) to black
    /// (right), hatched alone and rendered, the darkest fifth of columns gets at least 0.36 more
    /// ink than the lightest, which stays under 0.02 (4 layers from 1/8 of the range gave
    /// 0.325 − 0.033 = 0.29, a flatter drawing than the `hatched` package's).
    @Test func darkestAndLightestFifthsStayApart() throws {
        let (w, h) = (512, 384)
        let ramp = (0..<(w * h)).map { UInt8(255 - 255 * ($0 % w) / (w - 1)) }
        var options = DrawOptions()
        options.lines = .none
        options.tone = HatchOptions(style: .hatch)
        let drawing = try LineDrawing(.uint8(Image(validWidth: w, height: h, samples: ramp)), options: options)
        let drawn = Luminance.gray(try SceneRenderer.rasterize(drawing.art.scene))
        func ink(_ columns: Range<Int>) -> Double {
            var sum = 0.0
            for y in 0..<h { for x in columns { sum += 1 - Double(drawn.samples[y * w + x]) / 255 } }
            return sum / Double(columns.count * h)
        }
        let (light, dark) = (ink(0..<(w / 5)), ink((w - w / 5)..<w))
        #expect(dark - light >= 0.36 && light < 0.02, "darkest fifth \(dark), lightest \(light)")
    }

    /// No ticks: in drawings of generated scenes and of the bundled photos, with the line layer
    /// cutting the hatching, no tone piece is shorter than `minimumLength` (5 px); at the old
    /// 1.5 px a quarter to a third of the pieces were such ticks.
    @Test(arguments: [1, 2, 3, 4])
    func cuttingAroundStrokesLeavesNoTicks(seed: Int) throws {
        for style in Self.hatchStyles {
            var options = DrawOptions()
            options.tone = HatchOptions(style: style)
            let drawing = try LineDrawing(.uint8(Self.scene(seed: seed)), options: options)
            let tone = drawing.strokes.filter { $0.layer == "tone" }
            #expect(!tone.isEmpty)
            let short = tone.filter { ($0.points[1] - $0.points[0]).length < 5 - 1e-9 }
            #expect(short.isEmpty, "seed \(seed) \(style): \(short.count) of \(tone.count) pieces under 5 px")
        }
    }

    /// The hatch bomb (crosshatch, spacing 1, 8 layers) on a 6000 px working image is refused
    /// before any work, with the estimate and the fields that lower it, in well under a second;
    /// it once ran for minutes and died failing to allocate 4 GiB.
    @Test func aToneThatMayExhaustMemoryIsRefusedUpFront() throws {
        var options = DrawOptions()
        options.contour.maximumImageDimension = 6000
        var tone = HatchOptions(style: .crosshatch)
        tone.spacing = 1
        tone.levels = 8
        options.tone = tone
        let pixels = PixelBuffer.uint8(Image(validWidth: 6000, height: 6000, samples: [UInt8](repeating: 90, count: 6000 * 6000)))
        let watch = ContinuousClock.now
        do {
            _ = try LineDrawing(pixels, options: options)
            Issue.record("not refused")
        } catch LineworkError.resourceLimit(let detail) {
            #expect(detail.contains("`tone.spacing`") && detail.contains("`tone.levels`") && detail.contains("GiB"), "\(detail)")
            #expect(!detail.contains("\n"))
        }
        #expect(ContinuousClock.now - watch < .seconds(1))
        // The default tone at a large working size passes.
        try HatchOptions(style: .crosshatch).checkCost(width: 4096, height: 4096)
    }

    /// On generated scenes (discs and bars of several grays on gradients), no hatch line comes
    /// within the two pens' half widths of a line-layer stroke: the inks never touch, so no
    /// hatch line crosses an outline.
    @Test(arguments: [1, 2, 3, 4])
    func hatchNeverTouchesAnOutline(seed: Int) throws {
        let image = Self.scene(seed: seed)
        for style in Self.hatchStyles {
            var options = DrawOptions()
            options.tone = HatchOptions(style: style)
            let drawing = try LineDrawing(.uint8(image), options: options)
            let tone = drawing.strokes.filter { $0.layer == "tone" }
            let outlines = drawing.strokes.filter { $0.layer != "tone" }
            #expect(!tone.isEmpty && !outlines.isEmpty)
            let grid = SegmentIndex(outlines)
            for hatch in tone {
                let (a, b) = (hatch.points[0], hatch.points[1])
                for (p, q, width) in grid.near(a, b, within: 4) {
                    let gap = Self.distance(a, b, p, q) - (width + hatch.width) / 2
                    #expect(gap > 0, "seed \(seed) \(style): hatch \(a)–\(b) is \(gap) px into the outline \(p)–\(q)")
                }
            }
        }
    }

    /// Tone fidelity: the hatched drawing alone (`--lines none --tone …`), blurred by a Gaussian
    /// of the hatch spacing, correlates with the photo blurred alike (CC ≥ 0.85).
    @Test(arguments: ["astronaut.png", "camera.png", "coffee.png", "chelsea.png", "rocket.jpg"])
    func hatchingKeepsThePhotosTone(photo: String) throws {
        let decoded = try ImageDecoder().decode(path: Self.galleryInputs.appendingPathComponent(photo).path)
        for style in Self.hatchStyles {
            var options = DrawOptions()
            options.lines = .none
            options.tone = HatchOptions(style: style)
            let drawing = try LineDrawing(decoded.pixels, options: options)
            let drawn = Luminance.gray(try SceneRenderer.rasterize(drawing.art.scene))
            let working = Luminance.gray(decoded.pixels.eightBit.downscaled(toMaximumDimension: options.contour.maximumImageDimension))
            #expect(drawn.width == working.width && drawn.height == working.height)
            let sigma = options.tone!.spacing
            let cc = Self.correlation(Self.blurred(drawn, sigma), Self.blurred(working, sigma))
            #expect(cc >= 0.85, "\(photo) \(style): CC \(cc)")
        }
    }

    // MARK: - Helpers

    /// The styles that hatch (the plotter styles are `PlotterToneTests`' and the tone benchmark's).
    static let hatchStyles: [HatchOptions.Style] = [.hatch, .crosshatch]

    static func blurred(_ image: GrayImage, _ sigma: Double) -> [Float] {
        Image(validWidth: image.width, height: image.height, samples: image.samples.map(Float.init)).gaussianBlurred(sigma: sigma).samples
    }

    static func correlation(_ a: [Float], _ b: [Float]) -> Double {
        let n = Double(a.count)
        let ma = a.reduce(0) { $0 + Double($1) } / n, mb = b.reduce(0) { $0 + Double($1) } / n
        var sab = 0.0, saa = 0.0, sbb = 0.0
        for i in a.indices {
            let (x, y) = (Double(a[i]) - ma, Double(b[i]) - mb)
            sab += x * y; saa += x * x; sbb += y * y
        }
        return sab / (saa * sbb).squareRoot()
    }

    /// The least distance between segments ab and pq (0 when they cross).
    static func distance(_ a: Point2, _ b: Point2, _ p: Point2, _ q: Point2) -> Double {
        func cross(_ u: Point2, _ v: Point2) -> Double { u.x * v.y - u.y * v.x }
        let d1 = cross(b - a, p - a), d2 = cross(b - a, q - a), d3 = cross(q - p, a - p), d4 = cross(q - p, b - p)
        if (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0) && d1 != 0 && d2 != 0 { return 0 }
        func toSegment(_ x: Point2, _ s: Point2, _ t: Point2) -> Double {
            let d = t - s, l = (d * d).sum()
            let u = l > 0 ? min(1, max(0, ((x - s) * d).sum() / l)) : 0
            return (x - (s + u * d)).length
        }
        return min(toSegment(a, p, q), toSegment(b, p, q), toSegment(p, a, b), toSegment(q, a, b))
    }

    /// A 160 × 120 scene: a gradient ground with discs and bars of several grays.
    static func scene(seed: Int) -> Image<UInt8> {
        var random = SeededRandom(seed: UInt64(seed))
        let (w, h) = (160, 120)
        var pixels = (0..<(w * h)).map { i in UInt8(200 - 120 * (i % w) / w) }
        for _ in 0..<5 {
            let (cx, cy) = (Double(random.next() % 160), Double(random.next() % 120))
            let r = Double(8 + random.next() % 20), value = UInt8(random.next() % 240)
            let bar = random.next() % 2 == 0
            for y in 0..<h {
                for x in 0..<w {
                    let (dx, dy) = (Double(x) - cx, Double(y) - cy)
                    if bar ? (abs(dx) < r && abs(dy) < r / 3) : (dx * dx + dy * dy < r * r) { pixels[y * w + x] = value }
                }
            }
        }
        return Image(validWidth: w, height: h, samples: pixels)
    }

    struct SeededRandom {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
        mutating func next() -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % 1_000_003)
        }
    }

    /// Outline segments in a coarse grid, so each hatch piece meets only the ones near it.
    struct SegmentIndex {
        var cells: [Int: [(Point2, Point2, Double)]] = [:]
        static let size = 8.0

        init(_ strokes: [DrawnStroke]) {
            for stroke in strokes {
                var pairs = zip(stroke.points, stroke.points.dropFirst()).map { ($0, $1) }
                if stroke.closed, stroke.points.count > 2 { pairs.append((stroke.points.last!, stroke.points[0])) }
                if pairs.isEmpty, let only = stroke.points.first { pairs = [(only, only)] }
                for (p, q) in pairs {
                    for key in Self.keys(p, q, pad: 0) { cells[key, default: []].append((p, q, stroke.width)) }
                }
            }
        }

        static func keys(_ a: Point2, _ b: Point2, pad: Double) -> [Int] {
            let x0 = Int(((min(a.x, b.x) - pad) / size).rounded(.down)), x1 = Int(((max(a.x, b.x) + pad) / size).rounded(.down))
            let y0 = Int(((min(a.y, b.y) - pad) / size).rounded(.down)), y1 = Int(((max(a.y, b.y) + pad) / size).rounded(.down))
            return (y0...y1).flatMap { y in (x0...x1).map { x in (y + 1000) * 10_000 + x + 1000 } }
        }

        func near(_ a: Point2, _ b: Point2, within pad: Double) -> [(Point2, Point2, Double)] {
            Self.keys(a, b, pad: pad).flatMap { cells[$0] ?? [] }
        }
    }
}

extension SIMD2 where Scalar == Double {
    var length: Double { (self * self).sum().squareRoot() }
}
