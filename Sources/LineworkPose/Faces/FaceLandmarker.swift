import LineworkCore
import LineworkImage
import Synchronization

/// mediapipe's face mesh (Kartynnik et al. 2019, "Real-time Facial Surface Geometry from
/// Monocular Video on Mobile GPUs") and iris model (Ablavatski et al. 2020, "Real-time Pupil
/// Tracking from Monocular Video for Digital Puppetry") on LiteRT: Vision's face landmarks.
///
/// The pipeline, as in mediapipe's face landmark and iris graphs:
/// 1. faces from BlazeFace short-range (`FaceDetector`);
/// 2. per face, a square crop 1.5 × the box, levelled on the eyes
///    (`RegionOfInterest.faceMesh(from:width:height:)`), sampled into the mesh model's 192 × 192
///    input (values 0…1, edge pixels repeated outside the image);
/// 3. the 468 points (input pixels → crop → image) and the presence score (a logit);
/// 4. per eye, a crop 2.3 × the eye's corners (`RegionOfInterest.eye`), the person's left eye
///    mirrored, into the iris model's 64 × 64 input; its first iris point is the pupil.
///
/// mediapipe's `face_landmark_with_attention.tflite` would give the irises in one model, but it
/// needs three of mediapipe's own operators that LiteRT does not have, so the iris model runs
/// instead, as in mediapipe's iris-tracking graph.
///
/// Loading compiles and warms up three models; reuse a landmarker for many images. Calls are
/// serialised by a lock, so a landmarker may be shared between threads.
public final class FaceLandmarker: @unchecked Sendable {
    private let lock = Mutex(())
    private let detector: FaceDetector
    private let models: LiteRTModelSet
    private let meshSampler = TensorSampler(width: 192, height: 192, border: .replicate, range: 0...1)
    private let irisSampler = TensorSampler(width: 64, height: 64, border: .replicate, range: 0...1)
    /// Side of the mesh model's input, in pixels; its raw coordinates are in these pixels.
    private static let meshInput = 192.0
    /// Side of the iris model's input, in pixels.
    private static let irisInput = 64.0
    /// The iris model's iris output: 5 points (centre first), x, y, z each. (Its other output,
    /// 71 eye-contour points, is not used: the mesh already outlines the eyes.)
    private static let irisFloats = 5 * 3

    /// Loads the face detector, mesh and iris models and the runtime from `files`, after checking
    /// the models (`PoseModelFiles.verifyFaceLandmarkModels`).
    ///
    /// - Parameters:
    ///   - files: where the models and the runtime are (`PoseModelFiles`).
    ///   - silencesRuntimeLogs: as `PoseEstimator`'s (for command-line tools only).
    /// - Throws: `PoseError.corruptModel` or `PoseError.runtime`.
    public init(files: PoseModelFiles, silencesRuntimeLogs: Bool = false) throws {
        try files.verifyFaceLandmarkModels()
        detector = try FaceDetector(files: files, silencesRuntimeLogs: silencesRuntimeLogs)
        models = try LiteRTModelSet(runtime: files.runtime, paths: [files.faceMesh, files.iris],
                                    inputCounts: [192 * 192 * 3, 64 * 64 * 3], silencesRuntimeLogs: silencesRuntimeLogs)
    }

    /// The faces in `image` with their landmarks, most confident first.
    ///
    /// - Parameters:
    ///   - request: the detector's thresholds, the presence threshold and whether to place the pupils.
    ///   - image: 8-bit gray or RGB (alpha ignored), top row first; any size.
    /// - Throws: `PoseError.runtime` if a model fails to run.
    public func perform(_ request: FaceLandmarksRequest, on image: Image<UInt8>) throws -> FaceLandmarksObservation {
        let found = try detector.perform(request.faces, on: image)
        let (faces, seconds) = try Stopwatch.time {
            try lock.withLock { _ in
                try found.faces.compactMap { face -> FaceLandmarks? in
                    guard let region = RegionOfInterest.faceMesh(from: face, width: image.width, height: image.height) else { return nil }
                    let (mesh, presence) = try unlockedMesh(image, region: region)
                    guard presence >= request.minimumPresence else { return nil }
                    var landmarks = FaceLandmarks(face: face, presence: presence, mesh: mesh, rightPupil: nil, leftPupil: nil)
                    if request.refinesPupils {
                        landmarks.rightPupil = try unlockedPupil(image, mesh: mesh, corners: (33, 133), mirrored: false)
                        landmarks.leftPupil = try unlockedPupil(image, mesh: mesh, corners: (362, 263), mirrored: true)
                    }
                    return landmarks
                }
            }
        }
        return FaceLandmarksObservation(imageWidth: image.width, imageHeight: image.height, faces: faces,
                                        timings: found.timings.merging(["landmarks": seconds]) { a, _ in a })
    }

    /// `perform(_:on:)` for a decoded image at any depth (16-bit samples are rounded to 8 bits).
    public func perform(_ request: FaceLandmarksRequest, on pixels: PixelBuffer) throws -> FaceLandmarksObservation {
        try perform(request, on: pixels.eightBit)
    }

    /// Stage 2–3: the mesh in `region` and the presence probability.
    private func unlockedMesh(_ image: Image<UInt8>, region: RegionOfInterest) throws -> ([FaceMeshPoint], Double) {
        let model = models.models[0]
        try model.writeInput { meshSampler.sample(image, region: region, into: $0) }
        try model.run()
        let presence = try model.readOutput(floats: 1) { Double(sigmoid($0[0])) }
        let (w, h) = (Double(image.width), Double(image.height))
        let mesh = try model.readOutput(floats: FaceMeshPoint.count * 3) { raw in
            (0..<FaceMeshPoint.count).map { index in
                let point = region.imagePoint(u: Double(raw[3 * index]) / Self.meshInput, v: Double(raw[3 * index + 1]) / Self.meshInput)
                // mediapipe scales z like x: input pixels → crop widths → image widths.
                return FaceMeshPoint(x: point.x / w, y: 1 - point.y / h,
                                     z: Double(raw[3 * index + 2]) / Self.meshInput * region.width / w)
            }
        }
        return (mesh, presence)
    }

    /// Stage 4: the iris centre of the eye whose corners are mesh points `corners`, normalised
    /// lower-left.
    private func unlockedPupil(_ image: Image<UInt8>, mesh: [FaceMeshPoint], corners: (Int, Int),
                               mirrored: Bool) throws -> DocumentPoint {
        let (w, h) = (Double(image.width), Double(image.height))
        func pixel(_ index: Int) -> (x: Double, y: Double) { (mesh[index].x * w, (1 - mesh[index].y) * h) }
        let region = RegionOfInterest.eye(from: pixel(corners.0), to: pixel(corners.1), mirrored: mirrored)
        let model = models.models[1]
        try model.writeInput { irisSampler.sample(image, region: region, into: $0) }
        try model.run()
        return try model.readOutput(floats: Self.irisFloats) { iris in
            let point = region.imagePoint(u: Double(iris[0]) / Self.irisInput, v: Double(iris[1]) / Self.irisInput)
            return DocumentPoint(x: point.x / w, y: 1 - point.y / h)
        }
    }
}
