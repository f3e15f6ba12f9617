import Foundation
import LineworkArt
import LineworkContours
import LineworkCore
import LineworkEvaluation
import LineworkSaliency
import LineworkSweep

/// An experiment ready to run: a `ReportSpec` with its defaults filled in, its paths resolved
/// against the spec's folder and every value checked.
///
/// Defaults, and why:
/// - `images`: none; a spec must name at least one.
/// - `sweep`: the sweep command's defaults — pivots 0.2:0.7:0.1 × adjustments 0.5:3.0:0.2
///   (65 settings), `bbox` de-duplication at IoU 0.9, and `ContourOptions`' defaults.
/// - `saliency`: attention and objectness, Vision's two requests.
/// - `models`: none; a missing map is an error unless the model says `missing: skip`.
/// - `boundaries.thresholds`: 99, BSDS's `nthresh`.
/// - ground-truth tolerance 0.0075 of the diagonal (BSDS's `maxDist`), fixation blur 35 px.
/// - `report.thumbnail` 120 px: 65 settings × 10 images stay around a megabyte of line art.
/// - `report.score`: F with boundary ground truth, else the kept count.
/// - `report.crop`: 1:1.
/// - `report.sections`: `auto`, inline up to `SectionLoading.inlineLimit` images (20), one file
///   per image above, so the page's first screen does not wait for every image's pictures.
public struct ReportPlan: Sendable {
    /// One input image.
    public struct Input: Sendable, Equatable {
        /// The path to read (the spec's folder joined with the entry).
        public var path: String
        /// The path relative to the spec's folder, as the report shows it.
        public var name: String
        /// The file name without its extension: the key of its ground-truth maps.
        public var stem: String
    }

    /// The spec file as given, and its text (the report shows it verbatim).
    public var specPath: String
    /// The spec file's text.
    public var specText: String
    /// The report's title.
    public var title: String
    /// The images in the order of the `images:` entries, each file once.
    public var inputs: [Input]
    /// The pivot × adjustment grid every polarity is swept over.
    public var grid: SweepGrid
    /// The polarity axis: `lightOnDark` values in the spec's order, each once (default
    /// `[false]`, dark on light, Vision's default). `contourOptions.detectsDarkOnLight` is the
    /// first value's.
    public var polarities: [Bool]
    /// The contour options of every setting (pivot, adjustment and polarity come from the setting).
    public var contourOptions: ContourOptions
    /// How sweep results are de-duplicated.
    public var dedup: DedupMode
    /// The saliency models to run, in the spec's order.
    public var models: [SaliencyModel]
    /// The researcher's own models (`models:`), in the spec's order, a pattern entry expanded
    /// to one model per matching folder (`OwnModel`); none by default.
    public var ownModels: [OwnModel]
    /// How many thresholds soft boundary models are swept over (`boundaries.thresholds`);
    /// default 99, BSDS's `nthresh`.
    public var boundaryThresholds: Int
    /// The bootstrap behind every interval and paired comparison (`statistics:`);
    /// `PairedBootstrap.standard` by default.
    public var bootstrap: PairedBootstrap

    /// The names of every model the page compares, built-in then own, in the spec's order.
    public var modelNames: [String] { models.map(\.rawValue) + ownModels.map(\.name) }
    /// `linework draw` line sources to compare, each at `draw`'s defaults (none unless the
    /// spec's `draw:` names some).
    public var drawLines: [DrawOptions.Lines]
    /// `draw:` entries that name preset files (`.yaml` or `.yml`, relative to the spec's folder,
    /// as `linework studio` saves them): each drawn with the preset's settings.
    public var drawPresets: [DrawPresetEntry]

    /// Every drawing the spec's `draw:` asks for, in the page's order: each line source at
    /// `DrawOptions.defaults(for:)`, then each preset at `DrawPreset.options()` — the options
    /// `linework draw --lines SOURCE` and `linework draw --preset FILE` use.
    ///
    /// - Throws: `LineworkError.invalidOption` for a preset whose options do not hold.
    public func drawings() throws -> [(name: String, picture: String, options: DrawOptions)] {
        let sources = drawLines.map { lines in ("draw-\(lines.rawValue).png", DrawOptions.defaults(for: lines)) }
        let presets = try drawPresets.enumerated().map { index, entry in
            ("draw-preset-\(index + 1).png", try entry.preset.options())
        }
        return zip(drawingNames, sources + presets).map { name, drawing in (name, drawing.0, drawing.1) }
    }

