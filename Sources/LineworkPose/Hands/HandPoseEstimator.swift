import LineworkCore
import LineworkImage
import Synchronization

/// mediapipe's hands (Zhang et al. 2020, "MediaPipe Hands: On-device Real-time Hand Tracking")
/// on LiteRT: Vision's hand pose.
///
/// The pipeline, as in mediapipe's hand landmark tracking graph for still images:
/// 1. palms from the full palm detector: the whole image letterboxed into its 192 × 192 input
///    (values 0…1, black bars), 2016 SSD anchors (`SSDAnchorOptions.palm`) with seven keypoints,
///    weighted non-maximum suppression (IoU 0.3), the best `maximumHandCount` kept;
/// 2. per palm, the hand's crop (`RegionOfInterest.hand(from:width:height:)`: 2.6 × the palm,
///    turned so the fingers point up); of crops overlapping by IoU above ½ (their upright boxes)
///    only the later, lower-scoring one is kept, as mediapipe's association step does;
/// 3. each crop sampled into the hand landmark model's 224 × 224 input (values 0…1, edge pixels
///    repeated outside the image): 21 joints (input pixels → crop → image), the hand presence
///    and the handedness; hands below `minimumPresence` are dropped.
///
/// mediapipe's handedness assumes a mirrored (selfie) picture; Linework's photos are not
/// mirrored, so its "left" is the person's right hand, and `HandChirality` says so.
///
/// Loading compiles and warms up two models; reuse an estimator for many images. Calls are
/// serialised by a lock, so an estimator may be shared between threads.
public final class HandPoseEstimator: @unchecked Sendable {
    private let lock = Mutex(())
    private let models: LiteRTModelSet
    private let palmDecoder = DetectionDecoder(anchors: SSDAnchorOptions.palm.anchors(), inputSize: 192, keypointCount: 7)
    private let palmSampler = TensorSampler(width: 192, height: 192, border: .zero, range: 0...1)
    private let handSampler = TensorSampler(width: 224, height: 224, border: .replicate, range: 0...1)
    /// Side of the hand landmark model's input, in pixels; its raw coordinates are in these pixels.
    private static let handInput = 224.0
    /// The hand landmark model's outputs, by signature index: 21 × (x, y, z) in input pixels, the
    /// presence probability, the probability that the hand is a left hand in a mirrored picture,
    /// and 21 world points in metres (not used).
    private static let (jointsOutput, presenceOutput, handednessOutput) = (0, 1, 2)
    /// Crops whose upright boxes overlap by more than this are one hand (mediapipe's
    /// `min_similarity_threshold` in its hand tracking graph).
    static let overlapThreshold = 0.5

    /// Loads the palm detector and hand landmark models and the runtime from `files`, after
    /// checking the models (`PoseModelFiles.verifyHandModels`).
    ///
    /// - Parameters:
    ///   - files: where the models and the runtime are (`PoseModelFiles`).
    ///   - silencesRuntimeLogs: as `PoseEstimator`'s (for command-line tools only).
    /// - Throws: `PoseError.corruptModel` or `PoseError.runtime`.
    public init(files: PoseModelFiles, silencesRuntimeLogs: Bool = false) throws {
        try files.verifyHandModels()
        models = try LiteRTModelSet(runtime: files.runtime, paths: [files.palmDetector, files.handLandmarks],
                                    inputCounts: [192 * 192 * 3, 224 * 224 * 3], silencesRuntimeLogs: silencesRuntimeLogs)
        guard models.models[1].outputCounts.count == 4,
              models.models[1].outputCounts[Self.jointsOutput] == HandJoint.allCases.count * 3,
              models.models[1].outputCounts[Self.presenceOutput] == 1, models.models[1].outputCounts[Self.handednessOutput] == 1 else {
            throw PoseError.runtime(detail: "'\(files.handLandmarks)' has outputs \(models.models[1].outputCounts), not [63, 1, 1, 63]")
        }
    }

