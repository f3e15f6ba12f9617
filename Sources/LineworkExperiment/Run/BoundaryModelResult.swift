import LineworkEvaluation

/// One of the spec's own boundary models (`kind: boundary`) on one image: its map scored
/// against the boundary ground truth, and its picture.
public struct BoundaryModelResult: Codable, Sendable, Equatable {
    /// The model's name (`OwnModel.name`).
    public var model: ModelName
    /// The map's BSDS counts with boundary ground truth, as `linework evaluate contours`
    /// counts them on the model's folder: non-zero pixels are boundary, runs along the frame
    /// dropped, thinned, matched within `groundTruth.tolerance` (`OwnBoundaryScoring`).
    public var boundary: BoundaryCounts?
    /// With boundary ground truth, the map's counts at every threshold of
    /// `boundaries.thresholds` (`BoundaryThresholdSweep`, as `linework evaluate contours
    /// --thresholds N` sweeps it): what the dataset's ODS, OIS, AP and R50 are summed from.
    public var sweep: BoundaryThresholdCounts?
    /// The map's width in pixels.
    public var mapWidth: Int
    /// The map's height in pixels.
    public var mapHeight: Int
    /// Picture file: the map as dark lines on white at the A/B pictures' size.
    public var picture: String
}
