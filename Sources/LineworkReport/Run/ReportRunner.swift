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
///    `merge`, which computes nothing and needs every result in the cache) `ReportPage`
///    writes `DIR/index.html`, and `ScoredMaps` the maps its scores are of, `DIR/maps/`.
/// A merged report equals a single run's except for the run metadata (date and timings),
/// because both are built from the same cached results.
public struct ReportRunner: Sendable {
    /// What a run did.
    public struct Outcome: Sendable, Equatable {
        /// `DIR/index.html`, or nil for a shard.
        public var page: String?
        /// Images computed, and images whose results came from the cache.
        public var computed: Int
        public var cached: Int
    }

    public var plan: ReportPlan
    public var output: String
    public var shard: Shard?
    public var merge: Bool
    public var progress: ProgressBar
    public var decoder: ImageDecoder

    public init(plan: ReportPlan, output: String, shard: Shard? = nil, merge: Bool = false,
                progress: ProgressBar = ProgressBar(), decoder: ImageDecoder = ImageDecoder()) {
        self.plan = plan
        self.output = output
        self.shard = shard
        self.merge = merge
        self.progress = progress
        self.decoder = decoder
    }

    /// Runs the experiment.
    ///
    /// - Throws: `LineworkError` for unreadable images, unwritable outputs, or (with `merge`)
    ///   images whose results no shard has written yet.
    public func run() throws -> Outcome {
        let watch = Stopwatch()
        let cache = ResultCache(outputFolder: output)
        do {
            try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
        } catch {
            var isFolder: ObjCBool = false
            let isFile = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && !isFolder.boolValue
            throw LineworkError.cannotWrite(
                path: output, reason: isFile ? "it exists and is not a folder (--output names the folder the report is written into)"
                    : "cannot create the output folder or its cache/ folder")
        }
        let selected = plan.inputs.enumerated().filter { shard?.contains($0.offset) ?? true }.map(\.element)
        let runner = ImageRunner(plan: plan, decoder: decoder)
        var entries: [ReportEntry] = []
        var computed = 0
        for (position, input) in selected.enumerated() {
            let key = try cache.key(for: input, plan: plan)
            if let result = cache.load(key, for: input) {
                progress.update(done: position, total: selected.count, name: input.name, stage: "cached")
                entries.append(ReportEntry(key: key, result: result))
                continue
            }
            guard !merge else {
                throw LineworkError.invalidOption(
                    name: "--merge", value: input.name,
                    allowed: "has no result in \(cache.folder); run every shard of this spec first")
            }
            let folder = try cache.prepare(key)
            let result = try runner.run(input, into: folder) { stage in
                progress.update(done: position, total: selected.count, name: input.name, stage: stage)
            }
            try cache.store(result, key: key)
            entries.append(ReportEntry(key: key, result: result))
            computed += 1
        }
        if let shard {
            try ShardManifest(shard: shard, entries: entries).write(into: output)
            progress.finish("report: shard \(shard): \(computed) computed, \(entries.count - computed) cached")
            return Outcome(page: nil, computed: computed, cached: entries.count - computed)
        }
        let info = RunInfo(date: Date(), seconds: watch.seconds, computed: computed, cached: entries.count - computed)
        let page = ImagePattern.join(output, "index.html")
        try ScoredMaps.write(entries, cache: cache, into: output)
        try ReportPage(plan: plan, entries: entries, cache: cache, info: info).write(to: page)
        progress.finish("report: \(page) (\(computed) computed, \(entries.count - computed) cached)")
        return Outcome(page: page, computed: computed, cached: entries.count - computed)
    }
}