    /// The names of `drawings()` in order (line sources, then preset entries as the spec wrote
    /// them), without reading the presets' options: what a cached result's drawings must be.
    public var drawingNames: [String] { drawLines.map(\.rawValue) + drawPresets.map(\.name) }

    /// One `draw:` entry naming a preset file.
    public struct DrawPresetEntry: Sendable, Equatable {
        /// The entry as the spec wrote it (the file's path relative to the spec's folder).
        public var name: String
        /// The file's settings.
        public var preset: DrawPreset
        /// The file read: `name` joined to the spec's folder unless absolute.
        public var path: String
        /// The preset in its field form (`DrawPreset.yamlText`): what the cache's fingerprint
        /// holds, so an edit that changes the drawing invalidates cached results and one that
        /// changes only comments or key order does not.
        public var fieldForm: String
    }
    /// Ground-truth folders, when given: boundary maps, fixation maps and salient-object masks.
    /// Each holds a map for at least one image; an image without a map in a folder is shown but
    /// not scored by that kind of ground truth (`truth(_:for:)`).
    public var boundaries: MapFolder?
    /// Fixation ground truth, a PNG per image stem, or nil.
    public var fixations: MapFolder?
    /// Salient-object ground truth, a PNG per image stem, or nil.
    public var objects: MapFolder?
    /// Boundary match distance, as a fraction of the image's diagonal; default 0.0075.
    public var tolerance: Double
    /// Fixation blur for CC, SIM and KLD, in pixels; default 35.
    public var sigma: Double
    /// Longest side of the settings thumbnails, in pixels; default 120.
    public var thumbnailSide: Int
    /// The score the charts show; default F with boundary ground truth, else the kept count.
    public var score: ChartScore
    /// Aspect ratio of the saliency crops; default 1:1.
    public var cropAspect: AspectRatio
    /// Where the page holds each image's section; default `auto`: inline up to
    /// `SectionLoading.inlineLimit` images, lazy above.
    public var sectionLoading: SectionLoading

    /// Where a report page holds its per-image sections.
    public enum SectionLoading: String, Sendable, CaseIterable {
        /// Every section in `index.html`: one self-contained file.
        case inline
        /// Each section in its own script file, `sections/<image>-<hash>.js` beside the page,
        /// which the page reads when the reader scrolls to the image or follows a link to it.
        /// The folder is self-contained and opens from disk; the page alone shows the overview
        /// and the image index.
        case lazy

        /// The most images `auto` keeps inline: a 20-image, 65-setting page is about 5 MB
        /// and opens in about a second; at 50 images a page measured 14 MB and 6.7–9.8 s.
        public static let inlineLimit = 20
    }

    /// One compared setting: a polarity and a grid point.
    public struct Setting: Sendable, Equatable {
        /// Whether the setting traces light regions on a dark ground.
        public var lightOnDark: Bool
        /// The contrast pivot, 0…1.
        public var pivot: Double
        /// The contrast adjustment, 0…3.
        public var adjustment: Double
    }

    /// Every compared setting in sweep order: each polarity's pivot × adjustment grid in turn
    /// (polarity-major, then pivot, then adjustment), as each image's results list them.
    public var settings: [Setting] {
        polarities.flatMap { polarity in
            grid.settings.map { Setting(lightOnDark: polarity, pivot: $0.pivot, adjustment: $0.adjustment) }
        }
    }

    /// Whether the spec compares both polarities.
    public var comparesPolarity: Bool { polarities.count > 1 }

    /// A polarity as the page names it.
    package static func polarityName(_ lightOnDark: Bool) -> String { lightOnDark ? "light on dark" : "dark on light" }

    /// Longest side of the A/B pictures (photo, pooled drawing, ground truth, drawings): three
    /// thumbnails, at most 480 pixels. The runner writes them at this size and the page lays
    /// them out at it.
    package var largePictureSide: Int { min(480, thumbnailSide * 3) }
    /// Longest side of the model pictures (overlays, heatmaps, crop windows): a thumbnail, at
    /// least 160 pixels.
    package var modelPictureSide: Int { max(thumbnailSide, 160) }

