import LineworkContours
import LineworkCore
import LineworkImage

/// A square window of the photo around a face, sampled `factor` times finer than the working
/// image, from the full-resolution photo (`FaceDetail`, step 2).
///
/// Coordinates: the window's left edge `left` and top edge `top` are in working-image edge
/// coordinates (pixel k spans [k, k + 1)); crop pixel i covers [left + i / f, left + (i + 1) / f),
/// so its centre is the working point left + (i + ½) / f − ½ (pixel-centre convention).
/// When the window is coarser than the photo the photo is first area-downscaled to the
/// window's scale (every source pixel counts, so thin dark lines fade rather than alias), then
/// read bilinearly, edge pixels repeated outside.
struct FaceCrop {
    /// The window's pixels (the photo's channels).
    let image: Image<UInt8>
    /// Its left and top edges, working edge coordinates.
    let left: Double
    let top: Double
    /// Crop pixels per working pixel.
    let factor: Double

    /// The window of side `side` working pixels centred on `centre` (working edge coordinates),
    /// clipped to the image, at `factor` crop pixels per working pixel.
    init(photo: Image<UInt8>, working: PixelSize, centre: Point2, side: Double, factor: Double) {
        let (ww, wh) = (Double(working.width), Double(working.height))
        let left = max(0, centre.x - side / 2), top = max(0, centre.y - side / 2)
        let right = min(ww, centre.x + side / 2), bottom = min(wh, centre.y + side / 2)
        let width = max(1, Int(((right - left) * factor).rounded())), height = max(1, Int(((bottom - top) * factor).rounded()))
        // Photo pixels per crop pixel; above 1.5 the photo is area-downscaled to the crop's scale first.
        let ratio = Double(photo.width) / ww / factor
        let source = ratio > 1.5
            ? photo.downscaled(toMaximumDimension: max(1, Int((Double(max(photo.width, photo.height)) / ratio).rounded())))
            : photo
        // Source edge coordinates per working edge coordinate.
        let scale = Double(source.width) / ww, scaleY = Double(source.height) / wh
        let channels = source.channels
        var samples = [UInt8](repeating: 0, count: width * height * channels)
        source.samples.withUnsafeBufferPointer { src in
            samples.withUnsafeMutableBufferPointer { dst in
                for j in 0..<height {
                    let sy = (top + (Double(j) + 0.5) / factor) * scaleY - 0.5
                    let y0 = min(max(Int(sy.rounded(.down)), 0), source.height - 1), y1 = min(y0 + 1, source.height - 1)
                    let fy = Float(min(max(sy - Double(y0), 0), 1))
                    for i in 0..<width {
                        let sx = (left + (Double(i) + 0.5) / factor) * scale - 0.5
                        let x0 = min(max(Int(sx.rounded(.down)), 0), source.width - 1), x1 = min(x0 + 1, source.width - 1)
                        let fx = Float(min(max(sx - Double(x0), 0), 1))
                        for c in 0..<channels {
                            let a = Float(src[(y0 &* source.width &+ x0) &* channels &+ c])
                            let b = Float(src[(y0 &* source.width &+ x1) &* channels &+ c])
                            let d = Float(src[(y1 &* source.width &+ x0) &* channels &+ c])
                            let e = Float(src[(y1 &* source.width &+ x1) &* channels &+ c])
                            let value = (a + (b - a) * fx) * (1 - fy) + (d + (e - d) * fx) * fy
                            dst[(j &* width &+ i) &* channels &+ c] = UInt8(min(max(value.rounded(), 0), 255))
                        }
                    }
                }
            }
        }
        image = Image(validWidth: width, height: height, channels: channels, samples: samples)
        self.left = left
        self.top = top
        self.factor = factor
    }

    /// The working point of crop point `p` (both pixel-centre coordinates).
    func workingPoint(_ p: Point2) -> Point2 {
        Point2(left + (p.x + 0.5) / factor - 0.5, top + (p.y + 0.5) / factor - 0.5)
    }

    /// The crop's pixels within the square of side `side` working pixels centred on `centre`
    /// (working edge coordinates), clipped to the crop; the whole crop when that is empty.
    func window(centre: Point2, side: Double) -> Image<UInt8> {
        let x0 = max(0, Int(((centre.x - side / 2 - left) * factor).rounded()))
        let y0 = max(0, Int(((centre.y - side / 2 - top) * factor).rounded()))
        let x1 = min(image.width, Int(((centre.x + side / 2 - left) * factor).rounded()))
        let y1 = min(image.height, Int(((centre.y + side / 2 - top) * factor).rounded()))
        guard x1 - x0 >= 2, y1 - y0 >= 2 else { return image }
        let c = image.channels
        var samples = [UInt8]()
        samples.reserveCapacity((x1 - x0) * (y1 - y0) * c)
        for y in y0..<y1 { samples += image.samples[(y * image.width + x0) * c..<(y * image.width + x1) * c] }
        return Image(validWidth: x1 - x0, height: y1 - y0, channels: c, samples: samples)
    }

    /// The crop point of working point `p` (both pixel-centre coordinates).
    func cropPoint(_ p: Point2) -> Point2 {
        Point2((p.x + 0.5 - left) * factor - 0.5, (p.y + 0.5 - top) * factor - 0.5)
    }
}
