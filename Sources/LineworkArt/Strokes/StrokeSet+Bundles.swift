import LineworkVector

extension StrokeSet {
    /// The strokes after bundle merging (`BundleMerger`): near-coincident strokes, typically the
    /// same edge traced at several sweep settings or levels, collapse into the longest of them.
    /// Each surviving piece keeps its source stroke's setting and depth.
    ///
    /// - Parameters:
    ///   - merger: the merging rule.
    ///   - settingLevels: one level per setting (the 8-bit threshold that traced it) for the
    ///     merger's support filter; nil when settings have no level.
    /// - Returns: the merged set and the ink length before and after, in working pixels.
    public func mergingBundles(_ merger: BundleMerger, settingLevels: [Double]? = nil) -> (StrokeSet, BundleMerger.Lengths) {
        let levels = settingLevels.map { levels in
            strokes.map { levels.indices.contains($0.setting) ? levels[$0.setting] : 0 }
        }
        let result = merger.merged(strokes.map { ($0.points, $0.closed) }, levels: levels,
                                   width: workingSize.width, height: workingSize.height)
        var copy = self
        copy.strokes = zip(result.strokes, result.sources).map { piece, source in
            ArtStroke(points: piece.points, closed: piece.closed, setting: strokes[source].setting,
                      depth: strokes[source].depth)
        }
        return (copy, result.lengths)
    }
}
