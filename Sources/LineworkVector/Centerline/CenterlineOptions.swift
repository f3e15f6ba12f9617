import LineworkCore

/// How skeleton strokes are cleaned and joined into pen strokes (`Centerlines.trace`).
///
/// Lengths are in pixels of the mask, angles in degrees. The defaults suit line masks at the
/// 512 px working size: edge-detector bands 1–5 px wide and handwriting strokes up to about
/// 10 px wide.
public struct CenterlineOptions: Sendable, Equatable {
    /// The constant part of the spur threshold: an end branch shorter than
    /// `spurLength + spurFactor · r` at a junction where the stroke radius is r is removed.
    /// Default 2 px: the one-pixel bumps of a staircase outline grow branches of one or two
    /// pixels even on the thinnest strokes. 0…64.
    public var spurLength = 2.0
    /// The multiple of the local stroke radius (the distance transform at the junction) in the
    /// spur threshold. Default 1.5: a bump on the outline of a stroke of radius r grows a branch
    /// up to about r long, and the forked skeleton of a stroke's blunt end has prongs of about
    /// r · √2, so 1.5 r removes both while keeping real branches, which are longer than the
    /// stroke is wide. 0 prunes by `spurLength` alone. 0…16.
    public var spurFactor = 1.5
    /// Junctions joined by an edge shorter than `crossingFactor · r` (r the larger stroke
    /// radius of the two) are merged into one crossing (`mergingCrossings`). Default 2, the
    /// stroke's width: strokes crossing at a slant thin to two junctions about 0.7 pen widths
    /// apart at 70° and 1.6 at 45°, all inside the ink the strokes share, while junctions
    /// further apart than the pen is wide are separate meetings. 0 merges none. 0…16.
    public var crossingFactor = 2.0
    /// The largest turn, in degrees, at which a stroke continues through a junction. Default 50:
    /// halfway between going straight on (0°) and turning off at a right angle (90°, the stem of
    /// a "T"), plus 5° for the pixel grid's error in a branch's direction. 0 ends every stroke
    /// at every junction. 0…180.
    public var maximumTurn = 50.0
    /// The chord length, in pixels, over which branch and end directions are measured. Default
    /// 6: long enough to average the pixel staircase (a one-pixel step tilts a 6 px chord by at
    /// most 9.5°), short enough to follow handwriting's curves. 1…64.
    public var tangentLength = 6.0
    /// The most background, in pixels along the straight join, that is always bridged between
    /// two stroke ends. Default 3: two missing pixels leave 2 px of background across a
    /// straight line and 2 √2 ≈ 2.83 px across a diagonal one; three or more missing pixels are
    /// a real gap for the thin lines of an edge detector at the 512 px working size. Wider pens
    /// bridge more (`gapFactor`). 0 joins nothing. 0…64.
    public var gapLength = 3.0
    /// The multiple of the pen's width at the two ends that is bridged when it is more than
    /// `gapLength`; the width is taken as `r₁ + r₂ + 1` for the stroke radii r near the two
    /// ends, the pen's width plus the two pixels the grid can add to a measured gap. Default 1: a pen lifted
    /// for up to its own width, ends pointing at each other, is one stroke — the gap a pen
    /// skips on rough paper or a threshold leaves at a faint spot scales with the pen. 0
    /// bridges `gapLength` alone. 0…16.
    public var gapFactor = 1.0
    /// The largest angle, in degrees, between an end's outward direction and the step across
    /// the gap, checked at both ends. Default 40: admits a one-pixel sideways offset across a
    /// two-pixel gap (atan ½ ≈ 27°) and, on a curve, the lag of the end's chord behind its
    /// tangent (14° for a 6 px chord on a radius of 12 px) plus the few degrees by which
    /// thinning bends a stroke's last pixels; refuses lines that meet at a corner (45° or more).
    /// 0…180.
    public var gapAngle = 40.0
    /// Connected pieces of the drawing (strokes sharing a junction or joined across a gap)
    /// shorter than this many pixels in total are dropped, dots included. Default 0: keep
    /// everything, since the dot of an "i" is ink and `VectorArt` drops specks later anyway. ≥ 0.
    public var minimumLength = 0.0

    /// Creates the default options (see each property for its default).
    public init() {}

    /// Checks every option against its range.
    /// - Throws: `LineworkError.invalidOption` naming the first option out of range (NaN included).
    public func validate() throws {
        let checks: [(String, Double, ClosedRange<Double>)] = [
            ("spurLength", spurLength, 0...64), ("spurFactor", spurFactor, 0...16),
            ("crossingFactor", crossingFactor, 0...16),
            ("maximumTurn", maximumTurn, 0...180), ("tangentLength", tangentLength, 1...64),
            ("gapLength", gapLength, 0...64), ("gapFactor", gapFactor, 0...16), ("gapAngle", gapAngle, 0...180),
            ("minimumLength", minimumLength, 0...Double.greatestFiniteMagnitude),
        ]
        for (name, value, range) in checks where !range.contains(value) {
            let allowed = range.upperBound == .greatestFiniteMagnitude
                ? "must be a finite number ≥ 0" : "must be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
            throw LineworkError.invalidOption(name: name, value: "\(value)", allowed: allowed)
        }
    }

    private static func format(_ value: Double) -> String { String(Int(value)) }
}
