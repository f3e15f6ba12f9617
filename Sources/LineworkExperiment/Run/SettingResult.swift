import LineworkEvaluation

/// One setting of one image: a polarity and a grid point.
public struct SettingResult: Codable, Sendable, Equatable {
    /// Whether the setting traces light regions on a dark ground (`--light-on-dark`).
    public var lightOnDark: Bool
    /// The contrast pivot, 0…1.
    public var pivot: Double
    /// The contrast adjustment, 0…3.
    public var adjustment: Double
    /// The integer cut the setting reduces to (settings with equal cuts trace the same mask).
    public var threshold: Int
    /// Contours the setting traced, and how many of them de-duplication kept.
    public var traced: Int
    /// Contours de-duplication kept.
    public var kept: Int
    /// Boundary match counts against the ground truth, when given.
    public var boundary: BoundaryCounts?
    /// The thumbnail file of the setting's traced contours.
    public var thumbnail: String
}
