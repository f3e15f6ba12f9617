import LineworkContours
import LineworkCore
import LineworkRender
import LineworkSaliency
import LineworkSweep
import LineworkTone
import LineworkVector

extension DrawOptions {
    /// Draw's option names (`linework draw --stroke-width …` without the dashes), in the order
    /// `applying(flags:)` applies them: a setting that needs another (`hatch-spacing` needs a
    /// `tone`, `landscape` a `page`) comes after it.
    public static let flagNames: [String] = [
        "lines", "weight", "tone", "style",
        "threshold", "pivot", "adjustment", "levels",
        "blur", "max-dimension", "light-on-dark",
        "window", "sauvola-k", "min-contrast", "flatten",
        "tracer", "retrieval", "min-points", "min-area",
        "pivots", "adjustments", "max-settings", "support", "bundle",
        "hatch-spacing", "hatch-levels", "hatch-angle", "dots", "dot-size-by-tone",
        "pens", "color",
        "saliency-model", "min-saliency", "salient-region", "subject", "face-detail",
        "curves", "alphamax", "smooth", "simplify",
        "min-length", "merge", "plotter-order", "keep-frame",
        "stroke-width", "scale", "page", "landscape", "margin",
        "background", "photo-fade", "color-map",
    ]

    /// The switches among `flagNames`: they take true or false (`--curves`, `--no-curves`).
    public static let switchNames: Set<String> = [
        "light-on-dark", "color", "dot-size-by-tone", "salient-region", "curves", "smooth", "plotter-order", "keep-frame", "landscape",
    ]

    /// These options with draw's command-line settings applied, each by its option's name
    /// (`stroke-width: 1.5`, `curves: false`, `pivot: auto`), as `linework draw` applies its
    /// flags and as flag-named presets (`DrawPreset`) are read.
    ///
    /// The line source is not changed here (`lines` is skipped): it chooses the defaults
    /// (`defaults(for:)`) the settings apply to, so the caller starts from those. A setting
    /// that refines another applies only when that one is there: `hatch-*` and `dot*` with a tone,
    /// `alphamax` with curves, `landscape` and `margin` with a page, `photo-fade` with the
    /// photo backdrop; `scale` leaves a page alone.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the option, for a name outside
    ///   `flagNames` or a value of the wrong kind (text for a number, a word outside an
    ///   option's choices). Ranges are checked by `validate()`, which names the field.
    public func applying(flags settings: [String: DrawPreset.Value]) throws -> DrawOptions {
        if let unknown = settings.keys.sorted().first(where: { !Self.flagNames.contains($0) }) {
            let hint = NameSuggestions.hint(for: unknown, among: Self.flagNames)
            throw LineworkError.invalidOption(name: unknown, value: settings[unknown]?.description ?? "",
                                              allowed: "is not one of draw's options" + (hint.isEmpty ? "" : "; \(hint)"))
        }
        var options = self
        for name in Self.flagNames {
            guard let value = settings[name] else { continue }
            try options.apply(FlagSetting(name: name, value: value))
        }
        return options
    }

    /// One setting being applied: its name and value, read as the kind the option takes.
    private struct FlagSetting {
        let name: String
        let value: DrawPreset.Value

        func number() throws -> Double {
            if case .number(let number) = value { return number }
            if case .text(let text) = value, let number = Double(text) { return number }
            throw LineworkError.invalidOption(name: name, value: value.description, allowed: "must be a number")
        }

        func integer() throws -> Int {
            let number = try number()
            guard number == number.rounded(), abs(number) < 1e9 else {
                throw LineworkError.invalidOption(name: name, value: value.description, allowed: "must be an integer")
            }
            return Int(number)
        }

        func switched() throws -> Bool {
            if case .switched(let on) = value { return on }
            throw LineworkError.invalidOption(name: name, value: value.description, allowed: "is a switch: must be true or false")
        }

        func text() throws -> String {
            switch value {
            case .text(let text): return text
            case .number: return value.description
            case .switched:
                throw LineworkError.invalidOption(name: name, value: value.description, allowed: "takes a value, not true or false")
            }
        }

