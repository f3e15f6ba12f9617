import ArgumentParser
import LineworkCore
import LineworkEvaluation

/// `linework evaluate …`'s bootstrap intervals: `--intervals`, `--confidence`, `--resamples`,
/// `--seed`, mapped onto LineworkEvaluation's `PairedBootstrap`.
struct IntervalOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Add a bootstrap confidence interval {mean, low, high, count} of each mean to the JSON (\"intervals\").",
        discussion: "Percentile bootstrap over images (resampled with replacement), deterministic for a seed."))
    var intervals = false

    @Option(help: "The intervals' coverage, in (0.5, 1).")
    var confidence = PairedBootstrap.standard.confidence

    @Option(help: "Bootstrap resamples, 100…100000.")
    var resamples = PairedBootstrap.defaultResamples

    @Option(help: "The bootstrap generator's seed.")
    var seed = PairedBootstrap.defaultSeed

    func validate() throws {
        _ = try bootstrap()
    }

    /// The bootstrap the options describe; errors name the flag at fault.
    func bootstrap() throws -> PairedBootstrap {
        do {
            return try PairedBootstrap(resamples: resamples, confidence: confidence, seed: seed)
        } catch LineworkError.invalidOption(let name, let value, let allowed) {
            throw LineworkError.invalidOption(name: "--\(name)", value: value, allowed: allowed)
        }
    }

    /// Each score's interval over the images, or nil without `--intervals`.
    ///
    /// - Parameter scores: one dictionary of scores per image.
    func intervals(of scores: [[String: Double]]) throws -> [String: BootstrapInterval]? {
        intervals ? try bootstrap().intervals(byName: scores) : nil
    }
}
