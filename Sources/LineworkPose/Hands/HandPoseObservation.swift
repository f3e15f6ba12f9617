import LineworkCore

/// The hands found in an image and the stages' timings.
public struct HandPoseObservation: Sendable, Equatable {
    /// Width of the analysed image in pixels.
    public var imageWidth: Int
    /// Height of the analysed image in pixels.
    public var imageHeight: Int
    /// The hands found, best palm first.
    public var hands: [HumanHandPose]
    /// Seconds per stage ("detector", "landmarks": every crop's landmark run).
    public var timings: [String: Double]

    /// Creates an observation of an image `imageWidth` × `imageHeight` pixels with its hands and the stages' timings in seconds.
    public init(imageWidth: Int, imageHeight: Int, hands: [HumanHandPose], timings: [String: Double] = [:]) {
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.hands = hands
        self.timings = timings
    }

    /// The models `HandPoseEstimator` runs, as the contract's JSON names them.
    public static let modelName = "palm-detection-full + hand-landmark-full (mediapipe 0.10.21) on LiteRT"

    /// The contract's `hands --json` document: each hand's `chirality`, `confidence` and 21
    /// `joints` by Vision's names (`x`, `y` normalised lower-left and `confidence`, 6 decimals),
    /// then the image size, the model, `seconds` and the version.
    ///
    /// - Parameter extra: seconds of the caller's stages (decode, load), merged with `timings`.
    public func document(timings extra: [String: Double] = [:]) -> HandsDocument {
        let hands = hands.map { hand in
            HandsDocument.Hand(chirality: hand.chirality.rawValue, confidence: FacesDocument.rounded(hand.confidence),
                               joints: Dictionary(uniqueKeysWithValues: hand.joints.map { joint, point in
                                   (joint.rawValue, DocumentJoint(x: FacesDocument.rounded(point.x), y: FacesDocument.rounded(point.y),
                                                                  confidence: FacesDocument.rounded(point.confidence)))
                               }))
        }
        return HandsDocument(hands: hands, image: PixelSize(width: imageWidth, height: imageHeight), model: Self.modelName,
                             seconds: extra.merging(timings) { a, _ in a }, version: LineworkVersion.string)
    }

    /// The contract's `hands --json` text: `document(timings:)` written by `ContractJSONEncoder`
    /// (one hand per line, joints by name).
    public func jsonText(timings extra: [String: Double] = [:]) -> String {
        ContractJSONEncoder().text(of: document(timings: extra))
    }
}
