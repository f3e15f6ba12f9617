import LineworkContours
import LineworkCore

/// Every contour of every setting of a sweep, pooled in sweep order.
///
/// Settings that reduce to the same integer threshold share one trace (`traces`), so a sweep of
/// 65 settings holds only as many point arenas as it has distinct masks. `entries` lists the
/// pooled contours — setting by setting (pivot-major, then adjustment), tracer order within a
/// setting — and `boxes` their bounding boxes, in the same order.
public struct SweepResult: Sendable, Equatable {
    /// One pooled contour: which setting it belongs to and which contour of that setting's trace.
    public struct Entry: Sendable, Equatable, Hashable {
        /// Index of the setting in `settings`.
        public var setting: Int32
        /// Index of the contour in that setting's trace.
        public var contour: Int32
    }

    /// The grid points, in sweep order.
    public let settings: [SweepSetting]
    /// The integer threshold of each setting.
    public let thresholds: [ContrastThreshold]
    /// The distinct traces.
    public let traces: [ContourGeometry]
    /// For each setting, the index of its trace in `traces`.
    public let traceOfSetting: [Int]
    /// The pooled contours, in sweep order.
    public let entries: [Entry]
    /// The bounding box of each entry (see `ContourGeometry.boundingBox(of:)` for the convention).
    public let boxes: [BoundingBox]
    /// Upright input size and working size.
    public let imageSize: PixelSize
    /// The working image's size: the extent of the contours' coordinates.
    public let workingSize: PixelSize
    /// The base options (pivot and adjustment come from each setting). For a `joined` result,
    /// the first part's: each setting's polarity is `thresholds[s].darkOnLight`, and
    /// `detectsDarkOnLight(ofSetting:)` reads it.
    public let options: ContourOptions

    /// Whether setting `s` traced dark regions on a light ground: its own threshold's polarity,
    /// which in a `joined` result may differ from `options.detectsDarkOnLight`.
    public func detectsDarkOnLight(ofSetting s: Int) -> Bool { thresholds[s].darkOnLight }

    /// The geometry of setting `s`.
    public func geometry(ofSetting s: Int) -> ContourGeometry { traces[traceOfSetting[s]] }

    /// The geometry and contour index of entry `e`.
    public func contour(_ e: Int) -> (geometry: ContourGeometry, index: Int) {
        let entry = entries[e]
        return (geometry(ofSetting: Int(entry.setting)), Int(entry.contour))
    }

    /// Number of contours of setting `s`.
    public func contourCount(ofSetting s: Int) -> Int { geometry(ofSetting: s).count }

    /// Points over all pooled contours (a shared trace counts once per setting using it).
    public var pointCount: Int {
        traceOfSetting.reduce(0) { $0 + traces[$1].pointCount }
    }

    /// Contours traced over every setting (the documents' `tracedCount`): one per entry.
    public var tracedContourCount: Int { entries.count }

    /// Distinct binary masks traced (the documents' `distinctMasks`): settings whose masks come
    /// out the same share one trace, so this is at most `settings.count`, and unrelated to how
    /// many contours were traced (`tracedContourCount`).
    public var distinctMaskCount: Int { traces.count }

    /// Distinct binary masks traced: `distinctMaskCount`.
    @available(*, deprecated, renamed: "distinctMaskCount")
    public var tracedMaskCount: Int { distinctMaskCount }
}
