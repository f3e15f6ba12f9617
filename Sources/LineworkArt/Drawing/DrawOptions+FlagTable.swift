import LineworkContours
import LineworkCore
import LineworkScene
import LineworkSweep
import LineworkTone
import LineworkVector

extension DrawOptions {
    /// One row of the flag ↔ property ↔ default table: which `DrawOptions` field a
    /// `linework draw` option sets, and that field's default.
    public struct FlagRow: Sendable, Equatable {
        /// The option as typed, with its dashes (`--stroke-width`).
        public var flag: String
        /// The field it sets, as a Swift path from `DrawOptions` (`art.strokeWidth`), with a
        /// note in brackets where the option sets it in a particular way.
        public var property: String
        /// The field's default in `defaults(for: .edges)` (draw's default line source), and
        /// where another line source's default differs, that one too (`centerline: 0.0`).
        public var defaultValue: String
    }

    /// Every option of `flagNames`, in that order, with the field it sets and its default: the
    /// table the DocC catalogue shows (`DrawFlagsAndFields`), rendered by
    /// `flagTableMarkdown`. A library caller sets the field; `linework draw` sets it from the
    /// flag (`applying(flags:)`), so the two give the same drawing.
    public static var flagTable: [FlagRow] {
        flagNames.map { name in
            let (property, value) = flagFields[name] ?? ("", { _ in "" })
            let edges = value(defaults(for: .edges))
            let others = Lines.allCases.filter { $0 != .edges }.compactMap { lines -> String? in
                let other = value(defaults(for: lines))
                return other == edges ? nil : "\(lines.rawValue): \(other)"
            }
            return FlagRow(flag: "--\(name)", property: property,
                           defaultValue: edges + (others.isEmpty ? "" : " (\(others.joined(separator: "; ")))"))
        }
    }

