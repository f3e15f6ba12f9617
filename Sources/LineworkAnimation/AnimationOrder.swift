import LineworkArt
import LineworkCore
import LineworkImage
import LineworkPlotter
import LineworkRender
import LineworkScene

/// The order in which a drawing's strokes draw themselves.
public enum AnimationOrder: String, Sendable, CaseIterable {
    /// Most looked-at strokes first, each next stroke chosen for its saliency and nearness.
    case attention
    /// The plotter's order: the scene's, which `draw` sorts to cut pen-up travel (the order of
    /// its G-code and HP-GL).
    case plotter

    /// The strokes of `scene` in this order.
    ///
    /// Attention: each stroke's saliency is the mean of `heatmap` along it (`StrokeWeights`,
    /// normalised so that the most salient tenth weigh 1). The first stroke is the most salient
    /// (the first of equals); then, from where the pen stopped, the next is the one with the
    /// highest w − d / D, w its weight, d the distance from the pen to its start and D the
    /// drawing's diagonal: crossing the whole drawing costs as much as the whole range of
    /// saliency, so the drawing moves from the most looked-at region outwards, finishing nearby
    /// strokes of a similar weight before it jumps. O(n²) in the strokes.
    ///
    /// - Parameters:
    ///   - scene: the drawing whose strokes are ordered.
    ///   - heatmap: a saliency map of the scene's image in [0, 1] (any size, e.g.
    ///     `SaliencyObservation.heatmap`); needed for `attention`, ignored for `plotter`.
    public func strokes(of scene: Scene, heatmap: FloatImage?) -> [RevealSchedule.Stroke] {
        let strokes = RevealSchedule.strokes(of: scene)
        guard self == .attention, let heatmap, strokes.count > 1 else { return strokes }
        let polylines = strokes.map { DrawnStroke.flattened(scene.layers[$0.layer].paths[$0.path].subpaths[$0.subpath]) }
        let weights = StrokeWeights.weights(of: polylines, map: heatmap,
                                            workingSize: PixelSize(width: scene.width, height: scene.height))
        let diagonal = max(1, (Double(scene.width * scene.width + scene.height * scene.height)).squareRoot())
        var remaining = Array(strokes.indices)
        var order: [Int] = []
        var pen: Point2?
        while !remaining.isEmpty {
            var best = 0, bestScore = -Double.infinity
            for (k, i) in remaining.enumerated() {
                let travel = pen.map { Polygon.distance($0, polylines[i][0]) / diagonal } ?? 0
                let score = weights[i] - travel
                if score > bestScore { (best, bestScore) = (k, score) }
            }
            let chosen = remaining.remove(at: best)
            order.append(chosen)
            let line = polylines[chosen]
            pen = scene.layers[strokes[chosen].layer].paths[strokes[chosen].path].subpaths[strokes[chosen].subpath].isClosed
                ? line[0] : line[line.count - 1]
        }
        return order.map { strokes[$0] }
    }
}
