import LineworkCore

extension PoseObservation {
    /// The model `PoseEstimator` runs, as the contract's JSON names it.
    public static let modelName = "blazepose-full (mediapipe 0.10.21) on LiteRT"

    /// The contract's `pose --json` document as values: `people` (each joint in Vision's
    /// normalised lower-left coordinates with its confidence, 6 decimals), the image size,
    /// the joint group, the model, `seconds` (`extra` merged with the observation's own
    /// timings) and the version.
    ///
    /// - Parameters:
    ///   - group: the joint group the people were filtered to.
    ///   - extra: seconds of the caller's stages (decode, load), merged with `timings`.
    public func document(group: BodyJointGroup = .all, timings extra: [String: Double] = [:]) -> PoseDocument {
        func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
        let people = people.map { person in
            PoseDocument.Person(joints: Dictionary(uniqueKeysWithValues: person.joints.map { joint, point in
                (joint.rawValue, DocumentJoint(x: rounded(point.x), y: rounded(point.y), confidence: rounded(point.confidence)))
            }))
        }
        return PoseDocument(people: people, image: PixelSize(width: imageWidth, height: imageHeight), group: group.rawValue,
                            model: Self.modelName, seconds: extra.merging(timings) { a, _ in a }, version: LineworkVersion.string)
    }

    /// The contract's `pose --json` text: `document(group:timings:)` written by
    /// `ContractJSONEncoder` (one person per line, joints by name).
    public func jsonText(group: BodyJointGroup = .all, timings extra: [String: Double] = [:]) -> String {
        ContractJSONEncoder().text(of: document(group: group, timings: extra))
    }
}
