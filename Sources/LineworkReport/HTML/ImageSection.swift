import LineworkContours
import LineworkCore
import LineworkEvaluation
import LineworkExperiment
import LineworkSaliency
import Plot

/// One image's part of the page: the A/B slider, the contact sheet of the settings grid, the
/// chosen score over pivot × adjustment, the sortable settings table and the models side by
/// side. The best setting (largest chosen score; first on ties) is outlined on the sheet and
/// highlighted in the table.
///
/// The page script finds its parts by these names: `.ab-block` with `select.a`, `select.b`,
/// the range input, `img.top` and `img.under` (each naming its first picture in
/// `data-initial`); every `[data-ab]` picture in the section is offered to the A/B selects under
/// that name. `input.diff-toggle` names its table in `data-table`; header cells marked
/// `data-keep` are never hidden, and `data-result` ones decide which rows repeat.
struct ImageSection {
    let plan: ReportPlan
    let index: Int
    let entry: ReportEntry
    let cache: ResultCache
    let summary: ReportSummary

    var result: ImageResult { entry.result }

    /// Reads the image's pictures from the cache and builds `<section class="image">`.
    /// - Throws: when a cached picture cannot be read.
    func node() throws -> Node<HTML.BodyContext> {
        let values = result.settings.map { ReportSummary.imageValue(plan.score, $0) }
        let best = result.bestSetting(by: plan.score)
        let sheet = try contactSheet(best: best)
        return .section(
            .class("image"), .id("image-\(index)"),
            .h2(.text(result.name)),
            .p(.class("muted"), .text(counts)),
            notScored(),
            try abSlider(),
            try drawings(),
            try boundaryModels(),
            .h3("Contact sheet ", .span(.class("muted"), .text("(each setting's traced contours, pivot down, adjustment "
                + "across; click a picture to enlarge it; each cell's command, run from the spec's folder, traces it again)"))),
            sheet,
            .group(HeatmapChart.perPolarity(plan: plan, title: plan.score.label, values: values,
                                            integers: !plan.score.needsBoundaries)),
            settingsTable(best: best),
            try models())
    }

    /// A lazy page's stand-in for the section (`ReportPlan.SectionLoading.lazy`): the image's
    /// name and counts, and in `data-src` the file the page script reads the section from,
    /// which replaces it.
    func placeholder(source: String) -> Node<HTML.BodyContext> {
        .section(
            .class("image lazy"), .id("image-\(index)"), .data(named: "src", value: source),
            .h2(.text(result.name)),
            .p(.class("muted"), .text(counts)),
            .p(.class("loading muted"), .text("This image's section is read from \(source) beside the page when you reach it.")))
    }

    /// The line under the image's name: sizes, settings, masks and contours.
    private var counts: String {
        "\(result.width)×\(result.height) px, traced at \(result.workingWidth)×\(result.workingHeight); "
            + "\(result.settings.count) settings, \(result.distinctMasks) distinct masks; "
            + "\(result.tracedTotal) contours traced, \(result.keptTotal) kept."
    }

