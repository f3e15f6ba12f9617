import Foundation
import LineworkCore
import LineworkImage
import LineworkPose
import Synchronization

/// The faces a drawing redraws in detail (`FaceDetail`), found by the installed models, small
/// ones included.
///
/// BlazeFace short-range finds faces down to about a tenth of the picture's shorter side: a
/// footballer whose face is a twelfth of the frame is not found in the whole picture (issue 50).
/// So the detector also runs on a 3 × 3 grid of half-size tiles overlapping by half (each face
/// of at least a twentieth of the shorter side then fills a tenth of some tile), and a face
/// found in a tile is kept unless it lies mostly (`duplicateOverlap`) within a face already
/// kept. With the mesh and iris models installed every face has its mesh and pupils
/// (`FaceLandmarker`); with the detector only, faces have no mesh and `FaceDetailRegions` falls
/// back on their boxes.
struct FaceFinder: Sendable {
    /// The share of the smaller box that must lie within a kept face for a tile's face to be the
    /// same face: 0.5.
    static let duplicateOverlap = 0.5

    private let find: @Sendable (Image<UInt8>) throws -> [FaceLandmarks]

    /// The finders loaded so far, by model folder (nil: no face model there). Loading compiles
    /// up to three models (about 0.1–0.3 s); a video drawn frame by frame, the studio and a
    /// report load them once per process.
    private static let loaded = Mutex<[String: FaceFinder?]>([:])

    /// The finder of the installed models, or nil when the face detector is not installed (the
    /// drawing is then unchanged). Loaded once per process and model folder.
    ///
    /// - Throws: `PoseError.corruptModel` or `.runtime` from loading a model that is there.
    static func installed(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FaceFinder? {
        let folder = PoseModelFiles.directory(environment: environment)
        if let finder = loaded.withLock({ $0[folder] }) { return finder }
        let finder = try load(environment: environment)
        loaded.withLock { $0[folder] = .some(finder) }
        return finder
    }

    /// Loads the landmarker, or the detector alone, from `environment`'s model folder.
    private static func load(environment: [String: String]) throws -> FaceFinder? {
        if let files = try? PoseModelFiles.locateFaceLandmarkModels(environment: environment) {
            let landmarker = try FaceLandmarker(files: files, silencesRuntimeLogs: true)
            let request = try FaceLandmarksRequest()
            return FaceFinder { try landmarker.perform(request, on: $0).faces }
        }
        guard let files = try? PoseModelFiles.locateFaceModel(environment: environment) else { return nil }
        let detector = try FaceDetector(files: files, silencesRuntimeLogs: true)
        let request = try FaceRequest()
        return FaceFinder { image in
            try detector.perform(request, on: image).faces.map {
                FaceLandmarks(face: $0, presence: 1, mesh: [], rightPupil: nil, leftPupil: nil)
            }
        }
    }

    init(find: @escaping @Sendable (Image<UInt8>) throws -> [FaceLandmarks]) {
        self.find = find
    }

    /// The faces of `image` (8-bit, any channels), normalised lower-left to the whole image,
    /// those of the whole picture first.
    func faces(in image: Image<UInt8>) throws -> [FaceLandmarks] {
        var kept = try find(image)
        let side = min(image.width, image.height) / 2
        guard side >= 32 else { return kept }
        let xs = Self.starts(length: image.width, tile: max(side, image.width / 2))
        let ys = Self.starts(length: image.height, tile: max(side, image.height / 2))
        let tileWidth = max(side, image.width / 2), tileHeight = max(side, image.height / 2)
        for y in ys {
            for x in xs {
                let tile = Self.crop(image, x: x, y: y, width: tileWidth, height: tileHeight)
                for face in try find(tile) {
                    let moved = Self.moved(face, x: x, y: y, tile: tile, in: image)
                    if !kept.contains(where: { Self.overlap($0.face.boundingBox, moved.face.boundingBox) > Self.duplicateOverlap }) {
                        kept.append(moved)
                    }
                }
            }
        }
        return kept
    }

    /// Three tile starts along a side of `length`: 0, the middle and the end.
    static func starts(length: Int, tile: Int) -> [Int] {
        let last = max(0, length - tile)
        return Array(Set([0, last / 2, last])).sorted()
    }

    /// The intersection of two boxes over the smaller one's area.
    static func overlap(_ a: NormalizedRect, _ b: NormalizedRect) -> Double {
        let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        let smaller = min(a.width * a.height, b.width * b.height)
        guard w > 0, h > 0, smaller > 0 else { return 0 }
        return w * h / smaller
    }

    /// The `width` × `height` tile of `image` whose top-left pixel is (`x`, `y`).
    static func crop(_ image: Image<UInt8>, x: Int, y: Int, width: Int, height: Int) -> Image<UInt8> {
        let w = min(width, image.width - x), h = min(height, image.height - y), c = image.channels
        var samples = [UInt8](repeating: 0, count: w * h * c)
        for row in 0..<h {
            let source = ((y + row) * image.width + x) * c
            samples.replaceSubrange(row * w * c..<(row + 1) * w * c, with: image.samples[source..<source + w * c])
        }
        return Image(validWidth: w, height: h, channels: c, samples: samples)
    }

    /// `face`, found in `tile` at (`x`, `y`) of `image`, normalised to the whole image.
    static func moved(_ face: FaceLandmarks, x: Int, y: Int, tile: Image<UInt8>, in image: Image<UInt8>) -> FaceLandmarks {
        let (tw, th) = (Double(tile.width), Double(tile.height))
        let (w, h) = (Double(image.width), Double(image.height))
        // Lower-left normalised: column = x·tw + left, row from the top = (1 − y)·th + top.
        func point(_ px: Double, _ py: Double) -> (x: Double, y: Double) {
            ((px * tw + Double(x)) / w, 1 - ((1 - py) * th + Double(y)) / h)
        }
        var moved = face
        let box = face.face.boundingBox
        let low = point(box.x, box.y)
        moved.face.boundingBox = NormalizedRect(x: low.x, y: low.y, width: box.width * tw / w, height: box.height * th / h)
        moved.face.landmarks = face.face.landmarks.mapValues { point($0.x, $0.y) }
        moved.mesh = face.mesh.map { m in
            let p = point(m.x, m.y)
            return FaceMeshPoint(x: p.x, y: p.y, z: m.z * tw / w)
        }
        moved.rightPupil = face.rightPupil.map { let p = point($0.x, $0.y); return DocumentPoint(x: p.x, y: p.y) }
        moved.leftPupil = face.leftPupil.map { let p = point($0.x, $0.y); return DocumentPoint(x: p.x, y: p.y) }
        return moved
    }
}
