/// Which hand it is (Vision's `VNChirality`), the person's own: a right hand is the person's right.
public enum HandChirality: String, Sendable, Hashable, CaseIterable {
    /// The person's left hand.
    case left
    /// The person's right hand.
    case right
}
