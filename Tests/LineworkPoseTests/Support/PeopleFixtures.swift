import Foundation
import LineworkCodecs
import LineworkImage
import LineworkPose

/// mediapipe's face meshes, pupils and person masks (Scripts/make-people-fixtures) and the
/// images they were made from.
enum PeopleFixtures {
    struct Manifest: Decodable {
        struct Face: Decodable {
            /// 468 × [x, y], mediapipe's normalised coordinates (y down).
            let mesh: [[Double]]
            /// The attention model's iris centres (points 468 and 473: the person's right, then left), or nil.
            let irisCenters: [[Double]]?
        }
        struct Case: Decodable { let photo: String; let transform: String; let width: Int; let height: Int; let faces: [Face] }
        struct MaskCase: Decodable { let photo: String; let transform: String; let quality: String; let file: String }
        let cases: [Case]
        let maskCases: [MaskCase]
    }

    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("people")
    static let manifest: Manifest = try! JSONDecoder().decode(
        Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("mediapipe-people.json")))

    /// The image a case was made from: a transformed bundled photo, or a face composite.
    static func image(photo: String, transform: String) throws -> Image<UInt8> {
        if transform == "composite" {
            let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("faces/\(photo)")
            return try ImageDecoder().decode(path: url.path).pixels.eightBit
        }
        return try PoseFixtures.image(photo: photo, transform: transform)
    }

    static let environment = ProcessInfo.processInfo.environment
    static let faceFiles: PoseModelFiles? = try? PoseModelFiles.locateFaceLandmarkModels(environment: environment)
    /// The folder when both segmentation models are installed.
    static let segmentationFiles: PoseModelFiles? = {
        guard let files = try? PoseModelFiles.locateSegmentationModel(.accurate, environment: environment),
              (try? PoseModelFiles.locateSegmentationModel(.fast, environment: environment)) != nil else { return nil }
        return files
    }()
}
