import LineworkArt
import LineworkContours
import LineworkCore
import LineworkSweep

/// A sweep and its de-duplication, as the contract's JSON.
struct SweepReport {
    let result: SweepResult
    let kept: [Bool]
    let mode: DedupMode
    let timings: [String: Double]
    /// The drawing, when one was written.
    var art: LineArt? = nil

    var tracedCount: Int { result.entries.count }
    var keptCount: Int { kept.lazy.filter { $0 }.count }

    func json(includeContours: Bool, includeDropped: Bool) -> String {
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
        out.key("options"); ContourJSON.options(result.options, into: &out)
        out.key("dedup"); dedupJSON(into: &out)
        if includeContours {
            out.key("contours")
            contours(includeDropped: includeDropped, into: &out)
            out.key("stats"); stats(into: &out)
        } else {
            statsFields(into: &out)
            out.key("stats"); stats(into: &out)
        }
        out.key("version"); out.string(LineworkVersion.string)
        out.close("}")
        return out.text
    }

    private func dedupJSON(into out: inout JSONBuilder) {
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

    private func stats(into out: inout JSONBuilder) {
        out.open("{")
        statsFields(into: &out)
        out.close("}")
    }

    private func statsFields(into out: inout JSONBuilder) {
        out.key("tracedCount"); out.number(tracedCount)
        out.key("keptCount"); out.number(keptCount)
        out.key("pointCount"); out.number(result.pointCount)
        out.key("distinctMasks"); out.number(result.tracedMaskCount)
        out.key("seconds"); out.dictionary(timings)
        out.art(art)
    }

    private func contours(includeDropped: Bool, into out: inout JSONBuilder) {
        out.open("[")
        for (e, entry) in result.entries.enumerated() where kept[e] || includeDropped {
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
