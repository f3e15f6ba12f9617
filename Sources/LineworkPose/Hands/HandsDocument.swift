import LineworkCore

/// The contract's `hands --json` document as values (`HandPoseObservation.jsonText`, parsed).
public struct HandsDocument: ContractDocument {
    /// One hand.
    public struct Hand: Codable, Sendable, Equatable {
        /// `left` or `right`, the person's own (`HandChirality.rawValue`).
        public var chirality: String
        /// The hand's presence probability in [0, 1].
        public var confidence: Double
        /// The 21 joints, keyed by Vision's names (`HandJoint.rawValue`), normalised lower-left.
        public var joints: [String: DocumentJoint]
    }

    /// The hands found, best palm first.
    public var hands: [Hand]
    /// The input's size (upright).
    public var image: PixelSize
    /// The model that ran.
    public var model: String
    /// Seconds per stage.
    public var seconds: [String: Double]
    /// The Linework version that wrote the document.
    public var version: String
}
