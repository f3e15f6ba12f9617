import Foundation
import LineworkImage

/// A generated visual-search display: items at known centres, one of which (the singleton)
/// differs from the others. What the tests ask of a heatmap (where its peak lies) is shared by
/// every generator. Coordinates are pixels with a top-left origin; the heatmap (68 × 68) is
/// stretched over the display.
protocol PopOutDisplay {
    var image: Image<UInt8> { get }
    /// The display's size in pixels.
    var width: Int { get }
    var height: Int { get }
    /// Item centres; `target` indexes the singleton.
    var centres: [(x: Double, y: Double)] { get }
    var target: Int { get }
    /// How far from the target's centre a peak may lie and still land on it.
    var reach: Double { get }
    /// Each item's half-extent (half its longer side), to tell an item at the frame from an
    /// empty frame.
    var radii: [Double] { get }
}

extension PopOutDisplay {
    /// The heatmap's maximum in display pixels.
    func peak(of heatmap: FloatImage) -> (x: Double, y: Double) {
        var best = 0
        for i in heatmap.samples.indices where heatmap.samples[i] > heatmap.samples[best] { best = i }
        return ((Double(best % heatmap.width) + 0.5) / Double(heatmap.width) * Double(width),
                (Double(best / heatmap.width) + 0.5) / Double(heatmap.height) * Double(height))
    }

    /// Whether the heatmap's maximum lies on the target: nearer to it than to any distractor and
    /// within `reach` of its centre.
    func peakLandsOnTarget(_ heatmap: FloatImage) -> Bool {
        let p = peak(of: heatmap)
        let distances = centres.map { hypot($0.x - p.x, $0.y - p.y) }
        let nearest = distances.indices.min { distances[$0] < distances[$1] }!
        return nearest == target && distances[target] <= reach
    }

    /// Whether the heatmap's maximum lies in the outer `band` (a fraction of each side) of the
    /// display while no item reaches into that band near it: a peak on an empty frame.
    func peakIsOnEmptyFrame(_ heatmap: FloatImage, band: Double = 0.03) -> Bool {
        let p = peak(of: heatmap)
        let bx = band * Double(width), by = band * Double(height)
        let inBand = p.x < bx || p.y < by || p.x > Double(width) - bx || p.y > Double(height) - by
        guard inBand else { return false }
        // An item "is there" when its extent (plus a heatmap cell of slack) covers the peak.
        let slack = max(Double(width), Double(height)) / Double(heatmap.width)
        return !centres.indices.contains { hypot(centres[$0].x - p.x, centres[$0].y - p.y) <= radii[$0] + slack }
    }
}
