/// The 21 joints of a hand, named as Vision names them (`VNHumanHandPoseObservation.JointName`),
/// in the order mediapipe's hand landmark model gives them (its points 0…20).
///
/// Vision's thumb has a carpometacarpal (CMC), a metacarpophalangeal (MP) and an interphalangeal
/// (IP) joint; each finger has a metacarpophalangeal (MCP), a proximal and a distal
/// interphalangeal joint (PIP, DIP) and a tip. mediapipe calls the thumb's MP joint `THUMB_MCP`
/// and the little finger `PINKY`.
public enum HandJoint: String, CaseIterable, Sendable, Hashable {
    /// The wrist's centre.
    case wrist
    /// The thumb's carpometacarpal joint, at the base of the palm.
    case thumbCMC
    /// The thumb's metacarpophalangeal joint.
    case thumbMP
    /// The thumb's interphalangeal joint.
    case thumbIP
    /// The thumb's tip.
    case thumbTip
    /// The index finger's knuckle (metacarpophalangeal joint).
    case indexMCP
    /// The index finger's middle joint.
    case indexPIP
    /// The index finger's last joint.
    case indexDIP
    /// The index finger's tip.
    case indexTip
    /// The middle finger's knuckle.
    case middleMCP
    /// The middle finger's middle joint.
    case middlePIP
    /// The middle finger's last joint.
    case middleDIP
    /// The middle finger's tip.
    case middleTip
    /// The ring finger's knuckle.
    case ringMCP
    /// The ring finger's middle joint.
    case ringPIP
    /// The ring finger's last joint.
    case ringDIP
    /// The ring finger's tip.
    case ringTip
    /// The little finger's knuckle.
    case littleMCP
    /// The little finger's middle joint.
    case littlePIP
    /// The little finger's last joint.
    case littleDIP
    /// The little finger's tip.
    case littleTip

    /// The joint's index among the model's 21 points.
    public var modelIndex: Int { Self.allCases.firstIndex(of: self)! }

    /// The hand's bones as pairs of joints: each digit from the wrist out to its tip, and the
    /// palm's edge across the knuckles (index to little) — the segments Vision's sample code and
    /// mediapipe's drawing join.
    public static let bones: [(HandJoint, HandJoint)] = [
        (.wrist, .thumbCMC), (.thumbCMC, .thumbMP), (.thumbMP, .thumbIP), (.thumbIP, .thumbTip),
        (.wrist, .indexMCP), (.indexMCP, .indexPIP), (.indexPIP, .indexDIP), (.indexDIP, .indexTip),
        (.middleMCP, .middlePIP), (.middlePIP, .middleDIP), (.middleDIP, .middleTip),
        (.ringMCP, .ringPIP), (.ringPIP, .ringDIP), (.ringDIP, .ringTip),
        (.wrist, .littleMCP), (.littleMCP, .littlePIP), (.littlePIP, .littleDIP), (.littleDIP, .littleTip),
        (.indexMCP, .middleMCP), (.middleMCP, .ringMCP), (.ringMCP, .littleMCP),
    ]

    /// The digit the joint belongs to, as Vision's joint groups name them (`thumb`,
    /// `indexFinger`, `middleFinger`, `ringFinger`, `littleFinger`); nil for the wrist.
    public var digit: String? {
        switch modelIndex {
        case 1...4: return "thumb"
        case 5...8: return "indexFinger"
        case 9...12: return "middleFinger"
        case 13...16: return "ringFinger"
        case 17...20: return "littleFinger"
        default: return nil
        }
    }
}
