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
enum ShuffledScores {
    /// Adds "sAUC" to the saliency scores of `entries`' models and baselines.
    ///
    /// - Throws: what reading a fixation map or a cached map throws.
    static func add(to entries: inout [ReportEntry], plan: ReportPlan, cache: ResultCache,
                    decoder: ImageDecoder) throws {
        guard let folder = plan.fixations else { return }
        let fixations: [FixationMap?] = try entries.map { entry in
            guard folder.file(for: entry.result.stem) != nil else { return nil }
            return try FixationMap(mask: try folder.map(for: entry.result.stem, decode: decoder.decode(path:)).image)
        }
        guard fixations.compactMap({ $0 }).count >= 2 else { return }
        for i in entries.indices {
            guard let own = fixations[i] else { continue }
            let others = fixations.indices.filter { $0 != i }.compactMap { fixations[$0] }
            func shuffled(_ map: FloatImage) throws -> Double {
                try SaliencyMetrics.shuffledAUC(
                    prediction: map.resizedBilinear(validWidth: own.width, height: own.height),
                    fixations: own, otherFixations: others)
            }
            for m in entries[i].result.models.indices where entries[i].result.models[m].scores != nil {
                let model = entries[i].result.models[m]
                let bytes = try cache.picture(model.map, key: entries[i].key)
                guard let map = try decoder.decode(bytes: bytes, path: model.map).pixels.unitGrayImage else { continue }
                entries[i].result.models[m].scores?.set("sAUC", try shuffled(map))
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
    }
}
