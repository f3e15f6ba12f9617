/// The eight EXIF orientations (TIFF tag 0x0112), as Vision's request handlers take them.
///
/// The raw value is the EXIF value. Each case says how the *stored* pixels must be
/// transformed to be seen upright; `apply(to:)` performs that transform.
public enum Orientation: Int, Sendable, Equatable, CaseIterable, Codable {
    /// Stored upright.
    case up = 1
    /// Stored mirrored left–right.
    case upMirrored = 2
    /// Stored upside down (rotate 180°).
    case down = 3
    /// Stored mirrored top–bottom.
    case downMirrored = 4
    /// Stored transposed (mirror across the main diagonal).
    case leftMirrored = 5
    /// Stored rotated 90° counter-clockwise: rotate 90° clockwise to display (phones held upright).
    case right = 6
    /// Stored transversed (mirror across the anti-diagonal).
    case rightMirrored = 7
    /// Stored rotated 90° clockwise: rotate 90° counter-clockwise to display.
    case left = 8

    /// Whether the upright image swaps the stored width and height.
    public var swapsAxes: Bool { rawValue >= 5 }

    /// Returns the upright image.
    ///
    /// Each output pixel reads exactly one stored pixel, so the transform is lossless.
    public func apply<Sample>(to image: Image<Sample>) -> Image<Sample> {
        if self == .up { return image }
        let inW = image.width, inH = image.height, ch = image.channels
        let outW = swapsAxes ? inH : inW
        let outH = swapsAxes ? inW : inH
        // Source index of output (x, y) = origin + x * stepX + y * stepY, in pixels.
        let (origin, stepX, stepY): (Int, Int, Int)
        switch self {
        case .up: (origin, stepX, stepY) = (0, 1, inW)
        case .upMirrored: (origin, stepX, stepY) = (inW - 1, -1, inW)
        case .down: (origin, stepX, stepY) = (inW * inH - 1, -1, -inW)
        case .downMirrored: (origin, stepX, stepY) = ((inH - 1) * inW, 1, -inW)
        case .leftMirrored: (origin, stepX, stepY) = (0, inW, 1)                       // (y, x)
        case .right: (origin, stepX, stepY) = ((inH - 1) * inW, -inW, 1)              // (y, H-1-x)
        case .rightMirrored: (origin, stepX, stepY) = (inH * inW - 1, -inW, -1)       // (W-1-y, H-1-x)
        case .left: (origin, stepX, stepY) = (inW - 1, inW, -1)                       // (W-1-y, x)
        }
        var out = image.samples
        image.samples.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var d = 0
                for y in 0..<outH {
                    var s = origin &+ y &* stepY
                    for _ in 0..<outW {
                        let base = s &* ch
                        for c in 0..<ch { dst[d &+ c] = src[base &+ c] }
                        d = d &+ ch
                        s = s &+ stepX
                    }
                }
            }
        }
        return Image(validWidth: outW, height: outH, channels: ch, samples: out)
    }
}
