import Foundation

/// Turns a BlazePose or BlazeFace detector's raw output into scored detections (mediapipe's
/// `TensorsToDetectionsCalculator`).
///
/// Each anchor predicts 4 + 2k numbers — box centre x, y, width, height, then k keypoints
/// (x, y) — in input pixels relative to the anchor centre, and one logit. BlazePose: 2254
/// anchors, k = 4, 224-px input; BlazeFace short-range: 896 anchors, k = 6, 128-px input.
public struct DetectionDecoder: Sendable {
    /// The anchors, one per raw box, in the model's output order.
    public var anchors: [SSDAnchor]
    /// Input size in pixels that the raw offsets are expressed in (224 for BlazePose).
    public var inputSize: Float
    /// Keypoints per detection (4 for BlazePose, 6 for BlazeFace).
    public var keypointCount: Int
    /// Raw numbers per anchor: 4 for the box and 2 per keypoint.
    public var valuesPerAnchor: Int { 4 + 2 * keypointCount }
    /// Detections scoring below this are dropped; default 0.5, mediapipe's
    /// `min_detection_confidence` default in its pose solution.
    public var minimumScore: Float
    /// Logits are clipped to ±100 before the sigmoid, as mediapipe does.
    static let logitClip: Float = 100

    /// Creates a decoder; defaults are BlazePose's: 224-px input, minimum score 0.5, 4 keypoints (negative counts become 0).
    public init(anchors: [SSDAnchor], inputSize: Float = 224, minimumScore: Float = 0.5, keypointCount: Int = 4) {
        self.anchors = anchors
        self.inputSize = inputSize
        self.keypointCount = max(0, keypointCount)
        self.minimumScore = minimumScore
    }

    /// Decodes every anchor whose score reaches `minimumScore`.
    ///
    /// - Parameters:
    ///   - boxes: `anchors.count × valuesPerAnchor` raw regressors.
    ///   - logits: `anchors.count` raw scores.
    /// - Returns: detections in normalised coordinates of the (letterboxed) input, anchor order.
    public func decode(boxes: UnsafeBufferPointer<Float>, logits: UnsafeBufferPointer<Float>) -> [PoseDetection] {
        let valuesPerAnchor = self.valuesPerAnchor
        guard boxes.count >= anchors.count * valuesPerAnchor && logits.count >= anchors.count else { return [] }
        var detections: [PoseDetection] = []
        for index in anchors.indices {
            let logit = min(max(logits[index], -Self.logitClip), Self.logitClip)
            let score = 1 / (1 + expf(-logit))
            guard score >= minimumScore else { continue }
            let anchor = anchors[index], base = index &* valuesPerAnchor
            let xCenter = boxes[base] / inputSize * anchor.width + anchor.xCenter
            let yCenter = boxes[base + 1] / inputSize * anchor.height + anchor.yCenter
            let width = boxes[base + 2] / inputSize * anchor.width
            let height = boxes[base + 3] / inputSize * anchor.height
            guard width > 0 && height > 0 else { continue }
            let keypoints = (0..<keypointCount).map { k in
                NormalizedPoint(x: boxes[base + 4 + 2 * k] / inputSize * anchor.width + anchor.xCenter,
                                y: boxes[base + 5 + 2 * k] / inputSize * anchor.height + anchor.yCenter)
            }
            detections.append(PoseDetection(
                score: score, xMin: xCenter - width / 2, yMin: yCenter - height / 2,
                xMax: xCenter + width / 2, yMax: yCenter + height / 2, keypoints: keypoints))
        }
        return detections
    }
}
