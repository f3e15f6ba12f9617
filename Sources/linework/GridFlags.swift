import ArgumentParser
import LineworkArt
import LineworkSweep

/// The settings grid of `sweep` and `draw --lines sweep`: `--pivots`, `--adjustments` and the
/// cap on their product.
struct GridFlags: ParsableArguments {
    @Option(help: ArgumentHelp("Pivots as FROM:TO:STEP, TO exclusive (stride semantics), or a list such as 0.3,0.45; values in 0…1.",
                               discussion: "Default \(SweepGrid.default.pivots)."))
    var pivots: String?

    @Option(help: ArgumentHelp("Adjustments as FROM:TO:STEP, TO exclusive, or a list such as 1,1.5,2.5; values in 0…3.",
                               discussion: "Default \(SweepGrid.default.adjustments)."))
    var adjustments: String?

    @Option(help: ArgumentHelp(
        "Refuse grids of more than N settings (pivots × adjustments).",
        discussion: "Default \(SweepGrid.defaultMaxSettings); the values are counted before any is listed."))
    var maxSettings: Int?

    /// The grid, checked: both axes, and their product against `--max-settings`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the option at fault.
    func grid() throws -> SweepGrid {
        let grid = SweepGrid(
            pivots: try pivots.map { try StrideSpec(parsing: $0, flag: "--pivots", range: 0...1) } ?? SweepGrid.default.pivots,
            adjustments: try adjustments.map { try StrideSpec(parsing: $0, flag: "--adjustments", range: 0...3) }
                ?? SweepGrid.default.adjustments,
            maxSettings: maxSettings ?? SweepGrid.defaultMaxSettings)
        try grid.validate()
        return grid
    }

    /// The flags given, by draw's option names (`DrawOptions.applying(flags:)`).
    var settings: [String: DrawPreset.Value] {
        var settings: [String: DrawPreset.Value] = [:]
        settings["pivots"] = pivots.map { .text($0) }
        settings["adjustments"] = adjustments.map { .text($0) }
        settings["max-settings"] = maxSettings.map { .number(Double($0)) }
        return settings
    }
}
