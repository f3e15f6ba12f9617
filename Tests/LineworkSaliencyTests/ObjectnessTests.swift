import LineworkImage
import Testing
@testable import LineworkSaliency

/// Objectness on generated scenes: separate objects get separate boxes (IoU ≥ 0.5 with their
/// truth, each box matching one object), with overall recall ≥ 80 %.
struct ObjectnessTests {
    static let sceneCount = 30

    @Test func findsSeparateObjectsOnTexturedBackgrounds() throws {
        let request = try SaliencyRequest(model: .objectness)
        var found = 0, total = 0, extra = 0
        for seed in 0..<Self.sceneCount {
            let scene = ObjectScene(seed: UInt64(seed) &+ 101)
            let boxes = request.perform(on: .uint8(scene.image)).salientObjects.map(\.boundingBox)
            #expect(boxes.count <= 3)
            var unused = Array(boxes.indices)
            for truth in scene.boxes {
                total += 1
                if let match = unused.first(where: { boxes[$0].intersectionOverUnion(truth) >= 0.5 }) {
                    found += 1
                    unused.removeAll { $0 == match }
                }
            }
            extra += unused.count
        }
        let recall = Double(found) / Double(total)
        print("objectness recall: \(found)/\(total) = \(recall), unmatched boxes: \(extra)")
        #expect(recall >= 0.8)
    }

    @Test func flatImageHasNoObjectsAndAZeroHeatmap() throws {
        let flat = Image<UInt8>(validWidth: 120, height: 90, channels: 3, repeating: 140)
        for model in SaliencyModel.allCases {
            let observation = try SaliencyRequest(model: model).perform(on: .uint8(flat))
            #expect(observation.heatmap.samples.allSatisfy { $0 == 0 }, "\(model)")
            if model.findsObjects {
                #expect(observation.salientObjects.isEmpty, "\(model)")
            } else {
                #expect(observation.salientObjects == [SalientRegions.centreBox], "\(model)")
            }
        }
    }

    @Test func boxesAreOrderedByConfidenceAndUnionContainsThem() throws {
        let scene = ObjectScene(seed: 7)
        let observation = try SaliencyRequest(model: .objectness).perform(on: .uint8(scene.image))
        // The scene's objects stand out from its texture: with fewer than two boxes there
        // would be no order to check, and without any, no union.
        try #require(observation.salientObjects.count >= 2, "\(scene.boxes.count) objects, \(observation.salientObjects.count) boxes")
        let confidences = observation.salientObjects.map(\.confidence)
        #expect(confidences == confidences.sorted(by: >))
        let union = try #require(observation.union)
        for object in observation.salientObjects {
            #expect(union.intersectionOverUnion(union.union(object.boundingBox)) > 0.999)
        }
    }
}
