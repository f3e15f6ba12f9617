import LineworkImage

/// Objectness-based saliency: which whole objects stand out from the background.
///
/// MB+ (`MinimumBarrier`, Zhang et al. 2015) is the backbone: the boundary prior fills whole
/// objects and its post-processing gives crisp edges. Boolean-map surroundedness with the
/// object weighting (`BooleanMap`, Zhang & Sclaroff 2016) is added with a smaller weight: it
/// recovers objects whose colour also occurs at the border (where the barrier is low) as long
/// as they are enclosed. The sum is re-enhanced with MB+'s sigmoid so regions threshold cleanly.
struct ObjectnessModel: Sendable {
    /// Weight of the Boolean-map term against MB+ (1).
    var surroundednessWeight: Float = 0.5

    init() {}

    /// The objectness map in [0, 1] (analysis size) and MB+'s barrier strength in Lab units.
    func map(_ image: AnalysisImage) -> (map: FloatImage, strength: Float) {
        let barrier = MinimumBarrier().map(image)
        // Surroundedness is a region-level cue: 200 px resolve any object worth a box, at half the cost.
        let surroundedness = BooleanMap(weighting: .objects).map(image.downscaled(toMaximumDimension: 200))
            .resampled(width: image.width, height: image.height).normalizedToUnitRange()
        let fused = FloatImage.weightedSum([(1, barrier.map), (surroundednessWeight, surroundedness)])
        return (fused.normalizedToUnitRange(), barrier.strength)
    }
}
