import LineworkCore

/// A drawing's tone layer (`draw --tone hatch|crosshatch|stipple|tsp|flow`): the photo's
/// darkness as hatching (layers of parallel lines, each layer covering the pixels darker than
/// its threshold, so darker areas gather more layers and so more ink), or as one of the
/// plotter styles: dots (`stipple`), one line through them (`tsp`) or streamlines (`flow`).
///
/// Units: working pixels and degrees (0° is along +x, angles turn from +x towards +y, which
/// is down the image).
/// In a document, a mapping of these fields (each left out takes its default; `style`
/// `hatch`), or just the style's name: `tone: crosshatch`.
public struct HatchOptions: Sendable, Equatable, Codable {
    /// How the layers' lines are laid out.
    public enum Style: String, Sendable, Equatable, CaseIterable, Codable {
        /// Parallel lines at `angle`, layer after layer in between the earlier layers' lines;
        /// the darkest layer runs across them (cross-hatched).
        case hatch
        /// Every layer at its own angle: `angle`, then +90°, −45°, +45°, the classic
        /// engraver's cross-hatch.
        case crosshatch
        /// Weighted Voronoi stippling (Secord 2002, `WeightedStippling`): `dots` dots, each
        /// drawn as a round dot of the tone pen, as many per area as the place is dark.
        case stipple
        /// One continuous line through the stipples (`TSPTour`): a short tour without
        /// self-crossings, drawn as a single stroke.
        case tsp
        /// Evenly spaced streamlines (Jobard & Lefer 1997, `FlowStreamlines`) along the edge
        /// tangent flow, closer together where the photo is darker.
        case flow
    }

    /// Hatching with parallel layers or crosshatching at turning angles; no default (set by `init(style:)`).
    public var style: Style
    /// Distance between neighbouring lines of one layer (`hatch`, `crosshatch`); for `flow`,
    /// three times the separation of streamlines in the darkest places. Default 8: with the default hatch pen
    /// (0.84 px) and 5 layers the darkest areas are about half ink, so the outlines still read
    /// over them (6 gave a heavier, darker page and greyed the light fifth; chosen by eye and
    /// by `Scripts/tone_benchmark.py` on the bundled photos and generated scenes).
    public var spacing: Double = 8
    /// Layers (tone levels) of `hatch` and `crosshatch`, 1…8. Layer k (from 0) covers the places whose darkness
    /// (1 − gray / 255 after a blur of `spacing` / 2, stretched to the photo's 1st–99th
    /// percentile: `ToneField`) is at least `threshold(ofLayer: k)`, so the number of layers
    /// over a place grows in even steps from `paper` to black. Default 5: with `hatch`'s four
    /// interleaved parallel layers (lines 2 px apart at spacing 8) and its crossing layer the
    /// darkest fifth of a photo gets about 0.68 ink against the light fifth's 0–0.1, a wider
    /// spread than the `hatched` package's; 4 layers left the darks at 0.55 and the drawing
    /// flat (measured by `Scripts/tone_benchmark.py`, which also found the tone's CC higher).
    public var levels: Int = 5
    /// The darkness below which a place stays paper, 0…0.9. Default 0.1: the photo's
    /// lightest tenth of its range (sky, highlights, white walls) is left unhatched, as an
    /// artist leaves the paper for light, instead of getting a sparse first layer that reads
    /// as grey.
    public var paper: Double = 0.1
    /// The tone pen's width as a share of the line layer's (`ArtOptions.strokeWidth`), 0.1…4.
    /// Default 0.7: finer than the outlines, as engravers hatch, and the tone layer is an
    /// Inkscape layer of its own, so a plotter can take a finer pen for it. `stipple` draws
    /// its dots `dotScale` times as wide.
    public var widthFactor: Double = 0.7
    /// The first layer's angle. Default 45°.
    public var angle: Double = 45
    /// Space kept clear between the ink of the line layer's strokes and the hatch lines' ink.
    /// Default 1 (at least the √2 / 2 that pixel-edge clipping can reach past a kept pixel's
    /// centre, so the inks never touch).
    public var clearance: Double = 1
    /// Hatch pieces shorter than this, after the cuts at tone boundaries and around strokes,
    /// are left out, in working pixels; `flow` leaves out streamlines shorter than this or
    /// 1.5 · `spacing`, whichever is longer (12 px by default: shorter lines read as
    /// scratches, and the median line stays over 25 px). Default 5: shorter ticks read as dirt, not tone (at 1.5
    /// a quarter to a third of a drawing's pieces were such ticks where hatching is cut around
    /// strokes), and a plotter only dots the paper with them.
    public var minimumLength: Double = 5
    /// The dots of `stipple` and `tsp`, 0…2,000,000, at most one per working pixel
    /// (`dotCount(width:height:)`); 0, the default, takes one dot per
    /// `WeightedStippling.pixelsPerDot` (20) working pixels, a number that grows with the
    /// picture's area: 9,830 at the default 512 × 384 working size, enough for the tone to
    /// read while each dot stays a separate mark of the 0.84 px tone pen.
    public var dots = 0
    /// Whether a `stipple` dot's size follows the tone under it: from half its width
    /// (`dotScale` times the tone pen's) on the lightest dots to 1.5 times it on the darkest. Default false: every dot is
    /// one touch of the pen, what a plotter draws without changing pens.
    public var dotSizeByTone = false

