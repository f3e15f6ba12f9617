import Foundation
import LineworkCodecs
import LineworkImage
import Testing

/// `linework evaluate`: the contract's JSON shapes, scores on hand-checkable maps, and refusals.
@Suite struct EvaluateCommandTests {
    /// Writes a 40×30 gray map whose listed pixels are `value` and the rest 0.
    private func writeMap(_ folder: URL, _ stem: String, _ pixels: [(x: Int, y: Int)], value: UInt8 = 255) throws {
        var samples = [UInt8](repeating: 0, count: 40 * 30)
        for p in pixels { samples[p.y * 40 + p.x] = value }
        let bytes = try PNGEncoder.encode(Image(width: 40, height: 30, samples: samples))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent("\(stem).png"))
    }

    private func column(_ x: Int) -> [(x: Int, y: Int)] { (5..<25).map { (x, $0) } }

    private func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test func contoursScoresMatchHandCounts() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let truth = root.appendingPathComponent("truth"), predicted = root.appendingPathComponent("pred")
        // "same": identical 20-pixel lines → P = R = F = 1.
        try writeMap(truth, "same", column(10))
        try writeMap(predicted, "same", column(10))
        // "far": the prediction is 8 px away; the tolerance is 0.0075 · 50 = 0.375 px → nothing matches.
        try writeMap(truth, "far", column(10))
        try writeMap(predicted, "far", column(18))
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "contours", "--predictions", predicted.path,
                                  "--ground-truth", truth.path, "--json", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let scores = try json(out)
        let images = try #require(scores["images"] as? [String: [String: Any]])
        #expect(images["same"]?["F"] as? Double == 1)
        #expect(images["far"]?["F"] as? Double == 0)
        // Overall pools the counts: 20 of 40 predicted pixels match 20 of 40 truth pixels.
        let overall = try #require(scores["overall"] as? [String: Double])
        #expect(abs(overall["precision"]! - 0.5) < 1e-12 && abs(overall["recall"]! - 0.5) < 1e-12)
        #expect(abs(overall["F"]! - 0.5) < 1e-12)
    }

    @Test func saliencyWritesEveryMetricPerImageAndMean() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fixations = root.appendingPathComponent("fix"), predicted = root.appendingPathComponent("pred")
        try writeMap(fixations, "a", [(10, 10), (12, 11), (30, 20)])
        // A prediction that peaks on the fixations beats chance: AUC-Judd well above 0.5, NSS > 0.
        var blob: [(x: Int, y: Int)] = []
        for y in 8...13 { for x in 8...14 { blob.append((x, y)) } }
        for y in 18...22 { for x in 28...32 { blob.append((x, y)) } }
        try writeMap(predicted, "a", blob)
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "saliency", "--predictions", predicted.path,
                                  "--fixations", fixations.path, "--json", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let scores = try json(out)
        let image = try #require((scores["images"] as? [String: [String: Double]])?["a"])
        #expect(Set(image.keys) == ["AUC-Judd", "NSS", "CC", "SIM", "KLD"])
        #expect(image["AUC-Judd"]! > 0.9 && image["NSS"]! > 1)
        #expect((scores["mean"] as? [String: Double])?["NSS"] == image["NSS"])
    }

    @Test func objectsScoresMatchHandValues() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let masks = root.appendingPathComponent("masks"), predicted = root.appendingPathComponent("pred")
        var square: [(x: Int, y: Int)] = []
        for y in 5..<15 { for x in 10..<20 { square.append((x, y)) } }
        // "exact": the prediction is the mask → MAE 0, max F 1, box IoU 1.
        try writeMap(masks, "exact", square)
        try writeMap(predicted, "exact", square)
        // "blank": nothing predicted. Only threshold 0 predicts anything (every pixel): P = 100/1200,
        // R = 1, F = 1.3·P/(0.3·P + 1); the box is the whole 40×30 image, IoU 100/1200; MAE 100/1200.
        try writeMap(masks, "blank", square)
        try writeMap(predicted, "blank", [])
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "objects", "--predictions", predicted.path,
                                  "--masks", masks.path, "--json", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let images = try #require(try json(out)["images"] as? [String: [String: Double]])
        #expect(images["exact"] == ["MAE": 0, "maxF": 1, "boxIoU": 1])
        let blank = try #require(images["blank"])
        let p = 100.0 / 1200
        #expect(abs(blank["MAE"]! - p) < 1e-9 && abs(blank["boxIoU"]! - p) < 1e-9)
        #expect(abs(blank["maxF"]! - 1.3 * p / (0.3 * p + 1)) < 1e-9)
    }

    @Test func mismatchedStemsAreRefusedWithoutOutput() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let truth = root.appendingPathComponent("truth"), predicted = root.appendingPathComponent("pred")
        try writeMap(truth, "one", column(10))
        try writeMap(predicted, "two", column(10))
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "contours", "--predictions", predicted.path,
                                  "--ground-truth", truth.path, "--json", out.path])
        result.expectCleanFailure(mentioning: "one")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func outOfRangeToleranceIsRefused() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["evaluate", "contours", "--predictions", root.path,
                                  "--ground-truth", root.path, "--tolerance", "2", "--json", "-"])
        result.expectCleanFailure(mentioning: "--tolerance")
    }
}
