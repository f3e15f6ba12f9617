import Foundation

/// Why body-pose estimation could not run.
public enum PoseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The models or the LiteRT runtime are not in the pose folder.
    case modelNotInstalled(directory: String, missing: [String])
    /// A model file is truncated or damaged (its size, identifier or checksum is wrong), or its
    /// checksum list is missing: found before LiteRT, which would crash on it, reads it.
    case corruptModel(path: String, reason: String)
    /// LiteRT failed to load, compile or run a model.
    case runtime(detail: String)

    /// The one-line message the command-line tool prints for this error.
    public var description: String {
        switch self {
        case .modelNotInstalled(let directory, let missing):
            let what = missing.contains(PoseModelFiles.segmentationName) || missing.contains(PoseModelFiles.landscapeSegmentationName)
                ? "segmentation"
                : missing.contains(PoseModelFiles.faceMeshName) || missing.contains(PoseModelFiles.irisName) ? "face landmark"
                : missing.contains(PoseModelFiles.palmDetectorName) || missing.contains(PoseModelFiles.handLandmarkName) ? "hand"
                : missing.contains(PoseModelFiles.faceDetectorName) ? "face" : "pose"
            return "\(what) model not installed (\(missing.joined(separator: ", ")) missing in '\(directory)'); "
                + "run Scripts/install-pose-model, or set LINEWORK_POSE_DIR to its folder"
        case .corruptModel(let path, let reason):
            return "model '\(path)' is damaged or incomplete (\(reason)); "
                + "reinstall it with Scripts/install-pose-model"
        case .runtime(let detail):
            return "pose runtime (LiteRT): \(detail)"
        }
    }

    /// A `sysexits.h` status: 69 (EX_UNAVAILABLE) when the model is missing or damaged, 70
    /// (EX_SOFTWARE) when the runtime fails.
    public var exitCode: Int32 {
        switch self {
        case .modelNotInstalled, .corruptModel: return 69
        case .runtime: return 70
        }
    }
}

extension PoseError: LocalizedError {
    /// The one-line message (`description`), so that `error.localizedDescription` reads as the
    /// command line prints it rather than "The operation could not be completed".
    public var errorDescription: String? { description }
}
