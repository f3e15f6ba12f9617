import Foundation
import LineworkCodecs
import LineworkImage
import Testing

/// `linework evaluate`: the contract's JSON shapes, scores on hand-checkable maps, and refusals.
@Suite struct EvaluateCommandTests {
    /// Writes a gray map (40×30 unless `size` says otherwise) whose listed pixels are `value` and
    /// the rest 0.
    private func writeMap(_ folder: URL, _ stem: String, _ pixels: [(x: Int, y: Int)], value: UInt8 = 255,
                          size: (width: Int, height: Int) = (40, 30)) throws {
        var samples = [UInt8](repeating: 0, count: size.width * size.height)
        for p in pixels { samples[p.y * size.width + p.x] = value }
        let bytes = try PNGEncoder.encode(Image(validWidth: size.width, height: size.height, samples: samples))
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

    /// Regression: the frame that a tracer draws around a foreground cut by the image's edge
    /// was scored as predicted boundary. A light disc on a dark texture, traced without blur at
    /// a setting that separates them exactly (the texture is the foreground, the disc its hole),
    /// drawn as the tracer sees it: foreground pixels with a 4-neighbour in the background or
    /// outside the image. With its frame that scored P 0.24; without it, the prediction is the
    /// disc's outline exactly.
    @Test func contoursIgnoreTheImageFrameAroundATracedDiscOnTexture() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (w, h) = (160, 120)
        func onDisc(_ x: Int, _ y: Int) -> Bool { (x - 80) * (x - 80) + (y - 60) * (y - 60) <= 30 * 30 }
        var photo = GrayImage(validWidth: w, height: h, repeating: 220)
        var truth = [(x: Int, y: Int)]()
        for y in 0..<h {
            for x in 0..<w where !onDisc(x, y) {
                photo.samples[y * w + x] = UInt8(80 + 35 * sin(Double(x) * 0.9) * sin(Double(y) * 0.7))
                if onDisc(x - 1, y) || onDisc(x + 1, y) || onDisc(x, y - 1) || onDisc(x, y + 1) { truth.append((x, y)) }
            }
        }
        let photoPath = root.appendingPathComponent("disc.png").path, maskPath = root.appendingPathComponent("mask.png").path
        try PNGEncoder.write(photo, to: photoPath)
        let traced = try CLI.run(["contours", photoPath, "--pivot", "0.6", "--adjustment", "1", "--blur", "0", "--mask", maskPath])
        #expect(traced.status == 0, "\(traced.stderr)")
        let mask = try ImageDecoder().decode(path: maskPath)
        guard case .uint8(let foreground) = mask.pixels else { Issue.record("8-bit mask expected"); return }
        #expect((foreground.width, foreground.height) == (w, h))
        func isForeground(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < w && y < h && foreground.samples[y * w + x] != 0 }
        var predicted = [(x: Int, y: Int)]()
        for y in 0..<h {
            for x in 0..<w where isForeground(x, y)
                && !(isForeground(x - 1, y) && isForeground(x + 1, y) && isForeground(x, y - 1) && isForeground(x, y + 1)) {
                predicted.append((x, y))
            }
        }
        #expect(predicted.contains { $0.x == 0 && $0.y == 0 }, "the prediction should carry the frame")
        let truthFolder = root.appendingPathComponent("truth"), predictedFolder = root.appendingPathComponent("pred")
        try writeMap(truthFolder, "disc", truth, size: (w, h))
        try writeMap(predictedFolder, "disc", predicted, size: (w, h))
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "contours", "--predictions", predictedFolder.path,
                                  "--ground-truth", truthFolder.path, "--json", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let disc = try #require((try json(out)["images"] as? [String: [String: Any]])?["disc"])
        let (p, f) = (try #require(disc["precision"] as? Double), try #require(disc["F"] as? Double))
        #expect(p == 1 && f == 1, "P \(p) F \(f)")
    }

    @Test func objectsAcceptPredictionsOfAnotherSize() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let masks = root.appendingPathComponent("masks"), predicted = root.appendingPathComponent("pred")
        // The mask's square x 8..<24, y 6..<22 at 40 × 30, predicted at half size, 20 × 15. Bilinear
        // upsampling with pixel centres aligned gives 1 inside, 0.75 on the square's edge pixels and
        // 0.25 just outside: the best threshold recovers the square exactly.
        var square: [(x: Int, y: Int)] = [], half: [(x: Int, y: Int)] = []
        for y in 6..<22 { for x in 8..<24 { square.append((x, y)) } }
        for y in 3..<11 { for x in 4..<12 { half.append((x, y)) } }
        try writeMap(masks, "square", square)
        try writeMap(predicted, "square", half, size: (20, 15))
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "objects", "--predictions", predicted.path,
                                  "--masks", masks.path, "--json", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try #require((try json(out)["images"] as? [String: [String: Double]])?["square"])
        #expect(image["maxF"] == 1 && image["boxIoU"] == 1)
        // MAE: bilinear upsampling is separable, 1 · 14 + 0.75 · 2 = 15.5 per row or column inside
        // the square and 0.25 · 2 just outside. The prediction sums to 16² = 256 over the image and
        // to 15.5² inside the square, so the errors are 256 − 15.5² inside and as much outside.
        #expect(abs(image["MAE"]! - 2 * (256 - 15.5 * 15.5) / 1200) < 1e-6)
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
        // A second image, whose fixations are a's sAUC negatives (and a's are its).
        try writeMap(fixations, "b", [(5, 25), (36, 4)])
        try writeMap(predicted, "b", [(5, 25), (6, 25), (36, 4)])
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "saliency", "--predictions", predicted.path,
                                  "--fixations", fixations.path, "--json", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let scores = try json(out)
        let images = try #require(scores["images"] as? [String: [String: Double]])
        let image = try #require(images["a"])
        #expect(Set(image.keys) == ["AUC-Judd", "NSS", "CC", "SIM", "KLD", "sAUC", "IG", "AUC-Borji"])
        #expect(image["AUC-Judd"]! > 0.9 && image["NSS"]! > 1 && image["AUC-Borji"]! > 0.9 && image["IG"]! > 0)
        // b's fixations fall where a's prediction is 0, as do most pixels: a beats them all.
        #expect(image["sAUC"] == 1)
        let mean = try #require(scores["mean"] as? [String: Double])
        #expect(abs(mean["NSS"]! - (image["NSS"]! + images["b"]!["NSS"]!) / 2) < 1e-12)
    }

