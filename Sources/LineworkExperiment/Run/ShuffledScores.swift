import LineworkCodecs
import LineworkCore
import LineworkEvaluation
import LineworkImage

/// Shuffled AUC for every scored image of a run, added when the page is built.
///
/// sAUC's negatives are the *other* images' fixations (`SaliencyMetrics.shuffledAUC`), so an
/// image's sAUC depends on the whole set of images and cannot live in its cache entry, whose
/// key covers that image alone. It is computed for the run's images from what the cache and the
/// spec hold — each model's scored map (`ModelResult.map`) and every image's fixation map —
/// for single runs and merges alike, and added to each model's and baseline's saliency scores
/// under "sAUC". Images without fixations neither get it nor lend negatives; with fewer than
/// two such images there are no negatives and sAUC stays undefined.
///
/// The same pass reads each model's ROC curve on each image into `SaliencyROCCurves`, so every
/// cached map is decoded and resized once however many images the run has.
enum ShuffledScores {
    /// Adds "sAUC" to the saliency scores of `entries`' models and baselines.
    ///
    /// - Returns: the models' mean ROC curves over the images with fixations (none without).
    /// - Throws: what reading a fixation map or a cached map throws.
    @discardableResult
    static func add(to entries: inout [ReportEntry], plan: ReportPlan, cache: ResultCache,
                    decoder: ImageDecoder) throws -> SaliencyROCCurves {
        var curves = SaliencyROCCurves()
        guard let folder = plan.fixations else { return curves }
        let fixations: [FixationMap?] = try entries.map { entry in
            guard folder.file(for: entry.result.stem) != nil else { return nil }
            return try FixationMap(mask: try folder.map(for: entry.result.stem, decode: decoder.decode(path:)).image)
        }
        let shuffles = fixations.compactMap({ $0 }).count >= 2
        for i in entries.indices {
            guard let own = fixations[i] else { continue }
            let others = shuffles ? fixations.indices.filter { $0 != i }.compactMap { fixations[$0] } : []
            for m in entries[i].result.models.indices where entries[i].result.models[m].scores != nil {
                let model = entries[i].result.models[m]
                let bytes = try cache.picture(model.map, key: entries[i].key)
                // A cached map that is not gray is not this run's: it gets neither score.
                guard let map = try decoder.decode(bytes: bytes, path: model.map).pixels.unitGrayImage else { continue }
                // Read as `linework evaluate saliency` reads the same PNG (one library path,
                // resizing in double precision), so the page's sAUC is the command's.
                if let curve = try SaliencyMetrics.rocJudd(resizing: map, fixations: own) {
                    curves.add(curve, of: model.model.rawValue)
                }
                if shuffles {
                    entries[i].result.models[m].scores?.set(
                        "sAUC", try SaliencyMetrics.shuffledAUC(resizing: map, fixations: own, otherFixations: others))
                }
            }
            guard shuffles else { continue }
            func shuffled(_ map: FloatImage) throws -> Double {
                try SaliencyMetrics.shuffledAUC(resizing: map, fixations: own, otherFixations: others)
            }
            for b in entries[i].result.baselines.indices {
                let map: FloatImage
                switch entries[i].result.baselines[b].name {
                case "chance": map = try BaselineMaps.chance(width: own.width, height: own.height)
                case "centre": map = try BaselineMaps.centerBias(width: own.width, height: own.height)
                default: continue
                }
                entries[i].result.baselines[b].scores.set("sAUC", try shuffled(map))
            }
        }
        return curves
    }
}
