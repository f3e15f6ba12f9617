/// What ``ExperimentRunner`` gives back: every selected image's result, where its pictures
/// live, and the run's metadata.
public struct ExperimentRun: Sendable, Equatable {
    /// One entry per selected image, in the spec's order: its result and its cache key.
    public var entries: [ReportEntry]
    /// The cache the entries' pictures are read from (`ResultCache.picture(_:key:)`).
    public var cache: ResultCache
    /// When and where the run was made, and its counts.
    public var info: RunInfo
    /// Of the computed images, those whose contour stages were taken from an earlier entry
    /// (`ResultCache.contourDonor`: the spec changed only models, fixation blur or crop).
    public var reusedContours: Int
    /// Each saliency model's ROC curve averaged over the images with fixations (none for a
    /// shard, or without fixations).
    public var rocCurves = SaliencyROCCurves()

    /// The images' results, in the spec's order.
    public var results: [ImageResult] { entries.map(\.result) }
}
