import Foundation
import LineworkCore
import LineworkImage

/// Saliency-aware cropping to an exact aspect ratio.
///
/// The window is the largest one of exactly `W:H` that fits — k·W × k·H pixels with k as large
/// as possible, so the ratio is exact in integers (a 451 × 300 photo at 16:9 gives 448 × 252) —
/// placed where it holds the most saliency mass. The mass of every candidate position is read
/// in O(1) from a summed-area table of the map (bilinear in the table, so windows need not align
/// with map pixels); ties go to the position nearest the centre. Faces, when given, come first
/// (smartcrop's face boost, made strict): among the positions the window keeps the most faces
/// whole, and only then the most saliency, so no crop cuts a face that a window of this size
/// could have kept. A people mask, when given (`PersonCue.mask`), comes next: among those
/// positions the window holds the most of the people's bodies (within 1 % of their area), so a
/// person who fits is kept whole and one who does not is cut least; saliency decides the rest.
/// With `ruleOfThirds`, a window's mass is weighed by how near the centre of
/// its saliency (its mass centroid, from two more summed-area tables) lies to one of the four
/// intersections of its thirds: × (0.6 + 0.4 · exp(−d² / 2 · 0.1²)), d in window fractions, so
/// the subject moves onto a thirds point when that costs little of it. Pixel coordinates:
/// origin at the top-left corner, x right, y down.
public struct SaliencyCrop: Sendable, Equatable {
    /// Left column, top row, width and height in image pixels.
    public var x: Int, y: Int, width: Int, height: Int

