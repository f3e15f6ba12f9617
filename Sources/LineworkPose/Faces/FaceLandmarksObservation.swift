import LineworkCore

/// The faces found in an image with their landmarks, most confident first, and the stages' timings.
public struct FaceLandmarksObservation: Sendable, Equatable {
    /// Width of the analysed image in pixels.
    public var imageWidth: Int
    /// Height of the analysed image in pixels.
    public var imageHeight: Int
    /// The faces whose mesh was found, most confident first.
    public var faces: [FaceLandmarks]
    /// Seconds per stage ("detector", "landmarks").
    public var timings: [String: Double]

    /// Creates an observation of an image `imageWidth` × `imageHeight` pixels with its faces and the stages' timings in seconds.
    public init(imageWidth: Int, imageHeight: Int, faces: [FaceLandmarks], timings: [String: Double] = [:]) {
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.faces = faces
        self.timings = timings
    }

    /// The models `FaceLandmarker` runs, as the contract's JSON names them.
    public static let modelName = "blazeface-short-range + face-mesh + iris (mediapipe 0.10.21) on LiteRT"

    /// The contract's `faces --landmarks --json` document: `FaceObservation`'s, each face also
    /// holding `regions` (Vision's region names → `[x, y]` points, normalised lower-left, 6
    /// decimals) and, with `includesMesh`, `mesh` (468 `[x, y, z]`).
    ///
    /// - Parameters:
    ///   - includesMesh: whether to write the 468 mesh points of each face.
    ///   - extra: seconds of the caller's stages (decode, load), merged with `timings`.
    public func document(includesMesh: Bool = false, timings extra: [String: Double] = [:]) -> FacesDocument {
        let faces = faces.map { landmarks in
            var face = FacesDocument.Face(landmarks.face)
            face.regions = Dictionary(uniqueKeysWithValues: landmarks.regions.map { region, points in
                (region.rawValue, points.map { DocumentPoint(x: FacesDocument.rounded($0.x), y: FacesDocument.rounded($0.y)) })
            })
            if includesMesh {
                face.mesh = landmarks.mesh.map { [FacesDocument.rounded($0.x), FacesDocument.rounded($0.y), FacesDocument.rounded($0.z)] }
            }
            return face
        }
        return FacesDocument(faces: faces, image: PixelSize(width: imageWidth, height: imageHeight), model: Self.modelName,
                             seconds: extra.merging(timings) { a, _ in a }, version: LineworkVersion.string)
    }

    /// The contract's `faces --landmarks --json` text: `document(includesMesh:timings:)` written
    /// by `ContractJSONEncoder` (one face per line, regions by name).
    public func jsonText(includesMesh: Bool = false, timings extra: [String: Double] = [:]) -> String {
        ContractJSONEncoder().text(of: document(includesMesh: includesMesh, timings: extra))
    }
}
