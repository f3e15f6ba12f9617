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

    /// The contract's `sweep --json` text (or, without contours, `--stats`).
    ///
    /// - Parameters:
    ///   - includesContours: list the kept contours (points in working pixels, `bbox`, `kept`);
    ///     otherwise the counts appear at the top level as well as in `stats`.
    ///   - includesDropped: also list the dropped contours, with `kept: false`.
    public func jsonText(includesContours: Bool = true, includesDropped: Bool = false) -> String {
        var keptPerSetting = [Int](repeating: 0, count: result.settings.count)
        for (e, entry) in result.entries.enumerated() where kept[e] { keptPerSetting[Int(entry.setting)] += 1 }
        var out = JSONBuilder()
        out.open("{")
        out.key("image"); out.size(result.imageSize)
        out.key("working"); out.size(result.workingSize)
        out.key("settings")
        out.open("[")
        for (s, setting) in result.settings.enumerated() {
            out.open("{")
            out.key("pivot"); out.number(setting.pivot)
            out.key("adjustment"); out.number(setting.adjustment)
            out.key("contourCount"); out.number(result.contourCount(ofSetting: s))
            out.key("keptCount"); out.number(keptPerSetting[s])
            out.key("threshold"); out.number(result.thresholds[s].cut)
            out.close("}")
        }
        out.close("]")
        out.key("options")
        out.open("{")
        result.options.writeFields(into: &out)
        out.close("}")
        out.key("dedup"); writeDedup(into: &out)
        if includesContours {
            out.key("contours")
            writeContours(includesDropped: includesDropped, into: &out)
        } else {
            writeStatsFields(into: &out)
        }
        out.key("stats")
        out.open("{")
        writeStatsFields(into: &out)
        out.close("}")
        out.key("version"); out.string(LineworkVersion.string)
        out.close("}")
        return out.text
    }

    /// The same document as values: `jsonText` parsed.
    ///
    /// - Throws: never for text this library wrote; a `DecodingError` would be a bug.
    public func document(includesContours: Bool = true, includesDropped: Bool = false) throws -> SweepDocument {
        try SweepDocument(jsonText: jsonText(includesContours: includesContours, includesDropped: includesDropped))
    }

    private func writeDedup(into out: inout JSONBuilder) {
        out.open("{")
        out.key("mode"); out.string(mode.name)
        switch mode {
        case .none: break
        case .bbox(let iou): out.key("iou"); out.number(iou)
        case .shape(let iou, let tolerance):
            out.key("iou"); out.number(iou)
            out.key("tolerance"); out.number(tolerance)
        }
        out.close("}")
    }

    private func writeStatsFields(into out: inout JSONBuilder) {
        out.key("tracedCount"); out.number(tracedCount)
        out.key("keptCount"); out.number(keptCount)
        out.key("pointCount"); out.number(result.pointCount)
        out.key("distinctMasks"); out.number(result.tracedMaskCount)
        out.key("seconds"); out.dictionary(timings)
        out.art(art)
    }

    private func writeContours(includesDropped: Bool, into out: inout JSONBuilder) {
        out.open("[")
        for (e, entry) in result.entries.enumerated() where kept[e] || includesDropped {
            let (geometry, index) = result.contour(e)
            out.lineBreak()
            out.open("{")
            out.key("setting"); out.number(Int(entry.setting))
            out.key("contour"); out.number(index)
            out.key("points")
            switch geometry {
            case .pixels(let trace): out.points(trace[index])
            case .isolines(let lines): out.points(lines[index].points)
            }
            let box = result.boxes[e]
            out.key("bbox")
            out.open("[")
            for value in [box.x, box.y, box.width, box.height] { out.compactNumber(value) }
            out.close("]")
            out.key("isHole"); out.bool(geometry.isHole(index))
            out.key("closed"); out.bool(geometry.isClosed(index))
            out.key("kept"); out.bool(kept[e])
            out.close("}")
        }
        out.newline()
        out.close("]")
    }
}

extension JSONBuilder {
    /// A number printed as an integer when it is one (pixel boxes), else in full.
    mutating func compactNumber(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15 { number(Int(value)) } else { number(value) }
    }
}