        /// The text as one of `Choice`'s raw values.
        func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) throws -> Choice where Choice.RawValue == String {
            let text = try text()
            guard let choice = Choice(rawValue: text) else {
                throw LineworkError.invalidOption(name: name, value: text,
                                                  allowed: "must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return choice
        }
    }

    /// The adaptive threshold settings the `window`…`flatten` options refine: the threshold's
    /// own when it is adaptive, and the uneven-page fallback's.
    private mutating func refineAdaptive(_ change: (inout AdaptiveThreshold) -> Void) {
        if case .adaptive(var settings) = contour.threshold {
            change(&settings)
            contour.threshold = .adaptive(settings)
        }
        if var fallback = adaptiveWhenUneven {
            change(&fallback)
            adaptiveWhenUneven = fallback
        }
    }

    // One case per option; the order of `flagNames` is the order of application.
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private mutating func apply(_ setting: FlagSetting) throws {
        switch setting.name {
        case "lines":
            _ = try setting.choice(Lines.self)   // chosen by the caller: it picks the defaults
        case "weight": weight = try setting.choice(Weight.self)
        case "tone":
            let name = try setting.text()
            if name == "none" {
                tone = nil
            } else {
                let style = try setting.choice(HatchOptions.Style.self)
                if tone == nil { tone = HatchOptions(style: style) } else { tone?.style = style }
            }
        case "style":
            art.style = try setting.choice(ArtStyle.self)
            if art.style == .saliency { weight = .saliency }
            if art.style == .pose { weight = .pose }
        case "threshold":
            switch try setting.text() {
            case "global": contour.threshold = .global
            case "adaptive": contour.threshold = .adaptive(contour.threshold.adaptive ?? adaptiveWhenUneven ?? AdaptiveThreshold())
            default:
                throw LineworkError.invalidOption(name: setting.name, value: setting.value.description, allowed: "must be global or adaptive")
            }
            // A threshold chosen by hand is kept on uneven pages too.
            adaptiveWhenUneven = nil
        case "pivot":
            if case .text(let text) = setting.value, text.lowercased() == "auto" {
                contour.contrastPivot = .automatic
            } else {
                contour.contrastPivot = .fixed(try setting.number())
            }
        case "adjustment": contour.contrastAdjustment = try setting.number()
        case "levels": levelCount = try setting.integer()
        case "blur": contour.blurSigma = try setting.number()
        case "max-dimension": contour.maximumImageDimension = try setting.integer()
        case "light-on-dark": contour.detectsDarkOnLight = !(try setting.switched())
        case "window": let window = try setting.integer(); refineAdaptive { $0.window = window }
        case "sauvola-k": let k = try setting.number(); refineAdaptive { $0.k = k }
        case "min-contrast": let contrast = try setting.number(); refineAdaptive { $0.minimumContrast = contrast }
        case "flatten": let radius = try setting.integer(); refineAdaptive { $0.flattening = radius }
        case "tracer": contour.tracer = try setting.choice(ContourOptions.Tracer.self)
        case "retrieval": contour.retrieval = try setting.choice(ContourRetrieval.self)
        case "min-points": contour.minimumPointCount = try setting.integer()
        case "min-area": contour.minimumArea = try setting.number()
        case "pivots": grid.pivots = try StrideSpec(parsing: try setting.text(), flag: "pivots", range: 0...1)
        case "adjustments": grid.adjustments = try StrideSpec(parsing: try setting.text(), flag: "adjustments", range: 0...3)
        case "max-settings": grid.maxSettings = try setting.integer()
        case "support": sweepSupport = try setting.number()
        case "bundle":
            let tolerance = try setting.number()
            if tolerance == 0 {
                bundles = nil
            } else {
                var merger = bundles ?? BundleMerger()
                merger.tolerance = tolerance
                bundles = merger
            }
        case "hatch-spacing": let spacing = try setting.number(); tone?.spacing = spacing
        case "hatch-levels": let levels = try setting.integer(); tone?.levels = levels
        case "hatch-angle": let angle = try setting.number(); tone?.angle = angle
        case "dots": let dots = try setting.integer(); tone?.dots = dots
        case "dot-size-by-tone": let sized = try setting.switched(); tone?.dotSizeByTone = sized
        case "pens": pens = try setting.integer()
        case "color": separatesColours = try setting.switched()
        case "saliency-model": saliencyModel = try setting.choice(SaliencyModel.self)
        case "min-saliency": art.minimumWeight = try setting.number()
        case "salient-region": keepsSalientRegionOnly = try setting.switched()
        case "subject": subject = try setting.choice(Subject.self)
        case "face-detail": faces = try setting.choice(Faces.self)
        case "curves":
            if try setting.switched() {
                if art.vector.curves == nil { art.vector.curves = try CurveFitter() }
            } else {
                art.vector.curves = nil
            }
        case "alphamax":
            let alphaMax = try setting.number()
            if let fitter = art.vector.curves {
                art.vector.curves = try CurveFitter(alphaMax: alphaMax, optimizationTolerance: fitter.optimizationTolerance)
            }
        case "smooth": art.vector.smoothing = try setting.switched() ? (art.vector.smoothing ?? PathSmoothing()) : nil
        case "simplify": art.vector.simplifyEpsilon = try setting.number()
        case "min-length": art.vector.minimumLength = try setting.number()
        case "merge": art.vector.mergeTolerance = try setting.number()
        case "plotter-order": art.vector.sortForPlotter = try setting.switched()
        case "keep-frame": art.keepsFrame = try setting.switched()
        case "stroke-width": art.strokeWidth = try setting.number()
        case "scale":
            let scale = try setting.number()
            if case .page = art.sheet {} else { art.sheet = .working(scale: scale) }
        case "page":
            let size: Page.Size
            switch try setting.text() {
            case "a4": size = .a4
            case "a3": size = .a3
            case "letter": size = .letter
            default:
                throw LineworkError.invalidOption(name: setting.name, value: setting.value.description, allowed: "must be a4, a3 or letter")
            }
            if case .page(var page) = art.sheet { page.size = size; art.sheet = .page(page) } else { art.sheet = .page(Page(size: size)) }
        case "landscape":
            let landscape = try setting.switched()
            if case .page(var page) = art.sheet {
                page.orientation = landscape ? .landscape : .portrait
                art.sheet = .page(page)
            }
        case "margin":
            let margin = try setting.number()
            if case .page(var page) = art.sheet {
                page.marginMillimetres = margin
                art.sheet = .page(page)
            }
        case "background":
            switch try setting.text() {
            case "transparent": art.backdrop = .transparent
            case "white": art.backdrop = .white
            case "paper": art.backdrop = .paper
            case "photo":
                if case .photo = art.backdrop {} else { art.backdrop = .photo(fade: ArtOptions.Backdrop.defaultPhotoFade) }
            default:
                throw LineworkError.invalidOption(name: setting.name, value: setting.value.description,
                                                  allowed: "must be transparent, white, paper or photo")
            }
            drawsBackdropInSVG = true
        case "photo-fade":
            let fade = try setting.number()
            if case .photo = art.backdrop { art.backdrop = .photo(fade: fade) }
        case "color-map": art.colorMap = try setting.choice(ColorMap.self)
        default:
            break   // every name of `flagNames` has its case above
        }
    }
}
