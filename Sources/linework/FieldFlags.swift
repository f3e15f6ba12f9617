import Foundation
import LineworkArt
import LineworkCore

/// The command-line flag for each library field that errors name.
///
/// The libraries' `LineworkError.invalidOption` names the field at fault (`contrastPivot`,
/// `sheet.scale` …), so that a Swift caller reads the name it set; their hints may name a field
/// in backquotes (`` `maximumImageDimension` ``). The command line speaks in flags, so every
/// error is translated here once, on its way to standard error (`Main`). Names that are flags
/// already, report-spec keys and fields no flag sets pass through unchanged.
enum FieldFlags {
    /// Field → flag. Flags are the same in every subcommand that has them.
    static let flags: [String: String] = [
        // ContourOptions and its adaptive threshold
        "contrastPivot": "--pivot", "contrastAdjustment": "--adjustment", "maximumImageDimension": "--max-dimension",
        "blurSigma": "--blur", "minimumPointCount": "--min-points", "minimumArea": "--min-area",
        "window": "--window", "k": "--sauvola-k", "minimumContrast": "--min-contrast", "flattening": "--flatten",
        // SweepGrid
        "pivots": "--pivots", "adjustments": "--adjustments", "maxSettings": "--max-settings",
        "pivots × adjustments": "--pivots × --adjustments",
        // ArtOptions and LineArt
        "strokeWidth": "--stroke-width", "sheet.scale": "--scale", "page.marginMillimetres": "--margin",
        "backdrop.fade": "--photo-fade", "backdrop": "--background", "style": "--style",
        "vector.simplifyEpsilon": "--simplify", "vector.minimumLength": "--min-length",
        "vector.mergeTolerance": "--merge", "minimumWeight": "--min-saliency",
        // DrawOptions, HatchOptions, CurveFitter
        "weight": "--weight", "levelCount": "--levels", "bundles.tolerance": "--bundle", "sweepSupport": "--support",
        "pens": "--pens", "separatesColours": "--color", "tone.spacing": "--hatch-spacing",
        "tone.levels": "--hatch-levels", "tone.angle": "--hatch-angle", "tone.dots": "--dots",
        "tone.dotSizeByTone": "--dot-size-by-tone", "alphaMax": "--alphamax",
        // Saliency crops and evaluation
        "aspect": "--aspect", "sigma": "--sigma", "tolerance": "--tolerance",
        "aspects": "--aspect", "jpegQuality": "--quality", "thumbnailSide": "--size", "outputFolder": "--output-dir",
        // SweepRequest.checkMemory (MiB on the command line, bytes in the library)
        "memoryLimit": "--max-memory", "json": "--json",
        // ResourceLimits
        "maxPixels": "--max-pixels",
        // HandPoseRequest
        "maximumHandCount": "--max-hands", "minimumDetectionConfidence": "--minimum-confidence",
        "minimumPresence": "--minimum-presence",
        // Animation: CameraPath, PanVideo, the frame renderer and the video sinks
        "seconds": "--seconds", "fps": "--fps", "size": "--size", "video": "--video",
        "framesPerSecond": "--fps", "frameSize": "--size", "input": "INPUT",
        // VideoSaliencyAnalyzer (saliency and reframe)
        "samplesPerSecond": "--samples-per-second",
        // ReportRunner
        "output": "--output", "shard": "--shard", "merge": "--merge", "force": "--force", "prune": "--prune",
        "maximumPageImages": "--max-page-images",
        // FaceRequest and PoseRequest
        "minimumConfidence": "--minimum-confidence", "minimumJointConfidence": "--minimum-confidence",
        "maximumFaces": "--max-faces", "maximumPeople": "--max-people",
        // DevicePaths
        "splitDistance": "--split-distance",
    ]

    /// Swift values the libraries' hints name in backquotes, as the command line writes them.
    static let values: [String: String] = [".automatic": "'auto'"]

    /// The flag that sets `field`, or `field` itself when no flag does. Names that are draw's
    /// options already (`DrawOptions.applying(flags:)` names a setting by its option, such as
    /// `saliency-model`) get their dashes.
    static func flag(forField field: String) -> String {
        flags[field] ?? (DrawOptions.flagNames.contains(field) ? "--\(field)" : field)
    }

    /// `error` with its field names (the name, and any backquoted name in the hint) as flags.
    static func mapped(_ error: LineworkError) -> LineworkError {
        switch error {
        case .invalidOption(let name, let value, let allowed):
            return .invalidOption(name: flag(forField: name), value: value, allowed: flagged(allowed))
        case .resourceLimit(let detail):
            return .resourceLimit(detail: flagged(detail))
        default:
            return error
        }
    }

    /// Runs `body` with its errors' field names as flags: for a command's `validate()`, whose
    /// errors ArgumentParser reports before `Main` could map them.
    static func flaggingFields<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as LineworkError {
            throw mapped(error)
        }
    }

    /// Runs `body`, its `invalidOption` errors for `field` naming `flag` instead: for a command
    /// whose flag of that name is another one (`reframe --output` is what `video` means
    /// elsewhere, `draw --video`'s frame size comes from `--scale`).
    static func naming<T>(_ field: String, as flag: String, hint: String = "", _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch LineworkError.invalidOption(let name, let value, let allowed) where name == field {
            throw LineworkError.invalidOption(name: flag, value: value, allowed: allowed + hint)
        }
    }

    /// `text` with each backquoted field name replaced by its flag.
    static func flagged(_ text: String) -> String {
        var text = text
        for (field, flag) in flags where text.contains("`\(field)`") {
            text = text.replacingOccurrences(of: "`\(field)`", with: flag)
        }
        for (value, written) in values where text.contains("`\(value)`") {
            text = text.replacingOccurrences(of: "`\(value)`", with: written)
        }
        return text
    }
}
