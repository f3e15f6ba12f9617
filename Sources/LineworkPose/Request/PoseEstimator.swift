import LineworkCore
import LineworkImage
import Synchronization

/// BlazePose (Bazarevsky et al. 2020) on LiteRT: finds people and their 19 Vision joints.
///
/// The pipeline, as in mediapipe's pose graph:
/// 1. letterbox the whole image into the detector's 224 × 224 input (`TensorSampler`);
/// 2. decode the 2254 SSD anchors' boxes and keypoints (`DetectionDecoder`), merge overlapping
///    ones (`WeightedNMS`) and undo the letterbox;
/// 3. per person, a rotated square around the hips (`RegionOfInterest.body`), cropped into the
///    landmark model's 256 × 256 input;
/// 4. decode, refine with the heatmap and project the 33 landmarks back (`LandmarkDecoder`);
/// 5. map them to Vision's joints (`HumanBodyPose.joints(from:)`).
///
/// Loading compiles and warms up both models (about a quarter of a second); reuse an estimator
/// for many images.
/// Calls are serialised by a lock (the models own one set of buffers), so an estimator may be
/// shared between threads; use one per thread to run images in parallel.
public final class PoseEstimator: @unchecked Sendable {
    private let lock = Mutex(())
    private let models: LiteRTModelSet
    /// The detector and the landmark model, in that order in `models`.
    private var detector: LiteRTModel { models.models[0] }
    private var landmarkModel: LiteRTModel { models.models[1] }
    private let decoder = DetectionDecoder(anchors: SSDAnchorOptions.blazePose.anchors())
    private let detectorSampler = TensorSampler(width: 224, height: 224, border: .zero, range: -1...1)
    private let landmarkSampler = TensorSampler(width: 256, height: 256, border: .replicate, range: 0...1)
    private let landmarkDecoder = LandmarkDecoder()
    private static let heatmapShape = LandmarkDecoder.HeatmapShape(rows: 64, columns: 64, channels: 39)

    /// Loads the models and the runtime from `files`, after checking the models
    /// (`PoseModelFiles.verifyModels`).
    ///
    /// - Parameter files: where the models and the runtime are (`PoseModelFiles`).
    /// - Parameter silencesRuntimeLogs: LiteRT prints INFO lines to standard error while it
    ///   loads and releases models. `true` sends file descriptor 2 to /dev/null meanwhile; that
    ///   affects the whole process, so it is for command-line tools that own their stderr.
    ///   Default `false`: the library leaves the host's stderr alone.
    /// - Throws: `PoseError.corruptModel` if a model is truncated or damaged, `PoseError.runtime`
    ///   if LiteRT cannot load or compile them.
    public init(files: PoseModelFiles, silencesRuntimeLogs: Bool = false) throws {
        try files.verifyModels()
        // Loading also runs both models once (see `LiteRTModelSet`), so every `perform` runs at speed.
        models = try LiteRTModelSet(runtime: files.runtime, paths: [files.detector, files.landmarks],
                                    inputCounts: [224 * 224 * 3, 256 * 256 * 3], silencesRuntimeLogs: silencesRuntimeLogs)
    }

    /// Loads the installed models (see `PoseModelFiles.locate`).
    ///
    /// - Throws: `PoseError.modelNotInstalled` or `PoseError.runtime`.
    public convenience init(environment: [String: String], silencesRuntimeLogs: Bool = false) throws {
        try self.init(files: PoseModelFiles.locate(environment: environment), silencesRuntimeLogs: silencesRuntimeLogs)
    }

    /// The people in `image` and their joints.
    ///
    /// - Parameters:
    ///   - request: thresholds and the number of people.
    ///   - image: 8-bit gray or RGB (alpha ignored), top row first; any size.
    /// - Returns: the people, best detection first, with per-stage timings.
    /// - Throws: `PoseError.runtime` if a model fails to run.
    public func perform(_ request: PoseRequest, on image: Image<UInt8>) throws -> PoseObservation {
        try lock.withLock { _ in try unlockedPerform(request, on: image) }
    }

    private func unlockedPerform(_ request: PoseRequest, on image: Image<UInt8>) throws -> PoseObservation {
        let (detections, detectorSeconds) = try Stopwatch.time {
            try unlockedDetect(image, minimumScore: Float(request.minimumDetectionScore))
        }
        var people: [HumanBodyPose] = []
        let clock = Stopwatch()
        for detection in detections where people.count < request.maximumPeople {
            let region = RegionOfInterest.body(from: detection, width: image.width, height: image.height)
            let (landmarks, presence) = try unlockedLandmarks(image, region: region)
            guard presence >= request.minimumPresence else { continue }
            let joints = HumanBodyPose.joints(from: landmarks, width: image.width, height: image.height,
                                              minimumConfidence: request.minimumJointConfidence)
            let person = HumanBodyPose(joints: joints, landmarks: landmarks, detectionScore: Double(detection.score),
                                       presence: presence)
            // Two detections of one body give the same skeleton twice; keep the better one.
            guard !joints.isEmpty, !people.contains(where: { $0.isSameBody(as: person) }) else { continue }
            people.append(person)
        }
        return PoseObservation(imageWidth: image.width, imageHeight: image.height, people: people,
                               timings: ["detector": detectorSeconds, "landmarks": clock.seconds])
    }

    /// `perform(_:on:)` for a decoded image at any depth (16-bit samples are rounded to 8 bits).
    public func perform(_ request: PoseRequest, on pixels: PixelBuffer) throws -> PoseObservation {
        switch pixels {
        case .uint8(let image):
            return try perform(request, on: image)
        case .uint16(let image):
            let eight = image.samples.map { UInt8((UInt32($0) &+ 128) / 257) }
            return try perform(request, on: Image(validWidth: image.width, height: image.height, channels: image.channels,
                                                  samples: eight))
        }
    }

    /// Stage 1–2: detections in normalised image coordinates, best first.
    public func detect(_ image: Image<UInt8>, minimumScore: Float) throws -> [PoseDetection] {
        try lock.withLock { _ in try unlockedDetect(image, minimumScore: minimumScore) }
    }

    /// Stage 3–4: the 33 landmarks in `region` and the model's presence score.
    public func landmarks(_ image: Image<UInt8>, region: RegionOfInterest) throws -> (landmarks: [PoseLandmark], presence: Double) {
        try lock.withLock { _ in try unlockedLandmarks(image, region: region) }
    }

    private func unlockedDetect(_ image: Image<UInt8>, minimumScore: Float) throws -> [PoseDetection] {
        try detector.detections(in: image, sampler: detectorSampler, decoder: decoder, minimumScore: minimumScore)
    }

    private func unlockedLandmarks(_ image: Image<UInt8>, region: RegionOfInterest) throws -> (landmarks: [PoseLandmark], presence: Double) {
        // The body region is square, so letterboxing it to the square input adds no padding.
        let (input, padding) = region.letterboxed(toAspect: 1)
        try landmarkModel.writeInput { landmarkSampler.sample(image, region: input, into: $0) }
        try landmarkModel.run()
        let presence = try landmarkModel.readOutput(floats: 1) { Double($0[0]) }
        let shape = Self.heatmapShape
        let landmarks = try landmarkModel.readOutput(floats: BlazePoseLandmark.modelPointCount * 5) { raw in
            try landmarkModel.readOutput(floats: shape.rows * shape.columns * shape.channels) { heatmap in
                landmarkDecoder.decode(raw: raw, heatmap: heatmap, heatmapShape: shape, region: input, padding: padding)
            }
        }
        return (landmarks, presence)
    }
}
