import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import Testing

/// The sweep's memory bound (issue 19, item 9): it used to count the tracing planes and a quarter
/// of a point per pixel, not the contours a noisy mask really holds nor the `--json` text, so a
/// sweep of noise passed `--max-memory` at 3–4 times (7.3 GB with `--include-dropped`) its estimate.
@Suite struct SweepMemoryTests {
    @Test func noiseWithJSONOfEveryContourIsBoundedBeforeTracing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SplitMix64(seed: 9)
        let side = 512
        let noise = Image<UInt8>(validWidth: side, height: side, samples: (0..<(side * side)).map { _ in UInt8.random(in: 0...255, using: &random) })
        let input = folder.appendingPathComponent("noise.png").path
        try PNGEncoder.write(noise, to: input)
        let json = folder.appendingPathComponent("sweep.json").path
        // The old estimate was 53 MiB here; 47 noise masks of up to 2 border points a pixel, and
        // their JSON, need far more than 256 MiB in the worst case.
        let result = try CLI.run(["sweep", input, "--blur", "0", "--json", json, "--include-dropped", "--max-memory", "256"],
                                 timeout: 120)
        result.expectCleanFailure(mentioning: "--max-memory 256")
        #expect(result.stderr.contains("no --json"), "\(result.stderr)")
        #expect(CLI.contents(of: folder) == ["noise.png"])
    }
}
