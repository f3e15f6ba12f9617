import LineworkContours
import LineworkCore

/// A sweep and its de-duplication, for the contract's `sweep --json` and `--stats` documents.
public struct SweepReport: Sendable {
    /// The traced sweep.
    public var result: SweepResult
    /// Which of `result.entries` the de-duplication kept (`Deduplicator.keep`), one per entry.
    public var kept: [Bool]
    /// The de-duplication that decided `kept`.
    public var mode: DedupMode
    /// Seconds per stage (decode, prepare, trace, dedup, render …).
    public var timings: [String: Double]
    /// The drawing written alongside, if any.
    public var art: ArtSummary?

    /// Bundles a sweep with its de-duplication.
    ///
    /// - Throws: `LineworkError.invalidOption` (field `kept`) when `kept` does not have one flag
    ///   per entry of `result`.
    public init(result: SweepResult, kept: [Bool], mode: DedupMode, timings: [String: Double] = [:],
                art: ArtSummary? = nil) throws {
        guard kept.count == result.entries.count else {
            throw LineworkError.invalidOption(name: "kept", value: "\(kept.count) flags",
                                              allowed: "must have one flag per traced contour (\(result.entries.count))")
        }
        self.result = result
        self.kept = kept
        self.mode = mode
        self.timings = timings
        self.art = art
    }

    /// Contours traced over every setting.
    public var tracedCount: Int { result.entries.count }
    /// Contours kept by the de-duplication.
    public var keptCount: Int { kept.lazy.filter { $0 }.count }

    /// The contract's `sweep --json` document (or, without contours, `--stats`) as values.
    ///
    /// - Parameters:
    ///   - includesContours: list the kept contours (points in working pixels, `bbox`, `kept`);
    ///     otherwise the counts appear at the top level as well as in `stats`.
    ///   - includesDropped: also list the dropped contours, with `kept: false`.
    public func document(includesContours: Bool = true, includesDropped: Bool = false) -> SweepDocument {
        var keptPerSetting = [Int](repeating: 0, count: result.settings.count)
        for (e, entry) in result.entries.enumerated() where kept[e] { keptPerSetting[Int(entry.setting)] += 1 }
        let settings = result.settings.enumerated().map { s, setting in
            SweepDocument.Setting(pivot: setting.pivot, adjustment: setting.adjustment,
                                  contourCount: result.contourCount(ofSetting: s), keptCount: keptPerSetting[s],
                                  threshold: result.thresholds[s].cut)
        }
        let dedup: SweepDocument.Dedup
        switch mode {
        case .none: dedup = SweepDocument.Dedup(mode: mode.name)
        case .bbox(let iou): dedup = SweepDocument.Dedup(mode: mode.name, iou: iou)
        case .shape(let iou, let tolerance): dedup = SweepDocument.Dedup(mode: mode.name, iou: iou, tolerance: tolerance)
        }
        let stats = SweepDocument.Stats(tracedCount: tracedCount, keptCount: keptCount, pointCount: result.pointCount,
                                        distinctMasks: result.distinctMaskCount, seconds: timings, art: art)
        var document = SweepDocument(image: result.imageSize, working: result.workingSize, settings: settings,
                                     options: result.options.documentSettings, dedup: dedup, stats: stats,
                                     version: LineworkVersion.string)
        if includesContours {
            document.contours = result.entries.indices.compactMap { e in
                guard kept[e] || includesDropped else { return nil }
                let (geometry, index) = result.contour(e)
                let box = result.boxes[e]
                return SweepDocument.Contour(setting: Int(result.entries[e].setting), contour: index,
                                             points: geometry.documentPoints(of: index),
                                             bbox: [box.x, box.y, box.width, box.height], isHole: geometry.isHole(index),
                                             closed: geometry.isClosed(index), kept: kept[e])
            }
        } else {
            (document.tracedCount, document.keptCount, document.pointCount) = (stats.tracedCount, stats.keptCount, stats.pointCount)
            (document.distinctMasks, document.seconds, document.art) = (stats.distinctMasks, stats.seconds, stats.art)
        }
        return document
    }

    /// The contract's `sweep --json` text (or, without contours, `--stats`): `document(…)`
    /// written by `ContractJSONEncoder`. Parameters as for `document(includesContours:includesDropped:)`.
    public func jsonText(includesContours: Bool = true, includesDropped: Bool = false) -> String {
        ContractJSONEncoder().text(of: document(includesContours: includesContours, includesDropped: includesDropped))
    }
}
