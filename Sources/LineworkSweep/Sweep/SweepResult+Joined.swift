import LineworkContours
import LineworkCore

extension SweepResult {
    /// Several sweeps of one image (each with its own polarity, say) as one: their settings,
    /// thresholds, traces and pooled contours in the order given, so setting `s` of the second
    /// sweep becomes setting `parts[0].settings.count + s`. De-duplicating the joined result
    /// pools contours across the parts (a boundary traced as a dark region's outline and again
    /// as the light region's is drawn once).
    ///
    /// The parts must share their image and working sizes; the joined result keeps the first
    /// part's `options`, and each setting keeps its own polarity in its threshold
    /// (`detectsDarkOnLight(ofSetting:)`). Returns nil for no parts or parts of different sizes.
    public static func joined(_ parts: [SweepResult]) -> SweepResult? {
        guard let first = parts.first,
              parts.allSatisfy({ $0.imageSize == first.imageSize && $0.workingSize == first.workingSize }) else { return nil }
        var settings: [SweepSetting] = [], thresholds: [ContrastThreshold] = [], traces: [ContourGeometry] = []
        var traceOfSetting: [Int] = [], entries: [Entry] = [], boxes: [BoundingBox] = []
        for part in parts {
            let (settingOffset, traceOffset) = (Int32(settings.count), traces.count)
            settings += part.settings
            thresholds += part.thresholds
            traceOfSetting += part.traceOfSetting.map { $0 + traceOffset }
            traces += part.traces
            entries += part.entries.map { Entry(setting: $0.setting + settingOffset, contour: $0.contour) }
            boxes += part.boxes
        }
        return SweepResult(settings: settings, thresholds: thresholds, traces: traces, traceOfSetting: traceOfSetting,
                           entries: entries, boxes: boxes, imageSize: first.imageSize, workingSize: first.workingSize,
                           options: first.options)
    }
}
