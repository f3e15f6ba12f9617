import Foundation
import LineworkCodecs
import LineworkImage
import LineworkPose

/// mediapipe's golden landmarks (Scripts/make-pose-fixtures) and the images they were made from.
enum PoseFixtures {
    struct Manifest: Decodable {
        struct Padding: Decodable { let left: Int; let top: Int; let right: Int; let bottom: Int }
        struct Case: Decodable {
            let photo: String
            let transform: String
            let width: Int
            let height: Int
            /// 33 × [x, y, z, visibility] in mediapipe's normalised coordinates, or nil.
            let landmarks: [[Double]]?
        }
        let padding: Padding
        let cases: [Case]
    }

    static let manifest: Manifest = {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("mediapipe-pose.json")
        return try! JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    }()

    static let galleryInputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Gallery/inputs")

    /// The fixture's image: the photo, transformed exactly as pose_fixtures.py does.
    static func image(for fixture: Manifest.Case) throws -> Image<UInt8> {
        try image(photo: fixture.photo, transform: fixture.transform)
    }

    /// A bundled photo transformed as pose_fixtures.py (and people_fixtures.py) transform it.
    static func image(photo name: String, transform: String) throws -> Image<UInt8> {
        let decoded = try ImageDecoder().decode(path: galleryInputs.appendingPathComponent(name).path)
        guard case .uint8(let photo) = decoded.pixels else { fatalError("8-bit photos expected") }
        switch transform {
        case "original": return photo
        case "mirrored": return remap(photo, width: photo.width, height: photo.height) { x, y in (photo.width - 1 - x, y) }
        case "rotated":
            // A quarter turn clockwise: output (x, y) comes from input (y, H − 1 − x).
            return remap(photo, width: photo.height, height: photo.width) { x, y in (y, photo.height - 1 - x) }
        case "padded":
            let pad = manifest.padding
            return remap(photo, width: photo.width + pad.left + pad.right, height: photo.height + pad.top + pad.bottom) { x, y in
                let sx = x - pad.left, sy = y - pad.top
                return sx >= 0 && sy >= 0 && sx < photo.width && sy < photo.height ? (sx, sy) : nil
            }
        default: fatalError("unknown transform \(transform)")
        }
    }

    /// An image whose pixel (x, y) is `source`'s pixel `from(x, y)`, or black where that is nil.
    static func remap(_ source: Image<UInt8>, width: Int, height: Int, from: (Int, Int) -> (Int, Int)?) -> Image<UInt8> {
        var out = Image<UInt8>(validWidth: width, height: height, channels: source.channels, repeating: 0)
        for y in 0..<height {
            for x in 0..<width {
                guard let (sx, sy) = from(x, y) else { continue }
                for c in 0..<source.channels { out[x, y, c] = source[sx, sy, c] }
            }
        }
        return out
    }

    /// The installed models, or nil (tests that need them are then skipped).
    static let files: PoseModelFiles? = try? PoseModelFiles.locate(environment: ProcessInfo.processInfo.environment)

    static let skipReason = "pose model not installed: run Scripts/install-pose-model (or set LINEWORK_POSE_DIR)"
}
