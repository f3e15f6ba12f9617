import LineworkCore

/// Evenly spaced streamlines (Jobard & Lefer, "Creating evenly-spaced streamlines of arbitrary
/// density", 1997) along a tangent field, spaced by the tone: darker places get closer lines.
///
/// - Separation: d(p) = `closest` / t(p), t = (darkness − paper) / (1 − paper) the tone above the
///   paper, so the ink per area (pen width / d) grows linearly with it; where t falls below
///   `closest` / `widest` a line ends (the tone has run out).
/// - A line is traced both ways from its seed by midpoint (RK2) steps of `step` px along the
///   field, each tangent turned to agree with the direction of travel (a tangent has no
///   arrow). It stops at the image's edge, on an occluded pixel, where the tone runs out,
///   where the field vanishes, and `testFactor` · d(p) from any other line (or from its own
///   part more than three such distances back along it: no spirals).
/// - Seeds: Jobard & Lefer's queue, a seed d(p) away on either side of every point of every
///   kept line, taken when no line is within d; when the queue runs dry, the image is scanned
///   on a grid of `closest` px for the next seed, so separate dark regions get lines too.
/// - Lines shorter than `minimumLength` are dropped (a tick reads as dirt, not tone).
///
/// So no two lines come closer than `testFactor` · d(p) at any of their points. The work is
/// sequential (each line depends on the ones before it); a spatial hash of the lines' points
/// with cells of `closest` px keeps each test local. Coordinates are working pixels with pixel
/// centres at integers.
struct FlowStreamlines: Sendable, Equatable {
    /// The streamlines, each a polyline of points `step` apart.
    let lines: [[Point2]]

    /// The step along a line: 1 px. The field is blurred over several pixels, so finer steps
    /// change nothing but the points' count.
    static let step = 1.0
    /// The share of the separation below which a line stops near another: 0.65. Jobard & Lefer
    /// suggest 0.5; at the closest separation (8 / 3 px by default) 0.5 let lines run within
    /// 1.33 px, under the 1.5 px at which `DoubledInk` counts ink as drawn twice.
    static let testFactor = 0.65
    /// The widest separation as a multiple of the closest: 10. Lighter places are paper.
    static let widest = 10.0

    /// - Parameters:
    ///   - field: the tone.
    ///   - tangents: unit tangents, row-major, the field's size (their sign is ignored).
    ///   - occluded: `StrokeOcclusion.mask` of the line layer, or nil.
    ///   - closest: the separation where the tone is darkest, in working pixels (> 0).
    ///   - paper: the darkness below which no line goes, in [0, 1).
    ///   - minimumLength: lines shorter than this are dropped, in working pixels.
    init(field: ToneField, tangents: [SIMD2<Float>], occluded: [Bool]?, closest: Double, paper: Double,
         minimumLength: Double) {
        var tracer = StreamlineTracer(field: field, tangents: tangents, occluded: occluded, closest: closest,
                                      paper: Float(paper))
        lines = tracer.trace(minimumLength: minimumLength)
    }
}
