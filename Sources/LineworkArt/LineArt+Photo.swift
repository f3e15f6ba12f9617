import LineworkContours
import LineworkCore
import LineworkImage
import LineworkSaliency

extension LineArt {
    /// Draws `strokes` traced from `photo`, computing from the photo what the look needs: the
    /// saliency map for the `saliency` style and for `salientRegionOnly`, and the 8-bit photo for
    /// a `.photo` backdrop.
    ///
    /// - Parameters:
    ///   - strokes: the strokes traced from `photo` (`StrokeSet(observation)`, a sweep's kept
    ///     contours, centre lines …).
    ///   - photo: the decoded input, upright.
    ///   - options: the look.
    ///   - saliencyModel: the model whose map weighs the `saliency` style and whose boxes' union
    ///     is the salient region (default attention).
    ///   - salientRegionOnly: keep only the strokes inside the salient region (the union of the
    ///     model's boxes, `SaliencyObservation.union`); all of them when it has none.
    ///   - bodyWeights: the `pose` style's weights (`PoseObservation.bodyWeight(maximumSide:)`);
    ///     nil for the installed body-pose model's (`LineDrawing.bodyWeights(of:)`).
    /// - Throws: `LineArt.init`'s errors (out-of-range options); for the `pose` style without
    ///   `bodyWeights`, `PoseError` when the model is not installed, `.nothingFound` when it
    ///   finds no person.
    public init(_ strokes: StrokeSet, photo: PixelBuffer, options: ArtOptions,
                saliencyModel: SaliencyModel = .attention, salientRegionOnly: Bool = false,
                bodyWeights: FloatImage? = nil) throws {
        let saliency = options.style == .saliency || salientRegionOnly
            ? try SaliencyRequest(model: saliencyModel).perform(on: photo) : nil
        var strokes = strokes
        if salientRegionOnly, let region = saliency?.union {
            strokes = strokes.restricted(toNormalizedRegion: (region.x, region.y, region.width, region.height))
        }
        let weights = try options.style == .pose ? bodyWeights ?? LineDrawing.bodyWeights(of: photo) : saliency?.map
        try self.init(strokes, options: options, photo: photo.eightBitIfNeeded(for: options), saliency: weights)
    }
}
