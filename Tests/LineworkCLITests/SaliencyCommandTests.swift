import Foundation
import LineworkCodecs
import Testing

struct SaliencyCommandTests {
    struct Report: Decodable {
        struct Heatmap: Decodable { let width: Int; let height: Int; let values: [Double] }
        struct Box: Decodable { let x: Double; let y: Double; let width: Double; let height: Double }
        struct Object: Decodable { let boundingBox: Box; let confidence: Double }
        let model: String
        let heatmap: Heatmap
        let salientObjects: [Object]
        let union: Box?
    }

    static let photo = CLI.galleryInputs.appendingPathComponent("chelsea.png").path

    @Test(arguments: ["attention", "objectness", "spectral-residual", "image-signature", "minimum-barrier"])
    func writesContractJSONAndHeatmap(model: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("s.json").path, png = folder.appendingPathComponent("h.png").path
        let result = try CLI.run(["saliency", Self.photo, "--model", model, "--json", json, "--heatmap", png])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(report.model == model)
        #expect(report.heatmap.width == 68 && report.heatmap.height == 68 && report.heatmap.values.count == 68 * 68)
        #expect(report.heatmap.values.allSatisfy { $0 >= 0 && $0 <= 1 })
        if model == "objectness" || model == "minimum-barrier" {
            #expect((0...3).contains(report.salientObjects.count))
        } else {
            #expect(report.salientObjects.count == 1)
        }
        for object in report.salientObjects {
            let box = object.boundingBox
            #expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= 1.0000001 && box.y + box.height <= 1.0000001)
        }
        let heatmap = try ImageDecoder().decode(path: png)
        #expect(heatmap.width == 68 && heatmap.height == 68 && heatmap.pixels.channels == 1)
        #expect(CLI.contents(of: folder) == ["h.png", "s.json"])
    }

    @Test func fullSizeHeatmapMatchesTheImage() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("h.png").path
        let result = try CLI.run(["saliency", Self.photo, "--heatmap", png, "--heatmap-size", "full"])
        #expect(result.status == 0, "\(result.stderr)")
        let heatmap = try ImageDecoder().decode(path: png)
        #expect(heatmap.width == 451 && heatmap.height == 300)
    }

    @Test func unknownModelListsTheModels() throws {
        let result = try CLI.run(["saliency", Self.photo, "--model", "deep", "--json", "-"])
        result.expectCleanFailure(mentioning: "--model 'deep': must be one of attention, objectness, spectral-residual")
    }

    @Test func unwritableOutputFailsBeforeWorkAndLeavesNothing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("s.json").path
        let missing = folder.appendingPathComponent("no/such/h.png").path
        let result = try CLI.run(["saliency", Self.photo, "--json", json, "--heatmap", missing])
        result.expectCleanFailure(mentioning: "cannot write")
        #expect(CLI.contents(of: folder).isEmpty)
    }

    @Test func missingInputFailsCleanly() throws {
        let result = try CLI.run(["saliency", "/no/such/photo.png", "--json", "-"])
        result.expectCleanFailure(mentioning: "no such file")
    }
}