    /// The best window for `map` (any size; it is stretched over the image).
    /// - Parameters:
    ///   - imageWidth: the width of the image to crop, in pixels.
    ///   - imageHeight: its height, in pixels.
    ///   - aspect: the window's exact ratio of width to height.
    ///   - map: the saliency map, values in 0…1, top row first (`SaliencyObservation.map`).
    ///   - faces: faces to keep whole (`SaliencyRequest.faces`); none by default.
    ///   - people: the people's mask (any size, values in 0…1, top row first; `PersonCue.mask`),
    ///     kept as whole as the window allows after the faces; none by default.
    ///   - ruleOfThirds: compose with the subject on a thirds intersection (see above).
    /// - Throws: `LineworkError.invalidOption` when the ratio is so extreme that no window of at
    ///   least one unit fits in the image.
    public init(imageWidth: Int, imageHeight: Int, aspect: AspectRatio, map: FloatImage, faces: [FaceBox] = [],
                people: FloatImage? = nil, ruleOfThirds: Bool = false) throws {
        let k = min(imageWidth / aspect.width, imageHeight / aspect.height)
        guard k >= 1 else {
            throw LineworkError.invalidOption(
                name: "aspect", value: aspect.description,
                allowed: "no \(aspect) window fits exactly in a \(imageWidth)×\(imageHeight) image")
        }
        width = k * aspect.width
        height = k * aspect.height
        let emphasized = Self.emphasized(map)
        let table = SummedAreaTable(emphasized)
        // First moments for the mass centroid (map pixel centres), only for the thirds.
        let moments = ruleOfThirds ? Self.moments(emphasized) : nil
        let sx = Double(map.width) / Double(imageWidth), sy = Double(map.height) / Double(imageHeight)
        let freeX = imageWidth - width, freeY = imageHeight - height
        // At most ~512 candidates per axis: finer steps than a map pixel change nothing.
        let stepX = max(1, freeX / 512), stepY = max(1, freeY / 512)
        // Faces in pixels, top-left origin, grown to whole pixels (a window holding those holds
        // the face; 10⁻⁶ px of slack so that an edge on a pixel boundary does not grow).
        let boxes = faces.map(\.boundingBox).map { face in
            (left: (face.x * Double(imageWidth) + 1e-6).rounded(.down),
             top: ((1 - face.y - face.height) * Double(imageHeight) + 1e-6).rounded(.down),
             right: ((face.x + face.width) * Double(imageWidth) - 1e-6).rounded(.up),
             bottom: ((1 - face.y) * Double(imageHeight) - 1e-6).rounded(.up))
        }
        // The people's mass, in 0…1 of their whole area (at most 256 mask pixels a side suffice).
        let bodies = people.map { $0.downscaled(toMaximumDimension: 256) }
        let bodyTable = bodies.map(SummedAreaTable.init)
        let bodyTotal = bodies.map { $0.samples.reduce(0) { $0 + Double($1) } } ?? 0
        let (bx, by) = bodies.map { (Double($0.width) / Double(imageWidth), Double($0.height) / Double(imageHeight)) } ?? (0, 0)
        let (windowWidth, windowHeight) = (width, height)
        func bodyShare(_ left: Int, _ top: Int) -> Double {
            guard let bodyTable, bodyTotal > 0 else { return 0 }
            return bodyTable.sum(x0: Double(left) * bx, y0: Double(top) * by,
                                 x1: Double(left + windowWidth) * bx, y1: Double(top + windowHeight) * by) / bodyTotal
        }
        var best = (whole: -1, body: 0.0, mass: -Double.infinity, offCentre: Double.infinity, x: 0, y: 0)
        for top in Self.positions(freeY, step: stepY) {
            for left in Self.positions(freeX, step: stepX) {
                let (right, bottom) = (Double(left + width), Double(top + height))
                let whole = boxes.filter { box in
                    box.left >= Double(left) && box.top >= Double(top) && box.right <= right && box.bottom <= bottom
                }.count
                guard whole >= best.whole else { continue }
                let body = bodyShare(left, top)
                if whole > best.whole || body > best.body + 0.01 {
                    best = (whole, body, -Double.infinity, Double.infinity, left, top)
                } else if body < best.body - 0.01 {
                    continue
                }
                let (x0, y0, x1, y1) = (Double(left) * sx, Double(top) * sy, Double(left + width) * sx, Double(top + height) * sy)
                var mass = table.sum(x0: x0, y0: y0, x1: x1, y1: y1)
                if let moments, mass > 0 {
                    let cx = moments.x.sum(x0: x0, y0: y0, x1: x1, y1: y1) / mass
                    let cy = moments.y.sum(x0: x0, y0: y0, x1: x1, y1: y1) / mass
                    mass *= Self.thirdsWeight(x: (cx - x0) / (x1 - x0), y: (cy - y0) / (y1 - y0))
                }
                let offCentre = abs(Double(2 * left - freeX)) + abs(Double(2 * top - freeY))
                // Masses within 0.1 % are ties: prefer the centred window (flat maps crop centrally).
                let tolerance = 1e-3 * max(abs(best.mass), 1e-12)
                if mass > best.mass + tolerance || (abs(mass - best.mass) <= tolerance && offCentre < best.offCentre) {
                    best = (whole, max(body, best.body), max(mass, best.mass), offCentre, left, top)
                }
            }
        }
        x = best.x
        y = best.y
    }

    /// Summed-area tables of x · m and y · m (pixel-centre coordinates in map pixels).
    static func moments(_ map: FloatImage) -> (x: SummedAreaTable, y: SummedAreaTable) {
        var mx = map, my = map
        for y in 0..<map.height {
            for x in 0..<map.width {
                let i = y * map.width + x
                mx.samples[i] = map.samples[i] * (Float(x) + 0.5)
                my.samples[i] = map.samples[i] * (Float(y) + 0.5)
            }
        }
        return (SummedAreaTable(mx), SummedAreaTable(my))
    }

    /// 0.6 + 0.4 · exp(−d² / (2 · 0.1²)), d the distance from (x, y) (fractions of the window) to
    /// the nearest of (⅓ or ⅔, ⅓ or ⅔).
    static func thirdsWeight(x: Double, y: Double) -> Double {
        let dx = min(abs(x - 1.0 / 3), abs(x - 2.0 / 3)), dy = min(abs(y - 1.0 / 3), abs(y - 2.0 / 3))
        return 0.6 + 0.4 * exp(-(dx * dx + dy * dy) / (2 * 0.01))
    }

    /// The map's excess over its median, squared: the mass of a crop should come from what
    /// stands out, not from the moderate saliency spread over every textured area (without
    /// this, thirty mildly salient distractors outweigh the one singleton).
    static func emphasized(_ map: FloatImage) -> FloatImage {
        let median = map.percentile(0.5)
        return map.mapSamples { v in
            let excess = max(v - median, 0)
            return excess * excess
        }
    }

