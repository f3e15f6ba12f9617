import LineworkContours
import LineworkCore
import LineworkPlotter

/// Centre-line strokes of a mask's foreground that read like pen strokes: one stroke down the
/// middle of each pen line, going straight through junctions and across small gaps.
///
/// The pipeline, in order:
/// 1. `ZhangSuenThinning`: the one-pixel-wide skeleton of the foreground;
/// 2. `SkeletonGraph`: its ends, junctions and the pixel chains between them;
/// 3. `withoutSpurs`: side branches shorter than the stroke is wide removed (`spurLength`,
///    `spurFactor`, measured with `StrokeRadius` on the original mask);
/// 4. `mergingCrossings`: the two junctions that thinning makes where strokes cross at a slant,
///    joined by an edge shorter than the stroke is wide, merged into one (`crossingFactor`);
/// 5. `continueThroughJunctions`: the straightest pairs of branches at each junction linked
///    (`maximumTurn`, `tangentLength`);
/// 6. `joinGaps`: free ends facing each other across up to a pen width of background linked
///    (`gapLength`, `gapFactor`, `gapAngle`);
/// 7. `strokes`: the chains of linked edges, small isolated pieces dropped (`minimumLength`).
///
/// Coordinates are pixel centres at integers, x to the right, y down. Every point of a stroke
/// is a foreground pixel of the mask; a closed stroke does not repeat its first point.
public enum Centerlines {
    /// The centre-line strokes of the foreground of `mask` (non-zero pixels).
    ///
    /// - Parameters:
    ///   - mask: the ink; any size, including empty.
    ///   - options: how strokes are cleaned and joined.
    /// - Returns: open strokes, then closed ones, then single-point dots (see `StrokeLinks.strokes`).
    /// - Throws: `LineworkError.invalidOption` when an option is out of its range.
    public static func trace(_ mask: BinaryMask, options: CenterlineOptions = .init()) throws -> [PlotterOrder.Stroke] {
        try options.validate()
        return strokes(of: mask, validOptions: options)
    }

    /// `trace` for options already validated (the defaults are valid).
    static func strokes(of mask: BinaryMask, validOptions options: CenterlineOptions) -> [PlotterOrder.Stroke] {
        let radius = { (point: Point2) in StrokeRadius.at(point, in: mask) }
        let graph = SkeletonGraph(paddedSkeleton: ZhangSuenThinning.thinnedGrid(mask), width: mask.width)
            .withoutSpurs(radius: radius, length: options.spurLength, factor: options.spurFactor)
            .mergingCrossings(radius: radius, factor: options.crossingFactor)
        var links = StrokeLinks(graph)
        links.continueThroughJunctions(of: graph, radius: radius, maximumTurn: options.maximumTurn,
                                       tangentLength: options.tangentLength)
        links.joinGaps(of: graph, mask: mask, radius: radius, gapLength: options.gapLength,
                       gapFactor: options.gapFactor,
                       gapAngle: options.gapAngle, tangentLength: options.tangentLength)
        return links.strokes(of: graph, minimumLength: options.minimumLength)
    }
}