    /// The settings' thumbnails laid out as the grid: one row per pivot, one column per
    /// adjustment (sweep order is pivot-major), each with its caption and the `linework
    /// contours` command that traces the same contours (`command(_:)`).
    ///
    /// Settings that trace the same mask share one thumbnail file, and the page embeds each file
    /// once: as a CSS class whose background is the picture and whose size is the picture's
    /// (`.t-IMAGE-K`), which every cell showing it uses. (An `<img>` per cell repeated the
    /// `data:` URI: a quarter of a 10-image, 65-setting page.) The cells are `div.thumb` with
    /// `role="img"`; the page script offers each to the A/B slider under its caption's first line.
    private func contactSheet(best: Int?) throws -> Node<HTML.BodyContext> {
        let adjustments = plan.grid.adjustments.values, pivots = plan.grid.pivots.values
        var classes: [String: String] = [:]
        var rules: [String] = []
        for setting in result.settings where classes[setting.thumbnail] == nil {
            let picture = try cache.picture(setting.thumbnail, key: entry.key)
            guard let size = Self.pngSize(picture) else {
                throw LineworkError.unreadable(path: setting.thumbnail, reason: "cached thumbnail is not a PNG")
            }
            let name = "t-\(index)-\(classes.count)"
            classes[setting.thumbnail] = name
            rules.append(".\(name){width:\(size.width)px;height:\(size.height)px;"
                + "background-image:url(\(HTMLText.dataURI(picture, name: setting.thumbnail)))}")
        }
        // One grid per polarity (the settings are polarity-major), each headed by its polarity
        // when the spec compares both.
        let perGrid = max(1, pivots.count * adjustments.count)
        var grids: [Node<HTML.BodyContext>] = []
        var cells: [Node<HTML.BodyContext>] = []
        func finishGrid() {
            guard !cells.isEmpty else { return }
            grids.append(.div(.class("sheet grid"),
                              .style("grid-template-columns:max-content repeat(\(max(1, adjustments.count)),max-content)"),
                              .group(cells)))
            cells = []
        }
        for (s, setting) in result.settings.enumerated() {
            if s % perGrid == 0 {
                finishGrid()
                if plan.comparesPolarity { grids.append(.h4(.text(ReportPlan.polarityName(setting.lightOnDark)))) }
                cells = [.div(.class("corner"))] + adjustments.map { .div(.class("head"), .text("a \(ReportPlan.gridValue($0))")) }
            }
            let position = s % perGrid
            if position % max(1, adjustments.count) == 0, position / max(1, adjustments.count) < pivots.count {
                cells.append(.div(.class("head"), .text("p \(ReportPlan.gridValue(pivots[position / adjustments.count]))")))
            }
            let thumb = classes[setting.thumbnail]!
            cells.append(.element(named: "figure", nodes: [
                .if(s == best, .class("best")),
                .div(.class("thumb \(thumb)"), .attribute(named: "role", value: "img"),
                     .attribute(named: "aria-label", value: "setting \(s)")),
                .element(named: "figcaption", nodes: [
                    .text("#\(s) · " + (plan.comparesPolarity ? (setting.lightOnDark ? "light · " : "dark · ") : "")
                        + "p \(ReportPlan.gridValue(setting.pivot)) · a \(ReportPlan.gridValue(setting.adjustment))"),
                    .br(),
                    .text("traced \(setting.traced) · kept \(setting.kept)"
                        + (setting.boundary.map { " · F \(HTMLText.score($0.f))" } ?? "")),
                    .details(.summary("command"), .code(.class("command"), .text(command(setting)))),
                ]),
            ]))
        }
        finishGrid()
        // The rules hold only class names and base64 data URIs: nothing to escape.
        return .group(.raw("<style>" + rules.joined() + "</style>"), .group(grids))
    }

