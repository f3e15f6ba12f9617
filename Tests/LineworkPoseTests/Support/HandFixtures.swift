import Foundation
import LineworkCodecs
import LineworkImage
import LineworkPose

/// mediapipe's hand joints (Scripts/make-hand-fixtures) and the crops they were made from.
enum HandFixtures {
    struct Manifest: Decodable {
        struct Hand: Decodable {
            /// mediapipe's handedness label, which assumes a mirrored picture ("Left" or "Right").
            let label: String
            /// 21 × [x, y], mediapipe's normalised coordinates (y down), in `HandJoint` order.
            let joints: [[Double]]
        }
        struct Case: Decodable {
            let file: String
            let transform: String
            let width: Int
            let height: Int
            let minimumConfidence: Double
            let hands: [Hand]
        }
        let cases: [Case]
    }

    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("hands")
    static let manifest: Manifest = try! JSONDecoder().decode(
        Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("mediapipe-hands.json")))

    /// A case's image: the crop, transformed as Scripts/pose_fixtures.py transforms photos.
    static func image(for fixture: Manifest.Case) throws -> Image<UInt8> {
        let decoded = try ImageDecoder().decode(path: folder.appendingPathComponent(fixture.file).path)
        guard case .uint8(let crop) = decoded.pixels else { fatalError("8-bit crops expected") }
        switch fixture.transform {
        case "original": return crop
        case "mirrored": return PoseFixtures.remap(crop, width: crop.width, height: crop.height) { x, y in (crop.width - 1 - x, y) }
        case "rotated": return PoseFixtures.remap(crop, width: crop.height, height: crop.width) { x, y in (y, crop.height - 1 - x) }
        default: fatalError("unknown transform \(fixture.transform)")
        }
    }

    /// The folder when the hand models are installed, else nil (the tests that need them are skipped).
    static let files: PoseModelFiles? = try? PoseModelFiles.locateHandModels(environment: ProcessInfo.processInfo.environment)
}