    /// How much wider than the tone pen (`widthFactor`) `stipple` draws its dots: 3, dots
    /// 2.5 px across with the default 1.2 px stroke. The default dots sit about 3 px apart
    /// where the photo is darkest, so such dots cover about half of it, as StippleGen's do;
    /// at the pen's own 0.84 px the darkest places were a faint grey of separate specks and
    /// the drawing read as nearly empty (camera.png, 512 px).
    public static let dotScale = 3.0

    /// Creates options of the given style, every other option at its default.
    public init(style: Style) { self.style = style }

    /// Checks every option against its range.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the field.
    public func validate() throws {
        func check(_ ok: Bool, _ name: String, _ value: Any, _ allowed: String) throws {
            if !ok { throw LineworkError.invalidOption(name: name, value: "\(value)", allowed: allowed) }
        }
        try check(spacing.isFinite && spacing >= 1 && spacing <= 200, "tone.spacing", spacing,
                  "must be a number in [1, 200] (working pixels)")
        try check((1...8).contains(levels), "tone.levels", levels, "must be an integer in 1…8")
        try check(widthFactor.isFinite && widthFactor >= 0.1 && widthFactor <= 4, "tone.widthFactor", widthFactor,
                  "must be a number in [0.1, 4]")
        try check(angle.isFinite && abs(angle) <= 360, "tone.angle", angle, "must be a number of degrees in [−360, 360]")
        try check(clearance.isFinite && clearance >= 0 && clearance <= 20, "tone.clearance", clearance,
                  "must be a number in [0, 20] (working pixels)")
        try check(paper.isFinite && paper >= 0 && paper <= 0.9, "tone.paper", paper, "must be a number in [0, 0.9]")
        try check(minimumLength.isFinite && minimumLength >= 0 && minimumLength <= 100, "tone.minimumLength",
                  minimumLength, "must be a number in [0, 100] (working pixels)")
        try check((0...Self.maximumDots).contains(dots), "tone.dots", dots,
                  "must be 0 (one dot per \(Int(WeightedStippling.pixelsPerDot)) working pixels) or an integer in 1…2000000")
        // Set for a style that does not read it, an option would be silently ignored.
        try check(dots == 0 || style == .stipple || style == .tsp, "tone.dots", dots,
                  "sets the dots of the stipple and tsp tones, not of \(style.rawValue)")
        try check(!dotSizeByTone || style == .stipple, "tone.dotSizeByTone", dotSizeByTone,
                  "sizes the dots of the stipple tone, not of \(style.rawValue)")
    }

