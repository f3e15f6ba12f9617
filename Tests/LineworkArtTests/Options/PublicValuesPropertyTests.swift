import Foundation
import LineworkContours
import LineworkCore
import LineworkEdges
import LineworkImage
@testable import LineworkPlotter
import LineworkRender
import LineworkSaliency
import LineworkSweep
import LineworkVector
import PropertyBased
import Testing

@testable import LineworkArt

/// Issue 20, for the public values rather than the requests' options: images, masks, stroke
/// sets, paths and crop windows made from hostile sizes either hold what they were given or
/// throw `LineworkError.invalidOption` naming a field; images of every channel count run
/// through the stages that take them. A trap would end the test process.
extension PublicOptionsPropertyTests {
    @Test func imagesAndMasksThrowOrHoldTheirSize() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let (width, height) = (h.int(or: 3), h.int(or: 2))
            let channels = h.element([1, 2, 3, 4, 0, 5, -1, Int.max, h.int()])
            // The right number of samples when that is small, else a wrong one: the check must
            // come before any allocation of width × height × channels.
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            let (exact, overflow2) = pixels.multipliedReportingOverflow(by: channels)
            let count = !overflow && !overflow2 && (0 ... 4096).contains(exact) && h.bool() ? exact : Int(h.random.next() % 64)
            let samples = [UInt8](repeating: 7, count: count)
            if let image = Self.accepted("Image \(width)×\(height)×\(channels), \(count) samples", {
                try Image(width: width, height: height, channels: channels, samples: samples)
            }) {
                #expect(image.width == width && image.height == height && image.samples.count == count)
            }
            if !overflow && !overflow2 && exact <= 4096,
               let filled = Self.accepted("Image(repeating:) \(width)×\(height)×\(channels)", {
                   try Image(width: width, height: height, channels: channels, repeating: Float(1))
               }) {
                #expect(filled.samples.count == exact)
            }
            if let mask = Self.accepted("BinaryMask \(width)×\(height), \(count) pixels", {
                try BinaryMask(width: width, height: height, pixels: samples)
            }) {
                #expect(mask.width * mask.height == count)
            }
        }
    }

    /// Gray + alpha and RGBA are composited over white paper before luminance, as decoding does,
    /// so every stage takes an image of any channel count.
    @Test(arguments: 1 ... 4) func stagesTakeEveryChannelCount(_ channels: Int) throws {
        let rgb = Self.tinyRGB.samples, gray = Self.tinyGray.samples
        let samples: [UInt8] = (0 ..< Self.tinyGray.pixelCount).flatMap { i -> [UInt8] in
            switch channels {
            case 1: return [gray[i]]
            case 2: return [gray[i], 255]
            case 3: return Array(rgb[3 * i ..< 3 * i + 3])
            default: return Array(rgb[3 * i ..< 3 * i + 3]) + [255]
            }
        }
        let image = try Image(width: 24, height: 18, channels: channels, samples: samples)
        let opaque = channels < 3 ? Self.tinyGray : Self.tinyRGB
        #expect(Luminance.gray(image) == Luminance.gray(opaque))
        #expect(Luminance.grayUnit(.uint8(image)) == Luminance.grayUnit(.uint8(opaque)))
        #expect(try AnalysisImage(.uint8(image), maximumDimension: 12) == AnalysisImage(.uint8(opaque), maximumDimension: 12))
        #expect(BinaryMask(image, threshold: ContrastThreshold(pivot: 0.5, adjustment: 1, darkOnLight: true))
            == BinaryMask(Luminance.gray(opaque), threshold: ContrastThreshold(pivot: 0.5, adjustment: 1, darkOnLight: true)))
        #expect(try ContourRequest().perform(on: .uint8(image)).contourCount
            == ContourRequest().perform(on: .uint8(opaque)).contourCount)
        #expect(try SaliencyRequest(model: .attention).perform(on: .uint8(image)).heatmap
            == SaliencyRequest(model: .attention).perform(on: .uint8(opaque)).heatmap)
        #expect(try EdgeRequest().perform(on: image) == EdgeRequest().perform(on: opaque))
        #expect(EdgeContrast.map(of: image) == EdgeContrast.map(of: Luminance.gray(opaque)))
    }

    /// A transparent pixel is white paper: gray + alpha 0 and RGBA with alpha 0 have luminance 255.
    @Test func transparentPixelsAreWhitePaper() throws {
        #expect(Luminance.gray(try Image(width: 1, height: 1, channels: 2, samples: [0, 0])).samples == [255])
        #expect(Luminance.gray(try Image(width: 1, height: 1, channels: 4, samples: [0, 0, 0, 0])).samples == [255])
    }

    @Test func strokeSetsThrowOrKeepTheirFlags() async throws {
        let result = try SweepRequest(options: ContourOptions()).perform(on: Self.tiny).0
        await propertyCheck(count: 100, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let count = h.bool() ? result.entries.count : Int(h.random.next() % UInt64(2 * result.entries.count + 2))
            let kept = (0 ..< count).map { _ in h.bool() }
            if let strokes = Self.accepted("StrokeSet(kept: \(count) flags)", { try StrokeSet(result, kept: kept) }) {
                #expect(strokes.strokes.count == kept.filter { $0 }.count)
            }
        }
    }

    @Test func polylinesOfAnyLengthMakePaths() {
        for count in 0 ... 3 {
            let points = (0 ..< count).map { ScenePoint(Double($0), 1) }
            #expect(ScenePath(polyline: points, isClosed: false).subpaths.count == (count == 0 ? 0 : 1))
            #expect(Subpath(polyline: points, isClosed: true)?.segments.count == (count == 0 ? nil : count - 1))
        }
    }

    @Test func cropWindowsThrowOrCut() async throws {
        let map = try FloatImage(width: 24, height: 18, repeating: 0.5)
        let crop = try SaliencyCrop(imageWidth: 24, imageHeight: 18, aspect: AspectRatio(parsing: "1:1"), map: map)
        await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            var window = crop
            (window.x, window.y, window.width, window.height) = (h.int(or: 2), h.int(or: 1), h.int(or: 5), h.int(or: 4))
            if let cut = Self.accepted("SaliencyCrop \(window)", { try window.apply(to: Self.tiny) }) {
                #expect(cut.width == window.width && cut.height == window.height)
            }
        }
    }

    /// Counts with no meaning below 1 (samples per contour, 2-opt passes and window) are total:
    /// the fewest samples that give a length, and no improvement pass.
    @Test func shapeDistancesAndPlotterOrdersTakeAnyCount() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let ring = (0 ..< 12).map { i in Point2(5 + 4 * cos(Double(i) / 2), 5 + 4 * sin(Double(i) / 2)) }
            let measure = ShapeDistance(samples: h.int(or: 64))
            let a = measure.resampled(ring, closed: true), b = measure.resampled(ring.map { $0 + 1 }, closed: true)
            #expect(measure.distance(a, closedA: true, b, closedB: true).isFinite)
            let strokes = (0 ..< 8).map { i in (points: [Point2(Double(i % 3), Double(i)), Point2(9, Double(i))], closed: false) }
            #expect(PlotterOrder.sort(strokes, maxPasses: h.int(or: 20), window: h.int(or: 1000)).count == strokes.count)
        }
    }

    /// Resizing names the size at fault; blurring takes any σ, a huge one blurring to the mean.
    @Test func resizesThrowOrHoldTheirSizeAndBlursTakeAnySigma() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let (width, height) = (h.int(or: 7), h.int(or: 5))
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            // Sizes that pass and are large would only measure the allocator.
            if overflow || width < 1 || height < 1 || pixels <= 1 << 16 {
                let resized = Self.accepted("resizedBilinear \(width)×\(height)") { () throws -> Image<UInt8> in
                    try Self.tinyRGB.resizedBilinear(width: width, height: height)
                }
                if let resized { #expect(resized.width == width && resized.height == height) }
            }
            let sigma = h.double(or: 1.5)
            let blurred = Self.tinyGray.gaussianBlurred(sigma: sigma)
            #expect(blurred.width == 24 && blurred.height == 18)
        }
        let flat = Self.tinyGray.gaussianBlurred(sigma: .greatestFiniteMagnitude).samples
        #expect(flat.max()! - flat.min()! <= 1)
    }

    @Test func isolinesThrowOrTrace() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let (width, height) = (h.int(or: 4), h.int(or: 3))
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            let count = !overflow && (0 ... 4096).contains(pixels) && h.bool() ? pixels : Int(h.random.next() % 64)
            let values = (0 ..< count).map { Double($0 % 5) / 4 }
            if let lines = Self.accepted("trace(values:) \(width)×\(height), \(count)", {
                try IsolineTracer.trace(values: values, width: width, height: height, level: h.double(or: 0.5))
            }) {
                #expect(lines.allSatisfy { !$0.points.isEmpty })
            }
            let lookup = [Double](repeating: 0.5, count: h.bool() ? 256 : Int(h.random.next() % 300))
            _ = Self.accepted("trace(samples:) \(width)×\(height), \(count), \(lookup.count)") {
                try IsolineTracer.trace(samples: values.map { UInt8($0 * 4) }, width: width, height: height,
                                        lookup: lookup, level: 0.5)
            }
        }
    }

    /// Measures and writers that take sizes, points or profiles without a request to check them.
    @Test func inkMeasuresAndPlotterProgramsTakeAnyInput() async throws {
        let map = try FloatImage(width: 6, height: 4, repeating: 0.5)
        await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
            var h = Hostile(seed)
            let point = Point2(h.double(or: 3), h.double(or: 2))
            let strokes = [(points: [Point2(0, 0), point, Point2(5, 5)], closed: false)]
            #expect(DoubledInk.share(of: strokes, width: h.int(or: 8), height: h.int(or: 8)) >= 0)
            let size = PixelSize(width: h.int(or: 8), height: h.int(or: 8))
            #expect(StrokeWeights.weights(of: [[point], []], map: map, workingSize: size).count == 2)
            let curve = VectorPath(start: .zero, segments: [.cubic(control1: point, control2: point, to: Point2(4, 4))],
                                   closed: false)
            #expect(curve.flattened(curveSteps: h.int(or: 8)).count <= 1 + VectorPath.maximumCurveSteps)
            var profile = DeviceProfile.hp7475a
            profile.hpglUnitsPerMillimetre = h.double(or: 40)
            profile.paperWidth = h.double(or: profile.paperWidth)
            let drawn = [DrawnStroke(points: [Point2(0, 0), point], closed: false, layer: "ink", width: 1)]
            let paths = try DevicePaths(drawn, width: 8, height: 8, profile: profile)
            _ = Self.accepted("HPGLWriter \(profile.hpglUnitsPerMillimetre) \(profile.paperWidth) \(point)") {
                try HPGLWriter.program(paths, profile: profile)
            }
        }
    }
}
