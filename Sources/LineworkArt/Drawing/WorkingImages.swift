import LineworkContours
import LineworkImage

/// The working images a drawing is made from, both at the same size (the input scaled down,
/// never up, to `contour.maximumImageDimension`).
struct WorkingImages: Sendable {
    /// BT.601 luminance, area-downscaled and pre-blurred with `contour.blurSigma`: what the mask
    /// sources threshold (`ContourRequest.prepare`).
    let gray: GrayImage
    /// The 8-bit input (gray or RGB), area-downscaled and not blurred: what the edge detector
    /// reads (it smooths in its own structure tensor); nil when the line source is not `edges`.
    let colour: Image<UInt8>?

    var size: PixelSize { PixelSize(width: gray.width, height: gray.height) }

    init(_ pixels: PixelBuffer, options: DrawOptions) {
        gray = ContourRequest.prepare(pixels, options: options.contour)
        colour = options.lines == .edges
            ? pixels.eightBit.downscaled(toMaximumDimension: options.contour.maximumImageDimension)
            : nil
    }
}
