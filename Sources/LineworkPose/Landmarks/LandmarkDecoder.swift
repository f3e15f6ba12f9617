import Foundation

/// Turns the landmark model's raw output into 33 landmarks in image pixels (mediapipe's
/// `TensorsToLandmarksCalculator`, `RefineLandmarksFromHeatmapCalculator`,
/// `LandmarkLetterboxRemovalCalculator` and `LandmarkProjectionCalculator`, in that order).
public struct LandmarkDecoder: Sendable {
    /// Side of the model's square input in pixels (256); raw coordinates are in its pixels.
    public var inputSize: Float = 256
    /// Heatmap window side used to refine each point (7 in BlazePose's graph).
    public var kernelSize: Int = 7
    /// A point is refined only if its heatmap peak in the window reaches this (mediapipe's 0.5).
    public var minimumRefinementConfidence: Float = 0.5

    /// Creates a decoder with BlazePose's full model's settings (see each property).
    public init() {}

    /// Heatmap tensor shape: rows × columns × one channel per model point (64 × 64 × 39).
    public struct HeatmapShape: Sendable, Equatable {
        /// Heatmap rows.
        public var rows: Int
        /// Heatmap columns.
        public var columns: Int
        /// Channels, one per model point.
        public var channels: Int

        /// Creates a shape of `rows` × `columns` × `channels`.
        public init(rows: Int, columns: Int, channels: Int) {
            self.rows = rows
            self.columns = columns
            self.channels = channels
        }
    }

    /// Decodes one crop.
    ///
    /// - Parameters:
    ///   - raw: 39 × 5 values per point: x, y, z (input pixels), visibility and presence logits.
    ///   - heatmap: raw heatmap logits laid out as `heatmapShape`, or nil to skip refinement.
    ///   - heatmapShape: the heatmap tensor's layout.
    ///   - region: the crop's region in the image.
    ///   - padding: the crop's letterbox (none for BlazePose's square crops).
    /// - Returns: the 33 body landmarks in image pixels.
    public func decode(raw: UnsafeBufferPointer<Float>, heatmap: UnsafeBufferPointer<Float>?, heatmapShape: HeatmapShape,
                       region: RegionOfInterest, padding: Letterbox = Letterbox(horizontal: 0, vertical: 0)) -> [PoseLandmark] {
        let count = BlazePoseLandmark.allCases.count
        precondition(raw.count >= count * 5, "landmark output too small")
        return (0..<count).map { index in
            let base = index * 5
            var x = raw[base] / inputSize, y = raw[base + 1] / inputSize
            if let heatmap, let refined = refine(x: x, y: y, channel: index, heatmap: heatmap, shape: heatmapShape) {
                (x, y) = refined
            }
            let unpadded = padding.removed(x: Double(x), y: Double(y))
            let point = region.imagePoint(u: unpadded.x, v: unpadded.y)
            let z = Double(raw[base + 2] / inputSize) / (1 - 2 * padding.horizontal) * region.width
            return PoseLandmark(x: point.x, y: point.y, z: z, visibility: Double(sigmoid(raw[base + 3])),
                                presence: Double(sigmoid(raw[base + 4])))
        }
    }

    /// The heatmap's centre of mass in a `kernelSize` window around the regressed point, when the
    /// window is confident enough: BlazePose regresses coordinates and refines them with the
    /// heatmap it was trained with (Bazarevsky et al. 2020, "BlazePose", §3).
    func refine(x: Float, y: Float, channel: Int, heatmap: UnsafeBufferPointer<Float>,
                shape: HeatmapShape) -> (x: Float, y: Float)? {
        // Truncation toward zero, as mediapipe's int conversion: a point just left of the crop
        // still refines from column 0. mediapipe checks the column twice and never the row's
        // upper bound, so a point up to `offset` cells below the heatmap refines from its last
        // rows; kept for agreement.
        guard abs(x) < 2, abs(y) < 2 else { return nil }
        let column = Int(x * Float(shape.columns)), row = Int(y * Float(shape.rows))
        guard column >= 0 && row >= 0 && column < shape.columns else { return nil }
        let offset = (kernelSize - 1) / 2
        var sum: Float = 0, weightedColumn: Float = 0, weightedRow: Float = 0, peak: Float = 0
        let firstRow = max(0, row - offset), endRow = min(shape.rows, row + offset + 1)
        guard firstRow < endRow else { return nil }
        for r in firstRow..<endRow {
            for c in max(0, column - offset)..<min(shape.columns, column + offset + 1) {
                let confidence = sigmoid(heatmap[(r &* shape.columns &+ c) &* shape.channels &+ channel])
                sum += confidence
                peak = max(peak, confidence)
                weightedColumn += Float(c) * confidence
                weightedRow += Float(r) * confidence
            }
        }
        guard peak >= minimumRefinementConfidence && sum > 0 else { return nil }
        return (weightedColumn / Float(shape.columns) / sum, weightedRow / Float(shape.rows) / sum)
    }
}

@inline(__always) func sigmoid(_ value: Float) -> Float { 1 / (1 + expf(-value)) }
