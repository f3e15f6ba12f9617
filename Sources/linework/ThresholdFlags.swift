import ArgumentParser
import LineworkArt
import LineworkContours
import LineworkCore

/// `--threshold` and its adaptive settings, shared by `contours`, `sweep` and `draw`.
struct ThresholdFlags: ParsableArguments {
    /// `--threshold`: Vision's global formula or Sauvola's local threshold.
    enum Method: String, ExpressibleByArgument, CaseIterable { case global, adaptive }

    @Option(help: ArgumentHelp("Binarisation: global (Vision's contrast formula, one threshold for the image) or adaptive (Sauvola's local threshold, for pages under uneven light).",
                               discussion: "With adaptive, --pivot 0.5 (and 'auto') cuts exactly at the local threshold; other pivots move the cut relative to it."))
    var threshold: Method?

    @Option(help: ArgumentHelp("With --threshold adaptive, the side of Sauvola's window in working pixels (odd, 3…1001).",
                               discussion: "Default \(AdaptiveThreshold().window): wider than a stroke, narrower than the light's changes."))
    var window: Int?

    @Option(name: .customLong("sauvola-k"),
            help: ArgumentHelp("With --threshold adaptive, Sauvola's k (0…1): how much darker than its surroundings ink must be.",
                               discussion: "Default \(AdaptiveThreshold().k)."))
    var k: Double?

    @Option(help: ArgumentHelp("With --threshold adaptive, the least contrast in gray levels (0…255) that ink needs against its window's mean.",
                               discussion: "Default \(AdaptiveThreshold().minimumContrast): keeps the noise of dark, flat areas out; 0 is Sauvola's threshold alone (scikit-image's)."))
    var minContrast: Double?

    @Option(help: ArgumentHelp("With --threshold adaptive, divide the page by its paper tone first, estimated over this radius in working pixels (0…512, 0 = off).",
                               discussion: "Default \(AdaptiveThreshold().flattening). Evens out gradients and shadows wider than the window."))
    var flatten: Int?

    /// The library's thresholding for these flags (global when `--threshold` is not given).
    /// - Throws: `LineworkError.invalidOption` naming the field at fault (`FieldFlags` turns it
    ///   into the flag).
    func thresholding(default method: Method = .global) throws -> Thresholding {
        let defaults = AdaptiveThreshold()
        let settings = AdaptiveThreshold(window: window ?? defaults.window, k: k ?? defaults.k,
                                         minimumContrast: minContrast ?? defaults.minimumContrast,
                                         flattening: flatten ?? defaults.flattening)
        try settings.validate()
        return (threshold ?? method) == .adaptive ? .adaptive(settings) : .global
    }

    /// The flags given, by draw's option names (`DrawOptions.applying(flags:)`).
    var settings: [String: DrawPreset.Value] {
        var settings: [String: DrawPreset.Value] = [:]
        settings["threshold"] = threshold.map { .text($0.rawValue) }
        settings["window"] = window.map { .number(Double($0)) }
        settings["sauvola-k"] = k.map { .number($0) }
        settings["min-contrast"] = minContrast.map { .number($0) }
        settings["flatten"] = flatten.map { .number(Double($0)) }
        return settings
    }
}
