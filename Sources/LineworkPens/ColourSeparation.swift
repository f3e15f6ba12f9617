import Foundation
import LineworkCore
import LineworkImage
import LineworkPlotter
import LineworkScene

/// A drawing split into colour pens (`draw --pens N --color`): each line stroke takes the mean
/// colour of the photo under it, the colours are clustered into N pens (`WeightedKMeans` in CIE
/// Lab, each path weighted by its length), and each pen becomes a layer "pen-1" … "pen-N" drawn
/// in its cluster's colour (darkened to L* ≤ 65 if lighter), lightest first (on paper, darker inks then cover lighter ones).
/// Stroke widths are kept (a weight still thickens strokes within a pen). The "tone" layer
/// stays as it is, after the pens. Labels name the ink as hex, e.g. "Pen 2 (#a33b2f)".
package enum ColourSeparation {
    /// - Parameters:
    ///   - scene: the drawing; its coordinates are working pixels, which `photo` covers (scaled
    ///     if its size differs).
    ///   - count: pens wanted (≥ 2; fewer distinct colours give fewer pens).
    ///   - photo: the 8-bit working image (gray or RGB; alpha ignored) the strokes were drawn from.
    package static func split(_ scene: Scene, pens count: Int, photo: Image<UInt8>) -> Scene {
        var lines: [ScenePath] = []
        var kept: [Layer] = []
        for layer in scene.layers {
            guard layer.id != "tone" else { kept.append(layer); continue }
            // Each stroke on its own: an ink layer is one path of many subpaths.
            for path in layer.paths {
                lines += path.subpaths.map { ScenePath([$0], style: path.style) }
            }
        }
        guard count > 1, !lines.isEmpty, photo.width > 0, photo.height > 0 else { return scene }
        let scale = (x: Double(photo.width) / Double(max(scene.width, 1)), y: Double(photo.height) / Double(max(scene.height, 1)))
        let samples = lines.map { sample($0, in: photo, scale: scale) }
        let clusters = WeightedKMeans(samples, k: count)
        // Lightest pen first.
        let order = clusters.centres.indices.sorted { clusters.centres[$0].l > clusters.centres[$1].l }
        var pens: [Layer] = []
        for centre in order {
            let members = lines.indices.filter { clusters.assignments[$0] == centre }
            guard !members.isEmpty else { continue }
            var centreInk = clusters.centres[centre]
            centreInk.l = min(centreInk.l, lightestInk)
            let ink = centreInk.srgb
            let colour = Color(red: ink.red, green: ink.green, blue: ink.blue)
            let number = pens.count + 1
            let paths = members.map { index -> ScenePath in
                var path = lines[index]
                path.style.stroke = colour
                return path
            }
            pens.append(Layer(id: "pen-\(number)", label: "Pen \(number) (\(hex(colour)))", paths: paths))
        }
        var result = scene
        result.layers = pens + kept
        return result
    }

    /// How far (pixels) from a stroke's point the sampling looks for the darker side.
    static let reach = 1
    /// Inks lighter than this L* are darkened to it (hue and chroma kept), so that no pen draws
    /// near-white lines on white paper.
    static let lightestInk = 65.0

    /// The mean Lab colour along the path and its length (working pixels). At each flattened
    /// point the sample is the darkest pixel within `reach`: a line marks an edge, and its ink
    /// is the colour of the edge's darker side (a red cup's outline is red, not pink).
    static func sample(_ path: ScenePath, in photo: Image<UInt8>, scale: (x: Double, y: Double)) -> (colour: CIELab, weight: Double) {
        let channels = photo.channels
        var sum = (l: 0.0, a: 0.0, b: 0.0), count = 0.0, length = 0.0
        photo.samples.withUnsafeBufferPointer { pixels in
            func luma(_ s: Int) -> Int {
                channels >= 3 ? 299 &* Int(pixels[s]) &+ 587 &* Int(pixels[s &+ 1]) &+ 114 &* Int(pixels[s &+ 2]) : Int(pixels[s])
            }
            for subpath in path.subpaths {
                let points = DrawnStroke.flattened(subpath)
                for (k, p) in points.enumerated() {
                    if k > 0 { length += Polygon.distance(points[k - 1], p) }
                    let cx = Int(((p.x + 0.5) * scale.x - 0.5).rounded()), cy = Int(((p.y + 0.5) * scale.y - 0.5).rounded())
                    var darkest = -1, darkestLuma = Int.max
                    for y in max(cy - reach, 0)...max(min(cy + reach, photo.height - 1), 0) {
                        for x in max(cx - reach, 0)...max(min(cx + reach, photo.width - 1), 0) {
                            let s = (y &* photo.width &+ x) &* channels
                            let v = luma(s)
                            if v < darkestLuma { (darkest, darkestLuma) = (s, v) }
                        }
                    }
                    guard darkest >= 0 else { continue }
                    let lab = channels >= 3
                        ? CIELab(red: Double(pixels[darkest]) / 255, green: Double(pixels[darkest + 1]) / 255,
                                 blue: Double(pixels[darkest + 2]) / 255)
                        : CIELab(red: Double(pixels[darkest]) / 255, green: Double(pixels[darkest]) / 255,
                                 blue: Double(pixels[darkest]) / 255)
                    sum = (sum.l + lab.l, sum.a + lab.a, sum.b + lab.b)
                    count += 1
                }
            }
        }
        guard count > 0 else { return (CIELab(l: 100, a: 0, b: 0), 0) }
        return (CIELab(l: sum.l / count, a: sum.a / count, b: sum.b / count), max(length, 1e-9))
    }

    /// "#rrggbb".
    static func hex(_ colour: Color) -> String {
        func byte(_ v: Double) -> String {
            let text = String(Int((min(max(v, 0), 1) * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(colour.red) + byte(colour.green) + byte(colour.blue)
    }
}
