import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkRender

/// Fixtures, snapshots and sample scenes shared by the render tests.
enum TestSupport {
    /// Set to 1 to rewrite snapshot and golden files from the current output instead of comparing.
    static let recordVariable = "LINEWORK_RECORD_SNAPSHOTS"
    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// The source folder of the fixtures, where recording writes.
    static let sourceFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A fixture's bytes from the test bundle's copy of `Fixtures`.
    static func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return try Data(contentsOf: url)
    }

    /// Recording is never a pass: the test that recorded fails, saying so, as
    /// swift-argument-parser's snapshot tests do, so a run with the variable left set cannot
    /// pass without comparing anything.
    static func recorded(_ name: String, sourceLocation: SourceLocation) {
        Issue.record("recorded \(name); run again without \(recordVariable) to compare against it",
                     sourceLocation: sourceLocation)
    }

    /// Compares `text` with the snapshot file `name`, or records it (and fails, see `recorded`).
    static func assertSnapshot(_ bytes: [UInt8], named name: String,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try Data(bytes).write(to: sourceFixtures.appendingPathComponent(name))
            recorded(name, sourceLocation: sourceLocation)
            return
        }
        let expected = try fixture(name)
        #expect(Array(expected) == bytes,
                "\(name) differs from its snapshot; re-record with \(recordVariable)=1 if the change is intended",
                sourceLocation: sourceLocation)
    }

    /// Compares `image` with the golden PNG `name` sample by sample, or records it.
    ///
    /// Tolerance: anti-aliased edges may differ slightly between pixman versions, so a sample
    /// may differ by up to `tolerance` (default 4 of 255), and at most 0.5 % of samples by more.
    static func assertGolden(_ image: Image<UInt8>, named name: String, tolerance: Int = 4,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try Data(try PNGEncoder.encode(image)).write(to: sourceFixtures.appendingPathComponent(name))
            recorded(name, sourceLocation: sourceLocation)
            return
        }
        let decoded = try ImageDecoder().decode(bytes: Array(try fixture(name)), path: name)
        guard case .uint8(let golden) = decoded.pixels else {
            Issue.record("\(name) is not 8-bit", sourceLocation: sourceLocation)
            return
        }
        try #require(golden.width == image.width && golden.height == image.height && golden.channels == image.channels,
                     sourceLocation: sourceLocation)
        let outliers = zip(golden.samples, image.samples).filter { abs(Int($0) - Int($1)) > tolerance }.count
        #expect(outliers * 200 <= image.samples.count,
                "\(outliers) of \(image.samples.count) samples differ from \(name) by more than \(tolerance)",
                sourceLocation: sourceLocation)
    }

    /// The pixel (x, y) of an image as [r, g, b(, a)] (gray is repeated to RGB).
    static func pixel(_ image: Image<UInt8>, _ x: Int, _ y: Int) -> [Int] {
        let values = (0..<image.channels).map { Int(image[x, y, $0]) }
        return image.channels < 3 ? [values[0], values[0], values[0]] + values.dropFirst() : values
    }

    /// True when two colours are within `tolerance` on every channel.
    static func close(_ a: [Int], _ b: [Int], tolerance: Int = 3) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The sample drawing: 64 × 48 source pixels on paper, two layers — a filled closed outline
    /// with miter joins, and details with a cubic curve (butt caps, bevel joins), a lone dot and
    /// a millimetre-wide polyline with round caps and joins.
    static func twoLayerScene(canvas: Canvas = .imageSize(scale: 1)) -> Scene {
        let outline = ScenePath(
            polyline: [ScenePoint(4, 4), ScenePoint(59, 4), ScenePoint(59, 43), ScenePoint(4, 43)], isClosed: true,
            style: PathStyle(width: .pixels(2), lineJoin: .miter, fill: Color(rgb: 0xDCE6F0)))
        let hole = Subpath(polyline: [ScenePoint(40, 12), ScenePoint(52, 12), ScenePoint(52, 24), ScenePoint(40, 24)],
                           isClosed: true)!
        let outer = Subpath(polyline: [ScenePoint(36, 8), ScenePoint(56, 8), ScenePoint(56, 28), ScenePoint(36, 28)],
                            isClosed: true)!
        let ring = ScenePath([outer, hole], style: PathStyle(stroke: nil, fill: Color(rgb: 0x2A6F97, alpha: 0.8)))
        let curve = ScenePath(
            [Subpath(start: ScenePoint(8, 36), segments: [
                .cubic(control1: ScenePoint(16, 8), control2: ScenePoint(28, 8), to: ScenePoint(32, 36)),
                .line(to: ScenePoint(36, 30)),
            ])],
            style: PathStyle(stroke: Color(rgb: 0xB23A48), width: .pixels(3), lineCap: .butt, lineJoin: .bevel))
        let dot = ScenePath([Subpath(start: ScenePoint(12, 12))], style: PathStyle(width: .pixels(4)))
        let zigzag = ScenePath(
            polyline: [ScenePoint(10, 40), ScenePoint(20, 32), ScenePoint(30, 40), ScenePoint(40, 32)], isClosed: false,
            style: PathStyle(width: .millimetres(0.5), opacity: 0.6))
        return Scene(width: 64, height: 48, canvas: canvas, background: .paper, layers: [
            Layer(id: "outline", label: "Outline & fill", paths: [outline, ring]),
            Layer(id: "detail", label: "Details", paths: [curve, dot, zigzag]),
        ])
    }

    /// A scene over many tiles: 300 random strokes (all joins and caps, 1–14 px wide, some
    /// translucent, some closed and filled), one path of 400 short subpaths like a sweep's, a
    /// ring with a hole, a cubic and dots, on paper with a box overlay.
    static func busyScene() -> Scene {
        var random = SplitMix64(seed: 2024)
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        let (width, height) = (600, 420)
        func point() -> ScenePoint { ScenePoint(uniform(-20...Double(width + 20)), uniform(-20...Double(height + 20))) }
        let joins: [LineJoin] = [.miter, .round, .bevel], caps: [LineCap] = [.butt, .round, .square]
        var strokes: [ScenePath] = []
        for i in 0..<300 {
            let points = (0..<(2 + i % 6)).map { _ in point() }
            let closed = i % 5 == 0
            let style = PathStyle(stroke: Color(red: uniform(0...1), green: uniform(0...1), blue: uniform(0...1)),
                                  width: .pixels(uniform(1...14)), opacity: i % 3 == 0 ? 0.5 : 1,
                                  lineCap: caps[i % 3], lineJoin: joins[i / 3 % 3],
                                  fill: closed && i % 2 == 0 ? Color(rgb: 0x2A6F97, alpha: 0.3) : nil)
            strokes.append(ScenePath(polyline: points, isClosed: closed, style: style))
        }
        let sweep = ScenePath((0..<400).map { _ in
            let start = point()
            return Subpath(polyline: (0..<5).map { k in
                ScenePoint(start.x + Double(k) * uniform(-6...6), start.y + Double(k) * uniform(-6...6))
            }, isClosed: false)!
        }, style: PathStyle(width: .pixels(0.8)))
        let outer = Subpath(polyline: [ScenePoint(200, 100), ScenePoint(420, 100), ScenePoint(420, 330), ScenePoint(200, 330)],
                            isClosed: true)!
        let hole = Subpath(polyline: [ScenePoint(250, 150), ScenePoint(380, 150), ScenePoint(380, 280), ScenePoint(250, 280)],
                           isClosed: true)!
        let ring = ScenePath([outer, hole], style: PathStyle(stroke: .black, width: .pixels(3), lineJoin: .miter,
                                                             fill: Color(rgb: 0xB23A48, alpha: 0.8)))
        let curve = ScenePath([Subpath(start: ScenePoint(10, 400), segments: [
            .cubic(control1: ScenePoint(150, -200), control2: ScenePoint(450, 700), to: ScenePoint(590, 10)),
        ])], style: PathStyle(width: .pixels(5), lineCap: .butt))
        let dots = ScenePath([Subpath(start: ScenePoint(255.5, 255.5)), Subpath(start: ScenePoint(511, 128))],
                             style: PathStyle(width: .pixels(9)))
        let boxes = BoxOverlay(boxes: [SalientBox(boundingBox: NormalizedRect(x: 0.1, y: 0.1, width: 0.5, height: 0.4),
                                                  confidence: 0.9)], showsConfidence: true)
        return Scene(width: width, height: height, background: .paper, layers: [
            Layer(id: "strokes", label: "Strokes", paths: strokes),
            Layer(id: "detail", label: "Detail", paths: [sweep, ring, curve, dots]),
        ], overlays: [.boxes(boxes)])
    }

    /// A synthetic RGB "photo": red rises to the right, green downwards, blue constant.
    static func gradient(width: Int, height: Int) -> Image<UInt8> {
        var samples: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                samples += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 96]
            }
        }
        return Image(validWidth: width, height: height, channels: 3, samples: samples)
    }
}
