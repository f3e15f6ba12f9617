import Foundation
import LineworkCore
import LineworkImage

/// What a person-segmentation request asks for (Vision's `VNGeneratePersonSegmentationRequest`):
/// a soft mask of where people are, at the photo's size.
///
/// ```swift
/// let mask = try PersonSegmentationRequest(quality: .accurate).perform(on: pixels).mask
/// ```
public struct PersonSegmentationRequest: Sendable, Equatable {
    /// Vision's quality levels, mapped onto mediapipe's two selfie segmentation models.
    ///
    /// Vision also has `balanced`; with two models there is nothing between them, so Linework
    /// offers the two ends.
    public enum Quality: String, CaseIterable, Sendable {
        /// `selfie_segmentation_landscape.tflite`: a 256 × 144 input (the photo squashed to it),
        /// about 40 % fewer pixels and a coarser mask; mediapipe's `model_selection=1`.
        case fast
        /// `selfie_segmentation.tflite`: a 256 × 256 input; mediapipe's `model_selection=0`, the
        /// general model.
        case accurate

        /// The model's file name in the pose folder.
        public var modelName: String {
            switch self {
            case .fast: return PoseModelFiles.landscapeSegmentationName
            case .accurate: return PoseModelFiles.segmentationName
            }
        }

        /// The model's input size in pixels (width, height).
        var inputSize: (width: Int, height: Int) {
            switch self {
            case .fast: return (256, 144)
            case .accurate: return (256, 256)
            }
        }
    }

    /// Which model runs; default `.accurate`, the general model (Vision's default is `.accurate`
    /// too), which costs a few milliseconds more at 256 px.
    public let quality: Quality

    /// Creates a request of the given quality (default `.accurate`).
    public init(quality: Quality = .accurate) {
        self.quality = quality
    }

    /// Finds the installed model, loads it and segments `pixels`: the whole request in one call.
    /// For many images, keep one `PersonSegmenter` instead (loading takes a few milliseconds).
    ///
    /// - Parameters:
    ///   - pixels: the decoded image, any size and depth.
    ///   - environment: where to look for the models (`PoseModelFiles.directory`); the process's by default.
    /// - Throws: `PoseError.modelNotInstalled`, `.corruptModel` or `.runtime`.
    public func perform(on pixels: PixelBuffer,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PersonSegmentationObservation {
        let files = try PoseModelFiles.locateSegmentationModel(quality, environment: environment)
        return try PersonSegmenter(files: files, quality: quality).perform(on: pixels)
    }
}
