import LineworkImage

/// The map normalisation operator N(·) of L. Itti, C. Koch and E. Niebur, "A Model of
/// Saliency-Based Visual Attention for Rapid Scene Analysis", IEEE TPAMI 20(11), 1998.
///
/// A feature map with one strong peak (a singleton: the only red item, the only vertical bar)
/// is promoted; a map with many comparable peaks (every distractor responds) is suppressed.
/// With M the global maximum and m̄ the mean of the other local maxima, the map is scaled by
/// ((M − m̄) / M)². This is what makes pop-out work: the feature in which the singleton differs
/// is the only one whose map has a single peak.
enum PeakNormalization {
    /// Local maxima below this fraction of M are ignored (noise), as in Itti's implementation.
    static let peakFloor: Float = 0.1

    /// ((M − m̄) / M)² for maxima found in windows of half-width `radius`; 0 for an empty map.
    static func promotion(_ map: FloatImage, radius: Int) -> Float {
        let peak = map.range.max
        guard peak > 0 else { return 0 }
        let dilated = map.squareFiltered(radius: radius, maximum: true)
        var sum: Float = 0, count = 0
        var skippedGlobal = false
        for i in 0..<map.samples.count {
            let v = map.samples[i]
            guard v >= peakFloor * peak, v == dilated.samples[i] else { continue }
            if !skippedGlobal && v == peak { skippedGlobal = true; continue }
            sum += v
            count += 1
        }
        let others = count > 0 ? sum / Float(count) : 0
        let ratio = (peak - others) / peak
        return ratio * ratio
    }

    /// N(map) on the map's own scale, additionally damped by M / (M + `noiseFloor`) so a map
    /// whose strongest response is at noise level (in the map's units) stays near zero instead
    /// of being stretched to full range. Returns values in [0, 1].
    static func promoted(_ map: FloatImage, radius: Int, noiseFloor: Float) -> FloatImage {
        let peak = map.range.max
        guard peak > 0 else { return FloatImage(validWidth: map.width, height: map.height, repeating: 0) }
        let gain = promotion(map, radius: radius) / (peak + noiseFloor)
        return map.mapSamples { $0 * gain }
    }
}
