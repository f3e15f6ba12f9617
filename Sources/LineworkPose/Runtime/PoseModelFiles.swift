#if canImport(Glibc)
import Glibc
#endif

/// Where the pose models and the LiteRT runtime are, as `Scripts/install-pose-model` puts them.
///
/// The folder is `$LINEWORK_POSE_DIR` when set, else `$XDG_CACHE_HOME/linework/pose`, else
/// `$HOME/.cache/linework/pose`. It holds mediapipe 0.10.21's `pose_detection.tflite` and
/// `pose_landmark_full.tflite` (Apache-2.0), `libLiteRt.so` from the ai-edge-litert wheel, and
/// `SHA256SUMS`, the models' checksums recorded at installation (checked by `verifyModels`).
/// The same folder holds BlazeFace's `face_detection_short_range.tflite` for `FaceDetector`, the
/// face mesh's `face_landmark.tflite` and `iris_landmark.tflite` for `FaceLandmarker`, and
/// `selfie_segmentation.tflite` and `selfie_segmentation_landscape.tflite` for `PersonSegmenter`.
public struct PoseModelFiles: Sendable, Equatable {
    /// The pose detector model's file name.
    public static let detectorName = "pose_detection.tflite"
    /// The pose landmark model's file name.
    public static let landmarkName = "pose_landmark_full.tflite"
    /// The LiteRT runtime library's file name.
    public static let runtimeName = "libLiteRt.so"
    /// The BlazeFace short-range face detector model's file name.
    public static let faceDetectorName = "face_detection_short_range.tflite"
    /// The face mesh model's file name (468 points, 192 × 192 input).
    public static let faceMeshName = "face_landmark.tflite"
    /// The iris model's file name (an eye's contour and iris, 64 × 64 input).
    public static let irisName = "iris_landmark.tflite"
    /// The general selfie segmentation model's file name (256 × 256 input).
    public static let segmentationName = "selfie_segmentation.tflite"
    /// The landscape selfie segmentation model's file name (256 × 144 input).
    public static let landscapeSegmentationName = "selfie_segmentation_landscape.tflite"

    /// The folder that holds the models and the runtime.
    public var directory: String

    /// Creates the file set of the given folder.
    public init(directory: String) {
        self.directory = directory
    }

    /// The path of the pose detector model.
    public var detector: String { directory + "/" + Self.detectorName }
    /// The path of the pose landmark model.
    public var landmarks: String { directory + "/" + Self.landmarkName }
    /// The path of the LiteRT runtime library.
    public var runtime: String { directory + "/" + Self.runtimeName }
    /// The path of the face detector model.
    public var faceDetector: String { directory + "/" + Self.faceDetectorName }
    /// The path of the face mesh model.
    public var faceMesh: String { directory + "/" + Self.faceMeshName }
    /// The path of the iris model.
    public var iris: String { directory + "/" + Self.irisName }
    /// The path of a file of this folder.
    func path(_ name: String) -> String { directory + "/" + name }

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

    /// The installed face detector, face mesh and iris models and runtime (`FaceLandmarker`).
    ///
    /// - Throws: `PoseError.modelNotInstalled` naming the missing files.
    public static func locateFaceLandmarkModels(environment: [String: String]) throws -> PoseModelFiles {
        try locate([faceDetectorName, faceMeshName, irisName, runtimeName, checksumsName], environment: environment)
    }

    /// The installed segmentation model of `quality` and the runtime (`PersonSegmenter`).
    ///
    /// - Throws: `PoseError.modelNotInstalled` naming the missing files.
    public static func locateSegmentationModel(_ quality: PersonSegmentationRequest.Quality,
                                               environment: [String: String]) throws -> PoseModelFiles {
        try locate([quality.modelName, runtimeName, checksumsName], environment: environment)
    }

    static func locate(_ names: [String], environment: [String: String]) throws -> PoseModelFiles {
        let files = PoseModelFiles(directory: directory(environment: environment))
        let missing = names.filter { access(files.directory + "/" + $0, R_OK) != 0 }
        guard missing.isEmpty else { throw PoseError.modelNotInstalled(directory: files.directory, missing: missing) }
        return files
    }
}
