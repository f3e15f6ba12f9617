import Foundation
import LineworkCore
import LineworkImage

/// Attention-based saliency: where people look first.
///
/// No single classical model predicts both psychophysical pop-out and fixations on photos, so
/// this combines complementary, weight-free cues, each normalised by N(·) so that a cue with
/// one clear peak outweighs a cue that fires everywhere:
/// - **feature contrast** (`FeatureContrast`, Itti et al. 1998): luminance and colour-opponent
///   centre–surround maps over five scales and orientation contrast over two — singletons in
///   luminance, colour at equal luminance, orientation and size;
/// - **image signature** on Lab (`ImageSignature`, Hou et al. 2012): sparse foreground, strong on
///   photos (one of the best classical models on the MIT and Toronto fixation sets);
/// - **Boolean-map surroundedness** (`BooleanMap`, Zhang & Sclaroff 2013): figure/ground, the
///   best classical fixation model of its time;
/// - a mild **centre prior** (Tatler 2007: observers fixate near the centre of photos), which
///   only reweights by at most 25 % so that a peripheral singleton still wins;
/// - when a face detector has found faces (`faces`), a **face cue** (Cerf et al. 2008: faces
///   draw fixations whatever the task, ahead of any low-level cue): a Gaussian over each face
///   (σ = 0.35 × its side, height = its confidence), added at 1.5 × the other cues' peak, so
///   that a face outranks everything else even in the frame's corner. Without faces the map is
///   exactly the model-free one;
/// - a **frame taper** (`applyFrameTaper`) over the outer 4 % of each side, so that a filter's
///   response to the frame itself does not become the peak.
///
/// Pop-out (the tests, `AttentionSingletonTests` and `AttentionHeldOutTests`, check the first 40
/// and 36 displays of these): on 80 tuning displays a kind (`SearchDisplay`) the peak lands on
/// the singleton in 78 orientation, 76 size, 80 luminance and 79 colour displays; on 108
/// held-out displays a kind, of geometries never tuned on (`HeldOutDisplay`: other shapes and
/// item counts, scattered items, items at the frame, blobs to thin lines, textured grounds), in
/// 105 orientation and 108 size displays, and none of their maps is blank or peaks on an empty
/// frame.
struct AttentionModel: Sendable {
    /// Larger side of the feature-contrast image: items of a few pixels must survive.
    var workingDimension = 192
    /// Weight of the centre prior: the map is multiplied by (1 − w) + w · gaussian(centre).
    var centrePriorWeight: Float = 0.25
    /// Faces and their confidences, as boxes normalised with a lower-left origin (Vision's, see
    /// `NormalizedRect`); empty, the default, adds no face cue.
    var faces: [FaceBox] = []
    /// The face cue's height relative to the other cues' peak.
    static let faceWeight: Float = 1.5

    /// Below this peak the promoted fusion is taken as "every cue suppressed" (see `map`):
    /// a tenth of what one promoted photo cue alone contributes (0.5).
    static let suppressedPeak: Float = 0.05

    init() {}

