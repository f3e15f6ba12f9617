import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import Testing

/// `draw --lines edges` sees boundaries between colours of equal luminance, which no threshold
/// of the luminance can: generated scenes of shapes on flat, gradient and textured backgrounds,
/// scored with `linework evaluate contours` at its default tolerance against the known outlines.
struct DrawIsoluminantTests {
    enum Backdrop: String, CaseIterable { case flat, gradient, texture }

    /// Two colours with the same BT.601 luminance (within rounding): the shape's green is solved
    /// from the background's luminance.
    static let pairs: [(background: SIMD3<Double>, shape: SIMD3<Double>)] = [
        (SIMD3(200, 90, 90), SIMD3(60, 0, 200)),    // red on blue-violet
        (SIMD3(70, 140, 200), SIMD3(210, 0, 60)),   // sky on crimson
        (SIMD3(90, 170, 60), SIMD3(230, 0, 210)),   // green on magenta
    ].map { background, shape in
        let target = 0.299 * background.x + 0.587 * background.y + 0.114 * background.z
        let green = (target - 0.299 * shape.x - 0.114 * shape.z) / 0.587
        return (background, SIMD3(shape.x, green, shape.z))
    }

    /// A 256×256 scene: an ellipse, a rectangle and a triangle in the shape colour, and the mask
    /// of the shapes.
    static func scene(_ pair: (background: SIMD3<Double>, shape: SIMD3<Double>), backdrop: Backdrop, seed: UInt64)
        -> (image: Image<UInt8>, inside: [Bool]) {
        let size = 256
        var random = SplitMix64(seed: seed)
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        let (cx, cy) = (70 + 20 * unit(), 70 + 20 * unit())
        let (rx, ry) = (35 + 10 * unit(), 25 + 10 * unit())
        let rect = (x0: 140 + 10 * unit(), y0: 40 + 10 * unit(), x1: 215.0, y1: 110.0)
        let tri = [SIMD2(60 + 10 * unit(), 220.0), SIMD2(120.0, 140 + 10 * unit()), SIMD2(200.0, 215 - 10 * unit())]
        func inTriangle(_ p: SIMD2<Double>) -> Bool {
            func side(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
            let s = [side(tri[0], tri[1]), side(tri[1], tri[2]), side(tri[2], tri[0])]
            return s.allSatisfy { $0 >= 0 } || s.allSatisfy { $0 <= 0 }
        }
        var samples = [UInt8](repeating: 0, count: size * size * 3)
        var inside = [Bool](repeating: false, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let p = SIMD2(Double(x), Double(y))
                let e = ((p.x - cx) / rx) * ((p.x - cx) / rx) + ((p.y - cy) / ry) * ((p.y - cy) / ry)
                let isShape = e <= 1 || (p.x >= rect.x0 && p.x <= rect.x1 && p.y >= rect.y0 && p.y <= rect.y1) || inTriangle(p)
                inside[y * size + x] = isShape
                // The same gray offset on both colours keeps their luminance equal pixel by pixel.
                let offset: Double
                switch backdrop {
                case .flat: offset = 0
                case .gradient: offset = -40 + 80 * Double(x) / Double(size - 1)
                case .texture: offset = 24 * (unit() - 0.5)
                }
                let colour = (isShape ? pair.shape : pair.background) + SIMD3(repeating: offset)
                for c in 0..<3 { samples[(y * size + x) * 3 + c] = UInt8(min(max(colour[c].rounded(), 0), 255)) }
            }
        }
        return (Image(validWidth: size, height: size, channels: 3, samples: samples), inside)
    }

    /// One-pixel outlines of the shapes: inside pixels with an outside 4-neighbour.
    static func outline(_ inside: [Bool], size: Int) -> Image<UInt8> {
        var out = [UInt8](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size where inside[y * size + x] {
                func outside(_ nx: Int, _ ny: Int) -> Bool {
                    guard nx >= 0, ny >= 0, nx < size, ny < size else { return false }
                    return !inside[ny * size + nx]
                }
                if outside(x - 1, y) || outside(x + 1, y) || outside(x, y - 1) || outside(x, y + 1) {
                    out[y * size + x] = 255
                }
            }
        }
        return Image(validWidth: size, height: size, channels: 1, samples: out)
    }

    /// The strokes of `draw --json`, rasterised one pixel wide.
    static func raster(json: String, size: Int) throws -> Image<UInt8> {
        let (strokes, _, _) = try DrawCommandTests.strokes(fromJSON: json)
        var out = [UInt8](repeating: 0, count: size * size)
        func plot(_ p: SIMD2<Double>) {
            let x = Int(p.x.rounded()), y = Int(p.y.rounded())
            if x >= 0 && y >= 0 && x < size && y < size { out[y * size + x] = 255 }
        }
        for stroke in strokes {
            let points = stroke.closed ? stroke.points + stroke.points.prefix(1) : stroke.points
            for k in points.indices.dropFirst() {
                let a = points[k - 1], b = points[k]
                // One sample per pixel along the major axis: an 8-connected line, no staircase
                // pixels that would each claim a truth pixel of their own.
                let steps = max(1, Int(max(abs(b.x - a.x), abs(b.y - a.y)).rounded()))
                for i in 0...steps { plot(a + Double(i) / Double(steps) * (b - a)) }
            }
        }
        return Image(validWidth: size, height: size, channels: 1, samples: out)
    }

    @Test(arguments: Backdrop.allCases)
    func edgesFindIsoluminantBoundaries(backdrop: Backdrop) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let predictions = folder.appendingPathComponent("pred"), truth = folder.appendingPathComponent("gt")
        try FileManager.default.createDirectory(at: predictions, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: truth, withIntermediateDirectories: true)
        for (k, pair) in Self.pairs.enumerated() {
            let scene = Self.scene(pair, backdrop: backdrop, seed: UInt64(k + 1))
            let input = folder.appendingPathComponent("scene\(k).png").path
            try Data(PNGEncoder.encode(scene.image)).write(to: URL(fileURLWithPath: input))
            let result = try CLI.run(["draw", input, "--lines", "edges", "--json", "-"])
            #expect(result.status == 0, "\(result.stderr)")
            try Data(PNGEncoder.encode(try Self.raster(json: result.stdout, size: 256)))
                .write(to: predictions.appendingPathComponent("scene\(k).png"))
            try Data(PNGEncoder.encode(Self.outline(scene.inside, size: 256)))
                .write(to: truth.appendingPathComponent("scene\(k).png"))
        }
        let scores = try CLI.run(["evaluate", "contours", "--predictions", predictions.path, "--ground-truth", truth.path,
                                  "--json", "-"])
        #expect(scores.status == 0, "\(scores.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(scores.stdout.utf8)) as? [String: Any])
        let images = try #require(object["images"] as? [String: [String: Double]])
        #expect(images.count == Self.pairs.count)
        for (name, score) in images.sorted(by: { $0.key < $1.key }) {
            print("isoluminant \(backdrop) \(name): F \(score["F"] ?? 0)")
            #expect((score["F"] ?? 0) >= 0.9, "\(backdrop) \(name): \(score)")
        }
    }
}
