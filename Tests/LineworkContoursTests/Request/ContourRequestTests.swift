import LineworkCore
import LineworkImage
import Testing

@testable import LineworkContours

struct ContourRequestTests {
    /// White paper with dark filled rectangles (x0, y0, x1, y1 inclusive, value).
    func paper(width: Int, height: Int, _ shapes: [(Int, Int, Int, Int, UInt8)]) -> PixelBuffer {
        var image = Image<UInt8>(validWidth: width, height: height, repeating: 255)
        for (x0, y0, x1, y1, value) in shapes {
            for y in y0...y1 { for x in x0...x1 { image[x, y] = value } }
        }
        return .uint8(image)
    }

    func rawOptions() -> ContourOptions {
        var options = ContourOptions()
        options.blurSigma = 0
        options.minimumPointCount = 1
        return options
    }

    @Test func defaultsAreVisions() {
        let options = ContourOptions()
        #expect(options.contrastAdjustment == 2.0)
        #expect(options.contrastPivot == .fixed(0.5))
        #expect(options.detectsDarkOnLight)
        #expect(options.maximumImageDimension == 512)
    }

    /// Issue 20: options read like Vision's, `ContourRequest(pivot: .automatic, adjustment: 2.5)`.
    @Test func theKnobsByNameSetTheOptionsOfTheSameMeaning() throws {
        let request = try ContourRequest(pivot: .automatic, adjustment: 2.5, darkOnLight: false,
                                         maximumImageDimension: 256, tracer: .isoline)
        #expect(request.options == ContourOptions(contrastPivot: .automatic, contrastAdjustment: 2.5,
                                                  detectsDarkOnLight: false, maximumImageDimension: 256,
                                                  tracer: .isoline))
        #expect(try ContourRequest(adjustment: 2.5).options.contrastPivot == ContourOptions().contrastPivot)
        #expect(try ContourRequest().options == ContourOptions())
    }

    @Test func aKnobOutOfRangeThrowsNamingItsField() {
        #expect(throws: LineworkError.invalidOption(name: "contrastAdjustment", value: "3.5", allowed: "must be a number in 0…3")) {
            try ContourRequest(adjustment: 3.5)
        }
        #expect(throws: LineworkError.invalidOption(name: "contrastPivot", value: "1.5",
                                                    allowed: "must be a number in 0…1, or `.automatic`")) {
            try ContourRequest(pivot: .fixed(1.5))
        }
    }

    /// Issue 20: equality compared timings, so the same request on the same image never gave
    /// equal observations.
    @Test func theSameRequestTwiceGivesEqualObservations() throws {
        let request = try ContourRequest()
        let image = paper(width: 40, height: 30, [(5, 5, 20, 18, 0)])
        let first = request.perform(on: image), second = request.perform(on: image)
        #expect(first == second)
        var options = ContourOptions()
        options.contrastPivot = .fixed(0.3)
        #expect(try ContourRequest(options: options).perform(on: image) != first)
    }

    @Test func darkSquareGivesOneOuterBorder() throws {
        let observation = try ContourRequest(options: rawOptions())
            .perform(on: paper(width: 20, height: 10, [(2, 3, 5, 6, 0)]))
        #expect(observation.contourCount == 1)
        let square = observation.topLevelContours[0]
        #expect(square.pointCount == 12)
        #expect(square.boundingBox == BoundingBox(x: 2, y: 3, width: 3, height: 3))
        #expect(!square.isHole && square.isClosed && square.indexPath == [0])
        #expect(square.aspectRatio == 2)
        // Pixel centre (2, 3) in a 20×10 image: (2.5 / 20, 1 − 3.5 / 10) with a lower-left origin.
        #expect(square.normalizedPoints.contains(Point2(0.125, 0.65)))
        #expect(square.polygonApproximation(epsilon: 0.1).count == 4)
    }

    @Test func lightOnDarkTracesTheComplement() throws {
        var options = rawOptions()
        options.detectsDarkOnLight = false
        let observation = try ContourRequest(options: options).perform(on: paper(width: 20, height: 10, [(2, 3, 5, 6, 0)]))
        // The white page is the foreground: one outer border (the frame) with one hole.
        #expect(observation.contourCount == 2)
        #expect(observation.contour(at: [0, 0])?.isHole == true)
    }

    @Test func nestedRingsGiveIndexPaths() throws {
        // A dark ring (outer + hole) with a dark dot inside the hole.
        let pixels = paper(width: 30, height: 30, [(2, 2, 27, 27, 0), (6, 6, 23, 23, 255), (12, 12, 16, 16, 0)])
        let observation = try ContourRequest(options: rawOptions()).perform(on: pixels)
        #expect(observation.contourCount == 3)
        #expect(observation.contour(at: [0])?.isHole == false)
        #expect(observation.contour(at: [0, 0])?.isHole == true)
        #expect(observation.contour(at: [0, 0, 0])?.boundingBox == BoundingBox(x: 12, y: 12, width: 4, height: 4))
        #expect(observation.contour(at: [0, 1]) == nil)
        #expect(observation.allIndexPaths() == (0..<3).map { observation.indexPath(of: $0) })
        // Out of range: nil, as contour(at:) answers (it trapped on a force unwrap).
        #expect(observation.indexPath(of: 3) == nil && observation.indexPath(of: -1) == nil && observation.indexPath(of: .max) == nil)
        #expect(observation.contour(at: 3) == nil)
        #expect(observation.topLevelContours[0].childContours.map(\.index) == [observation.contour(at: [0, 0])!.index])
    }

    @Test func speckleFilterDropsSmallContoursWithTheirInsides() throws {
        // A big square, a 2×2 speck, and a ring whose 3×3 hole holds a dot.
        let pixels = paper(width: 40, height: 20, [(1, 1, 10, 10, 0), (15, 2, 16, 3, 0), (20, 2, 28, 10, 0), (23, 5, 25, 7, 255), (24, 6, 24, 6, 0)])
        var options = rawOptions()
        let all = try ContourRequest(options: options).perform(on: pixels)
        #expect(all.contourCount == 5)
        options.minimumPointCount = 17
        let filtered = try ContourRequest(options: options).perform(on: pixels)
        // Gone: the speck (4 points), the ring's hole (16) and the dot inside it (1).
        #expect(filtered.contourCount == 2)
        #expect(filtered.contours.allSatisfy { $0.parentIndex == nil && $0.pointCount >= 17 })
        // Dropping a parent drops its subtree, whatever the children's own size.
        let hole = try #require(all.contours.first { $0.isHole })
        let pruned = all.geometry.filtered { $0 != hole.index }
        #expect(pruned.count == 3)
        #expect((0..<pruned.count).allSatisfy { pruned.parent(of: $0) == nil })
        options.minimumPointCount = 1
        options.minimumArea = 50
        #expect(try ContourRequest(options: options).perform(on: pixels).contourCount == 2)
    }

    @Test func workingImageIsScaledDownNeverUp() throws {
        var options = rawOptions()
        options.maximumImageDimension = 64
        let big = try ContourRequest(options: options).perform(on: paper(width: 256, height: 128, [(64, 32, 191, 95, 0)]))
        #expect(big.workingSize == PixelSize(width: 64, height: 32))
        #expect(big.imageSize == PixelSize(width: 256, height: 128))
        #expect(big.contours[0].boundingBox == BoundingBox(x: 16, y: 8, width: 31, height: 15))
        let small = try ContourRequest(options: rawOptions()).perform(on: paper(width: 30, height: 20, []))
        #expect(small.workingSize == PixelSize(width: 30, height: 20))
    }

    @Test func automaticPivotIsTheWorkingMedian() throws {
        var image = Image<UInt8>(validWidth: 10, height: 1, samples: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
        #expect(image.median == 50)
        image[0, 0] = 200
        #expect(ContourRequest.resolvePivot(.automatic, working: image) == 60.0 / 255)
    }

    @Test func isolineTracerGivesClosedSubPixelLoops() throws {
        var options = rawOptions()
        options.tracer = .isoline
        let observation = try ContourRequest(options: options).perform(on: paper(width: 12, height: 12, [(3, 3, 7, 7, 0)]))
        #expect(observation.contourCount == 1)
        let loop = observation.contours[0]
        #expect(loop.isClosed && loop.points.first == loop.points.last)
        // Level 0.5 between 0 and 255 falls half-way between pixel centres.
        #expect(loop.boundingBox == BoundingBox(x: 2.5, y: 2.5, width: 5, height: 5))
    }

    static let invalidOptions: [(String, ContourOptions)] = {
        func with(_ change: (inout ContourOptions) -> Void) -> ContourOptions {
            var options = ContourOptions()
            change(&options)
            return options
        }
        return [
            ("contrastPivot", with { $0.contrastPivot = .fixed(1.5) }),
            ("contrastPivot", with { $0.contrastPivot = .fixed(-0.1) }),
            ("contrastPivot", with { $0.contrastPivot = .fixed(.nan) }),
            ("contrastAdjustment", with { $0.contrastAdjustment = -1 }),
            ("contrastAdjustment", with { $0.contrastAdjustment = .infinity }),
            ("maximumImageDimension", with { $0.maximumImageDimension = 63 }),
            ("blurSigma", with { $0.blurSigma = -1 }),
            ("minimumPointCount", with { $0.minimumPointCount = 0 }),
            ("minimumArea", with { $0.minimumArea = .nan }),
        ]
    }()

    @Test(arguments: invalidOptions)
    func outOfRangeOptionsAreRejected(field: String, options: ContourOptions) {
        do {
            _ = try ContourRequest(options: options)
            Issue.record("accepted \(options)")
        } catch let error as LineworkError {
            guard case .invalidOption(let name, _, _) = error else { Issue.record("\(error)"); return }
            #expect(name == field)
        } catch {
            Issue.record("\(error)")
        }
    }
}