    @Test func objectsScoresMatchHandValues() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let masks = root.appendingPathComponent("masks"), predicted = root.appendingPathComponent("pred")
        var square: [(x: Int, y: Int)] = []
        for y in 5..<15 { for x in 10..<20 { square.append((x, y)) } }
        // "exact": the prediction is the mask → MAE 0, max F 1, box IoU 1, weighted F 1.
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
        let exact = try #require(images["exact"])
        #expect(exact["MAE"] == 0 && exact["maxF"] == 1 && exact["boxIoU"] == 1 && exact["weightedF"] == 1)
        // pysodmetrics' S-measure of a perfect map is 1 less its ε terms; the E-measure's
        // threshold 0 predicts every pixel, so its mean is just under 1.
        #expect(abs(exact["sMeasure"]! - 1) < 1e-9 && exact["eMeasure"]! > 0.99 && exact["eMeasure"]! < 1)
        let blank = try #require(images["blank"])
        let p = 100.0 / 1200
        #expect(abs(blank["MAE"]! - p) < 1e-9 && abs(blank["boxIoU"]! - p) < 1e-9)
        #expect(abs(blank["maxF"]! - 1.3 * p / (0.3 * p + 1)) < 1e-9)
    }

    /// Typed outcomes (one-meaning review): a fixation map with no fixation is an empty input,
    /// not a bad option: `nothingFound`, status 65 (EX_DATAERR), where it was 64 (usage).
    @Test func anEmptyFixationMapIsNothingFoundNotABadOption() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fixations = root.appendingPathComponent("fix"), predicted = root.appendingPathComponent("pred")
        try writeMap(fixations, "a", [])
        try writeMap(predicted, "a", column(10))
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "saliency", "--predictions", predicted.path,
                                  "--fixations", fixations.path, "--json", out.path])
        #expect(result.status == 65, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("has no fixations") && result.stderr.contains("a.png"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
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

    /// `--thresholds N` sweeps soft maps, BSDS-style. Truth: column 10. Prediction: column 10 at
    /// level 200 (0.78) and a distractor column 30 at level 100 (0.39). At t = 0.25 both columns
    /// are boundary (P ½, R 1); at 0.5 and 0.75 only column 10 (P 1, R 1). ODS interpolates to F 1
    /// at t = 0.5, OIS is F 1, AP is 100/101 (precision 1 reaches recall 1), R50 is 1. The
    /// existing keys still count every non-zero pixel (P ½).
    @Test func contoursThresholdSweepGivesODSOISAPAndR50() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let truth = root.appendingPathComponent("truth"), predicted = root.appendingPathComponent("pred")
        try writeMap(truth, "x", column(10))
        var samples = [UInt8](repeating: 0, count: 40 * 30)
        for p in column(10) { samples[p.y * 40 + p.x] = 200 }
        for p in column(30) { samples[p.y * 40 + p.x] = 100 }
        try FileManager.default.createDirectory(at: predicted, withIntermediateDirectories: true)
        try Data(try PNGEncoder.encode(Image(validWidth: 40, height: 30, samples: samples)))
            .write(to: predicted.appendingPathComponent("x.png"))
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "contours", "--predictions", predicted.path,
                                  "--ground-truth", truth.path, "--thresholds", "3", "--json", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let scores = try json(out)
        #expect(scores["thresholds"] as? Int == 3)
        let ods = try #require(scores["ODS"] as? [String: Double])
        #expect(ods["F"] == 1 && ods["threshold"] == 0.5)
        #expect((scores["OIS"] as? [String: Double])?["F"] == 1)
        #expect(abs(try #require(scores["AP"] as? Double) - 100.0 / 101) < 1e-12)
        #expect(scores["R50"] as? Double == 1)
        let curve = try #require(scores["curve"] as? [[String: Any]])
        #expect(curve.map { $0["threshold"] as? Double } == [0.25, 0.5, 0.75])
        let first = try #require(curve.first?["counts"] as? [String: Int])
        #expect(first == ["matchedPredicted": 20, "predicted": 40, "matchedTruth": 20, "truth": 20])
        let image = try #require((scores["images"] as? [String: [String: Any]])?["x"])
        #expect((image["OIS"] as? [String: Double])?["threshold"] == 0.5)
        #expect(image["precision"] as? Double == 0.5)
        #expect((scores["overall"] as? [String: Double])?["precision"] == 0.5)
    }

    /// Without `--thresholds` the document is as before: no sweep keys.
    @Test func contoursWithoutThresholdsWriteNoSweepKeys() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let truth = root.appendingPathComponent("truth"), predicted = root.appendingPathComponent("pred")
        try writeMap(truth, "x", column(10))
        try writeMap(predicted, "x", column(10))
        let out = root.appendingPathComponent("scores.json")
        #expect(try CLI.run(["evaluate", "contours", "--predictions", predicted.path, "--ground-truth", truth.path,
                             "--json", out.path]).status == 0)
        #expect(Set(try json(out).keys) == ["images", "mean", "overall", "tolerance", "version"])
    }

    /// A binary map scores the same at every threshold: ODS is the plain overall F.
    @Test func aBinaryMapSweepsToItsPlainScores() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let truth = root.appendingPathComponent("truth"), predicted = root.appendingPathComponent("pred")
        try writeMap(truth, "same", column(10))
        try writeMap(predicted, "same", column(10))
        try writeMap(truth, "far", column(10))
        try writeMap(predicted, "far", column(18))
        let out = root.appendingPathComponent("scores.json")
        #expect(try CLI.run(["evaluate", "contours", "--predictions", predicted.path, "--ground-truth", truth.path,
                             "--thresholds", "99", "--json", out.path]).status == 0)
        let scores = try json(out)
        let overall = try #require(scores["overall"] as? [String: Double])
        let curve = try #require(scores["curve"] as? [[String: Any]])
        #expect(curve.count == 99 && curve.allSatisfy { $0["F"] as? Double == overall["F"] })
        #expect((scores["ODS"] as? [String: Double])?["F"] == overall["F"])
    }

    /// `--thin-truth` thins a 2 px wide truth line before matching; by default it is used as it is.
    @Test func thinTruthThinsTheGroundTruthOnly() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let truth = root.appendingPathComponent("truth"), predicted = root.appendingPathComponent("pred")
        try writeMap(truth, "x", column(10) + column(11))
        try writeMap(predicted, "x", column(10))
        let out = root.appendingPathComponent("scores.json")
        #expect(try CLI.run(["evaluate", "contours", "--predictions", predicted.path, "--ground-truth", truth.path,
                             "--json", out.path]).status == 0)
        let asIs = try #require((try json(out)["images"] as? [String: [String: Any]])?["x"])
        #expect(asIs["truth"] as? Int == 40 && asIs["recall"] as? Double == 0.5)
        #expect(try json(out)["thinnedTruth"] == nil)
        #expect(try CLI.run(["evaluate", "contours", "--predictions", predicted.path, "--ground-truth", truth.path,
                             "--thin-truth", "--json", out.path]).status == 0)
        let thinned = try #require((try json(out)["images"] as? [String: [String: Any]])?["x"])
        #expect((thinned["truth"] as? Int ?? 40) < 40 && (thinned["recall"] as? Double ?? 0) > 0.5)
        #expect(try json(out)["thinnedTruth"] as? Bool == true)
    }

    @Test func outOfRangeThresholdsAreRefused() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for bad in ["0", "1001"] {
            try CLI.run(["evaluate", "contours", "--predictions", root.path, "--ground-truth", root.path,
                         "--thresholds", bad, "--json", "-"]).expectCleanFailure(mentioning: "--thresholds")
        }
        try CLI.run(["evaluate", "contours", "--predictions", root.path, "--ground-truth", root.path,
                     "--intervals", "--confidence", "1.5", "--json", "-"]).expectCleanFailure(mentioning: "--confidence")
    }

    /// `--intervals` adds {mean, low, high, count} per mean; the interval holds the mean, and a
    /// run without it writes no "intervals".
    @Test func intervalsAddABootstrapIntervalPerMean() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let truth = root.appendingPathComponent("truth"), predicted = root.appendingPathComponent("pred")
        for (k, x) in [10, 12, 14, 16, 18].enumerated() {
            try writeMap(truth, "i\(k)", column(10))
            try writeMap(predicted, "i\(k)", column(x))
        }
        let out = root.appendingPathComponent("scores.json")
        #expect(try CLI.run(["evaluate", "contours", "--predictions", predicted.path, "--ground-truth", truth.path,
                             "--tolerance", "0.1", "--intervals", "--confidence", "0.9", "--json", out.path]).status == 0)
        let scores = try json(out)
        let mean = try #require(scores["mean"] as? [String: Double])
        let intervals = try #require(scores["intervals"] as? [String: [String: Double]])
        #expect(Set(intervals.keys) == Set(mean.keys))
        for (name, interval) in intervals {
            let (m, low, high) = (interval["mean"] ?? .nan, interval["low"] ?? .nan, interval["high"] ?? .nan)
            #expect(abs(m - mean[name]!) < 1e-12 && low <= m && m <= high && interval["count"] == 5, "\(name) \(interval)")
        }
        // The tolerance (0.1 × 50 = 5 px) matches shifts 0, 2 and 4 px, not 6 or 8: F varies.
        #expect(intervals["F"]!["low"]! < intervals["F"]!["high"]!)
    }

    /// `evaluate objects` writes pysodmetrics' mean and adaptive F, max and adaptive E per image,
    /// the mean curves (256 thresholds) and the dataset scores read off them.
    @Test func objectsWriteCurvesAndAdaptiveScores() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let masks = root.appendingPathComponent("masks"), predicted = root.appendingPathComponent("pred")
        let square = (8..<20).flatMap { y in (10..<26).map { (x: $0, y: y) } }
        try writeMap(masks, "a", square)
        try writeMap(predicted, "a", square, value: 200)
        let out = root.appendingPathComponent("scores.json")
        let result = try CLI.run(["evaluate", "objects", "--predictions", predicted.path, "--masks", masks.path,
                                  "--json", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let scores = try json(out)
        let image = try #require((scores["images"] as? [String: [String: Double]])?["a"])
        for name in ["MAE", "maxF", "boxIoU", "sMeasure", "eMeasure", "weightedF", "unscaledMAE",
                     "meanF", "adaptiveF", "maxE", "adaptiveE"] {
            #expect(image[name] != nil, "\(name)")
        }
        // A perfect map: F 1 at every threshold but 0 (where all pixels are predicted), adaptive
        // F 1; E sums N aligned pixels over N − 1 (pysodmetrics' normalisation), 1200 / 1199.
        #expect(image["adaptiveF"] == 1 && abs(image["maxE"]! - 1200.0 / 1199) < 1e-12)
        // At threshold 0 all 1200 pixels are predicted: P = 192 / 1200, R = 1.
        let p0 = 192.0 / 1200, f0 = 1.3 * p0 / (0.3 * p0 + 1)
        #expect(abs(image["meanF"]! - (255 + f0) / 256) < 1e-12)
        let curves = try #require(scores["curves"] as? [String: [Double]])
        #expect(Set(curves.keys) == ["precision", "recall", "F", "E"] && curves.values.allSatisfy { $0.count == 256 })
        let dataset = try #require(scores["dataset"] as? [String: Double])
        #expect(Set(dataset.keys) == ["maxF", "meanF", "maxE", "meanE", "adaptiveF", "adaptiveE"])
        #expect(dataset["maxF"] == 1)
    }
}
