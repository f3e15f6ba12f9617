import LineworkContours
import LineworkCore
import LineworkImage

/// The working images a drawing is made from, both at the same size (the input scaled down,
/// never up, to `contour.maximumImageDimension`).
struct WorkingImages: Sendable {
    /// The working size.
    let size: PixelSize
    /// The 8-bit input (gray or RGB), area-downscaled and not blurred: what the edge detector
    /// reads (it smooths in its own structure tensor); nil when the line source is not `edges`.
    let colour: Image<UInt8>?
    /// BT.601 luminance, area-downscaled and pre-blurred with `contour.blurSigma`
    /// (`ContourRequest.prepare`): made up front when the options read it (every line source
    /// but `edges`, and the edge weight), otherwise only if asked, which spares an `edges`
    /// drawing a full-image blur it never uses.
    private let preparedGray: GrayImage?
    private let pixels: PixelBuffer
    private let contour: ContourOptions

    /// The options the working images depend on (`DrawingCache`'s key).
    struct Key: Equatable, Sendable {
        var edges: Bool
        var edgeWeight: Bool
        var maximumImageDimension: Int
        var blurSigma: Double

        init(_ options: DrawOptions) {
            edges = options.lines == .edges
            edgeWeight = options.weight == .edge
            maximumImageDimension = options.contour.maximumImageDimension
            blurSigma = options.contour.blurSigma
        }
    }

    init(_ pixels: PixelBuffer, options: DrawOptions) {
        self.pixels = pixels
        contour = options.contour
        if options.lines == .edges {
            let colour = pixels.eightBit.downscaled(toMaximumDimension: options.contour.maximumImageDimension)
            self.colour = colour
            size = PixelSize(width: colour.width, height: colour.height)
            preparedGray = options.weight == .edge ? ContourRequest.prepare(pixels, options: options.contour) : nil
        } else {
            let gray = ContourRequest.prepare(pixels, options: options.contour)
            colour = nil
            size = PixelSize(width: gray.width, height: gray.height)
            preparedGray = gray
        }
    }

    /// The gray image the mask sources threshold (see `preparedGray`).
    var gray: GrayImage {
        preparedGray ?? ContourRequest.prepare(pixels, options: contour)
    }
}