    private static func positions(_ free: Int, step: Int) -> [Int] {
        var list = Array(stride(from: 0, through: free, by: step))
        if list.last != free { list.append(free) }
        return list
    }

    /// The window's pixels cut out of `pixels` (same depth and channels).
    /// - Throws: `LineworkError.invalidOption` naming `x`, `y`, `width` or `height` when the
    ///   window does not lie inside `pixels` with at least one pixel.
    public func apply(to pixels: PixelBuffer) throws(LineworkError) -> PixelBuffer {
        func require(_ name: String, _ value: Int, in range: ClosedRange<Int>) throws(LineworkError) {
            guard range.contains(value) else {
                throw LineworkError.invalidOption(
                    name: name, value: "\(value)", allowed: "must be in \(range.lowerBound)…\(range.upperBound) "
                        + "to lie inside the \(pixels.width)×\(pixels.height) image")
            }
        }
        // In this order, so that each range is computed from values already checked.
        try require("x", x, in: 0 ... pixels.width - 1)
        try require("y", y, in: 0 ... pixels.height - 1)
        try require("width", width, in: 1 ... pixels.width - x)
        try require("height", height, in: 1 ... pixels.height - y)
        switch pixels {
        case .uint8(let image): return .uint8(cut(image))
        case .uint16(let image): return .uint16(cut(image))
        }
    }

    private func cut<Sample>(_ image: Image<Sample>) -> Image<Sample> {
        let ch = image.channels
        var out: [Sample] = []
        out.reserveCapacity(width * height * ch)
        for row in y..<(y + height) {
            let start = (row * image.width + x) * ch
            out.append(contentsOf: image.samples[start..<(start + width * ch)])
        }
        return Image(validWidth: width, height: height, channels: ch, samples: out)
    }
}

/// Sums of a map over axis-aligned rectangles with real-valued corners, in O(1).
struct SummedAreaTable {
    private let table: [Double]   // (w+1) × (h+1), table[y][x] = sum of map[0..<y][0..<x]
    private let w: Int, h: Int

    init(_ map: FloatImage) {
        w = map.width
        h = map.height
        var t = [Double](repeating: 0, count: (w + 1) * (h + 1))
        for y in 0..<h {
            var row = 0.0
            for x in 0..<w {
                row += Double(map.samples[y * w + x])
                t[(y + 1) * (w + 1) + x + 1] = t[y * (w + 1) + x + 1] + row
            }
        }
        table = t
    }

    /// Σ over [x0, x1) × [y0, y1) in map pixel-edge coordinates, fractional pixels pro rata.
    func sum(x0: Double, y0: Double, x1: Double, y1: Double) -> Double {
        at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0)
    }

    /// The table bilinearly interpolated at a real corner (exact for area under a piecewise-constant map).
    private func at(_ x: Double, _ y: Double) -> Double {
        let cx = min(max(x, 0), Double(w)), cy = min(max(y, 0), Double(h))
        let x0 = min(Int(cx), w - 1), y0 = min(Int(cy), h - 1)
        let fx = cx - Double(x0), fy = cy - Double(y0)
        func t(_ xx: Int, _ yy: Int) -> Double { table[yy * (w + 1) + xx] }
        let top = t(x0, y0) + (t(x0 + 1, y0) - t(x0, y0)) * fx
        let bottom = t(x0, y0 + 1) + (t(x0 + 1, y0 + 1) - t(x0, y0 + 1)) * fx
        return top + (bottom - top) * fy
    }
}

extension SaliencyCrop {
    /// The larger side of a thumbnail of a crop to `ratio` at most `maximumSide` pixels: the
    /// largest multiple of the reduced ratio's larger term that fits (at least one), so the
    /// thumbnail's ratio stays exact (a 16:9 crop at 120 pixels is 112 × 63).
    public static func thumbnailSide(ratio: AspectRatio, maximumSide: Int) -> Int {
        let term = max(ratio.width, ratio.height)
        return max(1, maximumSide / term) * term
    }
}
