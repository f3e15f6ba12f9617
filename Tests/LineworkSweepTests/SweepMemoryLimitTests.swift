import LineworkContours
import LineworkCore
import LineworkImage
import LineworkSweep
import Testing

/// The library's own memory guard: a sweep that may not fit fails before tracing, naming the
/// fields that lower its need; one that fits gives what the unguarded sweep gives.
struct SweepMemoryLimitTests {
    let noise: PixelBuffer = {
        var random = SplitMix64(seed: 11)
        return .uint8(Image(validWidth: 400, height: 300,
                            samples: (0..<(400 * 300)).map { _ in UInt8.random(in: 0...255, using: &random) }))
    }()

    @Test func aSweepAboveTheLimitThrowsBeforeTracing() throws {
        let request = try SweepRequest(options: ContourOptions(blurSigma: 0))
        #expect {
            try request.perform(on: noise, memoryLimit: 1 << 20)
        } throws: { error in
            guard case LineworkError.resourceLimit(let detail) = error else { return false }
            return detail.contains("`memoryLimit` 1 MiB") && detail.contains("`maximumImageDimension`")
                && detail.contains("65 settings at 400×300")
        }
    }

    @Test func aLimitBelowOneMebibyteIsAnInvalidOption() throws {
        let request = try SweepRequest(options: ContourOptions())
        #expect(throws: LineworkError.invalidOption(name: "memoryLimit", value: "1000 bytes", allowed: "must be at least 1 MiB")) {
            try request.perform(on: noise, memoryLimit: 1000)
        }
    }

    @Test func aSweepWithinTheLimitIsTheUnguardedSweep() throws {
        let request = try SweepRequest(options: ContourOptions(maximumImageDimension: 200))
        let guarded = try request.perform(on: noise, memoryLimit: SweepRequest.defaultMemoryLimit).0
        #expect(guarded == request.perform(on: noise).0)
    }
}