    /// `flagTable` as a Markdown table, as the DocC article holds it.
    public static var flagTableMarkdown: String {
        var lines = ["| Flag | `DrawOptions` property | Default |", "|---|---|---|"]
        for row in flagTable {
            // The path as code; a note after it (" (…)") as text.
            let path = row.property.components(separatedBy: " (").first ?? row.property
            let note = row.property.dropFirst(path.count)
            lines.append("| `\(row.flag)` | \(path.isEmpty ? "—" : "`\(path)`")\(note) | \(row.defaultValue) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each option's field and how its default reads. An option without a row here shows an
    /// empty row in `flagTable`, which `DrawFlagTableTests` refuses.
    private static let flagFields: [String: (String, @Sendable (DrawOptions) -> String)] = [
        "lines": ("lines", { "`.\($0.lines.rawValue)`" }),
        "weight": ("weight", { "`.\($0.weight.rawValue)`" }),
        "tone": ("tone", { $0.tone.map { "`.\($0.style.rawValue)`" } ?? "nil" }),
        "style": ("art.style", { "`.\($0.art.style.rawValue)`" }),
        "threshold": ("contour.threshold", { $0.contour.threshold.adaptive == nil ? "`.global`" : "`.adaptive`" }),
        "pivot": ("contour.contrastPivot", { pivot($0.contour.contrastPivot) }),
        "adjustment": ("contour.contrastAdjustment", { number($0.contour.contrastAdjustment) }),
        "levels": ("levelCount", { "\($0.levelCount)" }),
        "blur": ("contour.blurSigma", { number($0.contour.blurSigma) }),
        "max-dimension": ("contour.maximumImageDimension", { "\($0.contour.maximumImageDimension)" }),
        "light-on-dark": ("contour.detectsDarkOnLight (negated)", { "\(!$0.contour.detectsDarkOnLight)" }),
        "window": ("adaptiveWhenUneven.window (and an adaptive contour.threshold's)", { adaptive($0) { "\($0.window)" } }),
        "sauvola-k": ("adaptiveWhenUneven.k (and an adaptive contour.threshold's)", { adaptive($0) { number($0.k) } }),
        "min-contrast": ("adaptiveWhenUneven.minimumContrast (and an adaptive contour.threshold's)", { adaptive($0) { number($0.minimumContrast) } }),
        "flatten": ("adaptiveWhenUneven.flattening (and an adaptive contour.threshold's)", { adaptive($0) { "\($0.flattening)" } }),
        "tracer": ("contour.tracer", { "`.\($0.contour.tracer.rawValue)`" }),
        "retrieval": ("contour.retrieval", { "`.\($0.contour.retrieval.rawValue)`" }),
        "min-points": ("contour.minimumPointCount", { "\($0.contour.minimumPointCount)" }),
        "min-area": ("contour.minimumArea", { number($0.contour.minimumArea) }),
        "pivots": ("grid.pivots", { stride($0.grid.pivots) }),
        "adjustments": ("grid.adjustments", { stride($0.grid.adjustments) }),
        "max-settings": ("grid.maxSettings", { "\($0.grid.maxSettings)" }),
        "support": ("sweepSupport", { number($0.sweepSupport) }),
        "bundle": ("bundles.tolerance (0: bundles = nil)", { $0.bundles.map { number($0.tolerance) } ?? "nil" }),
        "hatch-spacing": ("tone.spacing", { _ in number(HatchOptions(style: .hatch).spacing) + " (with a tone)" }),
        "hatch-levels": ("tone.levels", { _ in "\(HatchOptions(style: .hatch).levels) (with a tone)" }),
        "hatch-angle": ("tone.angle", { _ in number(HatchOptions(style: .hatch).angle) + " (with a tone)" }),
        "dots": ("tone.dots", { _ in "\(HatchOptions(style: .stipple).dots) (with a tone; 0: one per 20 working pixels)" }),
        "dot-size-by-tone": ("tone.dotSizeByTone", { _ in "\(HatchOptions(style: .stipple).dotSizeByTone) (with a tone)" }),
        "pens": ("pens", { "\($0.pens)" }),
        "color": ("separatesColours", { "\($0.separatesColours)" }),
        "saliency-model": ("saliencyModel", { "`.\($0.saliencyModel.rawValue)`" }),
        "min-saliency": ("art.minimumWeight", { number($0.art.minimumWeight) }),
        "salient-region": ("keepsSalientRegionOnly", { "\($0.keepsSalientRegionOnly)" }),
        "subject": ("subject", { "`.\($0.subject.rawValue)`" }),
        "face-detail": ("faces", { "`.\($0.faces.rawValue)`" }),
        "curves": ("art.vector.curves (nil: off)", { $0.art.vector.curves == nil ? "nil" : "`CurveFitter()`" }),
        "alphamax": ("art.vector.curves.alphaMax", { $0.art.vector.curves.map { number($0.alphaMax) } ?? "—" }),
        "smooth": ("art.vector.smoothing (nil: off)", { $0.art.vector.smoothing == nil ? "nil" : "`PathSmoothing()`" }),
        "simplify": ("art.vector.simplifyEpsilon", { number($0.art.vector.simplifyEpsilon) }),
        "min-length": ("art.vector.minimumLength", { number($0.art.vector.minimumLength) }),
        "merge": ("art.vector.mergeTolerance", { $0.art.vector.mergeTolerance.map(number) ?? "nil" }),
        "plotter-order": ("art.vector.sortForPlotter", { "\($0.art.vector.sortForPlotter)" }),
        "keep-frame": ("art.keepsFrame", { "\($0.art.keepsFrame)" }),
        "stroke-width": ("art.strokeWidth", { number($0.art.strokeWidth) }),
        "scale": ("art.sheet (`.working(scale:)`)", { sheet($0.art.sheet) }),
        "page": ("art.sheet (`.page(Page(size:))`)", { sheet($0.art.sheet) }),
        "landscape": ("art.sheet (`.page`'s orientation)", { _ in "false (with a page)" }),
        "margin": ("art.sheet (`.page`'s marginMillimetres)", { _ in number(Page().marginMillimetres) + " (with a page)" }),
        "background": ("art.backdrop (and drawsBackdropInSVG = true)", { backdrop($0) }),
        "photo-fade": ("art.backdrop (`.photo(fade:)`)", { _ in number(ArtOptions.Backdrop.defaultPhotoFade) + " (with the photo)" }),
        "color-map": ("art.colorMap", { "`.\($0.art.colorMap.rawValue)`" }),
    ]

    private static func number(_ value: Double) -> String { "\(value)" }

    private static func pivot(_ pivot: ContourOptions.Pivot) -> String {
        switch pivot {
        case .automatic: return "`.automatic`"
        case .fixed(let value): return "`.fixed(\(value))`"
        }
    }

    private static func stride(_ spec: StrideSpec) -> String { "`\(spec.description)`" }

    private static func adaptive(_ options: DrawOptions, _ value: (AdaptiveThreshold) -> String) -> String {
        value(options.contour.threshold.adaptive ?? options.adaptiveWhenUneven ?? AdaptiveThreshold())
    }

    private static func sheet(_ sheet: ArtOptions.Sheet) -> String {
        switch sheet {
        case .image(let scale): return "`.image(scale: \(scale))`"
        case .working(let scale): return "`.working(scale: \(scale))`"
        case .page(let page): return "`.page(\(page.size))`"
        }
    }

    private static func backdrop(_ options: DrawOptions) -> String {
        let drawn = options.drawsBackdropInSVG ? "" : "; drawsBackdropInSVG = false"
        switch options.art.backdrop {
        case .transparent: return "`.transparent`" + drawn
        case .white: return "`.white`" + drawn
        case .paper: return "`.paper`" + drawn
        case .photo(let fade): return "`.photo(fade: \(fade))`" + drawn
        }
    }
}
