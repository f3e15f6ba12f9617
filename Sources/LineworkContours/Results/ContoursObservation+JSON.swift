import LineworkCore

extension ContoursObservation {
    /// The contract's `contours --json` document (`docs/CONTRACT.md`) as values.
    ///
    /// - Parameters:
    ///   - timings: seconds per stage, given as `seconds` when the contours are left out.
    ///   - includesContours: list every contour (points in working pixels, parent, hole, index
    ///     path); otherwise only `contourCount`, `pointCount` and `seconds`.
    ///   - includesNormalizedPoints: also give each contour its points in Vision's normalised,
    ///     lower-left coordinates (`normalizedPoints`).
    ///   - art: the measurements of a drawing written alongside, as `art`.
    public func document(timings: [String: Double] = [:], includesContours: Bool = true,
                         includesNormalizedPoints: Bool = false, art: ArtSummary? = nil) -> ContoursDocument {
        var settings = options.documentSettings
        settings.pivot = pivot
        settings.pivotMode = options.contrastPivot == .automatic ? "auto" : "fixed"
        settings.adjustment = options.contrastAdjustment
        settings.threshold = threshold.cut
        var document = ContoursDocument(image: imageSize, working: workingSize, settings: settings, art: art,
                                        version: LineworkVersion.string)
        if includesContours {
            let paths = allIndexPaths()
            document.contours = (0 ..< geometry.count).map { i in
                ContoursDocument.Contour(
                    points: geometry.documentPoints(of: i), parent: geometry.parent(of: i), isHole: geometry.isHole(i),
                    closed: geometry.isClosed(i), indexPath: paths[i],
                    normalizedPoints: includesNormalizedPoints ? contour(at: i).map { $0.normalizedPoints.map(DocumentPoint.init) } : nil)
            }
        } else {
            document.contourCount = contourCount
            document.pointCount = pointCount
            document.seconds = timings
        }
        return document
    }

    /// The contract's `contours --json` text: `document(…)` written by `ContractJSONEncoder`
    /// (keys in the document's order, one contour per line, pixel points as integers).
    ///
    /// Parameters as for `document(timings:includesContours:includesNormalizedPoints:art:)`.
    public func jsonText(timings: [String: Double] = [:], includesContours: Bool = true,
                         includesNormalizedPoints: Bool = false, art: ArtSummary? = nil) -> String {
        ContractJSONEncoder().text(of: document(timings: timings, includesContours: includesContours,
                                                includesNormalizedPoints: includesNormalizedPoints, art: art))
    }
}

extension ContourOptions {
    /// The options every setting shares, as the flat fields of a `settings` object (or a
    /// sweep's `options`): scripts read them as one level of scalars. The per-trace fields
    /// (pivot, mode, adjustment, threshold) are left for the trace to fill.
    package var documentSettings: ContoursDocument.Settings {
        let adaptive = threshold.adaptive
        return ContoursDocument.Settings(
            detectsDarkOnLight: detectsDarkOnLight, maximumImageDimension: maximumImageDimension, blur: blurSigma,
            minPoints: minimumPointCount, minArea: minimumArea, tracer: tracer.rawValue, retrieval: retrieval.rawValue,
            binarization: threshold.name, window: adaptive?.window, sauvolaK: adaptive?.k,
            minimumContrast: adaptive?.minimumContrast, flattening: adaptive?.flattening)
    }
}

extension DocumentPoint {
    /// The point `(point.x, point.y)`.
    package init(_ point: Point2) { self.init(x: point.x, y: point.y) }
}

extension ContourGeometry {
    /// Contour i's points as the contract writes them: whole pixels for a pixel trace,
    /// sub-pixel for isolines.
    package func documentPoints(of i: Int) -> [DocumentPoint] {
        switch self {
        case .pixels(let trace): return trace[i].map { DocumentPoint(x: Double($0.x), y: Double($0.y)) }
        case .isolines(let lines): return lines[i].points.map(DocumentPoint.init)
        }
    }
}
