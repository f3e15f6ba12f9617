import LineworkCore

extension ReportPlan {
    /// Every value that changes an image's cached result, as text: the version, the grid, the
    /// contour and de-duplication options, the models, the ground-truth parameters and the
    /// picture sizes. The title, the chart score and the list of other images are left out:
    /// changing them re-renders the page but reuses every image's results.
    var fingerprint: String {
        contourFingerprint + ";" + [
            "models=\(models.map(\.rawValue).joined(separator: ","))",
            "fixations=\(fixations != nil)", "objects=\(objects != nil)", "sigma=\(sigma)", "crop=\(cropAspect)",
            "own=\(ownModels.map(\.fingerprint).joined(separator: ","))", "thresholds=\(boundaryThresholds)",
        ].joined(separator: ";")
    }

    /// The part of `fingerprint` that the contour stages depend on (the sweep, de-duplication,
    /// thumbnails, photo, pooled drawing and boundary scores): everything but the models, the
    /// fixation and object ground truth, the fixation blur and the crop's aspect. A spec that
    /// changes only those reuses an earlier result's contours (`ResultCache.contourKey`).
    var contourFingerprint: String {
        let o = contourOptions
        return [
            "version=\(LineworkVersion.string)", "results=\(Self.resultsRevision)",
            "pivots=\(grid.pivots)", "adjustments=\(grid.adjustments)",
            "maxDimension=\(o.maximumImageDimension)", "blur=\(o.blurSigma)", "minPoints=\(o.minimumPointCount)",
            "minArea=\(o.minimumArea)", "darkOnLight=\(o.detectsDarkOnLight)", "tracer=\(o.tracer.rawValue)",
            "retrieval=\(o.retrieval.rawValue)", "dedup=\(dedup)", "lightOnDark=\(polarities)",
            "boundaries=\(boundaries != nil)", "tolerance=\(tolerance)", "thumbnail=\(thumbnailSide)",
            "draw=\(drawLines.map(\.rawValue).joined(separator: ","))",
            "presets=\(drawPresets.map { "\($0.name):\($0.fieldForm)" }.joined(separator: ","))",
        ].joined(separator: ";")
    }

    /// The revision of what a cached `ImageResult` holds and how its scores are computed, so
    /// results from an earlier scheme are computed again even under the same version string.
    /// 2: boundaries scored without the image's frame; models scored on their 16-bit map files.
    /// 3: S-measure, E-measure and weighted F among the object scores; images without a ground-
    /// truth map are kept unscored instead of failing the run.
    /// 5: each setting records its polarity; `draw:` line sources.
    /// 4: line-art thumbnails at 2 bits, pooled drawings indexed; no crop pictures; the ground
    /// truth drawn over the photo.
    /// 6: `draw:` line sources drawn with `DrawOptions.defaults(for:)`, as `linework draw` draws them.
    /// 7: the spec's own models (`models:`): `ModelResult.kind`, `ImageResult.boundaryModels`.
    /// 8: mean and adaptive F, max and adaptive E among the object scores;
    /// `ModelResult.objectCounts` for the dataset's object curves.
    static let resultsRevision = 8
}

extension OwnModel {
    /// What of the model changes an image's result besides its map's bytes (which the cache key
    /// holds): its name, kind and parameters, each value's text JSON-quoted so that no name can
    /// pass for two.
    var fingerprint: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return "{" + [quoted(name), kind.rawValue, parameters.map { quoted($0.name) + "=" + quoted($0.value) }.joined(separator: ",")]
            .joined(separator: ";") + "}"
    }
}
