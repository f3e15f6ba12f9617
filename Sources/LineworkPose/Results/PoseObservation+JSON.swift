import LineworkCore

extension PoseObservation {
    /// The model `PoseEstimator` runs, as the contract's JSON names it.
    public static let modelName = "blazepose-full (mediapipe 0.10.21) on LiteRT"

    /// The contract's `pose --json` text (`docs/CONTRACT.md`): `people` first
    /// (`{"joints":{"nose":{"x":…,"y":…,"confidence":…},…}}`), then the image size, the joint
    /// group, the model, `seconds` (these timings merged with the observation's own) and the
    /// version. `PoseDocument` is the same JSON as values.
    ///
    /// - Parameters:
    ///   - group: the joint group the people were filtered to (`.all` for every joint).
    ///   - extra: seconds of the caller's stages (decode, load), merged with `timings`.
    public func jsonText(group: BodyJointGroup = .all, timings extra: [String: Double] = [:]) -> String {
        var out = JSONBuilder()
        out.open("{")
        out.key("people")
        writePeople(into: &out)
        out.key("image"); out.size(PixelSize(width: imageWidth, height: imageHeight))
        out.key("group"); out.string(group.rawValue)
        out.key("model"); out.string(Self.modelName)
        out.key("seconds"); out.dictionary(extra.merging(timings) { a, _ in a })
        out.key("version"); out.string(LineworkVersion.string)
        out.close("}")
        return out.text
    }

    /// The same document as values: `jsonText` parsed.
    ///
    /// - Throws: never for text this library wrote; a `DecodingError` would be a bug.
    public func document(group: BodyJointGroup = .all, timings: [String: Double] = [:]) throws -> PoseDocument {
        try PoseDocument(jsonText: jsonText(group: group, timings: timings))
    }

    /// Appends the `people` array of `jsonText`: one object per person with its `joints`, keyed by Vision's joint
    /// names in `BodyJoint` order, each with normalised lower-left `x`, `y` and `confidence`; only
    /// the joints found appear. Numbers keep 6 decimals: a millionth of the image, far below a pixel.
    public func writePeople(into out: inout JSONBuilder) {
        func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
        out.open("[")
        for person in people {
            out.lineBreak()
            out.open("{")
            out.key("joints")
            out.open("{")
            for joint in BodyJoint.allCases {
                guard let point = person.joints[joint] else { continue }
                out.key(joint.rawValue)
                out.open("{")
                out.key("x"); out.number(rounded(point.x))
                out.key("y"); out.number(rounded(point.y))
                out.key("confidence"); out.number(rounded(point.confidence))
                out.close("}")
            }
            out.close("}")
            out.close("}")
        }
        if !people.isEmpty { out.newline() }
        out.close("]")
    }
}
