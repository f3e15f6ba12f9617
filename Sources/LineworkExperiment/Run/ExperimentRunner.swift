import Foundation
import LineworkCodecs
import LineworkCore

/// Runs an experiment: each image's result computed or taken from the cache, as typed values.
///
/// 1. select the images (all, or one shard's);
/// 2. for each, look up its `ResultCache` key; on a miss run the per-image stages and store the
///    result — one image's pixels in memory at a time;
/// 3. a shard stops there, writing `DIR/shards/shard-K-of-N.json`; otherwise (or with
///    `merge`, which computes nothing and needs every result in the cache) the shuffled AUCs
///    are added across the images (`ShuffledScores`).
///
/// It writes only into `DIR/cache` (and a shard's manifest into `DIR/shards`); the page, its
/// exports and the scored maps are written by `LineworkReport`'s `ReportRunner`, from the
/// ``ExperimentRun`` this returns.
///
/// ```swift
/// let plan = try ReportPlan(contentsOf: "experiment.yaml")
/// let run = try ExperimentRunner(plan: plan, output: "report").run()
/// let summary = try ReportSummary(run.results)
/// print(summary.boundary?.ods.f ?? .nan)
/// ```
public struct ExperimentRunner: Sendable {
    /// The checked experiment to run.
    public var plan: ReportPlan
    /// The experiment's folder, `DIR`: its cache is `DIR/cache`.
    public var output: String
    /// The part of the images to compute, or nil for all of them.
    public var shard: Shard?
    /// Whether to compute nothing and take every result from the cache (every result must be there).
    public var merge: Bool
    /// Where progress is reported.
    public var progress: ProgressBar
    /// The decoder that reads the images, with its limits.
    public var decoder: ImageDecoder

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - plan: the checked experiment.
    ///   - output: the experiment's folder; its `cache/` is created when missing.
    ///   - shard: the part of the images to compute; nil (the default) for all of them.
    ///   - merge: compute nothing and read every result from the cache (default false).
    ///   - progress: where progress is reported (default: standard error).
    ///   - decoder: reads the images and ground-truth maps (default limits).
    public init(plan: ReportPlan, output: String, shard: Shard? = nil, merge: Bool = false,
                progress: ProgressBar = ProgressBar(), decoder: ImageDecoder = ImageDecoder()) {
        self.plan = plan
        self.output = output
        self.shard = shard
        self.merge = merge
        self.progress = progress
        self.decoder = decoder
    }

    /// Computes or loads every selected image's result.
    ///
    /// - Returns: the results in the spec's order (a shard's images only, without sAUC), the
    ///   cache they live in and the run's metadata.
    /// - Throws: `LineworkError` for unreadable images, an output that cannot hold the cache,
    ///   or (with `merge`) images whose results no shard has written yet.
    public func run() throws -> ExperimentRun {
        let watch = Stopwatch()
        let cache = ResultCache(outputFolder: output)
        do {
            try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
        } catch {
            var isFolder: ObjCBool = false
            let isFile = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && !isFolder.boolValue
            throw LineworkError.cannotWrite(
                path: output, reason: isFile ? "it exists and is not a folder (the report is written into a folder)"
                    : "cannot create the output folder or its cache/ folder")
        }
        let selected = plan.inputs.enumerated().filter { shard?.contains($0.offset) ?? true }.map(\.element)
        let runner = ImageRunner(plan: plan, decoder: decoder)
        var entries: [ReportEntry] = []
        var computed = 0, reusedContours = 0
        for (position, input) in selected.enumerated() {
            let key = try cache.key(for: input, plan: plan)
            if let result = try cache.load(key, for: input, drawings: plan.drawingNames, models: plan.modelNames) {
                progress.update(done: position, total: selected.count, name: input.name, stage: "cached")
                entries.append(ReportEntry(key: key, result: result))
                continue
            }
            guard !merge else {
                throw LineworkError.missingInput(
                    subject: input.name, detail: "has no result in \(cache.folder) to merge; run every shard of this spec first")
            }
            let folder = try cache.prepare(key)
            let contourKey = try cache.contourKey(for: input, plan: plan)
            let donor = try cache.contourDonor(contourKey, for: input)
            let result = try runner.run(input, into: folder, reusing: donor.map { ($0, cache) }) { stage in
                progress.update(done: position, total: selected.count, name: input.name, stage: stage)
            }
            try cache.store(result, key: key)
            try cache.recordContours(contourKey, in: key)
            entries.append(ReportEntry(key: key, result: result))
            computed += 1
            if donor != nil { reusedContours += 1 }
        }
        var curves = SaliencyROCCurves()
        if let shard {
            try ShardManifest(shard: shard, entries: entries).write(into: output)
        } else {
            curves = try ShuffledScores.add(to: &entries, plan: plan, cache: cache, decoder: decoder)
        }
        var info = RunInfo(date: Date(), seconds: watch.seconds, computed: computed, cached: entries.count - computed)
        if merge { info.shards = RunInfo.shardManifests(in: output) }
        return ExperimentRun(entries: entries, cache: cache, info: info, reusedContours: reusedContours, rocCurves: curves)
    }
}
