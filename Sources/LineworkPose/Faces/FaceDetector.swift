import LineworkCore
import LineworkImage
import Synchronization

/// BlazeFace short-range (Bazarevsky et al. 2019) on LiteRT: the faces in an image, each with a
/// box, a score and six keypoints (Vision's face-rectangles request).
///
/// The pipeline, as in mediapipe's short-range face detection graph: letterbox the whole image
/// into the model's 128 × 128 input (values in −1…1, zero bars), decode the 896 SSD anchors'
/// boxes and keypoints (`DetectionDecoder`, k = 6), merge overlapping ones (`WeightedNMS`, IoU
/// 0.3), undo the letterbox, and turn y down into Vision's lower-left normalised coordinates.
/// Short-range means faces within about two metres of the camera: at least about a tenth of
/// the image's shorter side.
///
/// Loading compiles and warms up the model; reuse a detector for many images. Calls are
/// serialised by a lock, so a detector may be shared between threads.
public final class FaceDetector: @unchecked Sendable {
    private let lock = Mutex(())
    private let models: LiteRTModelSet
    private let decoder = DetectionDecoder(anchors: SSDAnchorOptions.blazeFaceShortRange.anchors(), inputSize: 128,
                                           keypointCount: FaceLandmark.allCases.count)
    private let sampler = TensorSampler(width: 128, height: 128, border: .zero, range: -1...1)

    /// Loads the face model and the runtime from `files`, after checking the model
    /// (`PoseModelFiles.verifyFaceModel`).
    ///
    /// - Parameter files: where the face model and the runtime are (`PoseModelFiles`).
    /// - Parameter silencesRuntimeLogs: as `PoseEstimator`'s: `true` sends the process's stderr
    ///   to /dev/null while LiteRT loads and releases the model (for command-line tools only).
    /// - Throws: `PoseError.corruptModel` or `PoseError.runtime`.
    public init(files: PoseModelFiles, silencesRuntimeLogs: Bool = false) throws {
        try files.verifyFaceModel()
        models = try LiteRTModelSet(runtime: files.runtime, paths: [files.faceDetector], inputCounts: [128 * 128 * 3],
                                    silencesRuntimeLogs: silencesRuntimeLogs)
    }

    /// The faces in `image`, most confident first.
    ///
    /// - Parameter request: what to look for: the least confidence and the most faces.
    /// - Parameter image: 8-bit gray or RGB (alpha ignored), top row first; any size.
    /// - Throws: `PoseError.runtime` if the model fails to run.
    public func perform(_ request: FaceRequest, on image: Image<UInt8>) throws -> FaceObservation {
        let (detections, seconds) = try Stopwatch.time {
            try lock.withLock { _ in
                try models.models[0].detections(in: image, sampler: sampler, decoder: decoder, minimumScore: Float(request.minimumConfidence))
            }
        }
        let faces = detections.prefix(request.maximumFaces).map { Self.face($0) }
        return FaceObservation(imageWidth: image.width, imageHeight: image.height, faces: Array(faces),
                               timings: ["detector": seconds])
    }

    /// `perform(_:on:)` for a decoded image at any depth (16-bit samples are rounded to 8 bits).
    public func perform(_ request: FaceRequest, on pixels: PixelBuffer) throws -> FaceObservation {
        try perform(request, on: pixels.eightBit)
    }

    /// A detection (normalised, y down) as Vision's face: lower-left box and keypoints.
    static func face(_ detection: PoseDetection) -> Face {
        let box = NormalizedRect(x: Double(detection.xMin), y: 1 - Double(detection.yMax),
                                 width: Double(detection.xMax - detection.xMin), height: Double(detection.yMax - detection.yMin))
        var landmarks: [FaceLandmark: (x: Double, y: Double)] = [:]
        for (landmark, point) in zip(FaceLandmark.allCases, detection.keypoints) {
            landmarks[landmark] = (Double(point.x), 1 - Double(point.y))
        }
        return Face(boundingBox: box, confidence: Double(detection.score), landmarks: landmarks)
    }
}
