import LineworkCore
import LineworkImage

extension BinaryMask {
    /// Binarises an 8-bit working image with Vision's contrast transform.
    ///
    /// One table look-up per pixel: the transform has already been reduced to an integer cut
    /// (see `ContrastThreshold`), so no floating-point image is made. An image with more than
    /// one channel is reduced to its luminance first (`Luminance.gray`).
    public init(_ image: GrayImage, threshold: ContrastThreshold) {
        let gray = Luminance.gray(image)
        let table = threshold.lookupTable
        var pixels = [UInt8](repeating: 0, count: gray.pixelCount)
        gray.samples.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                table.withUnsafeBufferPointer { lut in
                    Parallel.forEachChunk(src.count, minimumChunk: 1 << 18) { range in
                        for i in range { dst[i] = lut[Int(src[i])] }
                    }
                }
            }
        }
        self.init(validWidth: gray.width, height: gray.height, pixels: pixels)
    }
}
