/// The settings of a contour request: Vision's knobs, with Vision's defaults, plus Linework's own.
///
/// Values are checked by `validate()` (called by `ContourRequest`), which throws a
/// `LineworkError.invalidOption` naming the option and its allowed range.
public struct ContourOptions: Sendable, Equatable, Hashable, Codable {
    /// How the contrast pivot is chosen.
    /// In a document, a number or `automatic`.
    public enum Pivot: Sendable, Equatable, Hashable, Codable {
        /// A fixed pivot in 0…1.
        case fixed(Double)
        /// The median luminance of the working image (after downscaling and blur), divided by 255.
        /// The median splits the picture into equal dark and light areas whatever its exposure,
        /// so a dim photo and a bright one of the same scene trace alike.
        case automatic
    }

    /// Which tracer turns the image into contours.
    public enum Tracer: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
        /// Suzuki–Abe border following on the binary mask: closed pixel contours with a full
        /// hierarchy, identical to OpenCV's `findContours`.
        case border
        /// Marching squares on the adjusted image at level 0.5 with linear interpolation:
        /// sub-pixel polylines, identical to scikit-image's `find_contours`; no hierarchy.
        case isoline
    }

    /// Vision's `contrastPivot`, 0…1 or automatic. Default 0.5 (Vision's).
    public var contrastPivot: Pivot
    /// Vision's `contrastAdjustment`, 0…3. Default 2.0 (Vision's).
    public var contrastAdjustment: Double
    /// Vision's `detectsDarkOnLight`. Default true (Vision's): dark strokes on light paper.
    public var detectsDarkOnLight: Bool
    /// Vision's `maximumImageDimension`, ≥ 64. Default 512 (Vision's): the input is scaled down,
    /// never up, so that its larger side is at most this.
    public var maximumImageDimension: Int

    /// Gaussian pre-blur σ in working-image pixels, 0 for none. Default 1.0.
    ///
    /// Why 1.0: at 512 px, photo grain and JPEG blocking make one- and two-pixel islands at
    /// every threshold; σ = 1 removes them while moving real edges by well under a pixel.
    public var blurSigma: Double
    /// Speckle filter: contours with fewer points are dropped, with everything inside them.
    /// Default 12, like potrace's `turdsize`: on the bundled photos at 512 px, borders under
    /// 12 points are specks (a 3×3 blob has 8) rather than strokes.
    public var minimumPointCount: Int
    /// Speckle filter by enclosed area in square working pixels (|shoelace area| of the closed
    /// contour); 0 keeps everything. Default 0: the point filter already removes specks.
    public var minimumArea: Double
    /// Global (Vision's formula, the default) or adaptive (Sauvola's local threshold) binarisation.
    public var threshold: Thresholding
    /// The tracer. Default `.border`.
    public var tracer: Tracer
    /// Which border-tracer contours to return. Default `.tree` (the full hierarchy).
    public var retrieval: ContourRetrieval

    /// Options with the given values; every parameter left out takes the default documented on
    /// its property (Vision's for Vision's four knobs), so `ContourOptions()` is Vision's request.
    ///
    /// Nothing is checked here: `ContourRequest` calls `validate()`.
    public init(contrastPivot: Pivot = .fixed(0.5), contrastAdjustment: Double = 2.0,
                detectsDarkOnLight: Bool = true, maximumImageDimension: Int = 512,
                blurSigma: Double = 1.0, minimumPointCount: Int = 12, minimumArea: Double = 0,
                threshold: Thresholding = .global, tracer: Tracer = .border,
                retrieval: ContourRetrieval = .tree) {
        self.contrastPivot = contrastPivot
        self.contrastAdjustment = contrastAdjustment
        self.detectsDarkOnLight = detectsDarkOnLight
        self.maximumImageDimension = maximumImageDimension
        self.blurSigma = blurSigma
        self.minimumPointCount = minimumPointCount
        self.minimumArea = minimumArea
        self.threshold = threshold
        self.tracer = tracer
        self.retrieval = retrieval
    }
}

extension ContourOptions.Pivot {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) {
            self = .fixed(value)
        } else if (try? container.decode(String.self)) == "automatic" {
            self = .automatic
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "must be a number in 0…1 or automatic")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .fixed(let value): try container.encode(value)
        case .automatic: try container.encode("automatic")
        }
    }
}
