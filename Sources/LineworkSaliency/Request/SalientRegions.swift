import Foundation
import LineworkCore
import LineworkImage

/// Turns a saliency map into Vision's `salientObjects` boxes.
///
/// Working-pixel boxes are converted with pixel *edges* (a region covering columns 3…5 spans
/// x ∈ [3, 6)) to normalised, lower-left-origin rectangles (`NormalizedRect`).
enum SalientRegions {
    /// At most this many objects, as Vision's objectness request.
    static let maximumObjects = 3
    /// Regions smaller than this fraction of the image are specks, not objects.
    static let minimumAreaFraction = 0.004

    /// Separate salient regions, most confident first (0…3).
    ///
    /// The map is thresholded at Otsu's level (clamped to 0.3…0.7 so a nearly binary map is not
    /// split at an extreme); each 8-connected region above it is one object, so objects
    /// separated by background get one box each. Confidence is the region's mean saliency.
    static func objects(in map: FloatImage) -> [SalientObject] {
        let threshold = min(max(otsuThreshold(map), 0.3), 0.7)
        let regions = labelledComponents(of: map) { $0 >= threshold }.regions
        let minimumArea = max(4, Int(minimumAreaFraction * Double(map.pixelCount)))
        return regions.filter { $0.area >= minimumArea }
            .map { SalientObject(boundingBox: $0.box(in: map), confidence: Double($0.sum / Float($0.area))) }
            .sorted { $0.confidence > $1.confidence }
            .prefix(maximumObjects).map { $0 }
    }

    /// `objects` with each of `people` as one object: the objects lying over half inside a
    /// person are taken in (the person's confidence is the highest of theirs, or of all objects
    /// when none is, 1 when there are none), people first, at most `maximumObjects` in all.
    static func keepingPeopleWhole(_ objects: [SalientObject], people: [NormalizedRect]) -> [SalientObject] {
        guard !people.isEmpty else { return objects }
        var others = objects
        var persons: [SalientObject] = []
        for person in people.prefix(maximumObjects) {
            let inside = others.filter { Self.shareInside($0.boundingBox, person) > 0.5 }
            others.removeAll { Self.shareInside($0.boundingBox, person) > 0.5 }
            let confidence = (inside.isEmpty ? objects : inside).map(\.confidence).max() ?? 1
            persons.append(SalientObject(boundingBox: person, confidence: confidence))
        }
        return Array((persons + others).prefix(maximumObjects))
    }

    /// The share of `box`'s area inside `container` (0 for an empty box).
    private static func shareInside(_ box: NormalizedRect, _ container: NormalizedRect) -> Double {
        let w = min(box.x + box.width, container.x + container.width) - max(box.x, container.x)
        let h = min(box.y + box.height, container.y + container.height) - max(box.y, container.y)
        let area = box.width * box.height
        return area > 0 && w > 0 && h > 0 ? w * h / area : 0
    }

    /// The one attention box: the region above half the peak that contains the peak.
    /// Confidence is `confidence` clamped to [0, 1].
    static func attentionBox(in map: FloatImage, confidence: Float) -> SalientObject {
        var peak = 0
        for i in 0..<map.samples.count where map.samples[i] > map.samples[peak] { peak = i }
        let cut = 0.5 * map.samples[peak]
        let (regions, labels) = labelledComponents(of: map) { $0 >= cut }
        let region = regions[labels[peak]]
        return SalientObject(boundingBox: region.box(in: map), confidence: Double(min(max(confidence, 0), 1)))
    }

    /// Vision's fallback when nothing stands out: the centred box covering half of each side.
    static let centreBox = SalientObject(
        boundingBox: NormalizedRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), confidence: 0)

    /// Otsu's threshold of a [0, 1] map over 64 bins: the level maximising between-class variance.
    static func otsuThreshold(_ map: FloatImage) -> Float {
        let bins = 64
        var histogram = [Double](repeating: 0, count: bins)
        for v in map.samples { histogram[min(bins - 1, max(0, Int(v * Float(bins))))] += 1 }
        let total = Double(map.samples.count)
        let totalMean = histogram.enumerated().reduce(0) { $0 + Double($1.offset) * $1.element } / total
        var best = 0.0, bestLevel = bins / 2
        var weight = 0.0, meanSum = 0.0
        for level in 0..<bins - 1 {
            weight += histogram[level] / total
            meanSum += Double(level) * histogram[level] / total
            guard weight > 0, weight < 1 else { continue }
            let between = pow(totalMean * weight - meanSum, 2) / (weight * (1 - weight))
            if between > best { best = between; bestLevel = level + 1 }
        }
        return Float(bestLevel) / Float(bins)
    }

    struct Region {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var area = 0
        var sum: Float = 0

        func box(in map: FloatImage) -> NormalizedRect {
            NormalizedRect(left: Double(minX), top: Double(minY), right: Double(maxX + 1), bottom: Double(maxY + 1),
                           imageWidth: map.width, imageHeight: map.height)
        }
    }

    /// 8-connected regions of pixels passing `inside`, in raster order of their first pixel, and
    /// each pixel's region index (−1 outside every region).
    static func labelledComponents(of map: FloatImage, _ inside: (Float) -> Bool) -> (regions: [Region], labels: [Int]) {
        let w = map.width, h = map.height
        var visited = [Bool](repeating: false, count: w * h)
        var labels = [Int](repeating: -1, count: w * h)
        var regions: [Region] = []
        var stack: [Int] = []
        for start in 0..<(w * h) where !visited[start] && inside(map.samples[start]) {
            var region = Region()
            visited[start] = true
            stack.append(start)
            while let p = stack.popLast() {
                let x = p % w, y = p / w
                region.minX = min(region.minX, x); region.maxX = max(region.maxX, x)
                region.minY = min(region.minY, y); region.maxY = max(region.maxY, y)
                region.area += 1
                region.sum += map.samples[p]
                labels[p] = regions.count
                for dy in -1...1 {
                    let yy = y + dy
                    guard yy >= 0, yy < h else { continue }
                    for dx in -1...1 {
                        let xx = x + dx, q = yy * w + xx
                        guard xx >= 0, xx < w, !visited[q], inside(map.samples[q]) else { continue }
                        visited[q] = true
                        stack.append(q)
                    }
                }
            }
            regions.append(region)
        }
        return (regions, labels)
    }
}
