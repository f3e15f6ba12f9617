import LineworkContours
import LineworkCore
import LineworkImage

extension SweepRequest {
    /// The memory bound `perform(on:memoryLimit:)` uses unless told otherwise: 4 GiB, in bytes.
    public static let defaultMemoryLimit = 4 << 30

    /// The bound on the peak memory of a sweep of `working` while the caller holds `input`
    /// (`SweepMemoryEstimate`: the input, the tracing planes, every contour the masks can hold
    /// and, with `json`, the JSON text), computed before any tracing.
    public func memoryEstimate(working: GrayImage, input: PixelBuffer,
                               json: SweepMemoryEstimate.JSONContours = .none) -> SweepMemoryEstimate {
        let sampleBytes: Int = if case .uint16 = input { 2 } else { 1 }
        return SweepMemoryEstimate(
            request: self, working: working, inputBytes: input.width * input.height * input.channels * sampleBytes,
            inputPixels: input.width * input.height, json: json)
    }

    /// Checks, before any tracing, that a sweep of `working` stays within `memoryLimit` bytes at
    /// its peak (`SweepMemoryEstimate`: the input, the tracing planes, every contour the masks can
    /// hold and, with `json`, the JSON text).
    ///
    /// - Parameters:
    ///   - working: the prepared working image (`ContourRequest.prepare`).
    ///   - input: the decoded input the caller holds while the sweep runs.
    ///   - json: which contours the caller will write as JSON (none by default).
    ///   - memoryLimit: the bound in bytes, at least 1 MiB.
    /// - Throws: `LineworkError.invalidOption` (field `memoryLimit`) for a bound below 1 MiB, and
    ///   `LineworkError.resourceLimit` naming the fields that lower the need when the sweep may
    ///   need more.
    public func checkMemory(working: GrayImage, input: PixelBuffer, json: SweepMemoryEstimate.JSONContours = .none,
                            memoryLimit: Int) throws {
        guard memoryLimit >= 1 << 20 else {
            throw LineworkError.invalidOption(name: "memoryLimit", value: "\(memoryLimit) bytes", allowed: "must be at least 1 MiB")
        }
        let estimate = memoryEstimate(working: working, input: input, json: json)
        guard estimate.total <= memoryLimit else {
            throw LineworkError.resourceLimit(detail:
                "a sweep of \(grid.count) settings at \(working.width)×\(working.height) may need up to "
                + "\(estimate.total >> 20) MiB, above `memoryLimit` \(memoryLimit >> 20) MiB; use a smaller "
                + "`maximumImageDimension`, fewer settings\(json == .none ? "" : " or no `json` contours") "
                + "(or raise `memoryLimit`)")
        }
    }

    /// Runs the sweep on a decoded image once `checkMemory` has passed.
    ///
    /// - Throws: `checkMemory`'s errors, before any tracing.
    public func perform(on pixels: PixelBuffer, memoryLimit: Int) throws -> (result: SweepResult, timings: [String: Double]) {
        try perform(on: pixels) { try checkMemory(working: $0, input: pixels, memoryLimit: memoryLimit) }
    }
}
