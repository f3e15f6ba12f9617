import LineworkImage

/// How a salient-object prediction's 8-bit levels fall on and off its object mask: per level,
/// the mask's object pixels (`object`) and background pixels (`background`) at that level.
///
/// These 2 × 256 counts are all that `SalientObjectCurves` needs: at threshold t the predicted
/// pixels are those of level ≥ t, so precision, recall, F-beta and the E-measure of every
/// threshold follow from cumulative sums (as `pysodmetrics` computes its curves from cumulative
/// histograms). A report stores the counts per image and model instead of the four 256-long
/// curves, and averages the curves over its images from them.
///
/// The prediction is read as `ObjectMapPair` reads it: resized to the mask, min–max rescaled,
/// truncated to levels ⌊255 · value⌋; object pixels are mask pixels ≥ 0.5.
public struct ObjectLevelCounts: Sendable, Equatable, Codable {
    /// Object pixels of the mask at each prediction level, level 0 first (256 entries).
    public var object: [Int]
    /// Background pixels of the mask at each prediction level, level 0 first (256 entries).
    public var background: [Int]

    /// The counts of a prediction against an object mask.
    ///
    /// - Parameters:
    ///   - prediction: the predicted map on 0…1, any size (resized bilinearly to the mask's).
    ///   - mask: the object mask on 0…1; pixels ≥ 0.5 are object.
    /// - Throws: `LineworkError.invalidOption` for colour maps.
    public init(prediction: FloatImage, mask: FloatImage) throws {
        try MapChecks.requireGray(prediction, "prediction")
        try MapChecks.requireGray(mask, "mask")
        self.init(ObjectMapPair(prediction: prediction, mask: mask))
    }

    init(_ pair: ObjectMapPair) {
        var object = [Int](repeating: 0, count: 256), background = [Int](repeating: 0, count: 256)
        for i in 0..<pair.pixelCount {
            if pair.object[i] { object[Int(pair.levels[i])] &+= 1 } else { background[Int(pair.levels[i])] &+= 1 }
        }
        self.object = object
        self.background = background
    }

    /// Whether the counts are well formed: 256 non-negative entries each and at least one pixel.
    /// (Counts read from a file are checked before use.)
    public var isValid: Bool {
        object.count == 256 && background.count == 256 && !object.contains { $0 < 0 } && !background.contains { $0 < 0 }
            && pixelCount > 0
    }

    /// All pixels of the mask.
    public var pixelCount: Int { object.reduce(0, &+) &+ background.reduce(0, &+) }

    /// The mask's object pixels.
    public var objectCount: Int { object.reduce(0, &+) }

    /// The curves at the 256 thresholds, threshold 255 first (`SalientObjectCurves`).
    ///
    /// - Parameter betaSquared: F's β², default 0.3 (the caller checks it is positive).
    public func curves(betaSquared: Double = SalientObjectMetrics.defaultBetaSquared) -> SalientObjectCurves {
        let truth = Double(max(objectCount, 1))
        var precision: [Double] = [], recall: [Double] = [], f: [Double] = [], e: [Double] = []
        precision.reserveCapacity(256); recall.reserveCapacity(256); f.reserveCapacity(256); e.reserveCapacity(256)
        var hits = 0, falseAlarms = 0
        for t in stride(from: 255, through: 0, by: -1) {
            hits &+= object[t]
            falseAlarms &+= background[t]
            let p = Double(hits) / Double(max(hits + falseAlarms, 1)), r = Double(hits) / truth
            let numerator = (1 + betaSquared) * p * r
            precision.append(p)
            recall.append(r)
            f.append(numerator / (numerator == 0 ? 1 : betaSquared * p + r))
            e.append(SalientObjectMetrics.enhancedAlignment(hits: hits, falseAlarms: falseAlarms,
                                                            pixels: pixelCount, objects: objectCount))
        }
        return SalientObjectCurves(precision: precision, recall: recall, F: f, E: e)
    }
}
