import LineworkImage

/// Fills a model's input tensor from a rotated region of an 8-bit image (mediapipe's
/// `ImageToTensorCalculator` on the CPU, which runs OpenCV's `warpPerspective`).
///
/// Output pixel (u, v), whose centre is at integer coordinates, samples the image at
/// `region.imagePoint(u / width, v / height)`: the region's corners land on the tensor's pixel
/// grid lines 0 and `width`, exactly as OpenCV maps mediapipe's rectangle corners. Sampling is
/// bilinear on positions rounded to 1/32 pixel (OpenCV's `INTER_BITS`), the interpolated value is
/// rounded to 8 bits as OpenCV's 8-bit warp does, then mapped linearly from [0, 255] to `range`.
/// There is no area averaging: a 12-megapixel photo is point-sampled down to 224 × 224 just as
/// mediapipe does, which keeps the detector's input identical to the reference's.
public struct TensorSampler: Sendable {
    /// What the sampler reads outside the image.
    public enum Border: Sendable {
        /// Black (0 before the range mapping): BlazePose's detector letterbox.
        case zero
        /// The nearest edge pixel: the landmark crop's default in mediapipe.
        case replicate
    }

    /// Tensor width in pixels.
    public var width: Int
    /// Tensor height in pixels.
    public var height: Int
    /// What is read outside the image.
    public var border: Border
    /// The range that 8-bit values 0…255 are mapped to, linearly.
    public var range: ClosedRange<Float>

    /// Creates a sampler of a `width` × `height` tensor, with the given border rule and value range.
    public init(width: Int, height: Int, border: Border, range: ClosedRange<Float>) {
        self.width = width
        self.height = height
        self.border = border
        self.range = range
    }

    /// Samples `region` of `image` into `tensor` (height × width × 3 floats, RGB, top row first).
    ///
    /// - Parameters:
    ///   - image: gray (1 or 2 channels, replicated into RGB) or RGB (3 or 4 channels; alpha ignored).
    ///   - region: in the image's pixels.
    ///   - tensor: at least `width * height * 3` floats.
    public func sample(_ image: Image<UInt8>, region: RegionOfInterest, into tensor: UnsafeMutableBufferPointer<Float>) {
        precondition(tensor.count >= width * height * 3, "tensor too small")
        let scale = (range.upperBound - range.lowerBound) / 255, offset = range.lowerBound
        let imageWidth = image.width, imageHeight = image.height, channels = image.channels
        let gray = channels < 3
        let stepX = region.imagePoint(u: 1 / Double(width), v: 0), origin = region.imagePoint(u: 0, v: 0)
        let du = (x: stepX.x - origin.x, y: stepX.y - origin.y)
        let zero = border == .zero
        image.samples.withUnsafeBufferPointer { pixels in
            let base = pixels.baseAddress!
            // One tap: the RGB of pixel (x, y), or black / the clamped edge outside.
            @inline(__always) func tap(_ x: Int, _ y: Int, _ rgb: inout (Float, Float, Float), _ weight: Float) {
                var x = x, y = y
                if x < 0 || y < 0 || x >= imageWidth || y >= imageHeight {
                    if zero { return }
                    x = min(max(x, 0), imageWidth &- 1)
                    y = min(max(y, 0), imageHeight &- 1)
                }
                let p = base + (y &* imageWidth &+ x) &* channels
                if gray {
                    let g = Float(p[0]) * weight
                    rgb.0 += g; rgb.1 += g; rgb.2 += g
                } else {
                    rgb.0 += Float(p[0]) * weight; rgb.1 += Float(p[1]) * weight; rgb.2 += Float(p[2]) * weight
                }
            }
            for v in 0..<height {
                let row = region.imagePoint(u: 0, v: Double(v) / Double(height))
                var out = tensor.baseAddress! + v &* width &* 3
                for u in 0..<width {
                    // Fixed point at 1/32 pixel, rounded to nearest even like OpenCV's saturate_cast.
                    let fx = ((row.x + du.x * Double(u)) * 32).rounded(.toNearestOrEven)
                    let fy = ((row.y + du.y * Double(u)) * 32).rounded(.toNearestOrEven)
                    let ix = Int(fx), iy = Int(fy)
                    let x0 = ix >> 5, y0 = iy >> 5
                    let ax = Float(ix & 31) / 32, ay = Float(iy & 31) / 32
                    var rgb: (Float, Float, Float) = (0, 0, 0)
                    tap(x0, y0, &rgb, (1 - ax) * (1 - ay))
                    tap(x0 &+ 1, y0, &rgb, ax * (1 - ay))
                    tap(x0, y0 &+ 1, &rgb, (1 - ax) * ay)
                    tap(x0 &+ 1, y0 &+ 1, &rgb, ax * ay)
                    out[0] = rgb.0.rounded() * scale + offset
                    out[1] = rgb.1.rounded() * scale + offset
                    out[2] = rgb.2.rounded() * scale + offset
                    out += 3
                }
            }
        }
    }
}
