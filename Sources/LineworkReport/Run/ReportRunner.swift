import Foundation
import LineworkCodecs
import LineworkCore
import LineworkExperiment

/// `linework report`'s orchestrator: run the experiment, then write its page.
///
/// 1. `ExperimentRunner` (LineworkExperiment) selects the images (all, or one shard's) and
///    computes or reuses each one's result in `DIR/cache`; a shard stops there, with its
///    manifest in `DIR/shards/shard-K-of-N.json`;
/// 2. otherwise (or with `merge`, which computes nothing and needs every result in the cache)
///    `ScoredMaps` writes the maps the scores are of, `DIR/maps/`, and `ReportExport` the page
///    `DIR/index.html` with `DIR/results.json` and `DIR/results.csv`, all three or none;
/// 3. with `prune`, the cache entries the spec no longer uses are removed.
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

    /// The experiment the page shows: its plan, its folder `DIR`, the shard to compute (nil for
    /// all images and the page), whether to merge the shards' cached results, where progress
    /// goes and the decoder that reads the images.
    public var experiment: ExperimentRunner
    /// Replace a report in `DIR` that was made from another spec file (default: refuse).
    public var force: Bool
    /// After the page is written, remove the cache entries this spec's images do not use
    /// (default: keep them, so switching back to an earlier spec is free). Not with a shard.
    public var prune: Bool

    /// Images one page may show: 1,000 by default. Above 20 images each image's section is a
    /// file of its own, written one at a time (a 1,000-image page took 240 MB of memory), but
    /// the section files still add up: 80–220 kB per image at the default grid. Shards (which
    /// write no page) have no limit.
    public static let defaultMaximumPageImages = 1_000
    /// The most images one page may show; default `defaultMaximumPageImages`.
    public var maximumPageImages = ReportRunner.defaultMaximumPageImages

    /// Creates a runner; by default all images, no merging, the default decoder, and neither
    /// forcing nor pruning.
    ///
    /// - Parameters:
    ///   - plan: the checked experiment.
    ///   - output: the report's folder, `DIR`.
    ///   - shard: the part of the images to compute (no page), or nil for all of them and the page.
    ///   - merge: compute nothing and build the page from the shards' cached results.
    ///   - progress: where progress is reported (default: standard error).
    ///   - decoder: reads the images and ground-truth maps.
    ///   - force: replace a report in `output` made from another spec file.
    ///   - prune: after the page is written, remove the cache entries the spec does not use.
    public init(plan: ReportPlan, output: String, shard: Shard? = nil, merge: Bool = false,
                progress: ProgressBar = ProgressBar(), decoder: ImageDecoder = ImageDecoder(),
                force: Bool = false, prune: Bool = false) {
        experiment = ExperimentRunner(plan: plan, output: output, shard: shard, merge: merge, progress: progress,
                                      decoder: decoder)
        self.force = force
        self.prune = prune
    }

    /// Runs the experiment (`ExperimentRunner`), then writes its page, exports and scored maps.
    ///
    /// - Returns: the page's path (nil for a shard) and the run's counts.
    /// - Throws: `ReportSpecError` when an own model's maps lie in the output's `maps/`,
    ///   `cache/` or `sections/` (`ReportPlan.checkOwnModels(outside:)`); `LineworkError` for
    ///   unreadable images, unwritable outputs, an output folder
    ///   holding a report of another spec (without `force`), `prune` with a shard, or (with
    ///   `merge`) images whose results no shard has written yet.
    public func run() throws -> Outcome {
        let (plan, output, shard, progress) = (experiment.plan, experiment.output, experiment.shard, experiment.progress)
        if prune && shard != nil {
            throw LineworkError.invalidOption(name: "prune", value: "true", allowed: "cannot be combined with `shard` "
                + "(a shard would remove the other shards' results); prune with `merge` or a single run")
        }
        if shard == nil && plan.inputs.count > maximumPageImages {
            throw LineworkError.invalidOption(
                name: "images", value: "\(plan.inputs.count) images",
                allowed: "a page shows at most \(maximumPageImages) (about 220 kB of page and section files each); "
                    + "split the spec into several pages, or raise the limit with `maximumPageImages`")
        }
        try plan.checkOwnModels(outside: output)
        let owner = ReportOwner(output: output, spec: plan.specPath)
        if shard == nil && !force { try owner.check() }
        let run = try experiment.run()
        let (entries, computed, reusedContours) = (run.entries, run.info.computed, run.reusedContours)
        if let shard {
            progress.finish("report: shard \(shard): \(computed) computed, \(entries.count - computed) cached")
            return Outcome(page: nil, computed: computed, cached: entries.count - computed, reusedContours: reusedContours)
        }
        try ScoredMaps.write(entries, cache: run.cache, into: output)
        let page = try ReportExport.write(ReportPage(plan: plan, entries: entries, cache: run.cache, info: run.info,
                                                     roc: run.rocCurves),
                                          owner: owner, into: output)
        let pruned = prune ? try run.cache.prune(keeping: Set(entries.map(\.key))) : 0
        progress.finish("report: \(page) (\(computed) computed"
            + (reusedContours > 0 ? " (\(reusedContours) with cached contours)" : "") + ", \(entries.count - computed) cached"
            + (prune ? ", \(pruned) unused cache entries removed)" : ")"))
        return Outcome(page: page, computed: computed, cached: entries.count - computed, reusedContours: reusedContours,
                       pruned: pruned)
    }
}
