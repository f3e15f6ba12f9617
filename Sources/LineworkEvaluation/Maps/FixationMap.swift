import LineworkCore
import LineworkImage

/// The fixated pixels of one image: the ground truth of AUC-Judd and NSS.
///
/// A fixation map is binary: every non-zero pixel of the stored map is one fixation location,
/// however many observers looked there (the MIT benchmark's fixation maps are binary too). Pixel
/// (x, y) has index `y · width + x`, top row first, as everywhere in Linework.
public struct FixationMap: Sendable, Equatable {
    /// Width in pixels (≥ 1).
    public let width: Int
    /// Height in pixels (≥ 1).
    public let height: Int
    /// Indices `y · width + x` of the fixated pixels, ascending, without repeats.
    public let indices: [Int]

    /// The fixations of a stored map: every non-zero sample of a one-channel image.
    ///
    /// - Throws: `LineworkError.invalidOption` when the image has more than one channel.
    @_specialize(exported: true, where Sample == Float)
    @_specialize(exported: true, where Sample == UInt8)
    public init<Sample: PixelSample>(mask: Image<Sample>) throws {
        try MapChecks.requireGray(mask, "fixations")
        width = mask.width
        height = mask.height
        indices = MapChecks.nonZeroIndices(mask)
    }

    /// Fixations at the given pixels, each counted once.
    ///
    /// - Parameters:
    ///   - width: the map's width in pixels.
    ///   - height: the map's height in pixels.
    ///   - points: (x, y) pixel positions, x right, y down, (0, 0) the top-left pixel.
    /// - Throws: `LineworkError.invalidOption` for a non-positive size or a point outside it.
    public init(width: Int, height: Int, points: [(x: Int, y: Int)]) throws {
        guard width > 0, height > 0 else {
            throw LineworkError.invalidOption(name: "fixations", value: "\(width)×\(height)", allowed: "size must be positive")
        }
        var found = Set<Int>()
        for point in points {
            guard (0..<width).contains(point.x), (0..<height).contains(point.y) else {
                throw LineworkError.invalidOption(
                    name: "fixations", value: "(\(point.x), \(point.y))", allowed: "must lie inside \(width)×\(height)")
            }
            found.insert(point.y * width + point.x)
        }
        self.width = width
        self.height = height
        indices = found.sorted()
    }

    /// Number of fixated pixels.
    public var count: Int { indices.count }

    /// The map as a float image: 1 at fixations, 0 elsewhere.
    public var image: FloatImage {
        var samples = [Float](repeating: 0, count: width * height)
        for i in indices { samples[i] = 1 }
        return FloatImage(validWidth: width, height: height, samples: samples)
    }
}
