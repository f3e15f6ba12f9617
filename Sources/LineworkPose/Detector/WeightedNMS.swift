/// Weighted non-maximum suppression (BlazeFace, Bazarevsky et al. 2019, §2.3; mediapipe's
/// `NonMaxSuppressionCalculator` with `algorithm: WEIGHTED`).
///
/// Instead of keeping only the best box of a cluster, the cluster's boxes and keypoints are
/// averaged with their scores as weights, which steadies the result; the cluster keeps its best
/// score. Quadratic in the number of candidates, which the score threshold keeps small.
public enum WeightedNMS {
    /// Merges overlapping detections into one per cluster, averaging each cluster's boxes and keypoints by score.
    ///
    /// - Parameters:
    ///   - detections: candidates in any order.
    ///   - iouThreshold: a candidate joins the best remaining one's cluster when their IoU is
    ///     above this; BlazePose uses 0.3.
    /// - Returns: one detection per cluster, best score first.
    public static func suppress(_ detections: [PoseDetection], iouThreshold: Float = 0.3) -> [PoseDetection] {
        // Stable order for equal scores, so the result does not depend on the sort algorithm.
        var remaining = detections.indices.sorted {
            detections[$0].score != detections[$1].score ? detections[$0].score > detections[$1].score : $0 < $1
        }
        var output: [PoseDetection] = []
        while let first = remaining.first {
            let best = detections[first]
            var cluster: [Int] = [], rest: [Int] = []
            for index in remaining {
                if detections[index].intersectionOverUnion(best) > iouThreshold {
                    cluster.append(index)
                } else {
                    rest.append(index)
                }
            }
            output.append(cluster.isEmpty ? best : weightedAverage(cluster.map { detections[$0] }, score: best.score))
            // The best detection always overlaps itself, so `rest` is shorter; guard anyway.
            if rest.count == remaining.count { break }
            remaining = rest
        }
        return output
    }

    private static func weightedAverage(_ cluster: [PoseDetection], score: Float) -> PoseDetection {
        var total: Float = 0, xMin: Float = 0, yMin: Float = 0, xMax: Float = 0, yMax: Float = 0
        var keypoints = [NormalizedPoint](repeating: NormalizedPoint(x: 0, y: 0), count: cluster[0].keypoints.count)
        for detection in cluster {
            let weight = detection.score
            total += weight
            xMin += detection.xMin * weight
            yMin += detection.yMin * weight
            xMax += detection.xMax * weight
            yMax += detection.yMax * weight
            for k in keypoints.indices {
                keypoints[k].x += detection.keypoints[k].x * weight
                keypoints[k].y += detection.keypoints[k].y * weight
            }
        }
        for k in keypoints.indices {
            keypoints[k].x /= total
            keypoints[k].y /= total
        }
        return PoseDetection(score: score, xMin: xMin / total, yMin: yMin / total, xMax: xMax / total,
                             yMax: yMax / total, keypoints: keypoints)
    }
}
