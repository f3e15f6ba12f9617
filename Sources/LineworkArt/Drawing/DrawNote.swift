import LineworkContours

/// Something about a drawing that its user should be told: a knob that had no effect, or a
/// result that is empty. Options are named by their `DrawOptions` fields; the command line
/// words them in its flags.
public enum DrawNote: Sendable, Equatable {
    /// With an automatic pivot p (the working image's median), Vision's transform puts the
    /// threshold at p + (0.5 − p) / adjustment, so the adjustment moves it only as far as p is
    /// from 0.5. Raised when the extreme adjustments 0.5 and 3 give the same mask within one
    /// gray level: the adjustment then has no visible effect. `cut` is the 8-bit threshold used.
    case adjustmentHasNoEffect(pivot: Double, cut: Int)
    /// Merging ends (`art.vector.mergeTolerance`) joined no strokes; it joins open strokes
    /// only, and closed contours have no ends.
    case mergeJoinedNothing(openStrokes: Int)
    /// `pens` > 1 without a `weight`: every stroke has the same width, so all stay on one pen.
    case pensNeedAWeight(pens: Int)
    /// The drawing has no strokes; `retrieval` was the contour retrieval mode in force.
    case empty(retrieval: ContourRetrieval)
    /// The drawing is nearly blank: fewer than `minimumStrokes` strokes, or less ink than
    /// `minimumInkPerSide` × (width + height) working pixels. `inkLength` and `strokes` are
    /// what it has, `floor` the ink it was measured against; `reason` why, with what to try.
    case nearlyEmpty(inkLength: Double, strokes: Int, floor: Double, reason: BlankReason)

    /// Why a drawing came out nearly blank, told by the working image's tonal spread
    /// (`GrayHistogram.spread`, its 5th to 95th percentile over 255).
    public enum BlankReason: Sendable, Equatable {
        /// The tones span less than `lowContrastSpread`: the photo has little contrast.
        /// `tryLines` is a line source that draws from other evidence (tone levels see a
        /// low-contrast image's regions, edges see colour boundaries a luminance sweep misses).
        case littleContrast(spread: Double, tryLines: DrawOptions.Lines)
        /// The tones span the range, so the lines drawn are the edges the photo has: a
        /// silhouette or a plain subject on a plain ground (a horse against white: 7 strokes).
        /// Tone (`DrawOptions.tone`) shades what lines leave out.
        case fewEdges(spread: Double)
    }

    /// The tonal spread below which a nearly blank drawing is put down to low contrast: 0.35. A
    /// 35% contrast copy spans at most 0.35 of the range (the bundled photos' copies 0.10–0.35),
    /// while the photos themselves span 0.28 (a page of text) to 1 (the horse).
    public static let lowContrastSpread = 0.35

    /// The reason for a nearly blank drawing of a working image of tonal spread `spread`, drawn
    /// with line source `lines`.
    static func blankReason(spread: Double, lines: DrawOptions.Lines) -> BlankReason {
        spread < lowContrastSpread ? .littleContrast(spread: spread, tryLines: lines == .edges ? .levels : .edges)
            : .fewEdges(spread: spread)
    }

    /// Fewer strokes than this make a drawing nearly blank: 20 (issue 34's floor; a lunar
    /// photo gave 14, a fundus photo's sweep 2).
    public static let minimumStrokes = 20
    /// Less ink than this many working pixels per pixel of width + height makes a drawing
    /// nearly blank: 4, the floor of issue 34 (a 512 × 512 drawing needs 4096 px of ink, about
    /// eight times its perimeter... half of a sparse line drawing of the bundled photos).
    public static let minimumInkPerSide = 4.0
}
