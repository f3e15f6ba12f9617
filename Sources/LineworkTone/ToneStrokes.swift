import LineworkCore
import LineworkImage

/// A drawing's tone layer as strokes, whatever its style: the one entry point `LineDrawing`
/// calls, which reads the tone (`ToneField`) and hands it to the style's algorithm.
///
/// - `hatch`, `crosshatch`: `HatchFill`'s pieces, two points each.
/// - `stipple`: `WeightedStippling`'s dots, each a one-point stroke (a round dot of the pen).
/// - `tsp`: the same dots joined by `TSPTour` into one stroke, opened at the tour's longest
///   edge (the pen need not come back to its start).
/// - `flow`: `FlowStreamlines` along `tangents`.
///
/// Coordinates are working pixels with pixel centres at integers.
package struct ToneStrokes: Sendable, Equatable {
    /// The strokes, in the order made.
    package let strokes: [[Point2]]
    /// Per stroke, its width as a multiple of the tone pen's (stipples: `HatchOptions.dotScale`,
    /// and `HatchOptions.dotSizeByTone`); empty when every stroke takes the pen as it is.
    package let widthScales: [Double]

    /// The blur σ of the tone stippling follows, in working pixels: 1. The dots' cells
    /// average the tone over a few pixels already; more blur only softens the edges.
    static let stippleSigma = 1.0

    /// - Parameters:
    ///   - gray: the working image, 8-bit gray.
    ///   - occluded: `StrokeOcclusion.mask` of the line layer, or nil.
    ///   - options: the tone's options, already checked.
    ///   - attention: a weight map for `ToneField`, or nil.
    ///   - tangents: `flow`'s unit tangents, row-major, `gray`'s size; the other styles
    ///     ignore it, and `flow` without it draws nothing.
    package init(gray: GrayImage, occluded: [Bool]?, options: HatchOptions, attention: FloatImage? = nil,
                 tangents: [SIMD2<Float>]? = nil) {
        switch options.style {
        case .hatch, .crosshatch:
            strokes = HatchFill(gray: gray, occluded: occluded, options: options, attention: attention).segments
            widthScales = []
        case .stipple, .tsp:
            let field = ToneField(gray: gray, sigma: Self.stippleSigma, attention: attention)
            let stipples = WeightedStippling(field: field, occluded: occluded,
                                             count: options.dotCount(width: gray.width, height: gray.height),
                                             paper: options.paper)
            if options.style == .tsp {
                strokes = Cancellation.isCancelled ? [] : Self.openTour(through: stipples.dots)
                widthScales = []
            } else {
                strokes = stipples.dots.map { [$0] }
                // `dotScale` pens wide; by tone, half that on the lightest dots to 1.5 times it on the darkest.
                widthScales = stipples.darkness.map { HatchOptions.dotScale * (options.dotSizeByTone ? 0.5 + Double($0) : 1) }
            }
        case .flow:
            let field = ToneField(gray: gray, sigma: options.spacing / 2, attention: attention)
            guard let tangents, tangents.count == gray.width * gray.height else { strokes = []; widthScales = []; return }
            strokes = FlowStreamlines(field: field, tangents: tangents, occluded: occluded, closest: options.spacing / 3,
                                      paper: options.paper, minimumLength: max(options.minimumLength, 1.5 * options.spacing)).lines
            widthScales = []
        }
    }

    /// `TSPTour` through `points`, opened at its longest edge: one stroke (none for no points).
    static func openTour(through points: [Point2]) -> [[Point2]] {
        guard !points.isEmpty else { return [] }
        let order = TSPTour(points).order
        var cut = 0, longest = -1.0
        for k in order.indices {
            let d = points[order[k]] - points[order[(k + 1) % order.count]]
            if (d * d).sum() > longest { (cut, longest) = ((k + 1) % order.count, (d * d).sum()) }
        }
        return [(order[cut...] + order[..<cut]).map { points[$0] }]
    }
}