    /// The attention map in [0, 1] (working size) and its strength: the peak of the
    /// feature-contrast sum, about 0 for a featureless image and ≥ 0.3 when something pops out.
    /// Where every cue is suppressed, the map is the cues' unpromoted evidence (never blank for
    /// an image with content; `SaliencyRequest` blanks only images without contrast).
    func map(_ image: AnalysisImage) -> (map: FloatImage, strength: Float) {
        let small = image.downscaled(toMaximumDimension: workingDimension)
        let w = small.width, h = small.height
        let radius = max(2, max(w, h) / 24)
        let contrast = FeatureContrast().conspicuity(small.lab)
        let signature = ImageSignature().map(image).resampled(width: w, height: h).normalizedToUnitRange()
        let surroundedness = BooleanMap(weighting: .attention).map(small).normalizedToUnitRange()
        let features = FloatImage.weightedSum([(1, contrast.intensity), (1, contrast.colour), (1, contrast.orientation)])
        let strength = features.range.max
        var total = FloatImage.weightedSum([
            (1, features),
            (0.5 * PeakNormalization.promotion(signature, radius: radius), signature),
            (0.5 * PeakNormalization.promotion(surroundedness, radius: radius), surroundedness),
        ])
        if total.range.max < Self.suppressedPeak {
            // N(·) suppressed every cue: many comparable peaks everywhere (a display of equal
            // items, a texture). Nothing pops out, but the image is not empty: fall back to the
            // cues' own evidence, unpromoted and equally weighted, which marks the items and
            // leaves the empty frame dark, instead of stretching a near-zero map.
            total = FloatImage.weightedSum([(1, features.normalizedToUnitRange()), (1, signature),
                                            (1, surroundedness)])
        }
        if !faces.isEmpty {
            total = FloatImage.weightedSum([(1, total), (Self.faceWeight * total.range.max, faceCue(width: w, height: h))])
        }
        applyCentrePrior(&total)
        var smoothed = total.gaussianBlurred(sigma: 0.02 * Double(max(w, h)))
        applyFrameTaper(&smoothed)
        return (smoothed.normalizedToUnitRange(), strength)
    }

    /// The face cue at `width` × `height`: the largest of the faces' Gaussians at each pixel.
    func faceCue(width: Int, height: Int) -> FloatImage {
        var cue = FloatImage(validWidth: width, height: height, repeating: 0)
        for face in faces {
            let box = face.boundingBox
            let (cx, cy) = ((box.x + box.width / 2) * Double(width), (1 - box.y - box.height / 2) * Double(height))
            let (sx, sy) = (max(0.35 * box.width * Double(width), 0.5), max(0.35 * box.height * Double(height), 0.5))
            let peak = Float(min(max(face.confidence, 0), 1))
            guard cx.isFinite, cy.isFinite, sx.isFinite, sy.isFinite, peak > 0 else { continue }
            for y in 0..<height {
                let dy = (Double(y) + 0.5 - cy) / sy
                guard abs(dy) < 4 else { continue }
                for x in 0..<width {
                    let dx = (Double(x) + 0.5 - cx) / sx
                    let value = peak * Float(exp(-0.5 * (dx * dx + dy * dy)))
                    cue.samples[y * width + x] = max(cue.samples[y * width + x], value)
                }
            }
        }
        return cue
    }

    /// Width of the frame band, as a fraction of each side, over which `applyFrameTaper` fades.
    static let frameBand: Float = 0.04

    /// Fades the map linearly from 1 at `frameBand` inside the frame to ½ on it.
    ///
    /// Why: filters see the frame as an edge of what lies next to it. A strip of ground between a
    /// large item and the frame is a thin region of its own at fine scales, and the final
    /// blur's reflected border doubles whatever touches it, so the peak could sit on the frame
    /// beside the item it belongs to (issue #36: "a map that is all frame"). The taper moves such
    /// a peak inward onto the item; it changes nothing further in than 4 % of a side, and an item
    /// at the frame keeps at least half its response there, so the map is never blanked.
    private func applyFrameTaper(_ map: inout FloatImage) {
        let w = map.width, h = map.height
        func weight(_ i: Int, _ n: Int) -> Float {
            let d = min(Float(i) + 0.5, Float(n) - Float(i) - 0.5) / (Self.frameBand * Float(n))
            return 0.5 + 0.5 * min(1, d)
        }
        for y in 0..<h {
            let wy = weight(y, h)
            for x in 0..<w { map.samples[y * w + x] *= min(wy, weight(x, w)) }
        }
    }

    /// Multiplies by (1 − w) + w · exp(−r² / 2σ²), σ = ⅓ of each side.
    private func applyCentrePrior(_ map: inout FloatImage) {
        let w = map.width, h = map.height
        for y in 0..<h {
            let dy = ((Float(y) + 0.5) / Float(h) - 0.5) * 3
            for x in 0..<w {
                let dx = ((Float(x) + 0.5) / Float(w) - 0.5) * 3
                map.samples[y * w + x] *= (1 - centrePriorWeight) + centrePriorWeight * expf(-0.5 * (dx * dx + dy * dy))
            }
        }
    }
}