    /// The hands in `image`, in mediapipe's order (best palm first, as the association leaves them).
    ///
    /// - Parameters:
    ///   - request: how many hands, and the detector's and landmark model's thresholds.
    ///   - image: 8-bit gray or RGB (alpha ignored), top row first; any size.
    /// - Throws: `PoseError.runtime` if a model fails to run.
    public func perform(_ request: HandPoseRequest, on image: Image<UInt8>) throws -> HandPoseObservation {
        try lock.withLock { _ in
            let (palms, detectorSeconds) = try Stopwatch.time {
                try models.models[0].detections(in: image, sampler: palmSampler, decoder: palmDecoder,
                                                minimumScore: Float(request.minimumDetectionConfidence))
            }
            let crops = Self.distinct(palms.prefix(request.maximumHandCount).compactMap { palm in
                RegionOfInterest.hand(from: palm, width: image.width, height: image.height).map { (palm, $0) }
            })
            let (hands, landmarkSeconds) = try Stopwatch.time {
                try crops.compactMap { palm, region in
                    try unlockedHand(image, region: region, detectionScore: Double(palm.score), minimumPresence: request.minimumPresence)
                }
            }
            return HandPoseObservation(imageWidth: image.width, imageHeight: image.height, hands: hands,
                                       timings: ["detector": detectorSeconds, "landmarks": landmarkSeconds])
        }
    }

    /// `perform(_:on:)` for a decoded image at any depth (16-bit samples are rounded to 8 bits).
    public func perform(_ request: HandPoseRequest, on pixels: PixelBuffer) throws -> HandPoseObservation {
        try perform(request, on: pixels.eightBit)
    }

    /// Stage 2's association: each crop in turn replaces the crops already kept whose upright
    /// boxes it overlaps by IoU above `overlapThreshold`.
    static func distinct(_ crops: [(PoseDetection, RegionOfInterest)]) -> [(PoseDetection, RegionOfInterest)] {
        var kept: [(PoseDetection, RegionOfInterest)] = []
        for crop in crops {
            kept.removeAll { uprightOverlap($0.1, crop.1) > overlapThreshold }
            kept.append(crop)
        }
        return kept
    }

    /// IoU of two regions' boxes taken upright (rotation ignored, as mediapipe's association does).
    static func uprightOverlap(_ a: RegionOfInterest, _ b: RegionOfInterest) -> Double {
        func box(_ r: RegionOfInterest) -> (Double, Double, Double, Double, Double) {
            (r.centerX - r.width / 2, r.centerY - r.height / 2, r.centerX + r.width / 2, r.centerY + r.height / 2, r.width * r.height)
        }
        return BoxOverlap.intersectionOverUnion(box(a), box(b))
    }

    /// Stage 3: the hand in `region`, or nil when the model's presence is below `minimumPresence`.
    private func unlockedHand(_ image: Image<UInt8>, region: RegionOfInterest, detectionScore: Double,
                              minimumPresence: Double) throws -> HumanHandPose? {
        let model = models.models[1]
        try model.writeInput { handSampler.sample(image, region: region, into: $0) }
        try model.run()
        let presence = try model.readOutput(at: Self.presenceOutput) { Double($0[0]) }
        guard presence >= minimumPresence else { return nil }
        // mediapipe's label assumes a mirrored picture: its "left" is the person's right hand.
        let mirroredLeft = try model.readOutput(at: Self.handednessOutput) { Double($0[0]) }
        let (w, h) = (Double(image.width), Double(image.height))
        let joints = try model.readOutput(at: Self.jointsOutput) { raw in
            Dictionary(uniqueKeysWithValues: HandJoint.allCases.map { joint in
                let index = joint.modelIndex
                let point = region.imagePoint(u: Double(raw[3 * index]) / Self.handInput, v: Double(raw[3 * index + 1]) / Self.handInput)
                return (joint, JointPoint(x: point.x / w, y: 1 - point.y / h, confidence: presence))
            })
        }
        return HumanHandPose(joints: joints, chirality: mirroredLeft > 0.5 ? .right : .left, confidence: presence,
                             chiralityScore: max(mirroredLeft, 1 - mirroredLeft), detectionScore: detectionScore, region: region)
    }
}
