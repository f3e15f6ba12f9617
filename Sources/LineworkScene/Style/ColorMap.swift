/// Colour maps from a scalar in [0, 1] to a colour, for heatmaps and colour ramps.
///
/// `viridis` and `inferno` (Smith & van der Walt, matplotlib 2015, CC0) are perceptually
/// uniform: equal steps in value look like equal steps in colour, and they stay ordered in
/// gray, so they are the honest choice for saliency maps and sweep ramps. `jet` (MATLAB's
/// rainbow, as matplotlib defines it) is included because published saliency figures use it;
/// its bright cyan and yellow bands exaggerate some differences.
public enum ColorMap: String, Sendable, Equatable, CaseIterable, Codable {
    /// Matplotlib's perceptually uniform dark-blue-to-yellow map.
    case viridis
    /// Matplotlib's perceptually uniform black-to-pale-yellow map, through purple and orange.
    case inferno
    /// MATLAB's rainbow map from dark blue to dark red, as matplotlib defines it.
    case jet

    /// The colour at `t`, clamped to [0, 1] (NaN maps to 0). Opaque.
    ///
    /// viridis and inferno interpolate linearly between 65 anchors sampled from matplotlib's
    /// 256-entry tables (within 0.5/255 of every entry, see `Fixtures/colormaps.py`); jet
    /// interpolates matplotlib's piecewise-linear segment data exactly.
    public func color(at t: Double) -> Color {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        switch self {
        case .viridis: return Self.interpolate(ColorMapTables.viridis, t)
        case .inferno: return Self.interpolate(ColorMapTables.inferno, t)
        case .jet:
            return Color(red: Self.piecewise(ColorMapTables.jetRed, t),
                         green: Self.piecewise(ColorMapTables.jetGreen, t),
                         blue: Self.piecewise(ColorMapTables.jetBlue, t))
        }
    }

    /// 256 colours at t = i/255, for per-pixel mapping of 8-bit-quantised values (the
    /// resolution of matplotlib's own tables).
    package func lookupTable() -> [Color] {
        (0..<256).map { color(at: Double($0) / 255) }
    }

    private static func interpolate(_ table: [(Double, Double, Double)], _ t: Double) -> Color {
        let x = t * Double(table.count - 1)
        let i = min(Int(x), table.count - 2)
        let f = x - Double(i)
        let (a, b) = (table[i], table[i + 1])
        return Color(red: a.0 + (b.0 - a.0) * f, green: a.1 + (b.1 - a.1) * f, blue: a.2 + (b.2 - a.2) * f)
    }

    /// Linear interpolation through (position, value) knots sorted by position, 0 to 1.
    private static func piecewise(_ knots: [(Double, Double)], _ t: Double) -> Double {
        for k in 1..<knots.count where t <= knots[k].0 {
            let (x0, y0) = knots[k - 1], (x1, y1) = knots[k]
            return x1 > x0 ? y0 + (y1 - y0) * (t - x0) / (x1 - x0) : y1
        }
        return knots[knots.count - 1].1
    }
}
