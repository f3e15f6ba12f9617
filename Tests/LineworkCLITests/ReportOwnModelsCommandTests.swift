import Foundation
import LineworkExperimentFixtures
import Testing

/// The spec's own models (`models:`) score in `linework report` exactly as `linework evaluate`
/// scores their folders: two saliency models (one at another size and bit depth), a soft
/// boundary model, an object model and a pattern's two folders, per image and metric, to 1e-9.
struct ReportOwnModelsCommandTests {
    /// Per-image keys of `evaluate`'s JSON that the report does not hold.
    static let evaluateOnly: Set = ["matched", "predicted", "truth", "OIS"]

    @Test func ownModelsScoreAsEvaluateScoresTheirFolders() throws {
        let fixture = try ReportFixture(spec: ReportFixture.ownModelsSpec)
        defer { try? FileManager.default.removeItem(atPath: fixture.folder) }
        try fixture.writeOwnMaps()
        let report = try CLI.run(["report", fixture.specPath, "--output", fixture.output, "--quiet"])
        #expect(report.status == 0, "\(report.stderr)")
        let results = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: fixture.output + "/results.json"))) as? [String: Any])
        let images = try #require(results["images"] as? [[String: Any]])

        var largest: [String: Double] = [:]
        for (name, kind, folder) in ReportFixture.ownModelFolders {
            let (command, truthOption, truth, family) = switch kind {
            case "saliency": ("saliency", "--fixations", "gt/fixations", "saliency")
            case "object": ("objects", "--masks", "gt/objects", "objects")
            default: ("contours", "--ground-truth", "gt/boundaries", "boundary")
            }
            let json = fixture.folder + "/evaluate-\(command)-\(folder.replacingOccurrences(of: "/", with: "-")).json"
            let evaluated = try CLI.run(["evaluate", command, "--predictions", fixture.folder + "/" + folder,
                                         truthOption, fixture.folder + "/" + truth, "--json", json]
                                        + (kind == "saliency" ? ["--sigma", "35"] : [])
                                        + (kind == "boundary" ? ["--thresholds", "99"] : []))
            #expect(evaluated.status == 0, "\(evaluated.stderr)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
                as? [String: Any])
            let perImage = try #require(document["images"] as? [String: [String: Any]])
            for image in images {
                let stem = ((try #require(image["name"] as? String) as NSString).lastPathComponent as NSString).deletingPathExtension
                // Every score the report holds: evaluate's counts, its sweep's per-image best and the
                // four salient-object curve scores the report does not show are left out.
                let expected = try #require(perImage[stem]).filter { !Self.evaluateOnly.contains($0.key) }
                let models = try #require(image["models"] as? [[String: Any]])
                let model = try #require(models.first { $0["name"] as? String == name }, "\(name) missing on \(stem)")
                #expect(model["kind"] as? String == kind)
                let scores = try #require(model[family] as? [String: Any], "\(name) has no \(family) scores")
                    .compactMapValues { $0 as? Double }
                for (metric, value) in expected {
                    guard let value = value as? Double else {
                        // Undefined in evaluate (null): absent from the report too.
                        #expect(scores[metric] == nil, "\(name) \(metric) on \(stem)")
                        continue
                    }
                    let shown = try #require(scores[metric], "\(name) \(metric) on \(stem)")
                    let difference = abs(shown - value)
                    largest["\(family).\(metric)"] = max(largest["\(family).\(metric)"] ?? 0, difference)
                    #expect(difference <= 1e-9, "\(name) \(metric) on \(stem): report \(shown), evaluate \(value)")
                }
            }
        }
        // A soft boundary model's sweep: ODS, OIS, AP and R50 over the dataset, as evaluate
        // contours --thresholds 99 gives them for its folder.
        let hedJSON = fixture.folder + "/evaluate-contours-own-hed.json"
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: hedJSON)))
            as? [String: Any])
        let dataset = try #require(results["dataset"] as? [String: Any])
        let hed = try #require((dataset["models"] as? [[String: Any]])?.first { $0["name"] as? String == "hed" })
        let swept = try #require(hed["boundary"] as? [String: Any]).compactMapValues { $0 as? Double }
        let expected: [(String, Double?)] = [
            ("ODS", (document["ODS"] as? [String: Any])?["F"] as? Double),
            ("ODSThreshold", (document["ODS"] as? [String: Any])?["threshold"] as? Double),
            ("OIS", (document["OIS"] as? [String: Any])?["F"] as? Double),
            ("AP", document["AP"] as? Double), ("R50", document["R50"] as? Double)]
        for (metric, value) in expected {
            guard let value else {
                // Undefined in evaluate (R50 when precision never reaches 0.5): absent from the report.
                #expect(swept[metric] == nil, "hed \(metric)")
                continue
            }
            let shown = try #require(swept[metric], "report has no \(metric)")
            largest["boundary.\(metric)"] = abs(shown - value)
            #expect(abs(shown - value) <= 1e-9, "hed \(metric): report \(shown), evaluate \(value)")
        }
        // The object model's dataset curves and the scores pysodmetrics reads off them, as
        // evaluate objects writes them under "curves" and "dataset".
        let u2JSON = fixture.folder + "/evaluate-objects-own-u2.json"
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: u2JSON)))
            as? [String: Any])
        let reported = try #require((dataset["objectCurves"] as? [String: Any])?["u2"] as? [String: Any])
        let evaluatedDataset = try #require(objects["dataset"] as? [String: Double])
        for metric in ["maxF", "meanF", "maxE", "meanE"] {
            let shown = try #require(reported[metric] as? Double, "report has no u2 \(metric)")
            let value = try #require(evaluatedDataset[metric])
            largest["objects.dataset.\(metric)"] = abs(shown - value)
            #expect(abs(shown - value) <= 1e-9, "u2 dataset \(metric): report \(shown), evaluate \(value)")
        }
        let evaluatedCurves = try #require(objects["curves"] as? [String: [Double]])
        for key in ["precision", "recall", "F", "E"] {
            let shown = try #require(reported[key] as? [Double]), value = try #require(evaluatedCurves[key])
            #expect(shown.count == 256 && value.count == 256, "u2 \(key) curve length")
            #expect(zip(shown, value).allSatisfy { abs($0 - $1) <= 1e-9 }, "u2 \(key) curve differs from evaluate's")
        }
        print("own models, max |report − evaluate| per metric:",
              largest.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        #expect(largest.count >= 8 + 10 + 3 + 4 + 4)
    }
}
