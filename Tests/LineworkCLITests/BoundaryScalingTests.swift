import Foundation
import LineworkCodecs
import LineworkCore
import LineworkImage
import Testing

/// `evaluate contours` on large, dense maps (issue 19, item 10): random 500² maps at a tolerance of
/// 0.05 took 102 s and 1000² ones 290 s, because every Hopcroft–Karp phase scanned the whole
/// tolerance disc of every pixel. The graph is now capped at the 32 nearest candidates per pixel
/// of the larger map and searched from the smaller one, and a map beyond the documented probe
/// limit is refused with advice.
@Suite struct BoundaryScalingTests {
    /// Writes `<folder>/x.png`: a `size` × `size` map whose pixels are boundary with probability ½.
    private func writeNoise(_ folder: URL, size: Int, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let samples = (0..<(size * size)).map { _ in UInt8.random(in: 0...1, using: &random) * 255 }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(try PNGEncoder.encode(Image(validWidth: size, height: size, samples: samples)))
            .write(to: folder.appendingPathComponent("x.png"))
    }

    @Test func randomMapsAtAWideToleranceFinishInSeconds() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let truth = root.appendingPathComponent("truth"), predicted = root.appendingPathComponent("pred")
        try writeNoise(truth, size: 500, seed: 1)
        try writeNoise(predicted, size: 500, seed: 2)
        let started = Date()
        let result = try CLI.run(["evaluate", "contours", "--predictions", predicted.path, "--ground-truth", truth.path,
                                  "--tolerance", "0.05", "--json", "-"], timeout: 60)
        #expect(!result.signalled && result.status == 0, "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 60)
        let scores = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let image = try #require((scores["images"] as? [String: [String: Double]])?["x"])
        // Within 35 px, half of all pixels on both sides: every pixel of the smaller side matches.
        #expect(image["matched"] == min(image["predicted"]!, image["truth"]!), "\(image)")
    }

    @Test func matchingAboveTheProbeLimitIsRefusedWithAdvice() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let truth = root.appendingPathComponent("truth"), predicted = root.appendingPathComponent("pred")
        // Tolerance 1 on 200²: a 283-px radius, ≈ 250,000 offsets for each of ≈ 20,000 predicted pixels.
        try writeNoise(truth, size: 200, seed: 3)
        try writeNoise(predicted, size: 200, seed: 4)
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "contours", "--predictions", predicted.path, "--ground-truth", truth.path,
                                  "--tolerance", "1", "--json", out.path], timeout: 60)
        result.expectCleanFailure(mentioning: "lower --tolerance")
        #expect(result.stderr.contains("x.png"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
