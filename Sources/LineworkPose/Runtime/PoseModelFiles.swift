#if canImport(Glibc)
import Glibc
#endif

/// Where the pose models and the LiteRT runtime are, as `Scripts/install-pose-model` puts them.
///
/// The folder is `$LINEWORK_POSE_DIR` when set, else `$XDG_CACHE_HOME/linework/pose`, else
/// `$HOME/.cache/linework/pose`. It holds mediapipe 0.10.21's `pose_detection.tflite` and
/// `pose_landmark_full.tflite` (Apache-2.0), `libLiteRt.so` from the ai-edge-litert wheel, and
/// `SHA256SUMS`, the models' checksums recorded at installation (checked by `verifyModels`).
/// The same folder holds BlazeFace's `face_detection_short_range.tflite` for `FaceDetector`.
public struct PoseModelFiles: Sendable, Equatable {
    public static let detectorName = "pose_detection.tflite"
    public static let landmarkName = "pose_landmark_full.tflite"
    public static let runtimeName = "libLiteRt.so"
    public static let faceDetectorName = "face_detection_short_range.tflite"

    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public var detector: String { directory + "/" + Self.detectorName }
    public var landmarks: String { directory + "/" + Self.landmarkName }
    public var runtime: String { directory + "/" + Self.runtimeName }
    public var faceDetector: String { directory + "/" + Self.faceDetectorName }

    /// The folder chosen by the environment (see the type's documentation).
    public static func directory(environment: [String: String]) -> String {
        if let explicit = environment["LINEWORK_POSE_DIR"], !explicit.isEmpty { return explicit }
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty { return cache + "/linework/pose" }
        return (environment["HOME"] ?? "") + "/.cache/linework/pose"
    }

    /// The installed files.
    ///
    /// - Parameter environment: the process environment (`ProcessInfo.processInfo.environment`).
    /// - Throws: `PoseError.modelNotInstalled` naming the missing files.
    public static func locate(environment: [String: String]) throws -> PoseModelFiles {
        try locate([detectorName, landmarkName, runtimeName, checksumsName], environment: environment)
    }

    /// The installed face model and runtime (`FaceDetector`).
    ///
    /// - Throws: `PoseError.modelNotInstalled` naming the missing files.
    public static func locateFaceModel(environment: [String: String]) throws -> PoseModelFiles {
        try locate([faceDetectorName, runtimeName, checksumsName], environment: environment)
    }

    static func locate(_ names: [String], environment: [String: String]) throws -> PoseModelFiles {
        let files = PoseModelFiles(directory: directory(environment: environment))
        let missing = names.filter { access(files.directory + "/" + $0, R_OK) != 0 }
        guard missing.isEmpty else { throw PoseError.modelNotInstalled(directory: files.directory, missing: missing) }
        return files
    }
}
