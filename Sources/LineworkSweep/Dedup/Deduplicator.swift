import LineworkContours
import LineworkCore

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
            return keep(boxes: result.boxes, iou: iou, repeats: repeatedEntries(result)) { _, _ in true }
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
            return keep(boxes: result.boxes, iou: iou, repeats: repeatedEntries(result)) { candidate, kept in
                let (g1, i1) = result.contour(candidate)
                let (g2, i2) = result.contour(kept)
                return measure.distance(shape(candidate), closedA: g1.isClosed(i1), shape(kept), closedB: g2.isClosed(i2)) <= tolerance
            }
        }
    }

    /// Entries that repeat a contour of an earlier setting exactly (their setting shares the trace).
    ///
    /// Such an entry is always dropped by the walk, so it needs no lookup: its twin was either kept
    /// — and the repeat has IoU 1 and shape distance 0 with it — or dropped for matching a kept
    /// contour that the repeat matches identically. Zero-area boxes are the exception (their IoU is
    /// 0 by convention), so they are left to the walk.
    static func repeatedEntries(_ result: SweepResult) -> [Bool] {
        var repeats = [Bool](repeating: false, count: result.entries.count)
        var firstSetting: [Int: Int] = [:]
        for (s, trace) in result.traceOfSetting.enumerated() where firstSetting[trace] == nil { firstSetting[trace] = s }
        for (e, entry) in result.entries.enumerated() {
            let setting = Int(entry.setting)
            repeats[e] = firstSetting[result.traceOfSetting[setting]] != setting && result.boxes[e].area > 0
        }
        return repeats
    }

    /// The walk: entry i is dropped when some kept entry k has IoU ≥ `iou` and `isDuplicate(i, k)`;
    /// entries flagged in `repeats` are known duplicates (see `repeatedEntries`).
    static func keep(boxes: [BoundingBox], iou: Double, repeats: [Bool]? = nil,
                     isDuplicate: (Int, Int) -> Bool) -> [Bool] {
        var flags = [Bool](repeating: false, count: boxes.count)
        guard !boxes.isEmpty else { return flags }
        var index = BoxIndex(bounds: Self.bounds(of: boxes))
        var keptEntries: [Int] = []
        for (i, box) in boxes.enumerated() {
            if let repeats, repeats[i] { continue }
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
