import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import PropertyBased
import Testing

@testable import LineworkEdges

/// Skipping `BlankRegions` along the flow must not change a single pixel of the map: the margin
/// bound is checked on its own, then whole requests with and without skipping are compared on
/// the bundled photos and on random scenes under random settings.
struct BlankRegionsTests {
    /// The bundled photos (`Gallery/inputs`), found from this file's path.
    static let galleryInputs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Gallery/inputs")

    /// Thresholds covering both signs of ε, with and without chroma.
    static let thresholds: [XDoGThreshold] = [
        XDoGThreshold(sharpening: 20, chromaWeight: 1.5, epsilon: -0.2, phi: 10),
        XDoGThreshold(sharpening: 20, chromaWeight: 0, epsilon: -0.2, phi: 10),
        XDoGThreshold(sharpening: 35, chromaWeight: 2.5, epsilon: 0.3, phi: 4),
        XDoGThreshold(sharpening: 5, chromaWeight: 1, epsilon: -0.05, phi: 50),
    ]

    /// The bound itself: when a set of responses' lowest L\* and highest chroma give a margin of
    /// at least `BlankRegions.margin`, every average of them (any non-negative weights) has zero
    /// ink, however the lanes are spread.
    @Test func averagesOfBlankResponsesHaveNoInk() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let threshold = Self.thresholds[Int(random.next() % UInt64(Self.thresholds.count))]
            // Sets near the bound: chroma of a few units, luminance either side of ε.
            var tried = 0
            while tried < 1_000 {
                tried += 1
                let set = (0..<12).map { _ in
                    SIMD4<Float>(Float.random(in: -1...8, using: &random), Float.random(in: -0.5...0.5, using: &random),
                                 Float.random(in: -0.5...0.5, using: &random), 0)
                }
                guard Self.margin(of: set, threshold) >= BlankRegions.margin else { continue }
                let weights = set.map { _ in Float.random(in: 0...1, using: &random) }
                let total = weights.reduce(0, +)
                let average = zip(set, weights).reduce(SIMD4<Float>.zero) { $0 + $1.1 * $1.0 } / total
                #expect(threshold.ink(average) == 0)
                return
            }
            Issue.record("no blank set found for \(threshold)")
        }
    }

    /// The margin is not vacuous: a flat response is blank, a dark line's is not.
    @Test func flatResponsesAreBlankAndLinesAreNot() {
        for threshold in Self.thresholds {
            #expect(Self.margin(of: [SIMD4(threshold.epsilon > 0 ? 10 : 0, 0, 0, 0)], threshold) >= BlankRegions.margin)
            #expect(Self.margin(of: [SIMD4(-20, 0, 0, 0)], threshold) < 0)
        }
    }

    /// `XDoGThreshold.blankMargin` of a set of responses.
    static func margin(of set: [SIMD4<Float>], _ threshold: XDoGThreshold) -> Float {
        threshold.blankMargin(lowestLuminance: set.map(\.x).min()!,
                              highestChroma: set.map { ($0.y * $0.y + $0.z * $0.z).squareRoot() }.max()!)
    }

    /// A uniform image is blank everywhere; a scene with one edge is not blank near it.
    @Test func blankBlocksFollowTheLines() throws {
        let flat = EdgeFixtures.gray(width: 64, height: 48) { _, _ in 128 }
        let edge = EdgeFixtures.gray(width: 64, height: 48) { x, _ in x < 32 ? 40 : 220 }
        let options = EdgeOptions()
        let threshold = XDoGThreshold(sharpening: Float(options.sharpening), chromaWeight: 0,
                                      epsilon: Float(options.epsilon), phi: Float(options.phi))
        for (image, blankNearMiddle) in [(flat, true), (edge, false)] {
            let lab = LabImage(image, border: FlowDoG.borderNeeded(sigmaC: options.sigmaC, k: options.k), scheduler: .serial)
            let flow = StructureTensor.flow(of: lab, sigma: options.tensorSigma, chromaWeight: 0, scheduler: .serial)
            let across = FlowDoG.acrossFlow(lab, flow: flow, sigmaC: options.sigmaC, k: options.k, scheduler: .serial)
            let blank = BlankRegions(across: across, reach: 10, threshold: threshold, scheduler: .serial)
            let middle = (24 >> BlankRegions.blockShift) * blank.blocksAcross + (32 >> BlankRegions.blockShift)
            #expect((blank.flags[middle] != 0) == blankNearMiddle)
            if blankNearMiddle { #expect(blank.flags.allSatisfy { $0 != 0 }) }
        }
    }

    /// The bundled photos give the same map, bit for bit, with and without skipping; and skipping
    /// happens (on camera.png, a third of the blocks: the sky).
    @Test func photosAreUnchangedBySkipping() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.galleryInputs.path)
            .filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted()
        #expect(names.count >= 8)
        let request = try EdgeRequest()
        for name in names {
            let decoded = try ImageDecoder().decode(path: Self.galleryInputs.appendingPathComponent(name).path)
            let image = EdgeBenchmarkTests.eightBit(decoded.pixels).downscaled(toMaximumDimension: 512)
            let skipped = request.perform(on: image, scheduler: .parallel, skippingBlank: true)
            let full = request.perform(on: image, scheduler: .parallel, skippingBlank: false)
            #expect(Self.differingPixels(skipped, full) == 0, "\(name)")
        }
    }

    /// Random scenes (gray or colour discs and bars over noise of random strength) under random
    /// settings: the same map with and without skipping.
    @Test func randomScenesAreUnchangedBySkipping() async throws {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            var options = EdgeOptions()
            options.epsilon = Double.random(in: -0.6...0.3, using: &random)
            options.sharpening = Double.random(in: 5...60, using: &random)
            options.chromaWeight = Double.random(in: 0...3, using: &random)
            options.sigmaM = Double.random(in: 0.5...4, using: &random)
            options.sigmaC = Double.random(in: 0.6...2, using: &random)
            let image = Self.scene(random: &random)
            guard let request = try? EdgeRequest(options: options) else {
                Issue.record("settings out of range: \(options)")
                return
            }
            let skipped = request.perform(on: image, scheduler: .serial, skippingBlank: true)
            let full = request.perform(on: image, scheduler: .serial, skippingBlank: false)
            #expect(Self.differingPixels(skipped, full) == 0, "\(options)")
        }
    }

    /// Pixels whose line flag or strength differs (bit for bit) between two maps of one size.
    static func differingPixels(_ a: EdgeMap, _ b: EdgeMap) -> Int {
        zip(zip(a.lines.pixels, a.strength.samples), zip(b.lines.pixels, b.strength.samples))
            .filter { $0.0.0 != $0.1.0 || $0.0.1.bitPattern != $0.1.1.bitPattern }.count
    }

    /// A 40–80 px scene: a few discs and bars of random colours (or grays) on a ground with
    /// noise of random amplitude, so that blank and inked blocks mix.
    static func scene(random: inout SplitMix64) -> Image<UInt8> {
        let w = Int.random(in: 40...80, using: &random), h = Int.random(in: 40...80, using: &random)
        let gray = Bool.random(using: &random)
        let noise = Int.random(in: 0...24, using: &random)
        let shapes = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            (x: Int.random(in: 0..<w, using: &random), y: Int.random(in: 0..<h, using: &random),
             r: Int.random(in: 3...20, using: &random), bar: Bool.random(using: &random),
             colour: SIMD3<Int>(Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random),
                                Int.random(in: 0...255, using: &random)))
        }
        let ground = SIMD3<Int>(repeating: Int.random(in: 60...230, using: &random))
        return EdgeFixtures.rgb(width: w, height: h) { x, y in
            var c = ground
            for s in shapes {
                let inside = s.bar ? abs(x - s.x) < s.r / 3 : (x - s.x) * (x - s.x) + (y - s.y) * (y - s.y) < s.r * s.r
                if inside { c = gray ? SIMD3(repeating: s.colour.x) : s.colour }
            }
            if noise > 0 {
                let n = Int(random.next() % UInt64(2 * noise + 1)) - noise
                c &+= gray ? SIMD3(repeating: n) : SIMD3(n, Int(random.next() % UInt64(2 * noise + 1)) - noise, n)
            }
            let v = c.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
            return SIMD3(UInt8(v.x), UInt8(v.y), UInt8(v.z))
        }
    }
}
