import LineworkCore

/// The faces found in an image, most confident first, with the stages' timings.
public struct FaceObservation: Sendable, Equatable {
    /// Width of the analysed image in pixels.
    public var imageWidth: Int
    /// Height of the analysed image in pixels.
    public var imageHeight: Int
    /// The faces found, most confident first.
    public var faces: [Face]
    /// Seconds per stage ("detector").
    public var timings: [String: Double]

    /// Creates an observation of an image `imageWidth` × `imageHeight` pixels with its faces and the stages' timings in seconds (default none).
    public init(imageWidth: Int, imageHeight: Int, faces: [Face], timings: [String: Double] = [:]) {
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.faces = faces
        self.timings = timings
    }

    /// The model `FaceDetector` runs, as the contract's JSON names it.
    public static let modelName = "blazeface-short-range (mediapipe 0.10.21) on LiteRT"

    /// The contract's `faces --json` document as values: `faces` (each with its bounding box,
    /// confidence and landmarks in Vision's normalised lower-left coordinates, 6 decimals), then
    /// the image size, the model, `seconds` (`extra` merged with the observation's own timings)
    /// and the version.
    ///
    /// - Parameter extra: seconds of the caller's stages (decode, load), merged with `timings`.
    public func document(timings extra: [String: Double] = [:]) -> FacesDocument {
        let faces = faces.map(FacesDocument.Face.init)
        return FacesDocument(faces: faces, image: PixelSize(width: imageWidth, height: imageHeight), model: Self.modelName,
                             seconds: extra.merging(timings) { a, _ in a }, version: LineworkVersion.string)
    }

    /// The contract's `faces --json` text (`docs/CONTRACT.md`): `document(timings:)` written
    /// by `ContractJSONEncoder` (one face per line, landmarks by name).
    ///
    /// - Parameter extra: seconds of the caller's stages (decode, load), merged with `timings`.
    public func jsonText(timings extra: [String: Double] = [:]) -> String {
        ContractJSONEncoder().text(of: document(timings: extra))
    }
}
