import LineworkImage

extension SaliencyMetrics {
    /// AUC-Borji (Borji et al. 2013): the area under the ROC curve of the prediction as a
    /// classifier of fixated pixels against pixels drawn uniformly from the whole image.
    ///
    /// Random points: none. The MIT benchmark's MATLAB code draws 100 random sets of as many
    /// uniform points as there are fixations and averages their AUCs; Linework takes its limit,
    /// every pixel of the map once as a negative (the fixated ones included), exactly as
    /// pysaliency's `SaliencyMapModel.AUC_per_image(nonfixations='uniform')` does. The result
    /// is deterministic, needs no seed, and lies within the MATLAB version's sampling noise.
    /// Every value is a threshold; the area is the Mann–Whitney statistic, ties counting one half
    /// (equal values tie; values are compared exactly, as in `aucJudd`).
    ///
    /// Cost: O((F + N) log N) for F fixations among N pixels.
    ///
    /// - Returns: the area in [0, 1] (0.5 = chance); NaN without fixations.
    /// - Throws: `LineworkError.invalidOption` when the prediction is not gray or not the
    ///   fixation map's size.
    public static func aucBorji(prediction: FloatImage, fixations: FixationMap) throws -> Double {
        try check(prediction, fixations: fixations)
        return aucBorji(ReferenceMap(prediction).values, fixations: fixations)
    }

    /// AUC-Borji of `map`, the prediction's values at the fixation map's size.
    static func aucBorji(_ map: [Double], fixations: FixationMap) -> Double {
        rankAUC(positives: fixations.indices.map { map[$0] }, negatives: map)
    }

    /// Shuffled AUC (Zhang et al. 2008; Borji et al. 2013): the ROC area of the prediction at
    /// this image's fixations against its values at the *other* images' fixation locations,
    /// which discounts the centre bias that all images' fixations share.
    ///
    /// Negative sampling: every fixation of every other map is one negative; none is sampled or
    /// dropped, so the score is deterministic (pysaliency's `nonfixations='shuffled'`,
    /// `FullShuffledNonfixationProvider`). A fixation at pixel (x, y) of a W′ × H′ map lands on
    /// pixel (⌊x · W / W′⌋, ⌊y · H / H′⌋) of this W × H image; repeats count every time. Every
    /// value is a threshold; ties (equal values, compared exactly as in `aucJudd`) count one half.
    ///
    /// - Parameters:
    ///   - prediction: the map, the fixation map's size.
    ///   - fixations: this image's fixations (the positives).
    ///   - otherFixations: the other images' fixations (the negatives), any sizes; this image's
    ///     own map must not be among them.
    /// - Returns: the area in [0, 1] (0.5 = no better than the shared centre bias); NaN without
    ///   fixations or without other images' fixations.
    /// - Throws: `LineworkError.invalidOption` when the prediction is not gray or not the
    ///   fixation map's size.
    public static func shuffledAUC(
        prediction: FloatImage, fixations: FixationMap, otherFixations: [FixationMap]
    ) throws -> Double {
        try check(prediction, fixations: fixations)
        return shuffledAUC(ReferenceMap(prediction).values, fixations: fixations, otherFixations: otherFixations)
    }

    /// Shuffled AUC of a prediction of any size, read exactly as `SaliencyScores` reads it: resized
    /// bilinearly (pixel centres aligned) to the fixation map's size in double precision
    /// (`ReferenceMap`), then scored as `shuffledAUC(prediction:fixations:otherFixations:)`.
    ///
    /// `linework report` adds sAUC after its per-image runs through this call, so its sAUC is
    /// `linework evaluate saliency`'s to the last bit. (Resizing in single precision first, as
    /// the report once did, moves ties between values: up to 2.35e-4 on 64 × 64 maps.)
    ///
    /// - Parameters:
    ///   - prediction: a one-channel map of any size.
    ///   - fixations: this image's fixations (the positives).
    ///   - otherFixations: the other images' fixations (the negatives), any sizes.
    /// - Returns: the area in [0, 1]; NaN without fixations or without other images' fixations.
    /// - Throws: `LineworkError.invalidOption` when the prediction is not gray.
    public static func shuffledAUC(
        resizing prediction: FloatImage, fixations: FixationMap, otherFixations: [FixationMap]
    ) throws -> Double {
        try MapChecks.requireGray(prediction, "prediction")
        return shuffledAUC(ReferenceMap.scored(prediction, at: fixations).values, fixations: fixations,
                           otherFixations: otherFixations)
    }

    /// Shuffled AUC of `map`, the prediction's values at the fixation map's size.
    static func shuffledAUC(_ map: [Double], fixations: FixationMap, otherFixations: [FixationMap]) -> Double {
        let (w, h) = (fixations.width, fixations.height)
        var negatives: [Double] = []
        for other in otherFixations {
            for index in other.indices {
                let (x, y) = (index % other.width, index / other.width)
                let tx = x * w / other.width, ty = y * h / other.height  // ⌊x · W / W′⌋, non-negative
                negatives.append(map[ty * w + tx])
            }
        }
        return rankAUC(positives: fixations.indices.map { map[$0] }, negatives: negatives)
    }

    /// The ROC area with every value as a threshold: the share of (positive, negative) pairs
    /// where the positive is larger, equal values counting one half (pysaliency's `general_roc`
    /// with `judd=0`, whose trapezoids sum to exactly this). NaN when either list is empty.
    static func rankAUC(positives: [Double], negatives: [Double]) -> Double {
        guard !positives.isEmpty, !negatives.isEmpty else { return .nan }
        // The same pairs counted from the negatives' side: only the few positives are sorted,
        // so sAUC over a 1,000-image report sorts no list of every other image's fixations.
        // Counts are whole and halves, so the sum is exact and the area bit-identical.
        let sorted = positives.sorted()
        var twice = 0
        for value in negatives {
            let below = firstIndex(in: sorted) { $0 >= value }
            let notAbove = firstIndex(in: sorted) { $0 > value }
            twice += 2 * (sorted.count - notAbove) + (notAbove - below)
        }
        return Double(twice) / 2 / (Double(positives.count) * Double(negatives.count))
    }

    /// The first index of the ascending `values` where `predicate` holds (it must be monotone).
    private static func firstIndex(in values: [Double], where predicate: (Double) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
