import ArgumentParser
import LineworkCore
import LineworkReport

/// `linework report SPEC --output DIR`: run the experiment a YAML spec describes and write
/// `DIR/index.html`, one self-contained page comparing settings, models and scores.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Run an experiment spec (YAML) and write a self-contained HTML report to DIR/index.html.",
        discussion: """
            Per-image results are cached in DIR/cache, so a second run of the same spec only re-renders the page. \
            On a cluster, run every shard with --shard K/N (K = 0 … N-1) into one shared DIR, then once more with \
            --merge to build the page from the shards' results. A DIR whose page was made from another spec file \
            is not overwritten without --force; --prune removes the cache entries the spec no longer uses.
            """)

    @Argument(help: "The experiment spec, a YAML file (see the README's Reports section).")
    var spec: String

    @Option(help: "The output folder: index.html, cache/ and shards/ are written there.")
    var output: String

    @Option(help: "Process only every N-th image, starting at the K-th (K counts from 0); writes results, no page.")
    var shard: String?

    @Flag(help: "Compute nothing: build the page from the results the shards left in DIR/cache.")
    var merge = false

    @Flag(help: "Replace a report in DIR that was made from another spec file (refused otherwise).")
    var force = false

    @Flag(help: "After writing the page, remove the cache entries in DIR/cache that this spec does not use.")
    var prune = false

    @Flag(help: "Refuse a spec whose images or ground truth lie outside its folder (symbolic links resolved): for specs from others, on shared machines or in CI.")
    var confine = false

    @Option(help: "Images one page may show (default 1000: about 50 MB of page); shards are not limited.")
    var maxPageImages = ReportRunner.defaultMaximumPageImages

    @Flag(help: "No progress bar on standard error.")
    var quiet = false

    @OptionGroup var input: InputOptions

    func run() throws {
        let parsedShard = try shard.map { text -> Shard in
            guard let value = Shard(parsing: text) else {
                throw LineworkError.invalidOption(name: "--shard", value: text, allowed: "must be K/N with 0 ≤ K < N")
            }
            return value
        }
        if parsedShard != nil && merge {
            throw LineworkError.invalidOption(name: "--merge", value: "", allowed: "cannot be combined with --shard")
        }
        do {
            let plan = try ReportPlan(contentsOf: spec)
            if confine { try plan.checkConfined() }
            guard maxPageImages >= 1 else {
                throw LineworkError.invalidOption(name: "--max-page-images", value: "\(maxPageImages)", allowed: "must be at least 1")
            }
            var runner = ReportRunner(plan: plan, output: output, shard: parsedShard, merge: merge,
                                      progress: quiet ? .silent : ProgressBar(), decoder: try input.decoder(),
                                      force: force, prune: prune)
            runner.maximumPageImages = maxPageImages
            _ = try runner.run()
        } catch let error as ReportSpecError {
            Main.fail(error.description, code: error.exitCode)
        }
    }
}
