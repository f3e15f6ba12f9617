import Foundation
import LineworkCodecs
import LineworkCore

/// `linework report`'s orchestrator: resolve the images, compute or reuse each one's result,
/// then write the page.
///
/// 1. select the images (all, or one shard's);
/// 2. for each, look up its `ResultCache` key; on a miss run `ImageRunner` and store the
///    result — one image's pixels in memory at a time;
/// 3. a shard stops there, writing `DIR/shards/shard-K-of-N.json`; otherwise (or with
///    `merge`, which computes nothing and needs every result in the cache) the shuffled AUCs
///    are added across the images (`ShuffledScores`), `ScoredMaps` writes
///    the maps the scores are of, `DIR/maps/`, and `ReportExport` the page `DIR/index.html`
///    with `DIR/results.json` and `DIR/results.csv`, all three or none.
/// A merged report equals a single run's except for the run metadata (date and timings),
/// because both are built from the same cached results.
public struct ReportRunner: Sendable {
    /// What a run did.
    public struct Outcome: Sendable, Equatable {
        /// `DIR/index.html`, or nil for a shard.
        public var page: String?
        /// Images computed, and images whose results came from the cache.
        public var computed: Int
        /// Images whose results came from the cache.
        public var cached: Int
        /// Of the computed images, those whose contour stages were taken from an earlier entry
        /// (`ResultCache.contourDonor`: the spec changed only models, fixation blur or crop).
        public var reusedContours: Int = 0
        /// Cache entries removed by `prune`.
        public var pruned: Int = 0
    }

    /// The checked experiment to run.
    public var plan: ReportPlan
    /// The report's folder, `DIR`.
    public var output: String
    /// The part of the images to compute, or nil for all of them and the page.
    public var shard: Shard?
    /// Whether to compute nothing and build the page from cached results (every result must be there).
    public var merge: Bool
    /// Where progress is reported.
    public var progress: ProgressBar
    /// The decoder that reads the images, with its limits.
    public var decoder: ImageDecoder
    /// Replace a report in `output` that was made from another spec file (default: refuse).
    public var force: Bool
    /// After the page is written, remove the cache entries this spec's images do not use
    /// (default: keep them, so switching back to an earlier spec is free). Not with a shard.
    public var prune: Bool

    /// Images one page may show: 1,000 by default. A page embeds every image's pictures and
    /// is built in memory: 10,000 images made a 518 MB page that took 2.3 GB and 270 s to
    /// write, which no browser opens comfortably; 1,000 keep it near 50 MB. Shards (which write
    /// no page) have no limit.
    public static let defaultMaximumPageImages = 1_000
    /// The most images one page may show; default `defaultMaximumPageImages`.
    public var maximumPageImages = ReportRunner.defaultMaximumPageImages

    /// Creates a runner; by default all images, no merging, the default decoder, and neither forcing nor pruning.
    public init(plan: ReportPlan, output: String, shard: Shard? = nil, merge: Bool = false,
                progress: ProgressBar = ProgressBar(), decoder: ImageDecoder = ImageDecoder(),
                force: Bool = false, prune: Bool = false) {
        self.plan = plan
        self.output = output
        self.shard = shard
        self.merge = merge
        self.progress = progress
        self.decoder = decoder
        self.force = force
        self.prune = prune
    }

    /// Runs the experiment.
    ///
    /// - Throws: `LineworkError` for unreadable images, unwritable outputs, an output folder
    ///   holding a report of another spec (without `force`), `prune` with a shard, or (with
    ///   `merge`) images whose results no shard has written yet.
    public func run() throws -> Outcome {
        let watch = Stopwatch()
        if prune && shard != nil {
            throw LineworkError.invalidOption(name: "prune", value: "true", allowed: "cannot be combined with `shard` "
                + "(a shard would remove the other shards' results); prune with `merge` or a single run")
        }
        if shard == nil && plan.inputs.count > maximumPageImages {
            throw LineworkError.invalidOption(
                name: "images", value: "\(plan.inputs.count) images",
                allowed: "a page shows at most \(maximumPageImages) (about 50 kB of page and 230 kB of memory each); "
                    + "split the spec into several pages, or raise the limit with `maximumPageImages`")
        }
        let owner = ReportOwner(output: output, spec: plan.specPath)
        if shard == nil && !force { try owner.check() }
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
            if let result = try cache.load(key, for: input) {
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
        if let shard {
            try ShardManifest(shard: shard, entries: entries).write(into: output)
            progress.finish("report: shard \(shard): \(computed) computed, \(entries.count - computed) cached")
            return Outcome(page: nil, computed: computed, cached: entries.count - computed, reusedContours: reusedContours)
        }
        try ShuffledScores.add(to: &entries, plan: plan, cache: cache, decoder: decoder)
        var info = RunInfo(date: Date(), seconds: watch.seconds, computed: computed, cached: entries.count - computed)
        if merge { info.shards = RunInfo.shardManifests(in: output) }
        try ScoredMaps.write(entries, cache: cache, into: output)
        let page = try ReportExport.write(ReportPage(plan: plan, entries: entries, cache: cache, info: info),
                                          owner: owner, into: output)
        let pruned = prune ? try cache.prune(keeping: Set(entries.map(\.key))) : 0
        progress.finish("report: \(page) (\(computed) computed"
            + (reusedContours > 0 ? " (\(reusedContours) with cached contours)" : "") + ", \(entries.count - computed) cached"
            + (prune ? ", \(pruned) unused cache entries removed)" : ")"))
        return Outcome(page: page, computed: computed, cached: entries.count - computed, reusedContours: reusedContours,
                       pruned: pruned)
    }
}
