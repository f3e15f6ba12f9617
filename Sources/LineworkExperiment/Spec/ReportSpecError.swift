import Foundation
import LineworkCore
import LineworkSaliency

/// What can be wrong with an experiment spec, each case one line that names the spec file, the
/// key and what is allowed.
///
/// The command-line tool prints `description` and exits with `exitCode`, as for `LineworkError`.
public enum ReportSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not YAML, or not a mapping at the top, or a value has the wrong type.
    case malformed(spec: String, detail: String)
    /// A key that no block allows (a typo such as `pivot:` for `pivots:`).
    case unknownKey(spec: String, key: String, allowed: [String])
    /// A saliency model that Linework does not have.
    case unknownModel(spec: String, name: String)
    /// A value out of range or of the wrong form.
    case invalidValue(spec: String, key: String, value: String, allowed: String)
    /// An `images:` entry that names no file (a missing file, or a pattern matching none).
    case missingImage(spec: String, entry: String)
    /// An `images:` entry that names something other than a regular file: `kind` says what
    /// ("a FIFO", "a device", "a folder", "a symbolic link loop", …).
    case notAnImageFile(spec: String, entry: String, kind: String)
    /// A ground-truth folder without a map for one of the images.
    case missingGroundTruth(spec: String, folder: String, stem: String)
    /// The spec file itself is missing or unreadable.
    case unreadable(spec: String, reason: String)
    /// One of the spec's own models (`models:`) without a map for one of the images, and no
    /// `missing: skip`: names the model, its folder and the image's stem.
    case missingModelMap(spec: String, model: String, folder: String, stem: String)

    /// The message, one line whatever the spec's keys and values hold (see `oneLine`).
    public var description: String { oneLine(message) }

    private var message: String {
        switch self {
        case .malformed(let spec, let detail):
            return "\(spec): not a valid report spec: \(detail)"
        case .unknownKey(let spec, let key, let allowed):
            return "\(spec): unknown key '\(key)'; allowed here: \(allowed.joined(separator: ", "))"
        case .unknownModel(let spec, let name):
            return "\(spec): saliency: unknown model '\(name)'; the models are \(SaliencyModel.namesList)"
        case .invalidValue(let spec, let key, let value, let allowed):
            return "\(spec): \(key) '\(value)': \(allowed)"
        case .missingImage(let spec, let entry):
            return "\(spec): images: '\(entry)' names no file (paths and patterns are relative to the spec)"
        case .notAnImageFile(let spec, let entry, let kind):
            return "\(spec): images: '\(entry)' is \(kind), not a regular file"
        case .missingGroundTruth(let spec, let folder, let stem):
            return "\(spec): groundTruth: \(folder) has no map \(stem).png for image \(stem)"
        case .unreadable(let spec, let reason):
            return "\(spec): cannot read the spec: \(reason)"
        case .missingModelMap(let spec, let model, let folder, let stem):
            return "\(spec): models: model '\(model)' has no map \(stem).png in \(folder) for image \(stem) "
                + "(add the map, or write missing: skip in the model's entry to report the gap)"
        }
    }

    /// The exit status: 66 (`EX_NOINPUT`) for missing files, 64 (`EX_USAGE`) otherwise.
    public var exitCode: Int32 {
        switch self {
        case .missingImage, .notAnImageFile, .missingGroundTruth, .missingModelMap, .unreadable: return 66
        default: return 64
        }
    }
}

extension ReportSpecError: LocalizedError {
    /// The one-line message (`description`), so that `error.localizedDescription` reads as the
    /// command line prints it rather than "The operation could not be completed".
    public var errorDescription: String? { description }
}
