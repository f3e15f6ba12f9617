import ArgumentParser
import Foundation
import LineworkCore
import LineworkExperiment
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
            --compare A B writes DIR/index.html and DIR/comparison.csv comparing two report folders: how their \
            specs differ and every shared number with its change B − A (read from their results.json).
            """)

    @Argument(help: "The experiment spec, a YAML file (see the README's Reports section); not with --compare.")
    var spec: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Compare two report folders instead of running a spec.",
                                                         valueName: "A B"))
    var compare: [String] = []

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

    @Flag(help: "Refuse a spec whose images, preset files or ground truth lie outside its folder (symbolic links resolved): for specs from others, on shared machines or in CI.")
    var confine = false

    @Option(help: "Images one page may show (default 1000: about 1 kB of page and 80–220 kB of section files each); shards are not limited.")
    var maxPageImages = ReportRunner.defaultMaximumPageImages

    @Flag(help: "No progress bar on standard error.")
    var quiet = false

    @OptionGroup var input: InputOptions

    func run() throws {
        if !compare.isEmpty || spec == nil { return try runComparison() }
        let spec = spec!
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
            let plan = try ReportPlan(contentsOf: spec, confined: confine)
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

    /// `--compare A B`: reads both folders' results.json and writes the comparison into
    /// `--output`, which must be neither of them (their pages are never replaced).
    private func runComparison() throws {
        guard spec == nil else {
            throw LineworkError.invalidOption(name: "--compare", value: spec!, allowed: "takes the two report folders "
                + "instead of a spec; give either a spec or --compare A B")
        }
        guard compare.count == 2 else {
            throw LineworkError.invalidOption(name: "--compare", value: compare.joined(separator: " "),
                                              allowed: compare.isEmpty ? "a spec or --compare A B is needed"
                                                  : "takes exactly two report folders, A and B")
        }
        if let flag = [(shard != nil, "--shard"), (merge, "--merge"), (prune, "--prune"), (confine, "--confine")]
            .first(where: \.0)?.1 {
            throw LineworkError.invalidOption(name: flag, value: "", allowed: "cannot be combined with --compare")
        }
        func page(_ folder: String) -> FileIdentity? { FileIdentity(path: (folder as NSString).appendingPathComponent("index.html")) }
        for folder in compare where page(folder) != nil && page(folder) == page(output) {
            throw LineworkError.invalidOption(name: "--output", value: output, allowed: "must not be one of the compared "
                + "folders (its page would be replaced)")
        }
        let comparison = try RunComparison(compare[0], compare[1])
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try comparison.write(into: output)
    }
}
