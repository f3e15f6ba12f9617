import LineworkCore
import LineworkImage

/// Vision's saliency requests, for any of Linework's `SaliencyModel`s.
///
/// The pipeline, for every model:
/// 1. `AnalysisImage`: the decoded pixels shrunk by area averaging to ≤ `analysisDimension`;
/// 2. the model's map at its own working size and a raw *strength* (does anything stand out?);
/// 3. the map min–max normalised to [0, 1], resampled to Vision's 68 × 68 heatmap and
///    normalised again, so that every model's heatmap spans [0, 1];
/// 4. `SalientRegions`: one attention box (the centre when nothing stands out; confidence = the
///    peak's prominence), or 0–3 object boxes (none when the map is flat; confidence = mean saliency).
public struct SaliencyRequest: Sendable {
    /// Larger side of the analysis image. 300 px is MB+'s working size; the other models shrink
    /// further (signature and spectral residual to 64, attention features to 192).
    public static let defaultAnalysisDimension = 300
    /// The allowed analysis dimensions, 32…8192. Below 32 px the models' maps have too few
    /// pixels for their blurs and boxes; above 8192 a typo would ask for a full-resolution
    /// analysis of a huge photo, while every model works at 400 px or less.
    public static let analysisDimensions = 32...8192

    /// The model. Any model works with any analysis dimension, so it may be changed freely.
    public var model: SaliencyModel
    /// Larger side of the analysis image, in `analysisDimensions`; fixed when the request is
    /// made, where it is checked.
    public let analysisDimension: Int
    /// Faces found in the image by a face detector, boxes normalised with a lower-left origin,
    /// with their confidences in [0, 1]: LineworkPose's `FaceCue.faces(in:)` finds them as
    /// `linework saliency` and `crop` do (BlazeFace, else the pose model's head joints, else
    /// none). The attention model adds a face cue over them (`AttentionModel`); the other
    /// models ignore them. Empty by default: Linework's saliency needs no model files.
    public var faces: [FaceBox] = []
    /// People found in the image, one normalised box (lower-left origin) each: LineworkPose's
    /// `PersonCue.people(in:faces:)`'s boxes. The object models
    /// (`SaliencyModel.findsObjects`) keep each person whole: a person is one object, which takes
    /// in the objects lying mostly (over half their area) inside it, and comes before the others
    /// (still at most three objects). Empty by default.
    public var people: [NormalizedRect] = []

    /// Creates a request for `model` at the given analysis size (default `defaultAnalysisDimension`).
    ///
    /// - Throws: `LineworkError.invalidOption` naming `analysisDimension` when it is outside
    ///   `analysisDimensions`.
    public init(model: SaliencyModel, analysisDimension: Int = SaliencyRequest.defaultAnalysisDimension) throws {
        guard Self.analysisDimensions.contains(analysisDimension) else {
            throw LineworkError.invalidOption(name: "analysisDimension", value: "\(analysisDimension)",
                                              allowed: "must be an integer in \(Self.analysisDimensions.lowerBound)…\(Self.analysisDimensions.upperBound)")
        }
        self.model = model
        self.analysisDimension = analysisDimension
    }

    /// Runs the request on decoded pixels.
    public func perform(on pixels: PixelBuffer) -> SaliencyObservation {
        perform(on: AnalysisImage(pixels, validDimension: analysisDimension))
    }

    /// Runs the request on an analysis image (already small).
    public func perform(on image: AnalysisImage) -> SaliencyObservation {
        let (raw, standsOut) = modelMap(image)
        let map = standsOut ? raw.normalizedToUnitRange() : FloatImage(validWidth: raw.width, height: raw.height, repeating: 0)
        let side = SaliencyObservation.heatmapSide
        let heatmap = map.resampled(width: side, height: side).normalizedToUnitRange()
        let objects: [SalientObject]
        if model.findsObjects {
            objects = SalientRegions.keepingPeopleWhole(standsOut ? SalientRegions.objects(in: map) : [], people: people)
        } else {
            // Confidence: how singular the peak is, N(·)'s ((M − m̄) / M)², 1 for a lone peak.
            let prominence = PeakNormalization.promotion(map, radius: max(2, max(map.width, map.height) / 24))
            objects = [standsOut ? SalientRegions.attentionBox(in: map, confidence: prominence) : SalientRegions.centreBox]
        }
        return SaliencyObservation(model: model, imageWidth: image.sourceWidth, imageHeight: image.sourceHeight,
                                   map: map, heatmap: heatmap, salientObjects: objects)
    }

    /// The model's map and whether anything stands out enough to be reported.
    ///
    /// Thresholds, in each model's own units: MB+'s barrier (99th percentile) of 4 Lab units is a
    /// just-visible edge; attention's feature peak of 0.005 is a centre–surround response a few
    /// times the noise floor, and attention also maps any image whose L* varies (standard
    /// deviation above 1); spectral models have no absolute scale, so they use that contrast
    /// alone.
    private func modelMap(_ image: AnalysisImage) -> (FloatImage, Bool) {
        switch model {
        case .attention:
            // Feature contrast, or plain lightness variation: a display whose items all look
            // alike pops nothing out, but its map must still show the items.
            var model = AttentionModel()
            model.faces = faces
            let (map, strength) = model.map(image)
            return (map, strength > 0.005 || image.lightnessDeviation > 1)
        case .objectness:
            let (map, strength) = ObjectnessModel().map(image)
            return (map, strength > 4)
        case .minimumBarrier:
            let (map, strength) = MinimumBarrier().map(image)
            return (map, strength > 4)
        case .spectralResidual:
            return (SpectralResidual().map(image), image.lightnessDeviation > 1)
        case .imageSignature:
            return (ImageSignature().map(image), image.lightnessDeviation > 1)
        case .booleanMap:
            return (BooleanMap(weighting: .objects).map(image), image.lightnessDeviation > 1)
        }
    }
}

extension AnalysisImage {
    /// Standard deviation of L* (0…100 units): 0 for a flat image.
    var lightnessDeviation: Float {
        let lightness = lab.plane(0)
        let mean = lightness.mean
        let variance = lightness.samples.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Float(lightness.pixelCount)
        return variance.squareRoot()
    }
}
