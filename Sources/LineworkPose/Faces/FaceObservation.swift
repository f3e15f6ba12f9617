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

    /// The contract's `faces --json` text (`docs/CONTRACT.md`): `faces` first
    /// (`{"boundingBox":{"x","y","width","height"},"confidence":c,"landmarks":{"rightEye":{"x","y"},…}}`,
    /// Vision's normalised lower-left coordinates, 6 decimals), then the image size, the model,
    /// `seconds` (these timings merged with the observation's own) and the version.
    /// `FacesDocument` is the same JSON as values.
    ///
    /// - Parameter extra: seconds of the caller's stages (decode, load), merged with `timings`.
    public func jsonText(timings extra: [String: Double] = [:]) -> String {
        var out = JSONBuilder()
        out.open("{")
        out.key("faces")
        writeFaces(into: &out)
        out.key("image"); out.size(PixelSize(width: imageWidth, height: imageHeight))
        out.key("model"); out.string(Self.modelName)
        out.key("seconds"); out.dictionary(extra.merging(timings) { a, _ in a })
        out.key("version"); out.string(LineworkVersion.string)
        out.close("}")
        return out.text
    }

    /// The same document as values: `jsonText` parsed.
    ///
    /// - Throws: never for text this library wrote; a `DecodingError` would be a bug.
    public func document(timings: [String: Double] = [:]) throws -> FacesDocument {
        try FacesDocument(jsonText: jsonText(timings: timings))
    }

    /// Appends the `faces` array of `jsonText`.
    public func writeFaces(into out: inout JSONBuilder) {
        func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
        out.open("[")
        for face in faces {
            out.lineBreak()
            out.open("{")
            out.key("boundingBox")
            out.open("{")
            out.key("x"); out.number(rounded(face.boundingBox.x))
            out.key("y"); out.number(rounded(face.boundingBox.y))
            out.key("width"); out.number(rounded(face.boundingBox.width))
            out.key("height"); out.number(rounded(face.boundingBox.height))
            out.close("}")
            out.key("confidence"); out.number(rounded(face.confidence))
            out.key("landmarks")
            out.open("{")
            for landmark in FaceLandmark.allCases {
                guard let point = face.landmarks[landmark] else { continue }
                out.key(landmark.rawValue)
                out.open("{")
                out.key("x"); out.number(rounded(point.x))
                out.key("y"); out.number(rounded(point.y))
                out.close("}")
            }
            out.close("}")
            out.close("}")
        }
        if !faces.isEmpty { out.newline() }
        out.close("]")
    }
}
