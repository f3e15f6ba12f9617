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

    /// The contract's JSON (`linework faces --json`):
    /// `{"faces":[{"boundingBox":{"x","y","width","height"},"confidence":c,"landmarks":{"rightEye":{"x","y"},…}},…]}`.
    /// Numbers keep 6 decimals.
    public var jsonText: String {
        var out = JSONBuilder()
        out.open("{")
        out.key("faces")
        writeFaces(into: &out)
        out.close("}")
        return out.text
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
