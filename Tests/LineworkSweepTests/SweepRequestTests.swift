import LineworkContours
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkSweep

struct SweepRequestTests {
    /// A horizontal gray ramp: every threshold cuts it at a different column.
    let ramp = PixelBuffer.uint8(Image(validWidth: 256, height: 8, samples: (0..<(256 * 8)).map { UInt8($0 % 256) }))

    /// Regression (one-meaning review): a joined sweep kept only its first part's options, and
    /// the report recovered each setting's polarity by integer division of the setting count.
    /// Each setting of a join says its own polarity, whatever the parts' sizes.
    @Test func aJoinedSweepKnowsEachSettingsPolarity() throws {
        var dark = ContourOptions()
        dark.blurSigma = 0
        var light = dark
        light.detectsDarkOnLight = false
        let three = SweepGrid(pivots: try StrideSpec(from: 0.4, to: 0.65, step: 0.1), adjustments: try StrideSpec(from: 1, to: 1.5, step: 1))
        let two = SweepGrid(pivots: try StrideSpec(from: 0.3, to: 0.45, step: 0.1), adjustments: try StrideSpec(from: 2, to: 2.5, step: 1))
        let (a, _) = try SweepRequest(options: dark, grid: three).perform(on: ramp)
        let (b, _) = try SweepRequest(options: light, grid: two).perform(on: ramp)
        let joined = try #require(SweepResult.joined([a, b]))
        #expect(joined.settings.count == 5)
        #expect((0..<5).map { joined.detectsDarkOnLight(ofSetting: $0) } == [true, true, true, false, false])
        #expect(joined.options.detectsDarkOnLight)
    }

    @Test func settingsWithTheSameThresholdShareOneTrace() throws {
        var options = ContourOptions()
        options.blurSigma = 0
        options.minimumPointCount = 1
        let grid = SweepGrid(pivots: try StrideSpec(from: 0.4, to: 0.65, step: 0.1),
                             adjustments: try StrideSpec(from: 1, to: 3, step: 1))
        let (result, _) = try SweepRequest(options: options, grid: grid).perform(on: ramp)
        #expect(result.settings.count == 6)
        // Adjustment 1 is the identity at every pivot, and pivot 0.5 is a fixed point at every
        // adjustment: settings 0, 2, 3 and 4 all cut at 128 and share one trace.
        #expect(result.thresholds.map(\.cut) == [128, 115, 128, 128, 128, 141])
        #expect(Set([0, 2, 3, 4].map { result.traceOfSetting[$0] }).count == 1)
        #expect(result.distinctMaskCount == 3)
        // Pooled in setting order, tracer order within a setting.
        #expect(result.entries.map(\.setting) == result.entries.map(\.setting).sorted())
        #expect(result.entries.count == (0..<6).reduce(0) { $0 + result.contourCount(ofSetting: $1) })
        // The ramp's dark part is one rectangle ending at the cut.
        for s in 0..<6 {
            let box = result.geometry(ofSetting: s).boundingBox(of: 0)
            #expect(box.width == Double(result.thresholds[s].cut))
        }
    }

    /// The estimate's counts bound what the tracer stores: on noise (the worst case for border
    /// points) and on the ramp, every setting's traced points and contours stay within them.
    @Test(arguments: [false, true])
    func memoryEstimateBoundsTheTracedPointsAndContours(darkOnLight: Bool) throws {
        var random = SplitMix64(seed: 5)
        let noise = PixelBuffer.uint8(Image(validWidth: 97, height: 61, samples: (0..<(97 * 61)).map { _ in UInt8.random(in: 0...255, using: &random) }))
        for image in [noise, ramp] {
            var options = ContourOptions()
            options.blurSigma = 0
            options.minimumPointCount = 1
            options.detectsDarkOnLight = darkOnLight
            let request = try SweepRequest(options: options, grid: SweepGrid(
                pivots: try StrideSpec(from: 0.1, to: 0.95, step: 0.1), adjustments: try StrideSpec(from: 0.5, to: 3, step: 0.5)))
            let working = ContourRequest.prepare(image, options: options)
            let pairs = SweepMemoryEstimate.separatingPairs(working, darkOnLight: darkOnLight)
            let (result, _) = request.perform(onWorkingImage: working, imageSize: PixelSize(width: working.width, height: working.height))
            for s in result.settings.indices {
                guard case .pixels(let trace) = result.geometry(ofSetting: s) else { Issue.record("not a border trace"); return }
                let cut = result.thresholds[s].cut
                #expect(trace.points.count <= pairs[cut], "cut \(cut): \(trace.points.count) points, bound \(pairs[cut])")
                #expect(trace.contours.count <= pairs[cut] / 2, "cut \(cut): \(trace.contours.count) contours, bound \(pairs[cut] / 2)")
            }
            let estimate = SweepMemoryEstimate(request: request, working: working, inputBytes: 0, inputPixels: 0, json: .all)
            #expect(estimate.json > 0 && estimate.traces > 0 && estimate.total > estimate.traces)
        }
    }
}
