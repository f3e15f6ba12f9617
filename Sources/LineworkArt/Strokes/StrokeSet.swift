import LineworkCore
import LineworkContours
import LineworkCore
import LineworkSweep

/// The strokes of one image, with the sizes and setting names the drawing needs: the value that
/// passes from tracing (a contour request, a sweep, a centerline pass) to `LineArt`.
public struct StrokeSet: Sendable, Equatable {
    /// The upright input image's size; the canvas defaults to it.
    public var imageSize: PixelSize
    /// The working image's size: the extent of the strokes' coordinates.
    public var workingSize: PixelSize
    /// One human-readable name per setting index used by `ArtStroke.setting`
    /// (e.g. "pivot 0.30 · adjustment 1.10"); the names of the colour-by-setting layers.
    public var settingNames: [String]
    /// The strokes in drawing order.
    public var strokes: [ArtStroke]

    /// Creates a stroke set from the input and working sizes, the setting names and the strokes in drawing order.
    public init(imageSize: PixelSize, workingSize: PixelSize, settingNames: [String], strokes: [ArtStroke]) {
        self.imageSize = imageSize
        self.workingSize = workingSize
        self.settingNames = settingNames
        self.strokes = strokes
    }

    /// Every contour of a contour request, in tracer order, tagged with its depth.
    public init(_ observation: ContoursObservation) {
        let geometry = observation.geometry, depths = geometry.depths
        self.init(
            imageSize: observation.imageSize, workingSize: observation.workingSize,
            settingNames: [Self.name(pivot: observation.pivot, adjustment: observation.options.contrastAdjustment)],
            strokes: (0..<geometry.count).map { i in
                ArtStroke(points: geometry.points(of: i), closed: geometry.isClosed(i), depth: depths[i])
            })
    }

    /// The contours of a sweep that `kept` marks (one flag per `SweepResult.entries` element,
    /// as `Deduplicator.keep` returns), in sweep order, tagged with their setting and depth.
    /// - Throws: `LineworkError.invalidOption` naming `kept` when it does not hold one flag per
    ///   entry.
    public init(_ result: SweepResult, kept: [Bool]) throws(LineworkError) {
        guard kept.count == result.entries.count else {
            throw LineworkError.invalidOption(
                name: "kept", value: "\(kept.count) flags",
                allowed: "must hold one flag per sweep entry (\(result.entries.count))")
        }
        let depths = result.traces.map(\.depths)
        var strokes: [ArtStroke] = []
        strokes.reserveCapacity(kept.lazy.filter { $0 }.count)
        for e in result.entries.indices where kept[e] {
            let (geometry, i) = result.contour(e)
            let setting = Int(result.entries[e].setting)
            strokes.append(ArtStroke(points: geometry.points(of: i), closed: geometry.isClosed(i),
                                     setting: setting, depth: depths[result.traceOfSetting[setting]][i]))
        }
        self.init(imageSize: result.imageSize, workingSize: result.workingSize,
                  settingNames: result.settings.map { Self.name(pivot: $0.pivot, adjustment: $0.adjustment) },
                  strokes: strokes)
    }

    /// The name of a contrast setting, as layers and reports show it.
    public static func name(pivot: Double, adjustment: Double) -> String {
        "pivot \(fixed(pivot)) · adjustment \(fixed(adjustment))"
    }

    private static func fixed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
