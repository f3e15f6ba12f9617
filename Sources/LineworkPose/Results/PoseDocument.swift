import LineworkCore

/// A point of the contract's pose and face JSON: Vision's normalised, lower-left `x` and `y`,
/// with a `confidence` for body joints (none for face landmarks).
public struct DocumentJoint: Codable, Sendable, Equatable {
    /// Across the image, from its left side, in [0, 1].
    public var x: Double
    /// Up the image, from its bottom, in [0, 1].
    public var y: Double
    /// The joint's confidence in [0, 1]; nil for face landmarks.
    public var confidence: Double?

    /// Creates a point at normalised lower-left `(x, y)`, with a confidence for body joints.
    public init(x: Double, y: Double, confidence: Double? = nil) {
        self.x = x
        self.y = y
        self.confidence = confidence
    }
}

/// The contract's `pose --json` document as values (`PoseObservation.jsonText`, parsed).
public struct PoseDocument: ContractDocument {
    /// One person: the joints found, keyed by Vision's names (`BodyJoint.rawValue`).
    public struct Person: Codable, Sendable, Equatable {
        /// The joints found.
        public var joints: [String: DocumentJoint]
    }

    /// The people found.
    public var people: [Person]
    /// The input's size (upright).
    public var image: PixelSize
    /// The joint group (`BodyJointGroup.rawValue`).
    public var group: String
    /// The model that ran.
    public var model: String
    /// Seconds per stage.
    public var seconds: [String: Double]
    /// The Linework version that wrote the document.
    public var version: String
}

/// The contract's `faces --json` document as values (`FaceObservation.jsonText`, parsed).
public struct FacesDocument: ContractDocument {
    /// One face.
    public struct Face: Codable, Sendable, Equatable {
        /// The face's box, Vision's normalised lower-left coordinates.
        public var boundingBox: NormalizedRect
        /// The detector's confidence in [0, 1].
        public var confidence: Double
        /// The landmarks found, keyed by `FaceLandmark.rawValue`.
        public var landmarks: [String: DocumentJoint]
        /// With `--landmarks`: Vision's regions (`FaceLandmarkRegion.rawValue`) → points,
        /// normalised lower-left; nil (left out) otherwise.
        public var regions: [String: [DocumentPoint]]?
        /// With `--mesh`: the 468 mesh points as `[x, y, z]` (`FaceMeshPoint`); nil otherwise.
        public var mesh: [[Double]]?

        /// The face as the detector found it, its numbers rounded to 6 decimals; no regions, no mesh.
        public init(_ face: LineworkPose.Face) {
            let box = face.boundingBox
            boundingBox = NormalizedRect(x: FacesDocument.rounded(box.x), y: FacesDocument.rounded(box.y),
                                         width: FacesDocument.rounded(box.width), height: FacesDocument.rounded(box.height))
            confidence = FacesDocument.rounded(face.confidence)
            landmarks = Dictionary(uniqueKeysWithValues: face.landmarks.map { landmark, point in
                (landmark.rawValue, DocumentJoint(x: FacesDocument.rounded(point.x), y: FacesDocument.rounded(point.y)))
            })
        }
    }

    /// A value rounded to 6 decimals, as the faces JSON writes every number.
    static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    /// The faces found, most confident first.
    public var faces: [Face]
    /// The input's size (upright).
    public var image: PixelSize
    /// The model that ran.
    public var model: String
    /// Seconds per stage.
    public var seconds: [String: Double]
    /// The Linework version that wrote the document.
    public var version: String
}
