import LineworkEvaluation

/// One `linework draw` line source on one image (spec key `draw:`), at `draw`'s defaults: what
/// it drew and, with boundary ground truth, how its strokes score as a boundary map.
public struct DrawingResult: Codable, Sendable, Equatable {
    /// The line source, `DrawOptions.Lines`' raw value (`edges`, `sweep`, …), or the preset
    /// file's name as the spec gave it (`soft.yaml`).
    public var lines: String

    /// Whether this drawing comes from a preset file rather than a line source.
    public var isPreset: Bool { lines.hasSuffix(".yaml") || lines.hasSuffix(".yml") }
    /// Strokes drawn, their total length in working pixels, and the share of that ink within
    /// 1.5 px of another stroke (`DrawStats`).
    public var paths: Int
    /// Total length of the strokes, in working pixels.
    public var inkLength: Double
    /// The share of the ink within 1.5 px of another stroke, 0…1.
    public var doubledInk: Double
    /// Seconds the drawing took (all of `LineDrawing`'s stages).
    public var seconds: Double
    /// The strokes rasterised one pixel wide at the truth's size and matched as the settings'
    /// contours are (`BoundaryRaster`), with boundary ground truth.
    public var boundary: BoundaryCounts?
    /// The drawing's picture file (2-bit gray PNG at the A/B pictures' size).
    public var picture: String
}
