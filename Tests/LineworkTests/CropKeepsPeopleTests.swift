import Foundation
import Linework
import LineworkPose
import Testing

/// `crop` keeps a person whole with the person mask (issue 53, item 4): the cameraman pasted at the
/// left of a wide noisy ground, a red disc at the right. Saliency alone puts a square window on
/// the disc (the small face is not found, so no face holds the window); the mask of the person
/// the body-pose model finds keeps him whole.
struct CropKeepsPeopleTests {
    static let camera = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Gallery/inputs/camera.png").path
    static let environment = ProcessInfo.processInfo.environment
    static var modelsInstalled: Bool {
        (try? PoseModelFiles.locate(environment: environment)) != nil
            && (try? PoseModelFiles.locateSegmentationModel(.accurate, environment: environment)) != nil
    }

    /// 900 × 300 RGB: gray noise (fixed seed), the cameraman at 280 px from (40, 10), a red disc
    /// of radius 50 around (750, 150).
    static func scene() throws -> PixelBuffer {
        let person = try ImageDecoder().decode(path: camera).pixels.eightBit.downscaled(toMaximumDimension: 280)
        var random = SplitMix64(seed: 3)
        var samples = [UInt8](repeating: 0, count: 900 * 300 * 3)
        for y in 0..<300 {
            for x in 0..<900 {
                var rgb: (UInt8, UInt8, UInt8)
                let gray = UInt8(118 + Int(random.next() % 21))
                rgb = (gray, gray, gray)
                if (40..<320).contains(x), (10..<290).contains(y) {
                    let value = person.samples[((y - 10) * person.width + (x - 40)) * person.channels]
                    rgb = (value, value, value)
                }
                if (x - 750) * (x - 750) + (y - 150) * (y - 150) <= 2500 { rgb = (230, 30, 30) }
                let i = (y * 900 + x) * 3
                (samples[i], samples[i + 1], samples[i + 2]) = rgb
            }
        }
        return .uint8(try Image(width: 900, height: 300, channels: 3, samples: samples))
    }

    /// The share of `mask`'s mass inside `crop`.
    static func share(of mask: FloatImage, in crop: SaliencyCrop) -> Double {
        var inside = 0.0, total = 0.0
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let value = Double(mask.samples[y * mask.width + x])
                total += value
                if (crop.x..<crop.x + crop.width).contains(x), (crop.y..<crop.y + crop.height).contains(y) { inside += value }
            }
        }
        return total > 0 ? inside / total : 0
    }

    @Test(.enabled(if: modelsInstalled, "the pose and segmentation models are not installed (Scripts/install-pose-model)"))
    func thePersonMaskKeepsTheCameramanWhole() throws {
        let pixels = try Self.scene()
        let faces = try FaceCue.faces(in: pixels)
        let people = try #require(try PersonCue.mask(in: pixels, faces: faces))
        let map = try SaliencyRequest(model: .attention).perform(on: pixels).map
        let square = try AspectRatio(width: 1, height: 1)
        let withPeople = try SaliencyCrop(imageWidth: 900, imageHeight: 300, aspect: square, map: map, faces: faces, people: people)
        let without = try SaliencyCrop(imageWidth: 900, imageHeight: 300, aspect: square, map: map, faces: faces)
        #expect(Self.share(of: people, in: withPeople) >= 0.97)
        #expect(Self.share(of: people, in: without) < 0.5)
        // The mask keeps the person and clears the disc and the ground.
        #expect(people.samples[150 * 900 + 750] == 0)
        #expect(Self.share(of: people, in: try SaliencyCrop(imageWidth: 900, imageHeight: 300, aspect: try AspectRatio(width: 1, height: 1),
                                                            map: map)) < 0.5)
    }

    @Test(.enabled(if: modelsInstalled, "the pose and segmentation models are not installed (Scripts/install-pose-model)"))
    func objectnessKeepsTheCameramanAsOneBox() throws {
        let pixels = try Self.scene()
        let people = try #require(try PersonCue.people(in: pixels, faces: try FaceCue.faces(in: pixels)))
        #expect(people.boxes.count == 1)
        var request = try SaliencyRequest(model: .objectness)
        let alone = request.perform(on: pixels).salientObjects
        #expect(!alone.contains { $0.boundingBox.x + $0.boundingBox.width / 2 < 0.4 })   // only the disc stands out
        request.people = people.boxes
        let objects = request.perform(on: pixels).salientObjects
        let person = try #require(objects.first).boundingBox
        #expect(person == people.boxes[0])
        // The body from head to knees: the cameraman spans x 0.04…0.36 and y 0.03…0.97 of the scene.
        #expect(person.x >= 0.03 && person.x + person.width <= 0.37 && person.height >= 0.6)
        #expect(objects.count == 2)   // and the disc, still
    }

    @Test func noMaskLeavesTheCropAsItWas() throws {
        let map = try FloatImage(width: 8, height: 4, repeating: 0)
        let plain = try SaliencyCrop(imageWidth: 800, imageHeight: 400, aspect: try AspectRatio(width: 1, height: 1), map: map)
        let empty = try SaliencyCrop(imageWidth: 800, imageHeight: 400, aspect: try AspectRatio(width: 1, height: 1), map: map,
                                     people: try FloatImage(width: 8, height: 4, repeating: 0))
        #expect((plain.x, plain.y) == (empty.x, empty.y))
        #expect((plain.x, plain.y) == (200, 0))
    }
}
