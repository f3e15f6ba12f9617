import LineworkCore

extension ContoursObservation {
    /// The contract's `contours --json` text (`docs/CONTRACT.md`).
    ///
    /// Written straight into one byte buffer: a 12-megapixel trace has millions of points, and a
    /// generic encoder spends most of its time boxing them. Keys come in a fixed order and numbers
    /// in Swift's shortest round-trip form, so the text is deterministic. `ContoursDocument` is the
    /// same JSON as values.
    ///
    /// - Parameters:
    ///   - timings: seconds per stage, written as `seconds` when the contours are left out.
    ///   - includesContours: list every contour (points in working pixels, parent, hole, index
    ///     path); otherwise only `contourCount`, `pointCount` and `seconds`.
    ///   - includesNormalizedPoints: also give each contour its points in Vision's normalised,
    ///     lower-left coordinates (`normalizedPoints`).
    ///   - art: the measurements of a drawing written alongside, as `art`.
    public func jsonText(timings: [String: Double] = [:], includesContours: Bool = true,
                         includesNormalizedPoints: Bool = false, art: ArtSummary? = nil) -> String {
        var out = JSONBuilder()
        out.open("{")
        out.key("image"); out.size(imageSize)
        out.key("working"); out.size(workingSize)
        out.key("settings"); writeSettings(into: &out)
        if includesContours {
            out.key("contours")
            writeContours(normalized: includesNormalizedPoints, into: &out)
        } else {
            out.key("contourCount"); out.number(contourCount)
            out.key("pointCount"); out.number(pointCount)
            out.key("seconds"); out.dictionary(timings)
        }
        out.art(art)
        out.key("version"); out.string(LineworkVersion.string)
        out.close("}")
        return out.text
    }

    /// The same document as values: `jsonText` parsed.
    ///
    /// - Throws: never for text this library wrote; a `DecodingError` would be a bug.
    public func document(timings: [String: Double] = [:], includesContours: Bool = true,
                         includesNormalizedPoints: Bool = false, art: ArtSummary? = nil) throws -> ContoursDocument {
        try ContoursDocument(jsonText: jsonText(timings: timings, includesContours: includesContours,
                                                includesNormalizedPoints: includesNormalizedPoints, art: art))
    }

    private func writeSettings(into out: inout JSONBuilder) {
        out.open("{")
        out.key("pivot"); out.number(pivot)
        out.key("pivotMode"); out.string(options.contrastPivot == .automatic ? "auto" : "fixed")
        out.key("adjustment"); out.number(options.contrastAdjustment)
        options.writeFields(into: &out)
        out.key("threshold"); out.number(threshold.cut)
        out.close("}")
    }

    private func writeContours(normalized: Bool, into out: inout JSONBuilder) {
        let paths = allIndexPaths()
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
            if normalized, let contour = contour(at: i) {
                out.key("normalizedPoints"); out.points(contour.normalizedPoints)
            }
            out.close("}")
        }
        out.newline()
        out.close("]")
    }
}

extension ContourOptions {
    /// The options every setting shares, as flat keys of a `settings` (or a sweep's `options`)
    /// object: scripts read them as one level of scalars.
    package func writeFields(into out: inout JSONBuilder) {
        out.key("detectsDarkOnLight"); out.bool(detectsDarkOnLight)
        out.key("maximumImageDimension"); out.number(maximumImageDimension)
        out.key("blur"); out.number(blurSigma)
        out.key("minPoints"); out.number(minimumPointCount)
        out.key("minArea"); out.number(minimumArea)
        out.key("tracer"); out.string(tracer.rawValue)
        out.key("retrieval"); out.string(retrieval.rawValue)
        out.key("binarization"); out.string(threshold.name)
        if let adaptive = threshold.adaptive {
            out.key("window"); out.number(adaptive.window)
            out.key("sauvolaK"); out.number(adaptive.k)
            out.key("minimumContrast"); out.number(adaptive.minimumContrast)
            out.key("flattening"); out.number(adaptive.flattening)
        }
    }
}

extension JSONBuilder {
    /// Integer pixel points as `[[x, y], …]`, without allocating strings.
    package mutating func points(_ points: ArraySlice<PixelPoint>) {
        open("[")
        for point in points { pair(point.x, point.y) }
        close("]")
    }

    /// Sub-pixel or normalised points as `[[x, y], …]`.
    package mutating func points(_ points: [Point2]) {
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
