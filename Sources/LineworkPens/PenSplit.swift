import Foundation
import LineworkScene

/// A weighted drawing split into pens (`draw --pens N`): the line layers' paths grouped by
/// stroke width into at most N layers "pen-1" (finest) … "pen-N" (boldest), each drawn at one
/// width, the median of its paths', so a plotter with one pen at a time draws the weighted art
/// in N passes. Groups hold equal shares of the paths (width quantiles); paths of one width
/// never part, so a drawing of fewer distinct widths gets fewer pens. The "tone" layer stays
/// as it is, after the pens.
package enum PenSplit {
    package static func split(_ scene: Scene, pens count: Int) -> Scene {
        var lines: [(path: ScenePath, width: Double)] = []
        var kept: [Layer] = []
        for layer in scene.layers {
            if layer.id == "tone" { kept.append(layer); continue }
            for path in layer.paths {
                guard case .pixels(let width) = path.style.width else { return scene }
                lines.append((path, width))
            }
        }
        guard count > 1, !lines.isEmpty else { return scene }
        let widths = lines.map(\.width).sorted()
        // Upper bounds of the groups: the width at each quantile, repeats merged.
        var bounds: [Double] = []
        for k in 1...count {
            let bound = widths[min(widths.count - 1, (k * widths.count - 1) / count)]
            if bounds.last != bound { bounds.append(bound) }
        }
        var groups = [[ScenePath]](repeating: [], count: bounds.count)
        var groupWidths = [[Double]](repeating: [], count: bounds.count)
        for (path, width) in lines {
            let g = bounds.firstIndex { width <= $0 } ?? bounds.count - 1
            groups[g].append(path)
            groupWidths[g].append(width)
        }
        var pens: [Layer] = []
        for (g, paths) in groups.enumerated() where !paths.isEmpty {
            let sorted = groupWidths[g].sorted()
            let width = sorted[sorted.count / 2]
            let restyled = paths.map { path -> ScenePath in
                var path = path
                path.style.width = .pixels(width)
                return path
            }
            let number = pens.count + 1
            let label = "Pen \(number) (" + String(format: "%.2f", width) + " px)"
            pens.append(Layer(id: "pen-\(number)", label: label, paths: restyled))
        }
        var result = scene
        result.layers = pens + kept
        return result
    }
}
