import LineworkImage

/// A person mask: at each pixel of the photo, the model's probability that it shows a person.
public struct PersonSegmentationObservation: Sendable, Equatable {
    /// Probabilities in [0, 1], one channel, at the photo's size, top row first.
    public var mask: FloatImage
    /// The quality (model) that made it.
    public var quality: PersonSegmentationRequest.Quality
    /// Seconds per stage ("segmentation": sampling, the model and upsampling).
    public var timings: [String: Double]

    /// Creates an observation from its mask, the quality that made it and the stages' timings.
    public init(mask: FloatImage, quality: PersonSegmentationRequest.Quality, timings: [String: Double] = [:]) {
        self.mask = mask
        self.quality = quality
        self.timings = timings
    }

    /// The mask as an 8-bit gray image, 255 = person: round(255 × p), what `linework segment
    /// --mask` writes.
    public var grayMask: Image<UInt8> {
        Image(validWidth: mask.width, height: mask.height, channels: 1,
              samples: mask.samples.map { UInt8((min(max($0, 0), 1) * 255).rounded()) })
    }
}
