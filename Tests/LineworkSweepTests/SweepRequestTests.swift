import LineworkContours
import LineworkImage
import Testing

@testable import LineworkSweep

struct SweepRequestTests {
    /// A horizontal gray ramp: every threshold cuts it at a different column.
    let ramp = PixelBuffer.uint8(Image(width: 256, height: 8, samples: (0..<(256 * 8)).map { UInt8($0 % 256) }))

    @Test func settingsWithTheSameThresholdShareOneTrace() throws {
        var options = ContourOptions()
        options.blurSigma = 0
        options.minimumPointCount = 1
        let grid = SweepGrid(pivots: StrideSpec(from: 0.4, to: 0.65, step: 0.1),
                             adjustments: StrideSpec(from: 1, to: 3, step: 1))
        let (result, _) = try SweepRequest(options: options, grid: grid).perform(on: ramp)
        #expect(result.settings.count == 6)
        // Adjustment 1 is the identity at every pivot, and pivot 0.5 is a fixed point at every
        // adjustment: settings 0, 2, 3 and 4 all cut at 128 and share one trace.
        #expect(result.thresholds.map(\.cut) == [128, 115, 128, 128, 128, 141])
        #expect(Set([0, 2, 3, 4].map { result.traceOfSetting[$0] }).count == 1)
        #expect(result.tracedMaskCount == 3)
        // Pooled in setting order, tracer order within a setting.
        #expect(result.entries.map(\.setting) == result.entries.map(\.setting).sorted())
        #expect(result.entries.count == (0..<6).reduce(0) { $0 + result.contourCount(ofSetting: $1) })
        // The ramp's dark part is one rectangle ending at the cut.
        for s in 0..<6 {
            let box = result.geometry(ofSetting: s).boundingBox(of: 0)
            #expect(box.width == Double(result.thresholds[s].cut))
        }
    }

    @Test func memoryEstimateGrowsWithThePixels() throws {
        let request = try SweepRequest(options: ContourOptions())
        #expect(request.estimatedPeakBytes(width: 4000, height: 3000) > 16 * request.estimatedPeakBytes(width: 1000, height: 750) / 2)
        #expect(request.estimatedPeakBytes(width: 512, height: 512) < 64 << 20)
    }
}
