import LineworkCore

/// One grid point of a sweep.
public struct SweepSetting: Sendable, Equatable, Hashable {
    /// Contrast pivot, 0…1.
    public var pivot: Double
    /// Contrast adjustment, 0…3.
    public var adjustment: Double

    /// Creates a grid point from a contrast pivot (0…1) and adjustment (0…3).
    public init(pivot: Double, adjustment: Double) {
        self.pivot = pivot
        self.adjustment = adjustment
    }
}

/// The pivot × adjustment grid of a sweep, in sweep order: pivot-major, then adjustment, both
/// ascending — the order contours are pooled in and de-duplication walks.
public struct SweepGrid: Sendable, Equatable, Codable {
    /// The contrast pivots, ascending (values in 0…1).
    public var pivots: StrideSpec
    /// The contrast adjustments, ascending (values in 0…3).
    public var adjustments: StrideSpec
    /// The most settings (pivots × adjustments) the grid may have; default `defaultMaxSettings`.
    public var maxSettings: Int

    /// The default cap on the number of settings: 10,000.
    ///
    /// Why: 150 times the default grid's 65, and far more than the 256 distinct masks an 8-bit
    /// threshold can give; yet every setting costs a trace (the isoline tracer shares none) and
    /// its pooled contours, so 10⁶ settings took six minutes and 10⁸ would never finish.
    /// Raise it with `maxSettings` (`--max-settings` on the command line).
    public static let defaultMaxSettings = 10_000

    /// The seed technique's grid: pivots 0.2:0.7:0.1 (5 values) × adjustments 0.5:3.0:0.2 (13 values)
    /// = 65 settings.
    public static let `default` = SweepGrid(
        pivots: StrideSpec(uncheckedFrom: 0.2, to: 0.7, step: 0.1),
        adjustments: StrideSpec(uncheckedFrom: 0.5, to: 3.0, step: 0.2))

    /// Creates a grid of `pivots` × `adjustments`, capped at `maxSettings` settings (default `defaultMaxSettings`).
    public init(pivots: StrideSpec, adjustments: StrideSpec, maxSettings: Int = SweepGrid.defaultMaxSettings) {
        self.pivots = pivots
        self.adjustments = adjustments
        self.maxSettings = maxSettings
    }

    /// The number of settings, computed without listing them; saturates at `Int.max`.
    public var count: Int {
        let (product, overflow) = pivots.count.multipliedReportingOverflow(by: adjustments.count)
        return overflow ? Int.max : product
    }

    /// Checks both axes (`StrideSpec.validate`: pivots in 0…1, adjustments in 0…3) and that the
    /// grid has at most `maxSettings` settings, all before any list is built.
    ///
    /// - Parameters:
    ///   - pivotsName: the name errors give `pivots`; a report spec passes its key.
    ///   - adjustmentsName: the name errors give `adjustments`.
    ///   - capName: the name errors give `maxSettings`; it also appears, in backquotes, in the
    ///     text of a too-large grid.
    /// - Throws: `LineworkError.invalidOption`.
    public func validate(pivotsName: String = "pivots", adjustmentsName: String = "adjustments",
                         capName: String = "maxSettings") throws {
        guard maxSettings >= 1 else {
            throw LineworkError.invalidOption(name: capName, value: "\(maxSettings)", allowed: "must be at least 1")
        }
        try pivots.validate(flag: pivotsName, range: 0...1)
        try adjustments.validate(flag: adjustmentsName, range: 0...3)
        guard count <= maxSettings else {
            throw LineworkError.invalidOption(
                name: "\(pivotsName) × \(adjustmentsName)", value: "\(pivots) × \(adjustments)",
                allowed: "gives \(pivots.count) × \(adjustments.count) = \(StrideSpec.describe(count)) settings, "
                    + "at most \(maxSettings) are allowed; use larger steps or raise `\(capName)`")
        }
    }

    /// Every setting, pivot-major. Call on a grid that `validate` accepted (`SweepRequest`
    /// does): the list has `count` elements.
    public var settings: [SweepSetting] {
        let adjustmentValues = adjustments.values
        return pivots.values.flatMap { pivot in adjustmentValues.map { SweepSetting(pivot: pivot, adjustment: $0) } }
    }
}
