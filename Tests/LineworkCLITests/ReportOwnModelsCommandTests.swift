import Foundation
import LineworkExperimentFixtures
import Testing

/// The spec's own models (`models:`) score in `linework report` exactly as `linework evaluate`
/// scores their folders: two saliency models (one at another size and bit depth), a soft
/// boundary model, an object model and a pattern's two folders, per image and metric, to 1e-9.
struct ReportOwnModelsCommandTests {
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
                                        + (kind == "saliency" ? ["--sigma", "35"] : []))
            #expect(evaluated.status == 0, "\(evaluated.stderr)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
                as? [String: Any])
            let perImage = try #require(document["images"] as? [String: [String: Any]])
            for image in images {
                let stem = ((try #require(image["name"] as? String) as NSString).lastPathComponent as NSString).deletingPathExtension
                let expected = try #require(perImage[stem]).filter { !["matched", "predicted", "truth"].contains($0.key) }
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
        print("own models, max |report − evaluate| per metric:",
              largest.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        #expect(largest.count >= 8 + 6 + 3)
    }
}