    /// A grid value (pivot, adjustment) as settings are named: two decimals.
    package static func gridValue(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Setting `s` as the page and a run comparison name it: "pivot 0.30 · adjustment 1.50", led by its polarity
    /// when the spec compares both.
    package func settingName(_ s: Int) -> String {
        let setting = settings[s]
        return (comparesPolarity ? Self.polarityName(setting.lightOnDark) + " · " : "")
            + "pivot \(ReportPlan.gridValue(setting.pivot)) · adjustment \(ReportPlan.gridValue(setting.adjustment))"
    }

    /// Reads, parses and checks the spec at `path`.
    ///
    /// - Parameters:
    ///   - path: the spec file.
    ///   - confined: refuse every file the spec names outside its folder (`checkConfined()`);
    ///     preset files are checked before they are read. Default false.
    /// - Throws: `ReportSpecError`.
    public init(contentsOf path: String, confined: Bool = false) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReportSpecError.unreadable(
                spec: path, reason: FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ReportSpecError.malformed(spec: path, detail: "the file is not UTF-8 text")
        }
        try self.init(spec: try ReportSpec(yaml: text, spec: path), text: text, path: path, confined: confined)
    }

    /// Checks a parsed spec and resolves it.
    ///
    /// - Parameters:
    ///   - spec: the parsed file.
    ///   - text: its text.
    ///   - path: its path; relative paths in the spec are relative to its folder.
    ///   - confined: refuse every file the spec names outside its folder (`checkConfined()`);
    ///     preset files are checked before they are read, so nothing of a file outside is
    ///     read or shown. Default false.
    /// - Throws: `ReportSpecError`.
    public init(spec: ReportSpec, text: String, path: String, confined: Bool = false) throws {
        specPath = path
        specText = text
        let folder = (path as NSString).deletingLastPathComponent
        title = spec.title ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        inputs = try Self.inputs(spec.images ?? [], folder: folder, spec: path)

        let sweep = spec.sweep ?? ReportSpec.Sweep()
        func invalid(_ key: String, _ value: String, _ allowed: String) -> ReportSpecError {
            .invalidValue(spec: path, key: key, value: value, allowed: allowed)
        }
        func stride(_ key: String, _ text: String?, _ fallback: StrideSpec, _ range: ClosedRange<Double>) throws -> StrideSpec {
            guard let text else { return fallback }
            do {
                return try StrideSpec(parsing: text, flag: key, range: range)
            } catch LineworkError.invalidOption(_, _, let allowed) {
                throw invalid(key, text, allowed)
            }
        }
        grid = SweepGrid(
            pivots: try stride("sweep.pivots", sweep.pivots?.text, SweepGrid.default.pivots, 0...1),
            adjustments: try stride("sweep.adjustments", sweep.adjustments?.text, SweepGrid.default.adjustments, 0...3),
            maxSettings: sweep.maxSettings ?? SweepGrid.defaultMaxSettings)
        // The product is counted before any value is listed: a grid bomb fails here, at once.
        do {
            try grid.validate(pivotsName: "sweep.pivots", adjustmentsName: "sweep.adjustments", capName: "sweep.maxSettings")
        } catch LineworkError.invalidOption(let key, let value, let allowed) {
            throw invalid(key, value, allowed)
        }
        var options = ContourOptions()
        if let value = sweep.maxDimension { options.maximumImageDimension = value }
        if let value = sweep.blur { options.blurSigma = value }
        if let value = sweep.minPoints { options.minimumPointCount = value }
        var polarities: [Bool] = []
        for value in sweep.lightOnDark?.values ?? [false] where !polarities.contains(value) { polarities.append(value) }
        guard !polarities.isEmpty else { throw invalid("sweep.lightOnDark", "[]", "must be true, false or a list of them") }
        if grid.settings.count * polarities.count > grid.maxSettings {
            throw invalid("sweep.lightOnDark", "\(polarities)", "gives \(grid.settings.count * polarities.count) settings, "
                + "more than sweep.maxSettings (\(grid.maxSettings))")
        }
        self.polarities = polarities
        options.detectsDarkOnLight = !polarities[0]
        if let name = sweep.tracer {
            guard let tracer = ContourOptions.Tracer(rawValue: name) else {
                throw invalid("sweep.tracer", name, "must be border or isoline")
            }
            options.tracer = tracer
        }
        do {
            _ = try SweepRequest(options: options, grid: grid)
        } catch LineworkError.invalidOption(let field, let value, let allowed) {
            // The request names ContourOptions' fields; the spec's keys set them.
            let keys = ["maximumImageDimension": "sweep.maxDimension", "blurSigma": "sweep.blur",
                        "minimumPointCount": "sweep.minPoints"]
            throw invalid(keys[field] ?? "sweep", value, allowed)
        }
        contourOptions = options
        dedup = try Self.dedup(sweep, invalid: invalid)

        models = []
        for name in spec.saliency ?? [SaliencyModel.attention.rawValue, SaliencyModel.objectness.rawValue] {
            guard let model = SaliencyModel(rawValue: name) else { throw ReportSpecError.unknownModel(spec: path, name: name) }
            if !models.contains(model) { models.append(model) }
        }
        ownModels = try Self.ownModels(spec.models ?? [], builtIn: models.map(\.rawValue), folder: folder,
                                       inputs: inputs, spec: path)
        boundaryThresholds = spec.boundaries?.thresholds ?? 99
        guard (1...1000).contains(boundaryThresholds) else {
            throw invalid("boundaries.thresholds", "\(boundaryThresholds)", "must be 1…1000 thresholds")
        }
        bootstrap = try Self.bootstrap(spec.statistics, invalid: invalid)
        drawLines = []
        drawPresets = []
        for name in spec.draw ?? [] {
            if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                let file = name.hasPrefix("/") ? name : (folder as NSString).appendingPathComponent(name)
                if confined { try Self.checkInside(folder: folder, file, key: "draw", shown: name, spec: path) }
                let text: String
                do {
                    text = String(decoding: try InputFile.read(file), as: UTF8.self)
                } catch {
                    throw invalid("draw", name, "must be a readable preset file (\(error))")
                }
                let preset = try DrawPreset(yaml: text, source: name)
                if !drawPresets.contains(where: { $0.name == name }) {
                    drawPresets.append(DrawPresetEntry(name: name, preset: preset, path: file, fieldForm: try preset.yamlText))
                }
                continue
            }
            guard let lines = DrawOptions.Lines(rawValue: name), lines != .none else {
                throw invalid("draw", name, "must be edges, contours, levels, sweep, centerline or a preset file (.yaml)")
            }
            if !drawLines.contains(lines) { drawLines.append(lines) }
        }

