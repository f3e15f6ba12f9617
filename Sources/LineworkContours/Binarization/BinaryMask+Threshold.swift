import LineworkCore
import LineworkImage

extension BinaryMask {
    /// Binarises an 8-bit working image with Vision's contrast transform.
    ///
    /// One comparison per pixel (`ContrastThreshold.binarize`): the transform has already been
    /// reduced to an integer cut, so no floating-point image is made. An image with more than
    /// one channel is reduced to its luminance first (`Luminance.gray`).
    public init(_ image: GrayImage, threshold: ContrastThreshold) {
        let gray = Luminance.gray(image)
        var pixels = [UInt8](repeating: 0, count: gray.pixelCount)
        gray.samples.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                nonisolated(unsafe) let (src, dst) = (src, dst)
                Parallel.forEachChunk(src.count, minimumChunk: 1 << 18) { range in
                    threshold.binarize(src.baseAddress! + range.lowerBound, into: dst.baseAddress! + range.lowerBound,
                                       count: range.count, foreground: 255)
                }
            }
        }
        self.init(validWidth: gray.width, height: gray.height, pixels: pixels)
    }
}
