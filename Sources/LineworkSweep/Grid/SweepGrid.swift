/// One grid point of a sweep.
public struct SweepSetting: Sendable, Equatable, Hashable {
    /// Contrast pivot, 0…1.
    public var pivot: Double
    /// Contrast adjustment, 0…3.
    public var adjustment: Double

    public init(pivot: Double, adjustment: Double) {
        self.pivot = pivot
        self.adjustment = adjustment
    }
}

/// The pivot × adjustment grid of a sweep, in sweep order: pivot-major, then adjustment, both
/// ascending — the order contours are pooled in and de-duplication walks.
public struct SweepGrid: Sendable, Equatable {
    public var pivots: StrideSpec
    public var adjustments: StrideSpec

    /// The seed technique's grid: pivots 0.2:0.7:0.1 (5 values) × adjustments 0.5:3.0:0.2 (13 values)
    /// = 65 settings.
    public static let `default` = SweepGrid(
        pivots: StrideSpec(from: 0.2, to: 0.7, step: 0.1),
        adjustments: StrideSpec(from: 0.5, to: 3.0, step: 0.2))

    public init(pivots: StrideSpec, adjustments: StrideSpec) {
        self.pivots = pivots
        self.adjustments = adjustments
    }

    /// Every setting, pivot-major.
    public var settings: [SweepSetting] {
        let adjustmentValues = adjustments.values
        return pivots.values.flatMap { pivot in adjustmentValues.map { SweepSetting(pivot: pivot, adjustment: $0) } }
    }
}
