import ArgumentParser
import LineworkSweep

/// The settings grid of `sweep` and `draw --lines sweep`: `--pivots`, `--adjustments` and the
/// cap on their product.
struct GridFlags: ParsableArguments {
    @Option(help: "Pivots as FROM:TO:STEP, TO exclusive (stride semantics), or a list such as 0.3,0.45; values in 0…1.")
    var pivots = "0.2:0.7:0.1"

    @Option(help: "Adjustments as FROM:TO:STEP, TO exclusive, or a list such as 1,1.5,2.5; values in 0…3.")
    var adjustments = "0.5:3.0:0.2"

    @Option(help: ArgumentHelp(
        "Refuse grids of more than N settings (pivots × adjustments).",
        discussion: "Default \(SweepGrid.defaultMaxSettings); the values are counted before any is listed."))
    var maxSettings = SweepGrid.defaultMaxSettings

    /// The grid, checked: both axes, and their product against `--max-settings`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the option at fault.
    func grid() throws -> SweepGrid {
        let grid = SweepGrid(
            pivots: try StrideSpec(parsing: pivots, flag: "--pivots", range: 0...1),
            adjustments: try StrideSpec(parsing: adjustments, flag: "--adjustments", range: 0...3),
            maxSettings: maxSettings)
        try grid.validate()
        return grid
    }
}