    /// The most dots `dots` may ask for: 2,000,000, 20 times the 100,000 a 12 MP photo is
    /// stippled with in seconds; the tour and the relaxation grid grow with it.
    public static let maximumDots = 2_000_000

    /// The dots of `stipple` or `tsp` at a working size of `width` × `height` pixels: `dots`,
    /// or one per `WeightedStippling.pixelsPerDot` pixels (at least 1) when it is 0; never
    /// more than the working image's pixels (`width` × `height`), since two dots in one pixel
    /// are one mark, and the relaxation and the tour grow with the dots (2,000,000 on a 1 × 1
    /// image ran for minutes).
    public func dotCount(width: Int, height: Int) -> Int {
        let pixels = max(1, width * height)
        return dots > 0 ? min(dots, pixels) : max(1, Int((Double(pixels) / WeightedStippling.pixelsPerDot).rounded()))
    }

    /// The darkness from which layer k (from 0) is drawn: paper + (1 − paper) · (k + ½) / levels,
    /// so the number of layers over a place is its darkness above `paper`, as a share of the
    /// rest of the range, rounded to a multiple of 1 / levels (the staircase nearest to a
    /// straight line, which the tone's correlation with the photo rewards).
    func threshold(ofLayer k: Int) -> Float {
        Float(paper + (1 - paper) * (Double(k) + 0.5) / Double(levels))
    }

    /// Each layer's angle in degrees and its lines' offset as a fraction of `spacing`.
    var layers: [(angle: Double, phase: Double)] {
        switch style {
        case .crosshatch:
            let turns: [Double] = [0, 90, -45, 45]
            return (0..<levels).map { k -> (angle: Double, phase: Double) in
                let extra = Double(k / 4) * 22.5
                return (angle: angle + turns[k % 4] + extra, phase: 0)
            }
        case .stipple, .tsp, .flow:
            return []
        case .hatch:
            guard levels > 1 else { return [(angle: angle, phase: 0)] }
            let parallel = levels - 1
            var layers = (0..<parallel).map { k -> (angle: Double, phase: Double) in
                (angle: angle, phase: Double(k) / Double(parallel))
            }
            layers.append((angle: angle + 90, phase: 0.5))
            return layers
        }
    }
}

extension HatchOptions {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case style, spacing, levels, paper, widthFactor, angle, clearance, minimumLength, dots, dotSizeByTone
    }

    /// Reads tone options: a style's name (`hatch`), or a mapping whose fields left out take
    /// their defaults.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            guard let style = Style(rawValue: name) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "must be \(Style.allCases.map(\.rawValue).joined(separator: ", ")), or a mapping of the tone's fields")
            }
            self.init(style: style)
            return
        }
        try CaseCoding.checkKeys(of: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(style: try container.decodeIfPresent(Style.self, forKey: .style) ?? .hatch)
        spacing = try container.decodeIfPresent(Double.self, forKey: .spacing) ?? spacing
        levels = try container.decodeIfPresent(Int.self, forKey: .levels) ?? levels
        paper = try container.decodeIfPresent(Double.self, forKey: .paper) ?? paper
        widthFactor = try container.decodeIfPresent(Double.self, forKey: .widthFactor) ?? widthFactor
        angle = try container.decodeIfPresent(Double.self, forKey: .angle) ?? angle
        clearance = try container.decodeIfPresent(Double.self, forKey: .clearance) ?? clearance
        minimumLength = try container.decodeIfPresent(Double.self, forKey: .minimumLength) ?? minimumLength
        dots = try container.decodeIfPresent(Int.self, forKey: .dots) ?? dots
        dotSizeByTone = try container.decodeIfPresent(Bool.self, forKey: .dotSizeByTone) ?? dotSizeByTone
    }
}