        let truth = spec.groundTruth ?? ReportSpec.GroundTruth()
        tolerance = truth.tolerance ?? BoundaryMatcher.defaultTolerance
        guard tolerance.isFinite, tolerance >= 0, tolerance <= 1 else {
            throw invalid("groundTruth.tolerance", "\(tolerance)", "must be a fraction of the diagonal in 0…1")
        }
        sigma = truth.sigma ?? FixationDensity.defaultSigma
        guard sigma.isFinite, sigma >= 0 else { throw invalid("groundTruth.sigma", "\(sigma)", "must be pixels ≥ 0") }
        boundaries = try Self.folder(truth.boundaries, key: "groundTruth.boundaries", base: folder, inputs: inputs, spec: path)
        fixations = try Self.folder(truth.fixations, key: "groundTruth.fixations", base: folder, inputs: inputs, spec: path)
        objects = try Self.folder(truth.objects, key: "groundTruth.objects", base: folder, inputs: inputs, spec: path)

        let presentation = spec.report ?? ReportSpec.Presentation()
        thumbnailSide = presentation.thumbnail ?? 120
        guard (32...480).contains(thumbnailSide) else {
            throw invalid("report.thumbnail", "\(thumbnailSide)", "must be 32…480 pixels")
        }
        if let name = presentation.score {
            guard let chosen = ChartScore(rawValue: name) else {
                throw invalid("report.score", name, "must be one of \(ChartScore.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard !chosen.needsBoundaries || boundaries != nil else {
                throw invalid("report.score", name, "needs groundTruth.boundaries")
            }
            score = chosen
        } else {
            score = boundaries == nil ? .kept : .f
        }
        do {
            cropAspect = try AspectRatio(parsing: presentation.crop ?? "1:1")
        } catch {
            throw invalid("report.crop", presentation.crop ?? "", "must be W:H with positive integers")
        }
        switch presentation.sections ?? "auto" {
        case "auto": sectionLoading = inputs.count > SectionLoading.inlineLimit ? .lazy : .inline
        case let name:
            guard let chosen = SectionLoading(rawValue: name) else {
                throw invalid("report.sections", name, "must be auto, inline or lazy")
            }
            sectionLoading = chosen
        }
        if confined { try checkConfined() }
    }

