import LineworkContours

/// Removes near-duplicate contours from a sweep's pooled list.
///
/// All modes walk the contours in sweep order and keep the first of every group of duplicates,
/// exactly as the seed does; `BoxIndex` only replaces the seed's all-pairs scan (which it caps at
/// 9,000 contours) by a lookup of the few kept boxes that could match, so the result is
/// identical to the quadratic reference and there is no cap.
public enum Deduplicator {
    /// Which pooled contours survive.
    ///
    /// - Parameters:
    ///   - result: the sweep.
    ///   - mode: the rule.
    /// - Returns: one flag per entry of `result.entries`.
    public static func keep(_ result: SweepResult, mode: DedupMode) -> [Bool] {
        switch mode {
        case .none:
            return [Bool](repeating: true, count: result.entries.count)
        case .bbox(let iou):
            return keep(boxes: result.boxes, iou: iou) { _, _ in true }
        case .shape(let iou, let tolerance):
            let measure = ShapeDistance()
            var cache: [Int: [Point2]] = [:]
            func shape(_ e: Int) -> [Point2] {
                if let cached = cache[e] { return cached }
                let (geometry, index) = result.contour(e)
                let sampled = measure.resampled(geometry.points(of: index), closed: geometry.isClosed(index))
                cache[e] = sampled
                return sampled
            }
            return keep(boxes: result.boxes, iou: iou) { candidate, kept in
                let (g1, i1) = result.contour(candidate)
                let (g2, i2) = result.contour(kept)
                return measure.distance(shape(candidate), closedA: g1.isClosed(i1), shape(kept), closedB: g2.isClosed(i2)) <= tolerance
            }
        }
    }

    /// The walk: entry i is dropped when some kept entry k has IoU ≥ `iou` and `isDuplicate(i, k)`.
    static func keep(boxes: [BoundingBox], iou: Double, isDuplicate: (Int, Int) -> Bool) -> [Bool] {
        var flags = [Bool](repeating: false, count: boxes.count)
        guard !boxes.isEmpty else { return flags }
        var index = BoxIndex(bounds: Self.bounds(of: boxes))
        var keptEntries: [Int] = []
        for (i, box) in boxes.enumerated() {
            let duplicate = index.containsMatch(for: box, threshold: iou) { position in
                isDuplicate(i, keptEntries[position])
            }
            if !duplicate {
                flags[i] = true
                index.insert(box)
                keptEntries.append(i)
            }
        }
        return flags
    }

    static func bounds(of boxes: [BoundingBox]) -> BoundingBox {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for box in boxes {
            minX = min(minX, box.x); minY = min(minY, box.y)
            maxX = max(maxX, box.x + box.width); maxY = max(maxY, box.y + box.height)
        }
        return BoundingBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