    /// The width and height in a PNG's header, nil for anything else.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[0] == 0x89, bytes[1] == 0x50, bytes[12...15].elementsEqual(Array("IHDR".utf8)) else {
            return nil
        }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (word(16), word(20))
        return width > 0 && height > 0 && width <= 1 << 16 && height <= 1 << 16 ? (width, height) : nil
    }

    /// The `linework contours` command that traces a setting's contours again (as many as its
    /// `traced`), run from the spec's folder: the image as the spec names it, the setting's
    /// pivot and adjustment in full precision, and the spec's contour options where they are not
    /// the defaults.
    func command(_ setting: SettingResult) -> String {
        let options = plan.contourOptions, defaults = ContourOptions()
        // A name that starts with "-" would read as an option: "./" keeps it a path.
        let image = result.name.hasPrefix("-") ? "./" + result.name : result.name
        var words = ["linework", "contours", image, "--pivot", "\(setting.pivot)", "--adjustment", "\(setting.adjustment)"]
        if options.maximumImageDimension != defaults.maximumImageDimension {
            words += ["--max-dimension", "\(options.maximumImageDimension)"]
        }
        if options.blurSigma != defaults.blurSigma { words += ["--blur", "\(options.blurSigma)"] }
        if options.minimumPointCount != defaults.minimumPointCount { words += ["--min-points", "\(options.minimumPointCount)"] }
        if setting.lightOnDark { words.append("--light-on-dark") }
        if options.tracer != defaults.tracer { words += ["--tracer", options.tracer.rawValue] }
        return words.map(ReportPage.shellQuoted).joined(separator: " ") + " --json contours.json"
    }

    /// The note on an image without some of the spec's ground truth (shown, not scored by it),
    /// and on one that some own models have no map for (`missing: skip`).
    private func notScored() -> Node<HTML.BodyContext> {
        let missing = plan.missingTruth(stem: result.stem)
        let gaps = plan.missingModels(stem: result.stem)
        return .group(
            .if(!missing.isEmpty, .p(.class("note"), .text("Not scored against \(missing.joined(separator: ", ")): the "
                + "ground-truth folder has no \(result.stem).png for this image. It is shown for comparison and left out "
                + "of the dataset's scores."))),
            .if(!gaps.isEmpty, .p(.class("note"), .text("No map for this image from \(gaps.joined(separator: ", ")) "
                + "(missing: skip): those models are left out here and in this image's share of their dataset scores."))))
    }

    /// The spec's own boundary models' maps side by side (dark lines on white), each with its
    /// counts' scores; they join the A/B slider's choices as "model: <name>".
    private func boundaryModels() throws -> Node<HTML.BodyContext> {
        guard !result.boundaryModels.isEmpty else { return .empty }
        let figures = try result.boundaryModels.map { model -> Node<HTML.BodyContext> in
            let name = model.model.rawValue
            let picture = try cache.picture(model.picture, key: entry.key)
            let maps = plan.ownModels.first { $0.name == name }?.mapsName ?? name
            return .element(named: "figure", nodes: [
                .img(.data(named: "ab", value: "model: \(name)"), .alt("model: \(name)"),
                     .src(HTMLText.dataURI(picture, name: model.picture))),
                .element(named: "figcaption", nodes: [
                    .text("\(name) · map \(model.mapWidth)×\(model.mapHeight)"
                        + (model.boundary.map { " · P \(HTMLText.score($0.precision)) R \(HTMLText.score($0.recall)) "
                            + "F \(HTMLText.score($0.f))" } ?? "")),
                    .br(),
                    .span(.class("muted"), .text("\(maps)/\(result.stem).png")),
                ]),
            ])
        }
        return .group(.h3("Own boundary models ", .span(.class("muted"), .text("(the spec's models:, kind boundary)"))),
                      .div(.class("drawings"), .group(figures)))
    }

    /// The `draw:` line sources' pictures side by side, each with its numbers and command; they
    /// join the A/B slider's choices as "drawing: <lines>".
    private func drawings() throws -> Node<HTML.BodyContext> {
        guard !result.drawings.isEmpty else { return .empty }
        let figures = try result.drawings.map { drawing -> Node<HTML.BodyContext> in
            let picture = try cache.picture(drawing.picture, key: entry.key)
            let image = result.name.hasPrefix("-") ? "./" + result.name : result.name
            let command = ["linework", "draw", image, drawing.isPreset ? "--preset" : "--lines", drawing.lines]
                .map(ReportPage.shellQuoted).joined(separator: " ")
                + " --svg drawing.svg"
            return .element(named: "figure", nodes: [
                .img(.data(named: "ab", value: "drawing: \(drawing.lines)"), .alt("drawing: \(drawing.lines)"),
                     .src(HTMLText.dataURI(picture, name: drawing.picture))),
                .element(named: "figcaption", nodes: [
                    .text("\(drawing.lines) · \(drawing.paths) strokes · ink \(String(format: "%.0f", drawing.inkLength)) px · "
                        + "doubled \(HTMLText.score(drawing.doubledInk))"
                        + (drawing.boundary.map { " · P \(HTMLText.score($0.precision)) R \(HTMLText.score($0.recall)) "
                            + "F \(HTMLText.score($0.f))" } ?? "")),
                    .details(.summary("command"), .code(.class("command"), .text(command))),
                ]),
            ])
        }
        return .group(.h3("Drawings ", .span(.class("muted"), .text("(linework draw's line sources at its defaults)"))),
                      .div(.class("drawings"), .group(figures)))
    }

    /// The CSS class whose background is the image's photo: embedded once, shown by the A/B
    /// slider and, as windows on it, by every model's crop.
    private var photoClass: String { "p-\(index)" }

    /// The hidden photo, pooled drawing and ground-truth pictures (`TruthOverlay`) that the
    /// slider offers, and the slider itself: picture A over picture B, clipped at the range
    /// input's value. It starts with the photo over the pooled drawing.
    private func abSlider() throws -> Node<HTML.BodyContext> {
        let side = plan.largePictureSide
        let scale = Double(side) / Double(max(result.width, result.height))
        let (w, h) = (Int((Double(result.width) * scale).rounded()), Int((Double(result.height) * scale).rounded()))
        let photo = try cache.picture(result.photo, key: entry.key)
        let pooled = try cache.picture(result.pooled, key: entry.key)
        let truth = try result.truthPictures.map { file in
            (TruthOverlay.Kind.allCases.first { TruthOverlay.fileName($0) == file }?.rawValue ?? file,
             try cache.picture(file, key: entry.key))
        }
        // The rule holds only a class name and a base64 data URI: nothing to escape.
        return .group(
            .raw("<style>.\(photoClass){background-image:url(\(HTMLText.dataURI(photo, name: result.photo)))}</style>"),
            .h3("A/B"),
            .div(
                .class("renderings"), .style("display:none"),
                .div(.class(photoClass), .data(named: "ab", value: "photo"), .attribute(named: "role", value: "img"),
                     .attribute(named: "aria-label", value: "photo")),
                .img(.data(named: "ab", value: "pooled drawing"), .alt("pooled drawing"),
                     .src(HTMLText.dataURI(pooled, name: result.pooled))),
                .forEach(truth) { name, bytes in
                    .img(.data(named: "ab", value: "ground truth: \(name)"), .alt("ground truth: \(name)"),
                         .src(HTMLText.dataURI(bytes, name: "truth.png")))
                }),
            .div(
                .class("ab-block"),
                .div(
                    .class("ab-controls"),
                    "A ", .select(.class("a")), " ",
                    .input(.type(.range), .attribute(named: "min", value: "0"), .attribute(named: "max", value: "100"),
                           .value("50"), .attribute(named: "aria-label", value: "A/B split")),
                    " B ", .select(.class("b"))),
                .div(
                    .class("ab"), .style("width:\(w)px;height:\(h)px"),
                    .img(.class("under"), .data(named: "initial", value: "pooled drawing"), .alt("B"), .width(w), .height(h)),
                    .img(.class("top"), .data(named: "initial", value: "photo"), .alt("A"), .width(w), .height(h)))))
    }

    /// Every setting's threshold and counts (and boundary scores with ground truth), with the
    /// "differences only" toggle.
    private func settingsTable(best: Int?) -> Node<HTML.BodyContext> {
        let id = "settings-\(index)"
        let hasTruth = result.settings.first?.boundary != nil
        let resultColumns = ["threshold", "traced", "kept"] + (hasTruth ? ["precision", "recall", "F"] : [])
        let polarity = plan.comparesPolarity
        return .group(
            .h3("Settings"),
            .label(.input(.type(.checkbox), .class("diff-toggle"), .data(named: "table", value: id)), " differences only"),
            " ",
            .span(.class("muted"), "(hides columns equal in every row, and rows whose results repeat an earlier row)"),
            .table(
                .class("sortable"), .id(id),
                .thead(.tr(
                    .th(.attribute(named: "data-keep"), "#"), .if(polarity, .th("polarity")), .th("pivot"), .th("adjustment"),
                    .forEach(resultColumns) { .th(.attribute(named: "data-result"), .text($0)) })),
                .tbody(.forEach(result.settings.enumerated()) { s, setting in
                    let scores = setting.boundary.map { [$0.precision, $0.recall, $0.f].map(HTMLText.score) } ?? []
                    let texts = ["\(s)"] + (polarity ? [ReportPlan.polarityName(setting.lightOnDark)] : [])
                        + [ReportPlan.gridValue(setting.pivot), ReportPlan.gridValue(setting.adjustment),
                                 "\(setting.threshold)", "\(setting.traced)", "\(setting.kept)"] + scores
                    return .tr(.if(s == best, .class("best")), .forEach(texts) { .td(.text($0)) })
                })))
    }

    /// Each model's overlay, heat map and crop, its boxes, saliency and salient-object scores,
    /// the best model *on this image* outlined (by NSS with fixations, else by max F), with a
    /// note naming that score and the scored maps; then the baselines' scores.
    private func models() throws -> Node<HTML.BodyContext> {
        guard !result.models.isEmpty else { return .empty }
        let family = result.cardFamily
        let bestName = family.flatMap(result.bestModel)
        let cards = try result.models.map { model -> Node<HTML.BodyContext> in
            let name = model.model.rawValue
            let overlay = try cache.picture(model.overlay, key: entry.key)
            let heat = try cache.picture(model.heatmap, key: entry.key)
            let own = plan.ownModels.first { $0.name == name }
            let boxes = own != nil ? [] : model.boxes.isEmpty ? ["no salient object"] : model.boxes.map { box in
                let r = box.boundingBox
                return "box (\(HTMLText.score(r.x)), \(HTMLText.score(r.y)), \(HTMLText.score(r.width))×\(HTMLText.score(r.height))) "
                    + "confidence \(HTMLText.score(box.confidence))"
            }
            return .div(
                .class(name == bestName ? "model best" : "model"),
                .if(name == bestName, .data(named: "best-by", value: family?.lead ?? "")),
                .h3(.text(name)),
                .div(
                    .class("pics"),
                    .img(.data(named: "ab", value: "\(name) heatmap"), .alt("\(name) heatmap and boxes"),
                         .src(HTMLText.dataURI(overlay, name: model.overlay))),
                    .img(.class("heat"), .alt("\(name) scored map shown at 68×68"),
                         .src(HTMLText.dataURI(heat, name: model.heatmap))),
                    cropWindow(model.crop, name: name)),
                .div(.class("muted"), .text("scored map \(model.mapWidth)×\(model.mapHeight): "
                    + "\(ScoredMaps.relativeFolder(name))/\(result.stem).png"
                    + (own.map { " (a copy of \($0.mapsName)/\(result.stem).png, \($0.kind.rawValue) model)" } ?? ""))),
                .div(.class("muted"), .text("crop \(plan.cropAspect): \(model.crop.width)×\(model.crop.height) "
                    + "at (\(model.crop.x), \(model.crop.y))")),
                .div(.forEach(boxes.enumerated()) { i, line in .group(.if(i > 0, .br()), .text(line)) }),
                .unwrap(model.scores) { scores in .div(.text(Self.scoreLine(scores, .saliency))) },
                .unwrap(model.objectScores) { scores in .div(.text("objects: " + Self.scoreLine(scores, .objects))) })
        }
        let outline = family.map { family in
            "Outlined: the best model on this image by \(ScoreFamily.label(family.lead)) (higher is better). " } ?? ""
        return .group(
            .h3("Saliency models"),
            .p(.class("muted"), .text(outline
                + "Scores are of each model's map at its working resolution (16-bit), written beside this page as "
                + "\(ScoredMaps.relativeFolder("<model>"))/\(result.stem).png; the square picture is that map resampled to "
                + "68×68 for display only. linework evaluate saliency --predictions \(ScoredMaps.relativeFolder("<model>")) "
                + "--fixations <groundTruth.fixations> --sigma \(plan.sigma) (or evaluate objects --masks "
                + "<groundTruth.objects>) reproduces them."
                + (plan.ownModels.isEmpty ? "" : " The spec's own models' scored maps are their files, copied as they are; "
                    + "a saliency model is scored against the fixations and an object model against the object masks."))),
            .div(.class("models"), .group(cards)),
            .forEach(ScoreFamily.allCases) { family in
                let baselines = family.baselines(result)
                return .if(!baselines.isEmpty, .p(.class("muted"), .text(
                    (family == .saliency ? "Baselines: " : "Object baselines: ")
                        + baselines.map { "\($0.name) " + Self.scoreLine($0.scores, family) }.joined(separator: "; "))))
            })
    }

    /// A model's crop as a window on the photo: a box with the crop's aspect, its longest side
    /// the model pictures' side, whose background is the photo (`photoClass`) scaled so that
    /// the crop fills it. `background-position` in percent places the point at that fraction
    /// of the free space, so x / (width − crop width) puts the crop's left edge at the box's.
    private func cropWindow(_ crop: PixelRect, name: String) -> Node<HTML.BodyContext> {
        let side = Double(plan.modelPictureSide)
        let scale = side / Double(max(1, crop.width, crop.height))
        let (w, h) = (Int((Double(crop.width) * scale).rounded()), Int((Double(crop.height) * scale).rounded()))
        func percent(_ part: Int, _ whole: Int) -> String { HTMLText.score(100 * Double(whole) / Double(max(1, part))) }
        func place(_ at: Int, _ part: Int, _ whole: Int) -> String {
            whole > part ? HTMLText.score(100 * Double(at) / Double(whole - part)) : "0"
        }
        return .div(
            .class("crop \(photoClass)"), .attribute(named: "role", value: "img"),
            .attribute(named: "aria-label", value: "\(name) crop"),
            .style("width:\(w)px;height:\(h)px;background-size:\(percent(crop.width, result.width))% "
                + "\(percent(crop.height, result.height))%;background-position:\(place(crop.x, crop.width, result.width))% "
                + "\(place(crop.y, crop.height, result.height))%"))
    }

    /// Every metric of `family` with its score, `AUC-Judd 0.876 · NSS 1.234 · …`.
    private static func scoreLine(_ scores: MetricScores, _ family: ScoreFamily) -> String {
        family.metrics.map { "\(ScoreFamily.label($0)) \(HTMLText.score(scores[$0]))" }.joined(separator: " · ")
    }
}
