import LineworkCodecs
import LineworkContours
import LineworkCore
import PropertyBased
import Testing
import Foundation

@testable import LineworkSweep

/// The seed's de-duplication as it was written: every later contour against every kept one.
/// Kept here as the oracle for the indexed version.
func quadraticReference(_ boxes: [BoundingBox], iou threshold: Double) -> [Bool] {
    var kept: [BoundingBox] = []
    return boxes.map { box in
        if kept.contains(where: { $0.intersectionOverUnion(box) >= threshold }) { return false }
        kept.append(box)
        return true
    }
}

struct BoxDedupTests {
    static let photos = ["camera.png", "coffee.png", "astronaut.png", "text.png", "horse.png", "rocket.jpg"]
    static let galleryInputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Gallery/inputs")

    @Test(arguments: photos)
    func indexedDedupEqualsQuadraticReferenceOnRealSweeps(photo: String) throws {
        let decoded = try ImageDecoder().decode(path: Self.galleryInputs.appendingPathComponent(photo).path)
        var options = ContourOptions()
        options.minimumPointCount = 1
        let (result, _) = try SweepRequest(options: options).perform(on: decoded.pixels)
        #expect(result.entries.count > 50)
        for iou in [0.5, 0.9, 1.0] {
            #expect(Deduplicator.keep(result, mode: .bbox(iou: iou)) == quadraticReference(result.boxes, iou: iou), "IoU \(iou)")
        }
    }

    @Test func indexedDedupEqualsQuadraticReferenceOnRandomBoxes() async {
        let box = zip(Gen.int(in: -5...300), Gen.int(in: -5...200), Gen.int(in: 0...120), Gen.int(in: 0...90))
            .map { BoundingBox(x: Double($0.0), y: Double($0.1), width: Double($0.2), height: Double($0.3)) }
        let boxes = box.array(of: 0...400)
        await propertyCheck(count: 60, input: boxes, Gen.double(in: 0.05...1.0)) { boxes, iou in
            #expect(Deduplicator.keep(boxes: boxes, iou: iou) { _, _ in true } == quadraticReference(boxes, iou: iou))
        }
    }

    @Test func subPixelAndDegenerateBoxes() {
        let boxes = [BoundingBox(x: 0.25, y: 0.5, width: 0.5, height: 0.25), BoundingBox(x: 0.25, y: 0.5, width: 0.5, height: 0.25),
                     BoundingBox(x: 3, y: 3, width: 0, height: 5), BoundingBox(x: 3, y: 3, width: 0, height: 5),
                     BoundingBox(x: 1000, y: 1000, width: 3000, height: 2000), BoundingBox(x: 1001, y: 1000, width: 3000, height: 2000)]
        #expect(Deduplicator.keep(boxes: boxes, iou: 0.9) { _, _ in true } == [true, false, true, true, true, false])
        #expect(quadraticReference(boxes, iou: 0.9) == [true, false, true, true, true, false])
    }
}
