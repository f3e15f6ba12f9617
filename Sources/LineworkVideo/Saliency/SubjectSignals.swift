import LineworkCore

/// Which cues say who or what a shot is about, and how much each counts: AutoFlip's signal
/// settings, people first.
///
/// The cues rank in two tiers, as AutoFlip's signal priorities do: **people** (BlazeFace's
/// faces and BlazePose's bodies) come first, and a frame where a person is found is framed on
/// a person whatever stands out in colour; **motion** (Itti's flicker channel) and still
/// **saliency** (the attention model) frame the shots without anyone. Within a tier the weights
/// count: a person's score is `faces` × the face's confidence plus `people` × the body's, times
/// the square root of their box's area (a near, large person over a far one); the heatmap is
/// `motion` and `saliency` mixed by their weights where part of the shot moves. A weight of 0
/// turns its cue off. Weights are in 0…1.
///
/// The text form, as `linework reframe --signals` takes it, lists the cues to use, comma-separated,
/// each with an optional weight after `=`: `faces,people` (default weights, motion and saliency
/// off), `faces=1,people=0.8,saliency=0.2`. A cue not listed is off.
public struct SubjectSignals: Sendable, Equatable, CustomStringConvertible {
    /// The four cues.
    public enum Signal: String, CaseIterable, Sendable {
        case faces, people, motion, saliency
    }

    /// A face's weight: 1 (the face is what a viewer looks at first).
    public var faces = 1.0
    /// A body's weight: 0.8 (a body without its face seen still holds the shot).
    public var people = 0.8
    /// The motion map's weight: 0.7 (a moving thing over a still scene is what the eye follows).
    public var motion = 0.7
    /// The still attention map's weight: 0.3.
    public var saliency = 0.3

    /// All four cues at their default weights.
    public init() {}

    /// Cues from their text form (see the type's description).
    ///
    /// - Throws: `LineworkError.invalidOption` naming `signals` for an unknown cue, a cue given
    ///   twice, a weight that is not a number in 0…1, or an empty list.
    public init(parsing text: String) throws {
        func invalid(_ why: String) -> LineworkError {
            LineworkError.invalidOption(name: "signals", value: text, allowed: why)
        }
        let defaults = SubjectSignals()
        (faces, people, motion, saliency) = (0, 0, 0, 0)
        var seen = Set<Signal>()
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
        guard !text.trimmingWhitespace.isEmpty else { throw invalid("must list one or more of faces, people, motion, saliency") }
        for item in items {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
            guard let signal = Signal(rawValue: parts[0].lowercased()) else {
                throw invalid("'\(parts[0])' is not a signal: use faces, people, motion, saliency, each with an optional =WEIGHT")
            }
            guard seen.insert(signal).inserted else { throw invalid("'\(signal.rawValue)' is given twice") }
            var weight = defaults[signal]
            if parts.count == 2 {
                guard let value = Double(parts[1]), value.isFinite, (0...1).contains(value) else {
                    throw invalid("the weight of \(signal.rawValue) must be a number in 0…1, not '\(parts[1])'")
                }
                weight = value
            }
            self[signal] = weight
        }
    }

    /// A cue's weight.
    public subscript(signal: Signal) -> Double {
        get {
            switch signal {
            case .faces: return faces
            case .people: return people
            case .motion: return motion
            case .saliency: return saliency
            }
        }
        set {
            switch signal {
            case .faces: faces = newValue
            case .people: people = newValue
            case .motion: motion = newValue
            case .saliency: saliency = newValue
            }
        }
    }

    /// The text form: the cues in use with their weights (`faces=1,people=0.8,…`).
    public var description: String {
        Signal.allCases.filter { self[$0] > 0 }.map { "\($0.rawValue)=\(self[$0])" }.joined(separator: ",")
    }

    /// Whether a people detector needs to run.
    public var usesPeople: Bool { faces > 0 || people > 0 }
}

private extension Substring {
    var trimmingWhitespace: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

private extension String {
    var trimmingWhitespace: String { Substring(self).trimmingWhitespace }
}