    /// `folder` when it holds a map for `input`, else nil: the image is not scored by it.
    public func truth(_ folder: MapFolder?, for input: Input) -> MapFolder? {
        guard let folder, folder.file(for: input.stem) != nil else { return nil }
        return folder
    }

    /// The kinds of ground truth the spec names but the image of `stem` has no map for, in the
    /// spec's order: "boundaries", "fixations", "objects".
    public func missingTruth(stem: String) -> [String] {
        [("boundaries", boundaries), ("fixations", fixations), ("objects", objects)]
            .compactMap { kind, folder in folder.map { $0.file(for: stem) == nil ? kind : nil } ?? nil }
    }

    private static func inputs(_ entries: [String], folder: String, spec: String) throws -> [Input] {
        guard !entries.isEmpty else {
            throw ReportSpecError.invalidValue(spec: spec, key: "images", value: "", allowed: "name at least one image file or pattern")
        }
        var seen = Set<String>()
        var inputs: [Input] = []
        for entry in entries {
            let files = ImagePattern.files(entry, relativeTo: folder)
            guard !files.isEmpty else {
                if !entry.contains(where: { "*?[".contains($0) }),
                   let kind = ImagePattern.nonFileKind(ImagePattern.join(folder, entry)) {
                    throw ReportSpecError.notAnImageFile(spec: spec, entry: entry, kind: kind)
                }
                throw ReportSpecError.missingImage(spec: spec, entry: entry)
            }
            for file in files where seen.insert(file).inserted {
                let prefix = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
                let name = !prefix.isEmpty && file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
                let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                inputs.append(Input(path: file, name: name, stem: stem))
            }
        }
        var stems = Set<String>()
        for input in inputs where !stems.insert(input.stem).inserted {
            throw ReportSpecError.invalidValue(
                spec: spec, key: "images", value: input.name,
                allowed: "has the same stem as another image; stems name the ground-truth maps and must be unique")
        }
        return inputs
    }

    private static func dedup(_ sweep: ReportSpec.Sweep,
                              invalid: (String, String, String) -> ReportSpecError) throws -> DedupMode {
        if let iou = sweep.iou, !(iou > 0 && iou <= 1) { throw invalid("sweep.iou", "\(iou)", "must be a number in (0, 1]") }
        switch sweep.dedup ?? "bbox" {
        case "none": return .none
        case "bbox": return .bbox(iou: sweep.iou ?? DedupMode.defaultBoxIoU)
        case "shape": return .shape(iou: sweep.iou ?? DedupMode.defaultShapeIoU, tolerance: DedupMode.defaultShapeTolerance)
        case let other: throw invalid("sweep.dedup", other, "must be none, bbox or shape")
        }
    }

    private static func folder(_ entry: String?, key: String, base: String, inputs: [Input], spec: String) throws -> MapFolder? {
        guard let entry else { return nil }
        let path = ImagePattern.join(base, entry)
        let folder: MapFolder
        do {
            folder = try MapFolder(path: path, option: key)
        } catch LineworkError.invalidOption(_, let value, let allowed) {
            // MapFolder names the key and the path itself; the spec error names them once, the
            // folder as the spec wrote it (a file in it by its full path).
            throw ReportSpecError.invalidValue(spec: spec, key: key, value: value == path ? entry : value, allowed: allowed)
        } catch let error as LineworkError {
            throw ReportSpecError.invalidValue(spec: spec, key: key, value: entry, allowed: error.description)
        }
        // Images without a map are shown, not scored; a folder with none of them is a mistake
        // (a wrong path or naming), reported by the first image's stem.
        if let first = inputs.first, inputs.allSatisfy({ folder.file(for: $0.stem) == nil }) {
            throw ReportSpecError.missingGroundTruth(spec: spec, folder: entry, stem: first.stem)
        }
        return folder
    }
}
