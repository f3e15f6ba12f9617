/// The score a report's heat-map charts show over pivot × adjustment.
public enum ChartScore: String, Sendable, Equatable, CaseIterable, Codable {
    /// Boundary F against the ground truth (needs `groundTruth.boundaries`).
    case f = "F"
    /// Boundary precision against the ground truth (needs `groundTruth.boundaries`).
    case precision
    /// Boundary recall against the ground truth (needs `groundTruth.boundaries`).
    case recall
    /// Contours traced at the setting.
    case traced
    /// Contours of the setting kept by de-duplication.
    case kept

    /// Whether the score needs boundary ground truth.
    public var needsBoundaries: Bool {
        switch self {
        case .f, .precision, .recall: return true
        case .traced, .kept: return false
        }
    }

    /// The name shown on charts.
    public var label: String {
        switch self {
        case .f: return "boundary F"
        case .precision: return "boundary precision"
        case .recall: return "boundary recall"
        case .traced: return "contours traced"
        case .kept: return "contours kept"
        }
    }
}
