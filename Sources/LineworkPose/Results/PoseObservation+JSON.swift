import LineworkCore

extension PoseObservation {
    /// The contract's JSON (`linework pose --json`) on its own:
    /// `{"people":[{"joints":{"nose":{"x":…,"y":…,"confidence":…},…}},…]}`.
    public var jsonText: String {
        var out = JSONBuilder()
        out.open("{")
        out.key("people")
        writePeople(into: &out)
        out.close("}")
        return out.text
    }

    /// Appends the `people` array: one object per person with its `joints`, keyed by Vision's joint
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
