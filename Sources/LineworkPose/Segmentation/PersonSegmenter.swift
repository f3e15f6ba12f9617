import LineworkCore
import LineworkImage
import Synchronization

/// mediapipe's selfie segmentation (MediaPipe Selfie Segmentation, 2021) on LiteRT: a soft mask
/// of the people in a photo (Vision's person segmentation).
///
/// The pipeline, as in mediapipe's `selfie_segmentation_cpu` graph: the whole photo squashed
/// (aspect not kept) into the model's input, values in 0…1, black outside; the model's one-channel
/// output is already a probability (no activation); it is resized to the photo's size bilinearly
/// with pixel centres aligned (OpenCV's `INTER_LINEAR`, which mediapipe's CPU path uses).
///
/// Loading compiles and warms up the model; reuse a segmenter for many images or frames. Calls
/// are serialised by a lock, so a segmenter may be shared between threads.
public final class PersonSegmenter: @unchecked Sendable {
    private let lock = Mutex(())
    private let models: LiteRTModelSet
    private let sampler: TensorSampler
    /// The quality (model) this segmenter runs.
    public let quality: PersonSegmentationRequest.Quality

    /// Loads the model of `quality` and the runtime from `files`, after checking the model
    /// (`PoseModelFiles.verifySegmentationModel`).
    ///
    /// - Parameters:
    ///   - files: where the model and the runtime are (`PoseModelFiles`).
    ///   - quality: which of the two models to load.
    ///   - silencesRuntimeLogs: as `PoseEstimator`'s (for command-line tools only).
    /// - Throws: `PoseError.corruptModel` or `PoseError.runtime`.
    public init(files: PoseModelFiles, quality: PersonSegmentationRequest.Quality, silencesRuntimeLogs: Bool = false) throws {
        try files.verifySegmentationModel(quality)
        let size = quality.inputSize
        self.quality = quality
        sampler = TensorSampler(width: size.width, height: size.height, border: .zero, range: 0...1)
        models = try LiteRTModelSet(runtime: files.runtime, paths: [files.path(quality.modelName)],
                                    inputCounts: [size.width * size.height * 3], silencesRuntimeLogs: silencesRuntimeLogs)
    }

    /// The person mask of `image` at its size.
    ///
    /// - Parameter image: 8-bit gray or RGB (alpha ignored), top row first; any size.
    /// - Throws: `PoseError.runtime` if the model fails to run.
    public func perform(on image: Image<UInt8>) throws -> PersonSegmentationObservation {
        let (mask, seconds) = try Stopwatch.time {
            try lock.withLock { _ in
                let model = models.models[0], size = quality.inputSize
                try model.writeInput { sampler.sample(image, region: .wholeImage(width: image.width, height: image.height), into: $0) }
                try model.run()
                return try model.readOutput(floats: size.width * size.height) { small in
                    Self.resized(small, width: size.width, height: size.height, to: image.width, image.height)
                }
            }
        }
        return PersonSegmentationObservation(mask: mask, quality: quality, timings: ["segmentation": seconds])
    }

    /// `perform(on:)` for a decoded image at any depth (16-bit samples are rounded to 8 bits).
    public func perform(on pixels: PixelBuffer) throws -> PersonSegmentationObservation {
        try perform(on: pixels.eightBit)
    }

    /// `small` (width × height, one channel) resized to `outWidth` × `outHeight` as OpenCV's
    /// `INTER_LINEAR` does: output pixel centre x + ½ maps to (x + ½) · scale in the source, taps
    /// clamped to the edge.
    package static func resized(_ small: UnsafeBufferPointer<Float>, width: Int, height: Int,
                        to outWidth: Int, _ outHeight: Int) -> FloatImage {
        func taps(_ count: Int, source: Int) -> [(Int, Int, Float)] {
            let scale = Double(source) / Double(count)
            return (0..<count).map { x in
                let position = (Double(x) + 0.5) * scale - 0.5
                var left = Int(position.rounded(.down)), fraction = Float(position - Double(left))
                if left < 0 { left = 0; fraction = 0 }
                if left >= source - 1 { left = source - 1; fraction = 0 }
                return (left, min(left + 1, source - 1), fraction)
            }
        }
        let columns = taps(outWidth, source: width), rows = taps(outHeight, source: height)
        var samples = [Float](repeating: 0, count: outWidth * outHeight)
        samples.withUnsafeMutableBufferPointer { out in
            for (y, (top, bottom, fy)) in rows.enumerated() {
                let upper = top * width, lower = bottom * width
                for (x, (left, right, fx)) in columns.enumerated() {
                    let a = small[upper + left] + (small[upper + right] - small[upper + left]) * fx
                    let b = small[lower + left] + (small[lower + right] - small[lower + left]) * fx
                    out[y * outWidth + x] = a + (b - a) * fy
                }
            }
        }
        return FloatImage(validWidth: outWidth, height: outHeight, channels: 1, samples: samples)
    }
}
