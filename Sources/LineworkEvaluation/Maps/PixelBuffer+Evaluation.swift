import LineworkCore
import LineworkImage

extension PixelBuffer {
    /// The gray samples scaled to 0…1 (value / 255 or value / 65535), or `nil` for colour images.
    ///
    /// Saliency maps, densities and object masks are stored as 8- or 16-bit gray PNGs; every
    /// metric works on these unit-range floats. The scale does not change NSS, CC, SIM, KLD or
    /// AUC (all are invariant to a positive factor), but MAE and F-beta read values as 0…1.
    public var unitGrayImage: FloatImage? {
        switch self {
        case .uint8(let image): return image.channels == 1 ? Self.unitFloats(image) : nil
        case .uint16(let image): return image.channels == 1 ? Self.unitFloats(image) : nil
        }
    }

    private static func unitFloats<Sample: PixelSample>(_ image: Image<Sample>) -> FloatImage {
        let maximum = Sample.maximum
        var out = [Float](repeating: 0, count: image.samples.count)
        image.samples.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for i in 0..<src.count { dst[i] = src[i].floatValue / maximum }
            }
        }
        return FloatImage(validWidth: image.width, height: image.height, samples: out)
    }
}
