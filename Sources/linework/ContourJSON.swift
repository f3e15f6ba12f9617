import LineworkArt
import LineworkContours
import LineworkCore

/// JSON text for contour results, in the contract's shape.
///
/// Written by hand into one byte buffer: a 12-megapixel trace has millions of points, and a
/// generic encoder spends most of its time boxing them. Keys are in a fixed order, numbers in
/// Swift's shortest round-trip form, so the output is deterministic.
enum ContourJSON {
    static func observation(_ observation: ContoursObservation, timings: [String: Double],
                            includeContours: Bool, normalized: Bool, art: LineArt? = nil) -> String {
        var out = JSONBuilder()
        out.open("{")
        out.key("image"); out.size(observation.imageSize)
        out.key("working"); out.size(observation.workingSize)
        out.key("settings"); settings(observation, into: &out)
        if includeContours {
            out.key("contours")
            contours(observation, normalized: normalized, into: &out)
        } else {
            out.key("contourCount"); out.number(observation.contourCount)
            out.key("pointCount"); out.number(observation.pointCount)
            out.key("seconds"); out.dictionary(timings)
        }
        out.art(art)
        out.key("version"); out.string(LineworkVersion.string)
        out.close("}")
        return out.text
    }

    static func settings(_ observation: ContoursObservation, into out: inout JSONBuilder) {
        out.open("{")
        out.key("pivot"); out.number(observation.pivot)
        out.key("pivotMode"); out.string(observation.options.contrastPivot == .automatic ? "auto" : "fixed")
        out.key("adjustment"); out.number(observation.options.contrastAdjustment)
        optionFields(observation.options, into: &out)
        out.key("threshold"); out.number(observation.threshold.cut)
        out.close("}")
    }

    /// The options shared by every setting of a sweep (no pivot or adjustment).
    static func options(_ options: ContourOptions, into out: inout JSONBuilder) {
        out.open("{")
        optionFields(options, into: &out)
        out.close("}")
    }

    private static func optionFields(_ options: ContourOptions, into out: inout JSONBuilder) {
        out.key("detectsDarkOnLight"); out.bool(options.detectsDarkOnLight)
        out.key("maximumImageDimension"); out.number(options.maximumImageDimension)
        out.key("blur"); out.number(options.blurSigma)
        out.key("minPoints"); out.number(options.minimumPointCount)
        out.key("minArea"); out.number(options.minimumArea)
        out.key("tracer"); out.string(options.tracer.rawValue)
        out.key("retrieval"); out.string(options.retrieval.rawValue)
        // Flat scalars, like every other setting: scripts read `settings` as one level of keys.
        out.key("binarization"); out.string(options.threshold.name)
        if let adaptive = options.threshold.adaptive {
            out.key("window"); out.number(adaptive.window)
            out.key("sauvolaK"); out.number(adaptive.k)
            out.key("minimumContrast"); out.number(adaptive.minimumContrast)
            out.key("flattening"); out.number(adaptive.flattening)
        }
    }

    static func contours(_ observation: ContoursObservation, normalized: Bool, into out: inout JSONBuilder) {
        let geometry = observation.geometry
        let paths = observation.allIndexPaths()
        out.open("[")
        for i in 0..<geometry.count {
            out.lineBreak()
            out.open("{")
            out.key("points")
            switch geometry {
            case .pixels(let trace): out.points(trace[i])
            case .isolines(let lines): out.points(lines[i].points)
            }
            out.key("parent")
            if let parent = geometry.parent(of: i) { out.number(parent) } else { out.raw("null") }
            out.key("isHole"); out.bool(geometry.isHole(i))
            out.key("closed"); out.bool(geometry.isClosed(i))
            out.key("indexPath"); out.numbers(paths[i])
            if normalized {
                out.key("normalizedPoints"); out.points(observation.contour(at: i)!.normalizedPoints)
            }
            out.close("}")
        }
        out.newline()
        out.close("]")
    }
}

extension JSONBuilder {
    mutating func size(_ size: PixelSize) {
        open("{")
        key("width"); number(size.width)
        key("height"); number(size.height)
        close("}")
    }

    mutating func points(_ points: ArraySlice<PixelPoint>) {
        open("[")
        for point in points { pair(point.x, point.y) }
        close("]")
    }

    mutating func points(_ points: [Point2]) {
        open("[")
        for point in points {
            open("[")
            number(point.x)
            number(point.y)
            close("]")
        }
        close("]")
    }
}
